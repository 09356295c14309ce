import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { WITHOUT_CHARTS } from '../../test/event-fixtures.ts';

/** Opens the event page on a tab, the event's fields as given (the rest generated). */
async function openTab(tab: string, event: Record<string, unknown>) {
  const user = userEvent.setup();
  const { environment } = renderRoute('/sports/event/77');
  await resolveQuery(
    environment,
    EventPageQuery,
    { id: 77 },
    {
      Event: () => ({
        ...WITHOUT_CHARTS,
        homeTeam: { teamId: 1, name: 'Flamengo' },
        awayTeam: { teamId: 2, name: 'Palmeiras' },
        status: { type: 'inprogress', descriptionPt: '2º tempo' },
        ...event,
      }),
    },
  );
  await user.click(await screen.findByRole('tab', { name: tab }));
  return screen.getByRole('tabpanel');
}

let nextId = 1;
const player = (
  jersey: number,
  name: string,
  position: string,
  extra: { substitute?: boolean; captain?: boolean; rating?: number | null; seasonAverage?: boolean } = {},
) => ({
  jerseyNumber: String(jersey),
  substitute: extra.substitute ?? false,
  captain: extra.captain ?? false,
  rating: extra.rating ?? null,
  ratingIsSeasonAverage: extra.seasonAverage ?? false,
  position: { label: position },
  player: { playerId: nextId++, shortName: name, marketValue: null },
});

describe('Escalações tab', () => {
  it('football: the starters on a pitch in their formation with shirt, rating (2 decimals) and captain', async () => {
    const outfield = ['D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F'].map((p, i) =>
      player(i + 2, `Jogador ${i + 2}`, p === 'D' ? 'Defensor' : p === 'M' ? 'Meio-campista' : 'Atacante', {
        rating: 7 + i / 10,
        captain: i === 5,
      }),
    );
    const home = {
      formation: '4-3-3',
      players: [
        player(1, 'Rossi', 'Goleiro', { rating: 7.45 }),
        ...outfield,
        player(22, 'Matheus Cunha', 'Goleiro', { substitute: true }),
      ],
      missingPlayers: [
        {
          typePt: 'Desfalque',
          reasonPt: 'Lesão',
          player: { playerId: 900, shortName: 'Pedro', position: { label: 'Atacante' } },
        },
      ],
    };
    const panel = await openTab('Escalações', {
      sport: { slug: 'football' },
      lineups: { confirmed: false, home, away: null },
    });
    expect(within(panel).getByText('Escalações não confirmadas')).toBeTruthy();
    const pitch = within(panel).getByRole('list', { name: 'Escalação de Flamengo em campo, 4-3-3' });
    // Goalkeeper, then the formation's lines: 1, 4, 3, 3.
    const lines = [...pitch.querySelectorAll(':scope > li')].map(
      (line) => line.querySelectorAll('.pitch-player').length,
    );
    expect(lines).toEqual([1, 4, 3, 3]);
    expect(within(pitch).getByText('7,45')).toBeTruthy();
    expect(within(pitch).getByTitle('Capitão').closest('li')?.textContent).toContain('Jogador 7');
    // The bench apart, the missing player with position, type and reason.
    const bench = within(panel).getByRole('table', { name: 'Reservas' });
    expect(within(bench).getByText('Matheus Cunha')).toBeTruthy();
    expect(within(panel).getByText('Atacante · Desfalque · Lesão')).toBeTruthy();
  });

  it('basketball: a list with the sport’s positions, no pitch', async () => {
    const home = {
      formation: null,
      players: [
        player(7, 'Yago', 'Armador', { rating: 8.1 }),
        player(11, 'Georginho', 'Ala'),
        player(15, 'Lucas Dias', 'Pivô'),
        player(3, 'Cauê', 'Armador', { substitute: true }),
      ],
      missingPlayers: [],
    };
    const panel = await openTab('Escalações', {
      sport: { slug: 'basketball' },
      lineups: { confirmed: true, home, away: null },
    });
    expect(within(panel).queryByRole('list', { name: /em campo/ })).toBeNull();
    const starters = within(panel).getByRole('table', { name: 'Titulares' });
    const rows = within(starters)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.map((r) => [r[0], r[1], r[2], r[4]])).toEqual([
      ['7', 'Yago', 'Armador', '8,10'],
      ['11', 'Georginho', 'Ala', 'N/A'],
      ['15', 'Lucas Dias', 'Pivô', 'N/A'],
    ]);
    expect(within(within(panel).getByRole('table', { name: 'Reservas' })).getByText('Cauê')).toBeTruthy();
  });

  it('before kick-off: season averages are labelled as such, not as a match rating', async () => {
    const avg = { seasonAverage: true };
    const home = {
      formation: null,
      players: [
        player(7, 'Yago', 'Armador', { rating: 7.2, ...avg }),
        player(11, 'Georginho', 'Ala', { rating: 6.9, ...avg }),
        player(3, 'Cauê', 'Armador', { substitute: true, rating: 7.05 }),
        player(4, 'Lucas', 'Ala', { substitute: true, rating: 6.8, ...avg }),
      ],
      missingPlayers: [],
    };
    const panel = await openTab('Escalações', {
      sport: { slug: 'basketball' },
      lineups: { confirmed: true, home, away: null },
    });
    const starters = within(panel).getByRole('table', { name: 'Titulares' });
    expect(within(starters).getByRole('columnheader', { name: 'Média na temporada' })).toBeTruthy();
    expect(within(starters).queryByRole('columnheader', { name: 'Nota' })).toBeNull();
    // A bench mixing a match rating and an average keeps "Nota" and marks the average.
    const bench = within(panel).getByRole('table', { name: 'Reservas' });
    expect(within(bench).getByRole('columnheader', { name: 'Nota' })).toBeTruthy();
    expect(within(bench).getByTitle('Média na temporada').textContent).toBe('6,80');
  });

  it('before kick-off on a pitch: each average says so and a note explains the ratings', async () => {
    const players = ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F'].map((_, i) =>
      player(i + 1, `Jogador ${i + 1}`, 'Defensor', { rating: 7 + i / 100, seasonAverage: true }),
    );
    const panel = await openTab('Escalações', {
      sport: { slug: 'football' },
      lineups: { confirmed: false, home: { formation: '4-3-3', players, missingPlayers: [] }, away: null },
    });
    expect(within(panel).getByLabelText('Média na temporada: 7,00')).toBeTruthy();
    expect(within(panel).getByText('Notas: média de cada jogador na temporada')).toBeTruthy();
  });
});

