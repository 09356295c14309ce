import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../server/calendar-days.ts';
import SportEventsLiveSubscription from '../../relay/__generated__/SportEventsLiveSubscription.graphql.ts';
import SportEventsPageQuery from '../../relay/__generated__/SportEventsPageQuery.graphql.ts';
import SportsTodayPageQuery from '../../relay/__generated__/SportsTodayPageQuery.graphql.ts';
import { agendaToday, formatAgendaDay } from '../../format/agenda-day.ts';
import { renderRoute, resolveQuery, type MockEnvironment } from '../../test/render-route.tsx';
import { GOAL_MARK_MS } from './useGoalMark.ts';

interface Competition {
  ut: number | null;
  name: string;
  category: string | null;
  alpha2: string | null;
  priority: number | null;
  userCount: number | null;
}

interface Innings {
  runs: number;
  wickets: number | null;
  overs: number | null;
}

const STOPPED = { running: false, speed: 1, periodStart: null, initialSeconds: null, maxSeconds: null };

let next = 0;
function event(
  competition: Competition,
  more: {
    type?: string;
    home?: number | null;
    away?: number | null;
    penalties?: [number, number];
    reds?: [number, number];
    innings?: [Innings | null, Innings | null];
    gamePoints?: [string | null, string | null];
    time?: Record<string, unknown>;
  } = {},
) {
  next += 1;
  return {
    id: `RXZlbnQ6${next}`,
    eventId: next,
    startTime: null,
    status: {
      type: more.type ?? 'NOTSTARTED',
      descriptionPt: more.type === 'INPROGRESS' ? '2º tempo' : 'Agendado',
    },
    season: { name: 'Temporada' },
    homeTeam: { name: `Casa ${next}`, nameCode: `C${next}` },
    awayTeam: { name: `Fora ${next}`, nameCode: `F${next}` },
    time: more.time ?? STOPPED,
    scoreboard: {
      home: {
        score: more.home ?? null,
        penalties: more.penalties?.[0] ?? null,
        redCards: more.reds?.[0] ?? 0,
        gamePoint: more.gamePoints?.[0] ?? null,
        lastInnings: more.innings?.[0] ?? null,
      },
      away: {
        score: more.away ?? null,
        penalties: more.penalties?.[1] ?? null,
        redCards: more.reds?.[1] ?? 0,
        gamePoint: more.gamePoints?.[1] ?? null,
        lastInnings: more.innings?.[1] ?? null,
      },
    },
    tournament: {
      tournamentId: next,
      namePt: `${competition.name} (fase)`,
      priority: competition.priority,
      uniqueTournament:
        competition.ut === null
          ? null
          : {
              uniqueTournamentId: competition.ut,
              namePt: competition.name,
              userCount: competition.userCount,
            },
      category:
        competition.category === null
          ? null
          : { name: competition.category, namePt: competition.category, alpha2: competition.alpha2 },
    },
  };
}

function listOf(events: Array<ReturnType<typeof event>>): MockResolvers {
  const queue = [...events];
  return {
    Event: () => queue.shift()!,
    SportLiveEventsConnection: () => ({ edges: events.map(() => ({})) }),
    SportScheduledEventsConnection: () => ({ edges: events.map(() => ({})) }),
  };
}

const c = (
  ut: number | null,
  name: string,
  category: string | null,
  alpha2: string | null,
  priority: number | null,
  userCount: number | null,
): Competition => ({ ut, name, category, alpha2, priority, userCount });

const SERIE_A = c(325, 'Brasileirão Série A', 'Brasil', 'BR', 5, 300_000);
const SERIE_B = c(390, 'Brasileirão Série B', 'Brasil', 'BR', 10, 90_000);
const COPA = c(373, 'Copa do Brasil', 'Brasil', 'BR', 400, 200_000);
const PREMIER = c(17, 'Premier League', 'Inglaterra', 'EN', 699, 1_172_377);
const ITALY = c(23, 'Serie A', 'Itália', 'IT', 698, 625_848);
const FRIENDLIES = c(851, 'Amistosos de Clubes', 'Mundo', null, 0, 5_000);
const LOCAL = c(null, 'Copa Local', null, null, null, null);

const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

afterEach(() => {
  vi.useRealTimers();
});

