import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { WITHOUT_CHARTS } from '../../test/event-fixtures.ts';

const poll = (...options: Array<[key: string, label: string, count: number]>) => ({
  total: options.reduce((sum, [, , count]) => sum + count, 0),
  options: options.map(([key, label, count]) => ({ key, label, count })),
});

async function openVotes(sport: string, status: string, votes: Record<string, unknown>) {
  const user = userEvent.setup();
  const { environment } = renderRoute('/sports/event/77');
  await resolveQuery(
    environment,
    EventPageQuery,
    { id: 77 },
    {
      Event: () => ({
        ...WITHOUT_CHARTS,
        sport: { slug: sport },
        homeTeam: { teamId: 1, name: 'Flamengo' },
        awayTeam: { teamId: 2, name: 'Palmeiras' },
        status: { type: status, descriptionPt: '' },
        votes: {
          winner: null,
          bothTeamsToScore: null,
          firstTeamToScore: null,
          whoShouldHaveWon: null,
          ...votes,
        },
      }),
    },
  );
  await user.click(await screen.findByRole('tab', { name: 'Votos' }, { timeout: 5000 }));
  return screen.getByRole('tabpanel');
}

const pollTexts = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('list')
    .map((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );

describe('Votos tab', () => {
  it('before the match: every poll with pt-BR labels, teams by name, shares with 1 decimal', async () => {
    const panel = await openVotes('football', 'NOTSTARTED', {
      winner: poll(['HOME', 'Flamengo', 1840], ['DRAW', 'Empate', 2250], ['AWAY', 'Palmeiras', 5910]),
      bothTeamsToScore: poll(['YES', 'Sim', 620], ['NO', 'Não', 380]),
      firstTeamToScore: poll(
        ['HOME', 'Flamengo', 410],
        ['NO_GOAL', 'Sem gols', 90],
        ['AWAY', 'Palmeiras', 500],
      ),
    });
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Quem vence?', 'Ambas marcam?', 'Quem marca primeiro?']);
    expect(pollTexts(panel)).toEqual([
      ['Flamengo 18,4%', 'Empate 22,5%', 'Palmeiras 59,1%'],
      ['Sim 62,0%', 'Não 38,0%'],
      ['Flamengo 41,0%', 'Sem gols 9,0%', 'Palmeiras 50,0%'],
    ]);
    expect(panel.textContent).not.toMatch(/HOME|DRAW|AWAY|YES|NO_GOAL/);
    // Each poll's shares as one bar, home first and away last, each part as wide as its votes.
    const bar = panel.querySelector('.vote-bar')!;
    // Drawn, not styled: no `style` attribute, which the Content-Security-Policy refuses in server HTML.
    expect(bar.outerHTML).not.toContain('style=');
    expect(
      [...bar.children].map((part) => [
        part.getAttribute('class'),
        Number(part.getAttribute('x')).toFixed(1),
        Number(part.getAttribute('width')).toFixed(1),
      ]),
    ).toEqual([
      ['vote-first', '0.0', '18.4'],
      ['vote-middle', '18.4', '22.5'],
      ['vote-last', '40.9', '59.1'],
    ]);
  });

  it('live, nobody voted yet: 0%', async () => {
    const panel = await openVotes('football', 'INPROGRESS', {
      winner: poll(['HOME', 'Flamengo', 0], ['DRAW', 'Empate', 0], ['AWAY', 'Palmeiras', 0]),
    });
    expect(pollTexts(panel)).toEqual([['Flamengo 0%', 'Empate 0%', 'Palmeiras 0%']]);
    expect(panel.querySelector('.vote-bar')).toBeNull();
  });

  it('once over: who deserved to win too', async () => {
    const panel = await openVotes('football', 'FINISHED', {
      winner: poll(['HOME', 'Flamengo', 3], ['DRAW', 'Empate', 1], ['AWAY', 'Palmeiras', 0]),
      whoShouldHaveWon: poll(['HOME', 'Flamengo', 300], ['AWAY', 'Palmeiras', 100]),
    });
    expect(within(panel).getByRole('heading', { name: 'Quem merecia vencer?' })).toBeTruthy();
    expect(pollTexts(panel)[1]).toEqual(['Flamengo 75,0%', 'Palmeiras 25,0%']);
  });

  it('tennis: the two players, no draw', async () => {
    const panel = await openVotes('tennis', 'NOTSTARTED', {
      winner: poll(['HOME', 'Flamengo', 3120], ['AWAY', 'Palmeiras', 880]),
    });
    expect(pollTexts(panel)).toEqual([['Flamengo 78,0%', 'Palmeiras 22,0%']]);
    expect(panel.textContent).not.toMatch(/Empate/);
  });
});
