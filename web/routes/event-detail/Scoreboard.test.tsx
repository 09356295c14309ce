import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { WITHOUT_CHARTS, scoreSide } from '../../test/event-fixtures.ts';
import { SCOREBOARD_LABELS as L } from '../../../server/i18n/screens/scoreboard.ts';

const side = (fields: Record<string, unknown>) => scoreSide(null, fields);
/** A side's periods, numbered from 1, without tie-breaks. */
const periods = (...scores: number[]) => scores.map((score, i) => ({ number: i + 1, score, tieBreak: null }));

function eventOf(sport: string, fields: Record<string, unknown>) {
  return {
    Event: () => ({
      ...WITHOUT_CHARTS,
      sport: { slug: sport },
      homeTeam: { teamId: 1, name: 'Flamengo' },
      awayTeam: { teamId: 2, name: 'Palmeiras' },
      status: { type: 'FINISHED', description: 'Ended', descriptionPt: 'Encerrado' },
      time: { running: false, speed: 1, periodStart: null, initialSeconds: null, maxSeconds: null },
      ...fields,
    }),
  };
}

async function showEvent(resolvers: ReturnType<typeof eventOf>) {
  const { environment } = renderRoute('/sports/event/77');
  await resolveQuery(environment, EventPageQuery, { id: 77 }, resolvers);
  await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' });
  return document.querySelector<HTMLElement>('.scoreboard')!;
}

/** A finished football match between two other names (the heading is theirs). */
async function showEventNamed(home: string, away: string) {
  const { environment } = renderRoute('/sports/event/77');
  await resolveQuery(
    environment,
    EventPageQuery,
    { id: 77 },
    eventOf('football', { homeTeam: { teamId: 1, name: home }, awayTeam: { teamId: 2, name: away } }),
  );
  await screen.findByRole('heading', { name: `${home} vs ${away}` });
  return document.querySelector<HTMLElement>('.scoreboard')!;
}

afterEach(() => vi.useRealTimers());

