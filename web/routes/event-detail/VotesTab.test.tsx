import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { WITHOUT_CHARTS } from '../../test/event-fixtures.ts';

/** A poll as the API answers it: each choice's count and its share, which the BFF balances to add up to 100. */
const poll = (...options: Array<[key: string, label: string, count: number, percentage: number]>) => ({
  total: options.reduce((sum, [, , count]) => sum + count, 0),
  options: options.map(([key, label, count, percentage]) => ({ key, label, count, percentage })),
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
  await user.click(await screen.findByRole('tab', { name: 'Votos' }));
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
      winner: poll(
        ['HOME', 'Flamengo', 1840, 18.4],
        ['DRAW', 'Empate', 2250, 22.5],
        ['AWAY', 'Palmeiras', 5910, 59.1],
      ),
      bothTeamsToScore: poll(['YES', 'Sim', 620, 62], ['NO', 'Não', 380, 38]),
      firstTeamToScore: poll(
        ['HOME', 'Flamengo', 410, 41],
        ['NO_GOAL', 'Sem gols', 90, 9],
        ['AWAY', 'Palmeiras', 500, 50],
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
      winner: poll(['HOME', 'Flamengo', 0, 0], ['DRAW', 'Empate', 0, 0], ['AWAY', 'Palmeiras', 0, 0]),
    });
    expect(pollTexts(panel)).toEqual([['Flamengo 0%', 'Empate 0%', 'Palmeiras 0%']]);
    expect(panel.querySelector('.vote-bar')).toBeNull();
  });

  it('once over: who deserved to win too', async () => {
    const panel = await openVotes('football', 'FINISHED', {
      winner: poll(['HOME', 'Flamengo', 3, 75], ['DRAW', 'Empate', 1, 25], ['AWAY', 'Palmeiras', 0, 0]),
      whoShouldHaveWon: poll(['HOME', 'Flamengo', 300, 75], ['AWAY', 'Palmeiras', 100, 25]),
    });
    expect(within(panel).getByRole('heading', { name: 'Quem merecia vencer?' })).toBeTruthy();
    expect(pollTexts(panel)[1]).toEqual(['Flamengo 75,0%', 'Palmeiras 25,0%']);
  });

  it("shows the API's shares as they come, not worked out again from the counts", async () => {
    // 1 vote of 3: a third each, which the BFF balances to 33,4 + 33,3 + 33,3; a few votes of many read 0,0%.
    const panel = await openVotes('football', 'FINISHED', {
      winner: poll(
        ['HOME', 'Flamengo', 1, 33.4],
        ['DRAW', 'Empate', 1, 33.3],
        ['AWAY', 'Palmeiras', 1, 33.3],
      ),
      bothTeamsToScore: poll(['YES', 'Sim', 1, 0], ['NO', 'Não', 2999, 100]),
    });
    expect(pollTexts(panel)).toEqual([
      ['Flamengo 33,4%', 'Empate 33,3%', 'Palmeiras 33,3%'],
      ['Sim 0,0%', 'Não 100,0%'],
    ]);
  });

  it('tennis: the two players, no draw', async () => {
    const panel = await openVotes('tennis', 'NOTSTARTED', {
      winner: poll(['HOME', 'Flamengo', 3120, 78], ['AWAY', 'Palmeiras', 880, 22]),
    });
    expect(pollTexts(panel)).toEqual([['Flamengo 78,0%', 'Palmeiras 22,0%']]);
    expect(panel.textContent).not.toMatch(/Empate/);
  });
});
