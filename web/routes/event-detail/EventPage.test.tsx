import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createOperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import EventLiveSubscription from '../../relay/__generated__/EventLiveSubscription.graphql.ts';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { rejectQuery, renderRoute, resolveQuery, type MockEnvironment } from '../../test/render-route.tsx';
import { SHELL_LABELS } from '../../../server/i18n/screens/frame.ts';
import { availableTabs, chooseTab, searchWithTab, TAB_ORDER, tabOfSearch, tabsForSport } from './tabs.ts';
import { WITH_NUMERIC_CHARTS, scoreSide } from '../../test/event-fixtures.ts';

const vars = { id: 77 };

const side = (score: number | null) => scoreSide(score);
const scoreboardOf = (home: number | null, away: number | null) => ({ home: side(home), away: side(away) });

function eventWith(sections: Record<string, unknown>) {
  return {
    Event: () => ({
      ...WITH_NUMERIC_CHARTS,
      sport: { slug: 'football' },
      homeTeam: { teamId: 1, name: 'Flamengo' },
      awayTeam: { teamId: 2, name: 'Palmeiras' },
      homeScore: { current: null },
      awayScore: { current: null },
      scoreboard: scoreboardOf(null, null),
      time: { running: false },
      status: { descriptionPt: '2º tempo' },
      odds: [
        {
          marketNamePt: 'Resultado final',
          linePt: null,
          isLive: false,
          choices: [{ namePt: 'Flamengo', decimalValue: '3.50', movement: 'NONE', winning: null }],
        },
      ],
      ...sections,
    }),
  };
}

// The socket client never runs here; the test plays its reconnections.
const reconnect = vi.hoisted(() => new Set<() => void>());
vi.mock('../../relay/subscriptions.ts', () => ({
  onLiveReconnect: (listener: () => void) => {
    reconnect.add(listener);
    return () => void reconnect.delete(listener);
  },
  // The frame's notice of a dropped connection: never dropped here.
  isLiveDropped: () => false,
  liveRefusal: () => null,
  onLiveDropChange: () => () => {},
}));

const EVENT_ID = 'RXZlbnQ6Nzc=';

const operationsNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('/sports/event/:idEvent', () => {
  it('shows the event’s not-found page for what is not an event id, without asking the server for it', async () => {
    // SPEC §8's text, as for an event the feed does not know; only the canonical decimal form is an id.
    for (const id of ['abc', '0', '1e9', '0077', '77%20', '77.0', '9007199254740993']) {
      const { environment, unmount } = renderRoute(`/sports/event/${id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Evento não encontrado ou formato inválido' }),
        id,
      ).toBeTruthy();
      expect(screen.queryByRole('heading', { name: SHELL_LABELS.notFound })).toBeNull();
      await waitFor(() => expect(document.title).toBe('Evento não encontrado ou formato inválido — Bancada'));
      expect(operationsNamed(environment, 'EventPageQuery'), id).toEqual([]);
      unmount();
    }
  });

  it('describes the page by what it shows: no lineups nor table in tennis', async () => {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'description';
    const { environment, unmount } = renderRoute('/sports/event/77');
    await resolveQuery(environment, EventPageQuery, vars, {
      ...eventWith({ sport: { slug: 'tennis' }, tournament: { namePt: 'ATP Roma' }, standings: [] }),
      Lineups: () => ({ confirmed: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' })).toBeTruthy();
    // The server's <head> writes the same (web/ssr/event-description.ts, server/webapp/ssr.unit.test.ts).
    await waitFor(() =>
      expect(meta.content).toBe('Flamengo × Palmeiras (ATP Roma): placar, odds e estatísticas.'),
    );
    unmount();
    meta.remove();
  });

  it('shows the header, details and every tab, Resumo first', async () => {
    const user = userEvent.setup();
    const { environment, router } = renderRoute('/sports/event/77');
    await resolveQuery(environment, EventPageQuery, vars, {
      ...eventWith({}),
      Lineups: () => ({ confirmed: true }),
      StandingRow: () => ({ isEventTeam: true }),
      // The generator would fill these Ints with text; the goal chart needs numbers to draw.
      GoalDistributionPeriod: () => ({ periodStart: 1, periodEnd: 15, scoredGoals: 2, concededGoals: 1 }),
    });
    // The first render also loads the route's code.
    expect(await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' })).toBeTruthy();
    expect(within(document.querySelector<HTMLElement>('.scoreboard')!).getByText('2º tempo')).toBeTruthy();
    // The page's title names the match, set by an effect that may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Flamengo × Palmeiras — Bancada'));
    expect(tabNames()).toEqual([
      'Resumo',
      'Odds',
      'Votos',
      'Escalações',
      'Estatísticas',
      'Distribuição de Gols',
      'Classificação',
      'Confronto',
    ]);
    expect(screen.getByRole('tab', { name: 'Resumo' }).getAttribute('aria-selected')).toBe('true');
    // Each tab is a link to the page with that tab open; choosing one puts it in the address, in place of the
    // current entry, and asks the server for nothing.
    expect(screen.getByRole('tab', { name: 'Resumo' }).getAttribute('href')).toBe('/sports/event/77');
    expect(screen.getByRole('tab', { name: 'Odds' }).getAttribute('href')).toBe('/sports/event/77?aba=odds');
    await user.click(screen.getByRole('tab', { name: 'Odds' }));
    expect(screen.getByText('3,50')).toBeTruthy();
    expect(router.state.location.search).toBe('?aba=odds');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(operationsNamed(environment, 'EventPageQuery')).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Escalações' }));
    expect(screen.getByText('Escalações confirmadas')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Classificação' }));
    expect(document.querySelectorAll('tr.highlight').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Distribuição de Gols' }));
    expect(screen.getAllByRole('img', { name: /Distribuição de gols de/ }).length).toBeGreaterThan(0);
  });

  it('keeps one outline on every tab: the match is the h1, each section an h2, its parts h3, no level skipped', async () => {
    const user = userEvent.setup();
    const { environment } = renderRoute('/sports/event/77');
    await resolveQuery(environment, EventPageQuery, vars, {
      ...eventWith({
        // The generator's text in the form's enum and counts would not draw (RosterTabs.test.tsx has these).
        pregameForm: {
          home: { form: ['WIN', 'DRAW'], position: 2, value: '45', avgRating: 6.93 },
          away: { form: ['LOSS', 'WIN'], position: 5, value: '38', avgRating: null },
        },
        headToHead: { teamDuel: { homeWins: 4, awayWins: 2, draws: 3 }, managerDuel: null },
        managers: { home: { name: 'Filipe Luís' }, away: { name: 'Abel Ferreira' } },
      }),
      Lineups: () => ({ confirmed: true }),
      GoalDistributionPeriod: () => ({ periodStart: 1, periodEnd: 15, scoredGoals: 2, concededGoals: 1 }),
    });
    await screen.findByRole('heading', { level: 1 });
    for (const name of tabNames()) {
      await user.click(screen.getByRole('tab', { name: name }));
      const levels = [
        ...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6'),
      ].map((heading) => Number(heading.tagName.slice(1)));
      expect(levels[0], name).toBe(1);
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1] + 1);
      expect([name, skips]).toEqual([name, []]);
    }
  });

  it('moves along the tabs with a held arrow key at once, and writes the address once the keys rest', async () => {
    const { environment, router } = renderRoute('/sports/event/77');
    // Every panel on the way shows for a moment: each gets data it can draw.
    await resolveQuery(environment, EventPageQuery, vars, {
      ...eventWith({}),
      Lineups: () => ({ confirmed: true }),
      GoalDistributionPeriod: () => ({ periodStart: 1, periodEnd: 15, scoredGoals: 2, concededGoals: 1 }),
      PregameFormTeam: () => ({ form: ['WIN', 'DRAW'] }),
    });
    await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' });
    const names = tabNames();
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    const addresses: string[] = [];
    const unsubscribe = router.subscribe((state) => addresses.push(state.location.search));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      screen.getByRole('tab', { name: 'Resumo' }).focus();
      // Twice round the eight tabs and one more, each step shown at once; nothing written meanwhile
      // (Safari refuses more than 100 history changes in 10 s).
      for (let step = 1; step <= 17; step++) {
        await user.keyboard('{ArrowRight}');
        expect(selected()).toBe(names[step % names.length]);
        expect(document.activeElement?.textContent).toBe(names[step % names.length]);
      }
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(addresses).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(addresses).toEqual(['?aba=odds']);
      expect(router.state.historyAction).toBe('REPLACE');
      expect(selected()).toBe('Odds');
      expect(screen.getByText('3,50')).toBeTruthy();
    } finally {
      vi.useRealTimers();
      unsubscribe();
    }
  });

  it('opens the tab its address names, and Resumo for an unknown one', async () => {
    for (const [search, tab] of [
      ['?aba=escalacoes', 'Escalações'],
      ['?aba=odds', 'Odds'],
      ['?aba=nada', 'Resumo'],
    ]) {
      const { environment, unmount } = renderRoute(`/sports/event/77${search}`);
      await resolveQuery(environment, EventPageQuery, vars, {
        ...eventWith({}),
        Lineups: () => ({ confirmed: true }),
      });
      const selected = await screen.findByRole('tab', { selected: true });
      expect(selected.textContent, search).toBe(tab);
      unmount();
    }
  });

  it('names a cup match’s stage in its details, and a league match’s round by number', async () => {
    const detail = (term: string) =>
      [...document.querySelectorAll('.event-details dt')].find((dt) => dt.textContent === term)
        ?.nextElementSibling?.textContent;
    const cup = renderRoute('/sports/event/77');
    await resolveQuery(cup.environment, EventPageQuery, vars, {
      ...eventWith({ round: 4, roundNamePt: 'Quartas de final · Jogo de volta' }),
    });
    await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' });
    expect(detail('Fase')).toBe('Quartas de final · Jogo de volta');
    expect(detail('Rodada')).toBeUndefined();
    cup.unmount();

    const league = renderRoute('/sports/event/77');
    await resolveQuery(league.environment, EventPageQuery, vars, {
      ...eventWith({ round: 12, roundNamePt: null }),
    });
    await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' });
    expect(detail('Rodada')).toBe('12');
    expect(detail('Fase')).toBeUndefined();
  });

  it('hides the tab of each failed section and opens the first working one', async () => {
    const { environment } = renderRoute('/sports/event/77');
    await resolveQuery(
      environment,
      EventPageQuery,
      vars,
      eventWith({
        incidents: null,
        pressureGraph: null,
        winProbability: null,
        bestPlayers: null,
        shotmap: null,
        odds: null,
        lineups: null,
        standings: null,
        pregameForm: null,
        headToHead: null,
        managers: null,
      }),
    );
    await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' });
    expect(tabNames()).toEqual(['Votos', 'Estatísticas', 'Distribuição de Gols']);
    expect(screen.getByRole('tab', { name: 'Votos' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says the information is not available when every section failed', async () => {
    const { environment } = renderRoute('/sports/event/77');
    await resolveQuery(
      environment,
      EventPageQuery,
      vars,
      eventWith({
        incidents: null,
        pressureGraph: null,
        winProbability: null,
        bestPlayers: null,
        shotmap: null,
        odds: null,
        votes: null,
        lineups: null,
        statistics: null,
        teamSeasonStatistics: null,
        goalDistributions: null,
        standings: null,
        pregameForm: null,
        headToHead: null,
        managers: null,
      }),
    );
    expect(await screen.findByText('Esta informação não está disponível')).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('hides Resumo when its sections loaded with nothing to draw (kick-off) and opens the next tab', async () => {
    const { environment } = renderRoute('/sports/event/77');
    await resolveQuery(
      environment,
      EventPageQuery,
      vars,
      eventWith({
        incidents: [],
        pressureGraph: { periodTime: 45, periodCount: 2, points: [] },
        winProbability: [],
        bestPlayers: { home: [], away: [], playerOfTheMatch: null },
        shotmap: [],
      }),
    );
    const tab = await screen.findByRole('tab', { name: 'Odds' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Resumo' })).toBeNull();
    expect(screen.queryByText('Esta informação não está disponível')).toBeNull();
  });

  it('shows the match statistics, then the season comparison, in pt-BR', async () => {
    const user = userEvent.setup();
    const season = (avgRating: number, fouls: number) => ({
      avgRating,
      values: [
        { key: 'matches', label: 'Jogos', value: 10 },
        { key: 'avgRating', label: 'Nota média', value: avgRating },
        { key: 'fouls', label: 'Faltas', value: fouls },
        { key: 'expectedGoals', label: 'Expected goals', value: 12.5 },
        { key: 'accuratePassesPercentage', label: 'Passes certos (%)', value: 83.456 },
        { key: 'goalsScored', label: 'Gols marcados', value: 17 },
      ],
    });
    const first = renderRoute('/sports/event/77');
    await resolveQuery(first.environment, EventPageQuery, vars, {
      ...eventWith({
        statistics: [
          {
            period: 'ALL',
            label: 'Jogo',
            groups: [
              {
                name: 'Match overview',
                label: 'Visão geral',
                items: [
                  {
                    name: 'Ball possession',
                    label: 'Posse de bola',
                    home: '58%',
                    away: '42%',
                    homeShare: 0.58,
                  },
                  {
                    name: 'Expected goals',
                    label: 'Gols esperados (xG)',
                    home: '1.35',
                    away: '0.8',
                    homeShare: 0.63,
                  },
                  { name: 'Power plays', label: 'Power plays', home: '2', away: '1', homeShare: 0.67 },
                ],
              },
            ],
          },
          {
            period: '1ST',
            label: '1º tempo',
            groups: [
              {
                name: 'Shots',
                label: 'Finalizações',
                items: [{ name: 'Corner kicks', label: 'Escanteios', home: '3', away: '1', homeShare: 0.75 }],
              },
            ],
          },
        ],
      }),
      EventTeamsSeasonStatistics: () => ({ home: season(6.94, 1234), away: season(7.08, 98) }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Estatísticas' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Estatísticas da partida',
      'Estatísticas da temporada',
    ]);
    const match = screen.getByRole('region', { name: 'Estatísticas da partida' });
    const stat = (name: string) => within(match).getByRole('listitem', { name });
    expect(stat('Posse de bola: Flamengo 58%, Palmeiras 42%')).toBeTruthy();
    // xG with 2 decimals on both sides, however the feed trims them.
    expect(stat('Gols esperados (xG): Flamengo 1,35, Palmeiras 0,80')).toBeTruthy();
    expect(stat('Power plays: Flamengo 2, Palmeiras 1')).toBeTruthy();
    await user.click(within(match).getByRole('button', { name: '1º tempo' }));
    expect(within(match).getByRole('heading', { name: 'Finalizações' })).toBeTruthy();
    expect(stat('Escanteios: Flamengo 3, Palmeiras 1')).toBeTruthy();
    expect(within(match).queryByText('Posse de bola')).toBeNull();

    const comparison = screen.getByRole('region', { name: 'Estatísticas da temporada' });
    expect([...comparison.querySelectorAll('th.group')].map((th) => th.textContent)).toEqual([
      'Gols & Finalização',
      'Posse & Passes',
      'Disputa & Faltas',
      'Outros',
    ]);
    expect(within(comparison).getByRole('row', { name: 'Jogos 10 10' })).toBeTruthy();
    expect(within(comparison).getByRole('row', { name: 'Nota média 6,9 7,1' })).toBeTruthy();
    expect(within(comparison).getByRole('row', { name: 'Passes certos (%) 83,5% 83,5%' })).toBeTruthy();
    expect(within(comparison).getByRole('row', { name: 'Faltas 1.234 98' })).toBeTruthy();
    expect(within(comparison).getByRole('row', { name: 'Expected goals 12,5 12,5' })).toBeTruthy();
    first.unmount();

    // Before kick-off the match has no statistics: the season comparison alone keeps the tab.
    const second = renderRoute('/sports/event/77');
    await resolveQuery(second.environment, EventPageQuery, vars, eventWith({ statistics: null }));
    await user.click(await screen.findByRole('tab', { name: 'Estatísticas' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Estatísticas da temporada',
    ]);
  });

  it('labels unconfirmed lineups and reports a missing event or a failure', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/sports/event/77');
    await resolveQuery(first.environment, EventPageQuery, vars, {
      ...eventWith({}),
      Lineups: () => ({ confirmed: false }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Escalações' }));
    expect(screen.getByText('Escalações não confirmadas')).toBeTruthy();
    first.unmount();

    const second = renderRoute('/sports/event/77');
    await resolveQuery(second.environment, EventPageQuery, vars, { Query: () => ({ event: null }) });
    // The page's heading, as for an address that is no event id.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evento não encontrado ou formato inválido' }),
    ).toBeTruthy();
    second.unmount();

    const third = renderRoute('/sports/event/77');
    await rejectQuery(third.environment, EventPageQuery);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao buscar dados: evento indisponível');
  });
});

describe('/sports/event/:idEvent live', () => {
  const live = (status: string, home: number, away: number) => ({
    ...eventWith({}),
    Event: () => ({
      ...eventWith({}).Event(),
      id: EVENT_ID,
      status: { type: status, descriptionPt: status === 'FINISHED' ? 'Encerrado' : '2º tempo' },
      homeScore: { current: home },
      awayScore: { current: away },
      scoreboard: scoreboardOf(home, away),
    }),
  });
  const score = () => screen.getByLabelText('Placar').textContent;

  it('shows the score and status a subscription payload brings, and refetches after a reconnection', async () => {
    const { environment } = renderRoute('/sports/event/77');
    await resolveQuery(environment, EventPageQuery, vars, live('INPROGRESS', 0, 0));
    expect(await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' })).toBeTruthy();
    expect(score()).toBe('0 × 0');
    // The subscription's code loads after the page shows.
    await waitFor(() => expect(operationsNamed(environment, 'EventLiveSubscription')).toHaveLength(1));
    const [subscription] = operationsNamed(environment, 'EventLiveSubscription');
    expect(subscription.request.variables).toEqual({ id: EVENT_ID });

    await act(async () => {
      environment.mock.nextValue(
        EventLiveSubscription,
        MockPayloadGenerator.generate(subscription, live('INPROGRESS', 1, 0)),
      );
    });
    expect(score()).toBe('1 × 0');

    // Changes published while the socket was down are lost: the page asks the server again.
    expect(reconnect.size).toBe(1);
    act(() => reconnect.forEach((listener) => listener()));
    const refetch = createOperationDescriptor(EventPageQuery, vars);
    await waitFor(() => expect(operationsNamed(environment, 'EventPageQuery')).toHaveLength(1));
    await act(async () => {
      environment.mock.resolve(
        operationsNamed(environment, 'EventPageQuery')[0],
        MockPayloadGenerator.generate(refetch, live('FINISHED', 2, 1)),
      );
    });
    expect(score()).toBe('2 × 1');
    expect(screen.getAllByText('Encerrado').length).toBeGreaterThan(0);
    // A finished event is no longer followed.
    await waitFor(() => expect(operationsNamed(environment, 'EventLiveSubscription')).toHaveLength(0));
    expect(reconnect.size).toBe(0);
  });

  it('asks for the page once more when the match ends under it, for what only a finished one shows', async () => {
    const { environment } = renderRoute('/sports/event/77');
    await resolveQuery(environment, EventPageQuery, vars, live('INPROGRESS', 1, 0));
    await waitFor(() => expect(operationsNamed(environment, 'EventLiveSubscription')).toHaveLength(1));
    const [subscription] = operationsNamed(environment, 'EventLiveSubscription');
    expect(operationsNamed(environment, 'EventPageQuery')).toHaveLength(0);
    await act(async () => {
      environment.mock.nextValue(
        EventLiveSubscription,
        MockPayloadGenerator.generate(subscription, live('FINISHED', 2, 1)),
      );
    });
    expect(score()).toBe('2 × 1');
    await waitFor(() => expect(operationsNamed(environment, 'EventPageQuery')).toHaveLength(1));
    expect(operationsNamed(environment, 'EventPageQuery')[0].request.variables).toEqual({
      id: '77',
      withViewer: false,
    });
  });

  it('does not follow an event that has finished', async () => {
    const { environment } = renderRoute('/sports/event/77');
    await resolveQuery(environment, EventPageQuery, vars, live('FINISHED', 2, 1));
    await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' });
    expect(score()).toBe('2 × 1');
    // The live chunk loaded and React done with it, had the page asked for it: the same module the page's
    // lazy import waits for.
    await act(async () => {
      await import('./EventLive.tsx');
    });
    expect(operationsNamed(environment, 'EventLiveSubscription')).toHaveLength(0);
  });
});

describe('tab choice', () => {
  it('writes the open tab into the address and reads it back, keeping the other parameters', () => {
    expect(searchWithTab('', 'odds')).toBe('?aba=odds');
    expect(searchWithTab('?utm_source=x&aba=votos', 'lineups')).toBe('?utm_source=x&aba=escalacoes');
    expect(searchWithTab('?utm_source=x&aba=votos', 'summary')).toBe('?utm_source=x');
    expect(searchWithTab('?aba=votos', 'summary')).toBe('');
    for (const tab of TAB_ORDER) expect(tabOfSearch(searchWithTab('?x=1', tab)), tab).toBe(tab);
    expect(tabOfSearch('?aba=desconhecida')).toBe('summary');
  });

  it('keeps the wanted tab while it works and falls back to the first working one', () => {
    const tabs = availableTabs({
      incidents: null,
      odds: null,
      votes: { winner: {} },
      lineups: { home: {}, away: null },
      statistics: null,
      teamSeasonStatistics: null,
      goalDistributions: { home: { overall: {} }, away: null },
      standings: [{}],
    });
    expect(tabs).toEqual(['votes', 'lineups', 'goals', 'standings']);
    // Statistics has two sections: either one keeps its tab.
    const sections = { odds: null, votes: null, lineups: null, goalDistributions: null, standings: null };
    expect(
      availableTabs({ ...sections, statistics: [{ groups: [{}] }], teamSeasonStatistics: null }),
    ).toEqual(['statistics']);
    expect(availableTabs({ ...sections, statistics: null, teamSeasonStatistics: { away: {} } })).toEqual([
      'statistics',
    ]);
    expect(chooseTab('lineups', tabs)).toBe('lineups');
    expect(chooseTab('odds', tabs)).toBe('votes');
    expect(chooseTab('odds', [])).toBeNull();
  });

  it('shows only the tabs that mean something in the sport, Resumo first', () => {
    expect(tabsForSport('football')).toEqual([
      'summary',
      'odds',
      'votes',
      'lineups',
      'statistics',
      'goals',
      'standings',
      'h2h',
    ]);
    // Players meet and have form too: Confronto applies to one-on-one sports.
    expect(tabsForSport('tennis')).toEqual(['summary', 'odds', 'votes', 'statistics', 'h2h']);
    expect(tabsForSport('basketball')).not.toContain('goals');
    expect(tabsForSport('baseball')).not.toContain('goals');
    expect(tabsForSport('ice-hockey')).toContain('goals');
    // Without a sport, nothing is ruled out.
    expect(tabsForSport(null)).toEqual(TAB_ORDER);
    // A goal distribution that loaded for a tennis match is still not shown.
    expect(
      availableTabs(
        { incidents: [{}], goalDistributions: { home: { overall: {} } }, lineups: { home: {} } },
        'tennis',
      ),
    ).toEqual(['summary']);
  });
});