describe('scoreboard header', () => {
  it('shows a match decided on penalties as 1 × 1 with the shoot-out apart, and the aggregate', async () => {
    const header = await showEvent(
      eventOf('football', {
        scoreboard: {
          previousLegEventId: 76,
          home: side({ score: 1, penalties: 5, aggregated: 3, redCards: 1 }),
          away: side({ score: 1, penalties: 4, aggregated: 3 }),
        },
      }),
    );
    expect(within(header).getByLabelText('Placar').textContent).toBe('1 × 1');
    expect(within(header).getByText('(5–4 nos pênaltis)')).toBeTruthy();
    expect(within(header).getByText('Agregado: 3 × 3', { exact: false })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Jogo de ida' }).getAttribute('href')).toBe(
      '/sports/event/76',
    );
    expect(within(header).getByRole('img', { name: '1 cartão vermelho' })).toBeTruthy();
    expect(within(header).getByRole('img', { name: 'Escudo de Flamengo' }).getAttribute('src')).toBe(
      '/images/team/1',
    );
    // Football is read by halves: no period table.
    expect(within(header).queryByRole('table')).toBeNull();
  });

  it('says the half-time score of a match read by halves once the second half is on, not before', async () => {
    const halves = (home: number[], away: number[]) => ({
      home: side({
        score: home.reduce((a, b) => a + b),
        periods: home.map((score, i) => ({ number: i + 1, score })),
      }),
      away: side({
        score: away.reduce((a, b) => a + b),
        periods: away.map((score, i) => ({ number: i + 1, score })),
      }),
    });
    const secondHalf = { type: 'INPROGRESS', description: '2nd half', descriptionPt: '2º tempo' };
    const header = await showEvent(
      eventOf('football', { status: secondHalf, scoreboard: halves([1, 1], [0, 2]) }),
    );
    expect(within(header).getByLabelText('Placar').textContent).toBe('2 × 2');
    expect(within(header).getByText(L.halfTime(1, 0))).toBeTruthy();
    cleanup();

    // In the first half its score is the score itself: its line is there, empty, so that the header keeps
    // its height when the second half brings it.
    const playing = { type: 'INPROGRESS', description: '1st half', descriptionPt: '1º tempo' };
    const firstHalf = await showEvent(eventOf('handball', { status: playing, scoreboard: halves([9], [7]) }));
    expect(firstHalf.querySelector('.scoreboard-half-time')?.textContent).toBe('');
    cleanup();
    // Over, the start's day and time take that line: the header keeps its height at the final whistle.
    const over = await showEvent(eventOf('football', { scoreboard: halves([1, 1], [0, 2]) }));
    expect(over.querySelector('.scoreboard-half-time')).toBeNull();
    expect(over.querySelector('.scoreboard-start')).not.toBeNull();
    cleanup();

    // Sports read period by period have their table instead.
    const basketball = await showEvent(eventOf('basketball', { scoreboard: halves([20, 18], [22, 15]) }));
    expect(basketball.querySelector('.scoreboard-half-time')).toBeNull();
  });

  it('shows tennis sets with tie-breaks and the game point', async () => {
    const header = await showEvent(
      eventOf('tennis', {
        status: { type: 'CANCELED', description: '2nd set', descriptionPt: '2º set' },
        scoreboard: {
          home: side({
            score: 1,
            gamePoint: 'A',
            periods: [
              { number: 1, score: 7, tieBreak: 7 },
              { number: 2, score: 3, tieBreak: null },
            ],
          }),
          away: side({
            score: 0,
            gamePoint: '40',
            periods: [
              { number: 1, score: 6, tieBreak: 5 },
              { number: 2, score: 2, tieBreak: null },
            ],
          }),
        },
      }),
    );
    expect(within(header).getByLabelText('Placar').textContent).toBe('1 × 0');
    const rows = within(header)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // One player against another: the rows are players, and their pictures are no crests.
    expect(rows).toEqual(['Jogador1º2ºPontos', 'Flamengo773Vant.', 'Palmeiras65240']);
    expect(within(header).getByRole('img', { name: L.playerPicture('Flamengo') })).toBeTruthy();
    expect(within(header).getByLabelText('tie-break: 5')).toBeTruthy();
  });

  it('heads the period table of a team sport with the team', async () => {
    const header = await showEvent(
      eventOf('basketball', {
        scoreboard: {
          home: side({ score: 50, periods: periods(50) }),
          away: side({ score: 40, periods: periods(40) }),
        },
      }),
    );
    const rows = within(header)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Equipe1º', 'Flamengo50', 'Palmeiras40']);
  });

  it('heads a baseball inning by its feminine ordinal, as the status writes it (8ª entrada)', async () => {
    const header = await showEvent(
      eventOf('baseball', {
        scoreboard: {
          home: side({ score: 2, periods: periods(2) }),
          away: side({ score: 0, periods: periods(0) }),
        },
      }),
    );
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Equipe', '1ª']);
  });

  it('gives overtime a column of its own, so that each row adds up to the score', async () => {
    const header = await showEvent(
      eventOf('basketball', {
        scoreboard: {
          home: side({ score: 130, periods: periods(30, 25, 28, 27), overtime: 20 }),
          away: side({ score: 125, periods: periods(28, 27, 30, 25), overtime: 15 }),
        },
      }),
    );
    const rows = within(header)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Equipe', '1º', '2º', '3º', '4º', 'Prorr.'],
      ['Flamengo', '30', '25', '28', '27', '20'],
      ['Palmeiras', '28', '27', '30', '25', '15'],
    ]);
    expect(within(header).getByTitle('Prorrogação').textContent).toBe('Prorr.');
  });

  it('shows cricket innings as runs/wickets and overs', async () => {
    const header = await showEvent(
      eventOf('cricket', {
        scoreboard: {
          home: side({ score: 245, innings: [{ runs: 245, wickets: 6, overs: 50 }] }),
          away: side({ score: 87, innings: [{ runs: 87, wickets: 2, overs: 12.4 }] }),
        },
      }),
    );
    expect(within(header).getByLabelText('Placar').textContent).toBe('245/6 × 87/2');
    expect(within(header).getByText('50 overs · 12,4 overs')).toBeTruthy();
    // Cricket reads its innings in the main line: no period table.
    expect(within(header).queryByRole('table')).toBeNull();
  });

  it('shows a cricket side yet to bat as a dash, in the score and the overs alike', async () => {
    const header = await showEvent(
      eventOf('cricket', {
        scoreboard: {
          home: side({ score: 180, innings: [{ runs: 180, wickets: 10, overs: 20 }] }),
          away: side({ score: 0, innings: [{ runs: 0, wickets: 0, overs: 0 }] }),
        },
      }),
    );
    expect(within(header).getByLabelText('Placar').textContent).toBe('180/10 × –');
    expect(within(header).getByText('20 overs · –')).toBeTruthy();
  });

  it('ticks the live minute between updates, into added time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2025-03-10T18:43:30Z'));
    const header = await showEvent(
      eventOf('football', {
        status: { type: 'INPROGRESS', description: '2nd half', descriptionPt: '2º tempo' },
        time: {
          running: true,
          speed: 1,
          periodStart: '2025-03-10T18:00:00Z',
          initialSeconds: 2700,
          maxSeconds: 5400,
        },
        scoreboard: { home: side({ score: 2 }), away: side({ score: 0 }) },
      }),
    );
    expect(within(header).getByLabelText(/^Minuto de jogo: /).textContent).toBe("89'");
    // A timer named with its value: a name without it hid the minute from the cell or line it is in.
    expect(within(header).getByRole('timer', { name: "Minuto de jogo: 89'" })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(header).getByLabelText(/^Minuto de jogo: /).textContent).toBe("90'");
    await act(async () => {
      vi.advanceTimersByTime(120_000);
    });
    expect(within(header).getByLabelText(/^Minuto de jogo: /).textContent).toBe("90+2'");
  });

  it('classes a name by its longest word, which the style sizes to fit its column whole', async () => {
    const header = await showEvent(eventOf('football', {}));
    expect(header.querySelector('.scoreboard-home .scoreboard-name')?.className).toBe('scoreboard-name');
    cleanup();
    const long = await showEventNamed('Haverfordwest County AFC', 'Borussia Mönchengladbach');
    expect(long.querySelector('.scoreboard-home .scoreboard-name')?.className).toBe(
      'scoreboard-name name-word-14',
    );
    expect(long.querySelector('.scoreboard-away .scoreboard-name')?.className).toBe(
      'scoreboard-name name-word-16',
    );
    cleanup();
    const ten = await showEventNamed('Portuguesa', 'Ituano');
    expect(ten.querySelector('.scoreboard-home .scoreboard-name')?.className).toBe(
      'scoreboard-name name-word-10',
    );
    expect(ten.querySelector('.scoreboard-away .scoreboard-name')?.className).toBe('scoreboard-name');
  });

  it('says when the match starts or started, in São Paulo time, but not while it is played', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T12:00:00Z'));
    const notStarted = { type: 'NOTSTARTED', description: 'Not started', descriptionPt: 'Não iniciado' };
    let header = await showEvent(
      eventOf('football', { status: notStarted, startTime: '2025-03-10T19:00:00Z' }),
    );
    expect(header.querySelector('.scoreboard-start time')?.textContent).toBe('Hoje 16:00');
    expect(header.querySelector('.scoreboard-start time')?.getAttribute('datetime')).toBe(
      '2025-03-10T19:00:00Z',
    );
    cleanup();

    header = await showEvent(eventOf('football', { startTime: '2025-01-01T08:00:00Z' }));
    expect(header.querySelector('.scoreboard-start')?.textContent).toBe('01/01/2025 05:00');
    cleanup();

    const playing = { type: 'INPROGRESS', description: '1st half', descriptionPt: '1º tempo' };
    header = await showEvent(eventOf('football', { status: playing, startTime: '2025-03-10T11:30:00Z' }));
    expect(header.querySelector('.scoreboard-start')).toBeNull();
  });
});

