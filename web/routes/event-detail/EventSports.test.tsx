import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { WITHOUT_CHARTS, scoreSide } from '../../test/event-fixtures.ts';
import { incidentWhen } from './IncidentsTimeline.tsx';
import { availableTabs, chooseTab, sectionShows } from './tabs.ts';

// The event page in the words and measures of each sport (baseball's runs and innings, charts without a
// clock), and its tabs hidden when their sections have nothing to show.

const side = scoreSide(3);

function eventOf(sport: string, fields: Record<string, unknown>) {
  return {
    Event: () => ({
      ...WITHOUT_CHARTS,
      sport: { slug: sport },
      homeTeam: { teamId: 1, name: 'Yankees' },
      awayTeam: { teamId: 2, name: 'Red Sox' },
      scoreboard: { home: side, away: side },
      status: { type: 'FINISHED', description: 'Ended', descriptionPt: 'Encerrado' },
      time: { running: false, speed: 1, periodStart: null, initialSeconds: null, maxSeconds: null },
      incidents: [],
      winProbability: null,
      bestPlayers: null,
      odds: null,
      votes: null,
      lineups: null,
      statistics: null,
      teamSeasonStatistics: null,
      standings: null,
      pregameForm: null,
      headToHead: null,
      managers: null,
      ...fields,
    }),
  };
}