describe('a sport list grouped by competition', () => {
  it('puts the Brasileirão Série A first, other Brazilian competitions next, then the feed’s ranking', async () => {
    const events = [
      event(LOCAL),
      event(PREMIER),
      event(FRIENDLIES),
      event(SERIE_B),
      event(ITALY),
      event(SERIE_A),
      event(COPA),
      event(PREMIER),
      event(SERIE_A),
    ];
    const { environment } = renderRoute('/events/today/football');
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: 'football', live: false, date: null },
      listOf(events),
    );
    const table = await screen.findByRole('table');
    const groups = [...table.querySelectorAll('tbody')];
    expect(groups.map((body) => body.getAttribute('aria-label'))).toEqual([
      'Brasil, Brasileirão Série A',
      'Brasil, Copa do Brasil',
      'Brasil, Brasileirão Série B',
      'Inglaterra, Premier League',
      'Itália, Serie A',
      'Mundo, Amistosos de Clubes',
      'Copa Local (fase)',
    ]);
    // The competition's events together under its heading, in the order the list gave them.
    const serieA = events.filter((e) => e.tournament.uniqueTournament?.uniqueTournamentId === 325);
    expect(serieA).toHaveLength(2);
    expect(
      within(groups[0])
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(serieA.map((e) => `${e.homeTeam.name}${e.homeTeam.nameCode} × ${e.awayTeam.name}`));
    // Each row's link is named as its match: the home side alone would name none in a list of links.
    expect(within(groups[0]).getAllByRole('link')[0].textContent).toContain(' × ');
    expect(within(groups[3]).getAllByRole('row')).toHaveLength(3);
    // The heading: the category's name and the competition's name.
    expect(within(groups[0]).getByRole('columnheader').textContent).toBe('BrasilBrasileirão Série A');
    expect(within(groups[3]).getByRole('columnheader').textContent).toBe('InglaterraPremier League');
  });

  it('names a competition once when its category has the same name (the tennis tours)', async () => {
    const { environment } = renderRoute('/events/today/tennis');
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: 'tennis', live: false, date: null },
      listOf([
        event(c(2480, 'ATP', 'ATP', null, 10, 50_000)),
        // The BFF reads the circuit's name in pt-BR, as its category's.
        event(c(2000, 'ITF Masculino', 'ITF Masculino', null, 1, 900)),
      ]),
    );
    const table = await screen.findByRole('table');
    const groups = [...table.querySelectorAll('tbody')];
    expect(groups.map((body) => body.getAttribute('aria-label'))).toEqual(['ATP', 'ITF Masculino']);
    expect(within(groups[0]).getByRole('columnheader').textContent).toBe('ATP');
  });
});

