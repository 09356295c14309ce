import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { CHART_FONT_SIZE } from './chart-text.ts';
import { scoreSide } from '../../test/event-fixtures.ts';

const side = scoreSide(1);

/** An event of `sport` whose other sections are empty, with the given ones. */
function eventOf(sport: string, home: string, away: string, sections: Record<string, unknown>) {
  return {
    Event: () => ({
      sport: { slug: sport },
      homeTeam: { teamId: 1, name: home },
      awayTeam: { teamId: 2, name: away },
      homeScore: { current: 1 },
      awayScore: { current: 1 },
      scoreboard: { home: side, away: side },
      time: { running: false },
      status: { descriptionPt: 'Encerrado' },
      incidents: [],
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
      ...sections,
    }),
  };
}

const item = (label: string, home: string, away: string, homeShare: number | null) => ({
  name: label,
  label,
  home,
  away,
  homeShare,
});

async function openEvent(resolvers: ReturnType<typeof eventOf>) {
  const { environment } = renderRoute('/sports/event/77');
  await resolveQuery(environment, EventPageQuery, { id: 77 }, resolvers);
}

describe('event statistics as comparison bars', () => {
  it('football: groups of bars per period, each side by its share, values in pt-BR', async () => {
    const user = userEvent.setup();
    await openEvent(
      eventOf('football', 'Flamengo', 'Palmeiras', {
        statistics: [
          {
            period: 'ALL',
            label: 'Jogo',
            groups: [
              {
                name: 'Match overview',
                label: 'Visão geral',
                items: [
                  item('Posse de bola', '58%', '42%', 0.58),
                  item('Gols esperados (xG)', '1.35', '0.8', 0.628),
                  item('Cartões vermelhos', '0', '0', null),
                ],
              },
              {
                name: 'Passes',
                label: 'Passes',
                items: [item('Cruzamentos', '12/20 (60%)', '5/17 (29%)', 0.67)],
              },
            ],
          },
          {
            period: '2ND',
            label: '2º tempo',
            groups: [{ name: 'Shots', label: 'Finalizações', items: [item('Finalizações', '7', '3', 0.7)] }],
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Estatísticas' }));
    const match = screen.getByRole('region', { name: 'Estatísticas da partida' });
    expect(
      within(match)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Jogo', '2º tempo']);
    expect(
      within(match)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Visão geral', 'Passes']);
    const possession = within(match).getByRole('listitem', {
      name: 'Posse de bola: Flamengo 58%, Palmeiras 42%',
    });
    const lengths = (row: HTMLElement) =>
      [...row.querySelectorAll('.stat-bar rect')].map((part) => [
        part.getAttribute('class'),
        Number(part.getAttribute('x')),
        Number(part.getAttribute('width')),
      ]);
    // Home from the start, away from the end, half a point apart from where they meet.
    expect(lengths(possession)).toEqual([
      ['stat-bar-home', 0, 57.5],
      ['stat-bar-away', 58.5, 41.5],
    ]);
    expect(possession.outerHTML).not.toContain('style=');
    // xG with 2 decimals on both sides, however the feed trims them.
    expect(
      within(match).getByRole('listitem', { name: 'Gols esperados (xG): Flamengo 1,35, Palmeiras 0,80' }),
    ).toBeTruthy();
    expect(
      within(match).getByRole('listitem', {
        name: 'Cruzamentos: Flamengo 12/20 (60%), Palmeiras 5/17 (29%)',
      }),
    ).toBeTruthy();
    const noCards = within(match).getByRole('listitem', { name: /^Cartões vermelhos/ });
    expect(lengths(noCards).map(([, , width]) => width)).toEqual([0, 0]);

    await user.click(within(match).getByRole('button', { name: '2º tempo' }));
    expect(within(match).getByRole('button', { name: '2º tempo' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(match).getByRole('listitem', { name: 'Finalizações: Flamengo 7, Palmeiras 3' }),
    ).toBeTruthy();
    expect(within(match).queryByText('Posse de bola')).toBeNull();
  });

  it('basketball: quarters as periods, no goal distribution tab', async () => {
    const user = userEvent.setup();
    await openEvent(
      eventOf('basketball', 'Lakers', 'Celtics', {
        statistics: [
          {
            period: 'ALL',
            label: 'Jogo',
            groups: [
              {
                name: 'Scoring',
                label: 'Pontuação',
                items: [
                  item('Arremessos de 3 pontos', '14', '9', 0.61),
                  item('Lances livres', '18', '22', 0.45),
                ],
              },
              { name: 'Other', label: 'Outros', items: [item('Rebotes', '44', '40', 0.52)] },
            ],
          },
          { period: '1Q', label: '1º quarto', groups: [{ name: 'Other', label: 'Outros', items: [] }] },
          { period: '4Q', label: '4º quarto', groups: [{ name: 'Other', label: 'Outros', items: [] }] },
        ],
        goalDistributions: { home: null, away: null },
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Estatísticas' }));
    expect(screen.queryByRole('tab', { name: 'Distribuição de Gols' })).toBeNull();
    const match = screen.getByRole('region', { name: 'Estatísticas da partida' });
    expect(
      within(match)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Jogo', '1º quarto', '4º quarto']);
    expect(
      within(match).getByRole('listitem', { name: 'Arremessos de 3 pontos: Lakers 14, Celtics 9' }),
    ).toBeTruthy();
    expect(within(match).getByRole('listitem', { name: 'Rebotes: Lakers 44, Celtics 40' })).toBeTruthy();
  });
});

describe('match charts in Resumo', () => {
  it('draws the momentum, the win probability with its latest chances and the shot map with every shot written', async () => {
    await openEvent(
      eventOf('football', 'Flamengo', 'Palmeiras', {
        pressureGraph: {
          periodTime: 45,
          periodCount: 2,
          points: [
            { minute: 1, value: 20 },
            { minute: 2, value: -35 },
            { minute: 3, value: 95 },
          ],
        },
        winProbability: [
          { minute: 0, homeWin: 45, draw: 30, awayWin: 25 },
          { minute: 3, homeWin: 62.5, draw: 22, awayWin: 15.5 },
        ],
        shotmap: [
          {
            shotId: 2,
            isHome: false,
            shotType: 'SAVE',
            shotTypeLabel: 'Defendida',
            situationLabel: 'Escanteio',
            bodyPartLabel: 'Cabeça',
            xg: 0.08,
            time: 2,
            addedTime: null,
            player: { name: 'Flaco López' },
            playerCoordinates: { x: 8, y: 50 },
          },
          {
            shotId: 1,
            isHome: true,
            shotType: 'GOAL',
            shotTypeLabel: 'Gol',
            situationLabel: 'Jogada',
            bodyPartLabel: 'Pé direito',
            xg: 0.55627,
            time: 3,
            addedTime: null,
            player: { name: 'Pedro' },
            playerCoordinates: { x: 10, y: 45 },
          },
        ],
      }),
    );
    const momentum = await screen.findByRole('img', { name: /^Momento da partida\./ });
    expect(momentum.getAttribute('aria-label')).toContain(
      'Flamengo pressionou mais em 2 minutos, Palmeiras em 1 minuto.',
    );
    expect(momentum.querySelectorAll('rect')).toHaveLength(3);
    expect([...momentum.querySelectorAll('text')].map((t) => t.textContent)).toEqual(["0'", "45'", "90'"]);
    for (const text of document.querySelectorAll('svg text'))
      expect(Number(text.getAttribute('font-size'))).toBe(CHART_FONT_SIZE);

    const chances = screen.getByRole('img', { name: /^Probabilidade de vitória\./ });
    expect(chances.getAttribute('aria-label')).toContain(
      'Agora: Flamengo 62,5%, Empate 22,0%, Palmeiras 15,5%',
    );
    expect(chances.querySelectorAll('polyline')).toHaveLength(3);

    const shotmap = screen.getByRole('img', { name: /^Mapa de finalizações/ });
    expect(shotmap.querySelectorAll('.shot-goal')).toHaveLength(1);
    expect(shotmap.querySelectorAll('.shot-away')).toHaveLength(1);
    expect([...document.querySelectorAll('.shot-list li')].map((li) => li.textContent)).toEqual([
      "2' Flaco López (Palmeiras): Defendida — Cabeça, Escanteio, xG 0,08",
      "3' Pedro (Flamengo): Gol — Pé direito, Jogada, xG 0,56",
    ]);
  });

  it('leaves the draw out of the win probability when the sport has none', async () => {
    await openEvent(
      eventOf('basketball', 'Lakers', 'Celtics', {
        winProbability: [
          { minute: 0, homeWin: 55, draw: 0, awayWin: 45 },
          { minute: 48, homeWin: 100, draw: 0, awayWin: 0 },
        ],
      }),
    );
    const chances = await screen.findByRole('img', { name: /^Probabilidade de vitória\./ });
    expect(chances.getAttribute('aria-label')).toContain('Agora: Lakers 100,0%, Celtics 0,0%');
    expect(chances.querySelectorAll('polyline')).toHaveLength(2);
    expect(screen.queryByText(/Empate/)).toBeNull();
  });
});

describe('goal distribution', () => {
  it('writes each count above its bar and each period end under the pair, in readable text', async () => {
    const user = userEvent.setup();
    const overall = (scored: number[], conceded: number[]) => ({
      overall: {
        matches: 10,
        periods: scored.map((goals, i) => ({
          periodStart: i * 45 + 1,
          periodEnd: (i + 1) * 45,
          scoredGoals: goals,
          concededGoals: conceded[i],
        })),
      },
    });
    await openEvent(
      eventOf('football', 'Flamengo', 'Palmeiras', {
        goalDistributions: { home: overall([7, 9], [3, 4]), away: overall([5, 2], [6, 8]) },
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Distribuição de Gols' }));
    const [home] = screen.getAllByRole('img', { name: /Distribuição de gols de/ });
    expect([...home.querySelectorAll('.goal-count')].map((t) => t.textContent)).toEqual(['7', '3', '9', '4']);
    expect([...home.querySelectorAll('text:not(.goal-count)')].map((t) => t.textContent)).toEqual([
      "45'",
      "90'",
    ]);
    for (const text of home.querySelectorAll('text'))
      expect(Number(text.getAttribute('font-size'))).toBe(CHART_FONT_SIZE);
  });
});