describe('Confronto tab', () => {
  it('shows form as V/E/D badges, the head-to-head record and the managers', async () => {
    const panel = await openTab('Confronto', {
      sport: { slug: 'football' },
      sportHasDraws: true,
      pregameForm: {
        home: { form: ['WIN', 'WIN', 'DRAW', 'LOSS', 'WIN'], position: 2, value: '45', avgRating: 6.93 },
        away: { form: ['LOSS', 'DRAW', 'WIN', 'WIN', 'WIN'], position: 5, value: '38', avgRating: null },
      },
      headToHead: {
        teamDuel: { homeWins: 4, awayWins: 2, draws: 3 },
        managerDuel: null,
      },
      managers: { home: { name: 'Filipe Luís' }, away: { name: 'Abel Ferreira' } },
    });
    const badges = [...panel.querySelectorAll('.form-badges')].map((list) =>
      [...list.querySelectorAll('li')].map((li) => li.textContent),
    );
    expect(badges).toEqual([
      ['V', 'V', 'E', 'D', 'V'],
      ['D', 'E', 'V', 'V', 'V'],
    ]);
    expect(panel.querySelector('.form-loss')?.getAttribute('title')).toBe('Derrota');
    expect(within(panel).getByText('2º na tabela · 45 pts · Nota média 6,9')).toBeTruthy();
    expect(within(panel).getByText('5º na tabela · 38 pts')).toBeTruthy();
    const duel = within(panel).getByRole('heading', { name: 'Confronto direto' }).closest('section')!;
    expect([...duel.querySelectorAll('.duel-counts > div')].map((d) => d.textContent)).toEqual([
      'Vitórias Flamengo4',
      'Empates3',
      'Vitórias Palmeiras2',
    ]);
    expect(within(panel).queryByRole('heading', { name: 'Confronto entre os técnicos' })).toBeNull();
    expect(within(panel).getByText('Filipe Luís')).toBeTruthy();
    expect(within(panel).getByText('Abel Ferreira')).toBeTruthy();
  });

  it('has no draws in the record of a sport without them', async () => {
    const panel = await openTab('Confronto', {
      sport: { slug: 'basketball' },
      sportHasDraws: false,
      pregameForm: null,
      headToHead: { teamDuel: { homeWins: 4, awayWins: 2, draws: 0 }, managerDuel: null },
      managers: null,
    });
    const duel = within(panel).getByRole('heading', { name: 'Confronto direto' }).closest('section')!;
    expect([...duel.querySelectorAll('.duel-counts > div')].map((d) => d.textContent)).toEqual([
      'Vitórias Flamengo4',
      'Vitórias Palmeiras2',
    ]);
  });
});