describe('a row of a list', () => {
  it('shows red cards beside the team names and the live minute beside the status', async () => {
    const now = Date.now();
    const { environment } = renderRoute('/events/live/football');
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: 'football', live: true },
      listOf([
        event(SERIE_A, {
          type: 'INPROGRESS',
          home: 1,
          away: 0,
          reds: [2, 0],
          // Second half, 10 minutes in: 56'.
          time: {
            running: true,
            speed: 1,
            periodStart: new Date(now - 600_000).toISOString(),
            initialSeconds: 2700,
            maxSeconds: 5400,
          },
        }),
        event(SERIE_A, {
          type: 'INPROGRESS',
          home: 0,
          away: 0,
          reds: [0, 1],
          // 47 minutes into the second half: added time.
          time: {
            running: true,
            // A simulation run at a match minute a second: 47 s of it are 47 minutes.
            speed: 60,
            periodStart: new Date(now - 47_170).toISOString(),
            initialSeconds: 2700,
            maxSeconds: 5400,
          },
        }),
        event(SERIE_A, { type: 'FINISHED', home: 1, away: 1, penalties: [5, 4] }),
      ]),
    );
    const [first, second, third] = [
      ...(await screen.findByRole('table')).querySelectorAll('.event-row'),
    ] as HTMLElement[];
    expect(within(first).getByRole('img', { name: '2 cartões vermelhos' }).children).toHaveLength(2);
    expect(within(first).getByLabelText(/^Minuto de jogo: /).textContent).toBe("56'");
    expect(within(first).getByText('1 × 0')).toBeTruthy();
    // The red card is on the away side's cell.
    const cells = within(second).getAllByRole('cell');
    expect(within(cells[4]).getByRole('img', { name: '1 cartão vermelho' })).toBeTruthy();
    expect(within(cells[2]).queryByRole('img')).toBeNull();
    expect(within(second).getByLabelText(/^Minuto de jogo: /).textContent).toBe("90+3'");
    // A finished match shows no minute, and its shoot-out apart from the score.
    expect(within(third).queryByLabelText(/^Minuto de jogo: /)).toBeNull();
    expect(within(third).getByText('1 × 1').textContent).toBe('1 × 1(5–4 nos pênaltis)');
    expect(within(third).queryByRole('img')).toBeNull();
  });

  /** Shows a live list of one running match of `sport`, then pushes the same match with what `after` gives. */
  async function liveUpdate(sport: string, after: Parameters<typeof event>[1]) {
    const { environment } = renderRoute(`/events/live/${sport}`);
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: sport, live: true },
      listOf([event(SERIE_A, { type: 'INPROGRESS', home: 0, away: 0 })]),
    );
    const row = (await screen.findByRole('table')).querySelector<HTMLElement>('.event-row')!;
    expect(row.className).not.toContain('event-row-goal');
    expect(within(row).queryByLabelText(/^Minuto de jogo: /)).toBeNull();
    await waitFor(() => expect(named(environment, 'SportEventsLiveSubscription')).toHaveLength(1));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const id = next;
    const changed = {
      ...event(SERIE_A, after),
      id: `RXZlbnQ6${id}`,
      eventId: id,
      homeTeam: { name: `Casa ${id}`, nameCode: `C${id}` },
      awayTeam: { name: `Fora ${id}`, nameCode: `F${id}` },
    };
    const [subscription] = named(environment, 'SportEventsLiveSubscription');
    await act(async () => {
      environment.mock.nextValue(
        SportEventsLiveSubscription,
        MockPayloadGenerator.generate(subscription, {
          LiveEventsUpdate: () => ({ initial: false, added: [], changed: [changed], finished: [] }),
          Event: () => changed,
        }),
      );
    });
    return { row, id };
  }

  it('changes score, red cards and minute in place on a live update, marking a goal for a few seconds', async () => {
    const { row, id } = await liveUpdate('football', {
      type: 'INPROGRESS',
      home: 0,
      away: 1,
      reds: [1, 0],
      time: {
        running: true,
        speed: 1,
        periodStart: new Date(Date.now() - 120_000).toISOString(),
        initialSeconds: 0,
        maxSeconds: 2700,
      },
    });
    expect(within(row).getByText('0 × 1')).toBeTruthy();
    expect(within(row).getByRole('img', { name: '1 cartão vermelho' })).toBeTruthy();
    expect(within(row).getByLabelText(/^Minuto de jogo: /).textContent).toBe("3'");
    expect(row.className).toContain('event-row-goal');
    expect(within(row).getByRole('status').textContent).toBe(`Gol de Fora ${id}!`);

    act(() => {
      vi.advanceTimersByTime(GOAL_MARK_MS);
    });
    expect(row.className).not.toContain('event-row-goal');
    expect(within(row).getByRole('status').textContent).toBe('');
    expect(within(row).getByText('0 × 1')).toBeTruthy();
  });

  it("reads a cricket row as runs/wickets of each side's latest innings", async () => {
    const { environment } = renderRoute('/events/today/cricket');
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: 'cricket', live: false, date: null },
      listOf([
        event(ITALY, {
          type: 'INPROGRESS',
          home: 193,
          away: 171,
          innings: [
            { runs: 193, wickets: 4, overs: 20 },
            { runs: 171, wickets: 7, overs: 17.3 },
          ],
        }),
        event(ITALY, {
          type: 'INPROGRESS',
          home: 45,
          away: null,
          innings: [{ runs: 45, wickets: 1, overs: 6.2 }, null],
        }),
      ]),
    );
    const [first, second] = [
      ...(await screen.findByRole('table')).querySelectorAll<HTMLElement>('.event-row'),
    ];
    // Each side kept whole, the two free to go on two lines on a phone (390 px).
    const score = (row: HTMLElement) => row.querySelector('.versus .innings-score');
    expect(score(first)?.textContent).toBe('193/4 × 171/7');
    expect([...score(first)!.children].map((part) => part.textContent)).toEqual(['193/4 ×', '171/7']);
    expect(score(second)?.textContent).toBe('45/1 × –');
  });

  it('shows the tennis game being played under the sets', async () => {
    const { environment } = renderRoute('/events/today/tennis');
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: 'tennis', live: false, date: null },
      listOf([event(ITALY, { type: 'INPROGRESS', home: 1, away: 0, gamePoints: ['40', 'A'] })]),
    );
    const row = (await screen.findByRole('table')).querySelector<HTMLElement>('.event-row')!;
    expect(within(row).getByText('1 × 0')).toBeTruthy();
    expect(within(row).getByLabelText('Pontos: 40–Vant.').textContent).toBe('40–Vant.');
  });

  it('marks no goal where the score is points (a basket is not a goal)', async () => {
    const { row } = await liveUpdate('basketball', { type: 'INPROGRESS', home: 2, away: 0 });
    expect(within(row).getByText('2 × 0')).toBeTruthy();
    expect(row.className).not.toContain('event-row-goal');
    expect(within(row).getByRole('status').textContent).toBe('');
  });
});