describe('a clock that stops', () => {
  it('shows the time left in a basketball quarter as the latest update read it', async () => {
    const header = await showEvent(
      eventOf('basketball', {
        status: { type: 'INPROGRESS', description: '3rd quarter', descriptionPt: '3º quarto' },
        time: {
          running: false,
          speed: 1,
          periodStart: '2025-03-10T18:00:00Z',
          initialSeconds: null,
          maxSeconds: null,
          gameClock: { elapsedSeconds: 258, periodSeconds: 720, countsDown: true },
        },
        scoreboard: { home: side({ score: 70 }), away: side({ score: 64 }) },
      }),
    );
    expect(within(header).getByLabelText(/^Tempo restante no período: /).textContent).toBe('7:42');
    expect(within(header).queryByLabelText(/^Minuto de jogo: /)).toBeNull();
  });
});

describe('incidents timeline (Resumo)', () => {
  it('gives a cricket innings’ end no score, which would read as a result', async () => {
    await showEvent({
      ...eventOf('cricket', {
        scoreboard: { home: side({ score: 201 }), away: side({ score: 0 }) },
        incidents: [
          {
            incidentId: 1,
            type: 'PERIOD',
            label: 'Período',
            textPt: 'Fim do 1º innings',
            homeScore: 201,
            awayScore: 0,
            time: 1,
            addedTime: null,
          },
        ],
      }),
    });
    const timeline = screen.getByRole('region', { name: 'Lances da partida' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Fim do 1º innings']);
  });

  it('shows goals with scorer and assist, cards, substitutions and period marks, in pt-BR', async () => {
    await showEvent({
      ...eventOf('football', {
        scoreboard: { home: side({ score: 1 }), away: side({ score: 1 }) },
        incidents: [
          {
            type: 'PENALTY_SHOOTOUT',
            incidentClass: 'SCORED',
            label: 'Pênalti convertido',
            time: 121,
            addedTime: null,
            isHome: true,
            homeScore: 1,
            awayScore: 0,
            player: { name: 'Pedro' },
            assist: null,
          },
          {
            type: 'OTHER',
            label: 'Parada para hidratação',
            textPt: null,
            time: 30,
            addedTime: null,
            isHome: null,
            player: null,
          },
          {
            type: 'CARD',
            incidentClass: 'OTHER',
            label: 'Penalidade menor (2 min)',
            reasonPt: null,
            time: 20,
            addedTime: null,
            isHome: false,
            player: { name: 'Zé Rafael' },
          },
          {
            type: 'PERIOD',
            label: 'Período',
            textPt: 'Fim de jogo',
            homeScore: 1,
            awayScore: 1,
            time: 90,
            addedTime: null,
          },
          { type: 'INJURY_TIME', label: 'Acréscimos', textPt: null, length: 4, time: 90 },
          {
            type: 'GOAL',
            incidentClass: 'PENALTY',
            label: 'Gol de pênalti',
            time: 90,
            addedTime: 2,
            isHome: false,
            homeScore: 1,
            awayScore: 1,
            player: { name: 'Raphael Veiga' },
            assist: null,
          },
          {
            type: 'CARD',
            incidentClass: 'YELLOW',
            label: 'Cartão amarelo',
            reasonPt: 'Falta',
            time: 60,
            addedTime: null,
            isHome: true,
            player: { name: 'Gerson' },
          },
          {
            type: 'SUBSTITUTION',
            label: 'Substituição',
            time: 58,
            addedTime: null,
            isHome: true,
            player: null,
            playerIn: { name: 'Pedro' },
            playerOut: { name: 'Gabigol' },
            injury: false,
          },
          {
            type: 'GOAL',
            incidentClass: 'REGULAR',
            label: 'Gol',
            time: 12,
            addedTime: null,
            isHome: true,
            homeScore: 1,
            awayScore: 0,
            player: { name: 'Arrascaeta' },
            assist: { name: 'Everton Ribeiro' },
          },
        ].map((incident, index) => ({ incidentId: index + 1, ...incident })),
      }),
    });
    const timeline = screen.getByRole('region', { name: 'Lances da partida' });
    const rows = within(timeline)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Pênalti convertidoPedro1 × 0Mandante',
      // A pause is a line across, of no team.
      'Parada para hidratação',
      "20'Penalidade menor (2 min)Zé RafaelVisitante",
      'Fim de jogo1 × 1',
      '+4 min de acréscimo',
      "90+2'Gol de pênaltiRaphael Veiga1 × 1Visitante",
      "60'Cartão amareloGersonFaltaMandante",
      "58'SubstituiçãoEntra: PedroSai: GabigolMandante",
      "12'GolArrascaetaAssistência: Everton Ribeiro1 × 0Mandante",
    ]);
    // A card that is neither yellow nor red (a hockey penalty) is drawn as neither.
    const penalty = within(timeline).getByText('Penalidade menor (2 min)').closest('li')!;
    expect(penalty.className).toBe('incident incident-away incident-card');
  });
});