describe('Classificação tab', () => {
  it('colours the zones, names them in a legend and highlights the two teams', async () => {
    const row = (
      position: number,
      name: string,
      zone: { kind: string; label: string } | null,
      isEventTeam = false,
    ) => ({
      position,
      points: 60 - position,
      matches: 30,
      wins: 10,
      draws: 5,
      losses: 5,
      scoreDiffFormatted: '+3',
      isEventTeam,
      zone,
      team: { teamId: position, name },
    });
    const lib = { kind: 'libertadores', label: 'Libertadores' };
    const pre = { kind: 'preLibertadores', label: 'Pré-Libertadores' };
    const sul = { kind: 'sulAmericana', label: 'Sul-Americana' };
    const z4 = { kind: 'relegation', label: 'Rebaixamento' };
    const panel = await openTab('Classificação', {
      sport: { slug: 'football' },
      sportHasDraws: true,
      awayTeam: { teamId: 5, name: 'Palmeiras' },
      pregameForm: { home: { form: ['WIN', 'WIN', 'LOSS'] }, away: { form: [] } },
      standings: [
        {
          name: 'Brasileirão Série A',
          rows: [
            row(1, 'Flamengo', lib, true),
            row(2, 'Cruzeiro', lib),
            row(5, 'Palmeiras', pre, true),
            row(7, 'Bahia', sul),
            row(13, 'Vasco', null),
            row(17, 'Sport', z4),
          ],
        },
      ],
    });
    const legend = within(panel).getByRole('list', { name: 'Zonas da tabela' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Libertadores', 'Pré-Libertadores', 'Sul-Americana', 'Rebaixamento']);
    const zoneCell = (team: string) => within(panel).getByText(team).closest('tr')!.querySelector('td')!;
    expect(zoneCell('Flamengo').className).toBe('zone zone-libertadores');
    expect(zoneCell('Flamengo').getAttribute('title')).toBe('Libertadores');
    expect(zoneCell('Sport').className).toBe('zone zone-relegation');
    expect(zoneCell('Vasco').className).toBe('');
    // Said in words too, for those who see neither the colour nor the tooltip.
    expect(zoneCell('Flamengo').textContent).toBe('1, Libertadores');
    expect(zoneCell('Vasco').textContent).toBe('13');
    // The two teams' form beside their names, where the feed gives it.
    const form = within(panel).getByRole('list', { name: 'Forma recente de Flamengo' });
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['V', 'V', 'D']);
    expect(within(panel).queryByRole('list', { name: 'Forma recente de Palmeiras' })).toBeNull();
    expect([...panel.querySelectorAll('tr.highlight')].map((tr) => tr.textContent)).toEqual([
      expect.stringContaining('Flamengo'),
      expect.stringContaining('Palmeiras'),
    ]);
  });

  it('basketball: no draws column and the difference is a "Saldo" of points, not goals', async () => {
    const row = (position: number, name: string, diff: string) => ({
      position,
      points: 40 - position,
      matches: 30,
      wins: 20,
      draws: 0,
      losses: 10,
      scoreDiffFormatted: diff,
      isEventTeam: false,
      zone: null,
      team: { teamId: position, name },
    });
    const panel = await openTab('Classificação', {
      sport: { slug: 'basketball' },
      sportHasDraws: false,
      pregameForm: null,
      standings: [{ namePt: 'NBB', rows: [row(1, 'Franca', '+502'), row(2, 'Minas', '+120')] }],
    });
    // The letters as shown; read out (and on hover) in full.
    const headers = within(panel)
      .getAllByRole('columnheader')
      .map((th) => th.querySelector('[aria-hidden="true"]')?.textContent ?? th.textContent);
    expect(headers).toEqual(['#', 'Time', 'P', 'J', 'V', 'D', 'Saldo']);
    for (const name of ['Pontos', 'Jogos', 'Vitórias', 'Derrotas', 'Saldo'])
      expect(within(panel).getByRole('columnheader', { name })).toBeTruthy();
    expect(within(panel).getByRole('columnheader', { name: 'Pontos' }).title).toBe('Pontos');
    expect(within(panel).getByText('Franca').closest('tr')!.textContent).toBe('1Franca39302010+502');
  });
});