async function showEvent(resolvers: ReturnType<typeof eventOf>, path = '/sports/event/77') {
  const { environment } = renderRoute(path);
  await resolveQuery(environment, EventPageQuery, { id: 77 }, resolvers);
  await screen.findByRole('heading', { name: 'Yankees vs Red Sox' });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('incidents in the sport’s words', () => {
  it('baseball: a run is a "Corrida" at its inning, without an assist', async () => {
    await showEvent(
      eventOf('baseball', {
        incidents: [
          {
            type: 'PERIOD',
            label: 'Período',
            textPt: 'Fim da 6ª entrada',
            homeScore: 2,
            awayScore: 1,
            time: 6,
          },
          {
            type: 'GOAL',
            incidentClass: 'PENALTY',
            label: 'Corrida',
            time: 6,
            addedTime: null,
            isHome: true,
            homeScore: 2,
            awayScore: 1,
            player: { name: 'Aaron Judge' },
            assist: { name: 'Juan Soto' },
          },
        ].map((incident, index) => ({ incidentId: index + 1, ...incident })),
      }),
    );
    const timeline = screen.getByRole('region', { name: 'Lances da partida' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Fim da 6ª entrada2 × 1', '6ª entradaCorridaAaron Judge2 × 1Mandante']);
    expect(timeline.textContent).not.toMatch(/Gol|Assistência|'/);
  });

  it('a card shown to a coach names the coach', async () => {
    await showEvent(
      eventOf('football', {
        incidents: [
          {
            incidentId: 1,
            type: 'CARD',
            incidentClass: 'YELLOW',
            label: 'Cartão amarelo',
            reasonPt: 'Reclamação',
            time: 70,
            addedTime: null,
            isHome: false,
            player: null,
            manager: { name: 'Abel Ferreira' },
          },
        ],
      }),
    );
    const timeline = screen.getByRole('region', { name: 'Lances da partida' });
    expect(within(timeline).getByRole('listitem').textContent).toContain('Abel Ferreira (técnico)Reclamação');
  });

  it('says a player went off injured', async () => {
    await showEvent(
      eventOf('football', {
        incidents: [
          {
            incidentId: 2,
            type: 'SUBSTITUTION',
            incidentClass: null,
            label: 'Substituição',
            time: 30,
            addedTime: null,
            isHome: true,
            player: null,
            playerIn: { name: 'Gabriel Menino' },
            playerOut: { name: 'Raphael Veiga' },
            injury: true,
          },
        ],
      }),
    );
    const timeline = screen.getByRole('region', { name: 'Lances da partida' });
    expect(within(timeline).getByRole('listitem').textContent).toContain('Sai: Raphael Veiga (lesionado)');
  });

  it('writes the minute where the sport has a clock, the period where it has none', () => {
    expect(incidentWhen(12, null, 'football')).toBe("12'");
    expect(incidentWhen(90, 2, 'football')).toBe("90+2'");
    expect(incidentWhen(33, null, 'ice-hockey')).toBe("33'");
    expect(incidentWhen(6, null, 'baseball')).toBe('6ª entrada');
    expect(incidentWhen(2, null, 'tennis')).toBe('2º set');
    expect(incidentWhen(3, null, 'esports')).toBe('3º mapa');
    expect(incidentWhen(1, null, 'cricket')).toBe('1ª entrada');
    expect(incidentWhen(null, null, 'baseball')).toBeNull();
    // An unknown sport: a minute, as before.
    expect(incidentWhen(12, null, null)).toBe("12'");
  });
});

describe('win probability axis', () => {
  const series = [
    { minute: 0, homeWin: 50, draw: 0, awayWin: 50 },
    { minute: 117, homeWin: 70, draw: 0, awayWin: 30 },
  ];

  it('labels the match minutes where the sport has a clock', async () => {
    await showEvent(eventOf('basketball', { winProbability: series }));
    const chart = screen.getByRole('img', { name: /^Probabilidade de vitória\./ });
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(["0'", "117'"]);
  });

  it.each(['tennis', 'cricket', 'baseball', 'darts', 'esports'])('writes no minutes in %s', async (sport) => {
    await showEvent(eventOf(sport, { winProbability: series }));
    const chart = screen.getByRole('img', { name: /^Probabilidade de vitória\./ });
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(chart.querySelectorAll('text')).toHaveLength(0);
    expect(chart.textContent).not.toContain("'");
  });
});

describe('tabs with nothing to show', () => {
  it('reads an empty section as nothing to show, as the BFF sends it', () => {
    // Goal distributions the feed has for neither team.
    expect(sectionShows({ goalDistributions: { home: null, away: null } }, 'goalDistributions')).toBe(false);
    expect(
      sectionShows({ goalDistributions: { home: { overall: null }, away: null } }, 'goalDistributions'),
    ).toBe(false);
    expect(
      sectionShows({ goalDistributions: { home: null, away: { overall: {} } } }, 'goalDistributions'),
    ).toBe(true);
    // Statistics before kick-off: no periods, or periods without groups; no season statistics either.
    expect(sectionShows({ statistics: [] }, 'statistics')).toBe(false);
    expect(sectionShows({ statistics: [{ groups: [] }] }, 'statistics')).toBe(false);
    expect(sectionShows({ statistics: [{ groups: [] }, { groups: [{}] }] }, 'statistics')).toBe(true);
    expect(sectionShows({ teamSeasonStatistics: { home: null, away: null } }, 'teamSeasonStatistics')).toBe(
      false,
    );
    expect(sectionShows({ odds: [] }, 'odds')).toBe(false);
    expect(sectionShows({ votes: { winner: null, bothTeamsToScore: null } }, 'votes')).toBe(false);
    expect(sectionShows({ managers: {} }, 'managers')).toBe(true);
    expect(sectionShows({ odds: null }, 'odds')).toBe(false);
  });

  it('hides Estatísticas before kick-off and Distribuição de Gols without distributions', () => {
    const notStarted = {
      incidents: [],
      winProbability: [{}],
      odds: [{}],
      votes: { winner: {} },
      lineups: { home: {}, away: {} },
      statistics: [],
      teamSeasonStatistics: { home: null, away: null },
      goalDistributions: { home: null, away: null },
      standings: [{}],
      pregameForm: { home: {}, away: {} },
    };
    const tabs = availableTabs(notStarted, 'ice-hockey');
    expect(tabs).toEqual(['summary', 'odds', 'votes', 'lineups', 'standings', 'h2h']);
    expect(chooseTab('statistics', tabs)).toBe('summary');
    // A league game with season statistics keeps its tab before kick-off.
    expect(
      availableTabs({ ...notStarted, teamSeasonStatistics: { home: {}, away: null } }, 'football'),
    ).toContain('statistics');
  });

  it('opens the first tab with something when the address names an empty one', async () => {
    await showEvent(
      eventOf('handball', {
        status: { type: 'NOTSTARTED', description: 'Not started', descriptionPt: 'Não iniciado' },
        odds: [
          {
            marketNamePt: 'Resultado final',
            linePt: null,
            isLive: false,
            choices: [{ namePt: 'Yankees', decimalValue: '1.50', movement: 'NONE', winning: null }],
          },
        ],
        statistics: [],
        teamSeasonStatistics: { home: null, away: null },
        goalDistributions: { home: null, away: null },
      }),
      '/sports/event/77?aba=estatisticas',
    );
    expect(tabNames()).toEqual(['Odds']);
    expect(screen.getByRole('tab', { name: 'Odds' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Esta informação não está disponível')).toBeNull();
  });
});