describe('the day in the URL', () => {
  // The page reads today's date as it renders, the suite as it starts: one fixed clock keeps them on the
  // same day (a run across midnight in São Paulo failed three of these tests). Only Date is fixed, so
  // Testing Library's waits and user-event run on real timers.
  const NOW = Date.parse('2026-11-26T15:00:00Z');
  const today = agendaToday(NOW);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });

  it("lists the day of ?data=, steps to the days around it and leaves today's URL as SPEC writes it", async () => {
    const user = userEvent.setup();
    const inTwoDays = addDays(today, 2);
    const { environment, router } = renderRoute(`/events/today/tennis?data=${inTwoDays}`);
    await waitFor(() => expect(named(environment, 'SportEventsPageQuery')).toHaveLength(1));
    expect(named(environment, 'SportEventsPageQuery')[0].request.variables).toMatchObject({
      slug: 'tennis',
      date: inTwoDays,
    });
    const picker = await screen.findByRole('group', { name: 'Escolher o dia' });
    expect(within(picker).getByText(formatAgendaDay(inTwoDays, today))).toBeTruthy();
    expect(formatAgendaDay(inTwoDays, today)).toMatch(/^[a-zá-ú]{3}\., \d{2}\/\d{2}$/);
    expect(within(picker).getByLabelText<HTMLInputElement>('Dia').value).toBe(inTwoDays);

    // The sport switcher keeps the day, and marks the sport shown.
    const sports = screen.getByRole('navigation', { name: 'Esportes' });
    expect(within(sports).getByRole('link', { name: 'Futebol' }).getAttribute('href')).toBe(
      `/events/today/football?data=${inTwoDays}`,
    );
    expect(within(sports).getByRole('link', { name: 'Tênis' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(picker).getByRole('link', { name: 'Dia anterior' }));
    expect(router.state.location.search).toBe(`?data=${addDays(today, 1)}`);
    expect(
      await within(screen.getByRole('group', { name: 'Escolher o dia' })).findByText('Amanhã'),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Dia anterior' }));
    expect(router.state.location.pathname).toBe('/events/today/tennis');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Hoje')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Dia anterior' }));
    expect(router.state.location.search).toBe(`?data=${addDays(today, -1)}`);
    expect(await screen.findByText('Ontem')).toBeTruthy();
    const dates = named(environment, 'SportEventsPageQuery').map(
      (op) => (op.request.variables as { date: string | null }).date,
    );
    expect(dates).toEqual([inTwoDays, addDays(today, 1), null, addDays(today, -1)]);
  });

  it('goes to the day chosen in the date input, within the range only', async () => {
    const { router } = renderRoute('/events/today/football');
    const input = await screen.findByLabelText<HTMLInputElement>('Dia');
    expect(input.value).toBe(today);
    expect(input.min).toBe(addDays(today, -30));
    expect(input.max).toBe(addDays(today, 30));
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(input, { target: { value: addDays(today, 31) } });
    expect(router.state.location.search).toBe('');
    fireEvent.change(input, { target: { value: addDays(today, 10) } });
    await waitFor(() => expect(router.state.location.search).toBe(`?data=${addDays(today, 10)}`));
  });

  it("stops the steps at the range's ends", async () => {
    renderRoute(`/events/today/football?data=${addDays(today, 30)}`);
    const next = await screen.findByRole('button', { name: 'Próximo dia' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Dia anterior' }).getAttribute('href')).toBe(
      `/events/today/football?data=${addDays(today, 29)}`,
    );
  });

  it('reads a malformed or out-of-range day as today', async () => {
    for (const data of ['2026-02-30', 'amanha', addDays(today, 45)]) {
      const { environment, unmount } = renderRoute(`/events/today/football?data=${data}`);
      await waitFor(() => expect(named(environment, 'SportEventsPageQuery')).toHaveLength(1));
      expect(named(environment, 'SportEventsPageQuery')[0].request.variables.date).toBeNull();
      expect(await screen.findByText('Hoje')).toBeTruthy();
      unmount();
    }
  });

  it('counts the sports of the day on the agenda, linking to that day’s lists', async () => {
    const yesterday = addDays(today, -1);
    const { environment } = renderRoute(`/sports/scheduled/today?data=${yesterday}`);
    await waitFor(() => expect(named(environment, 'SportsTodayPageQuery')).toHaveLength(1));
    expect(named(environment, 'SportsTodayPageQuery')[0].request.variables.date).toBe(yesterday);
    await resolveQuery(
      environment,
      SportsTodayPageQuery,
      { date: yesterday },
      { Query: () => ({ sports: [{ slug: 'football', name: 'Futebol', liveCount: 0, totalCount: 12 }] }) },
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getByRole('link', { name: /12 eventos de Futebol/ })
        .getAttribute('href'),
    ).toBe(`/events/today/football?data=${yesterday}`);
    expect(screen.getByText('Ontem')).toBeTruthy();
    // Another day's counts are not today's: no live subscription for them.
    expect(named(environment, 'SportsTodayLiveSubscription')).toHaveLength(0);
  });
});
