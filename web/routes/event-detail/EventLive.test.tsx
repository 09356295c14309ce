import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventLiveSubscription from '../../relay/__generated__/EventLiveSubscription.graphql.ts';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { renderRoute, resolveQuery, type MockEnvironment } from '../../test/render-route.tsx';
import { GOAL_MARK_MS } from '../sport-events/useGoalMark.ts';
import { WITHOUT_CHARTS, scoreSide } from '../../test/event-fixtures.ts';

const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

const side = (score: number) => scoreSide(score);

/** A football match in play: its score, its timeline and its shots on target. */
function match(home: number, away: number, shots: [string, string], incidents: unknown[]) {
  return {
    Event: () => ({
      ...WITHOUT_CHARTS,
      id: 'RXZlbnQ6Nzc=',
      eventId: 77,
      sport: { slug: 'football' },
      homeTeam: { teamId: 1, name: 'Flamengo' },
      awayTeam: { teamId: 2, name: 'Palmeiras' },
      status: { type: 'INPROGRESS', description: '2nd half', descriptionPt: '2º tempo' },
      time: { running: false, speed: 1, periodStart: null, initialSeconds: null, maxSeconds: null },
      scoreboard: { home: side(home), away: side(away) },
      incidents,
      statistics: [
        {
          period: 'ALL',
          label: 'Jogo',
          groups: [
            {
              name: 'Shots',
              label: 'Chutes',
              items: [
                {
                  key: 'shotsOnGoal',
                  name: 'Shots on target',
                  label: 'Chutes no gol',
                  home: shots[0],
                  away: shots[1],
                  homeShare: null,
                },
              ],
            },
          ],
        },
      ],
    }),
  };
}

const goal = {
  incidentId: 5,
  type: 'GOAL',
  incidentClass: 'REGULAR',
  label: 'Gol',
  textPt: 'Gol',
  reasonPt: null,
  time: 63,
  addedTime: null,
  isHome: true,
  homeScore: 1,
  awayScore: 0,
  player: { name: 'Pedro' },
};

afterEach(() => vi.useRealTimers());

describe('the event page live', () => {
  it('takes score, timeline and statistics from one update, and marks the goal for a few seconds', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { environment } = renderRoute('/sports/event/77');
    await resolveQuery(environment, EventPageQuery, { id: 77 }, match(0, 0, ['6', '3'], []));
    await screen.findByRole('heading', { name: 'Flamengo vs Palmeiras' });
    const header = document.querySelector<HTMLElement>('.scoreboard')!;
    expect(within(header).getByLabelText('Placar').textContent).toBe('0 × 0');
    await waitFor(() => expect(named(environment, 'EventLiveSubscription')).toHaveLength(1));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const [subscription] = named(environment, 'EventLiveSubscription');
    await act(async () => {
      environment.mock.nextValue(
        EventLiveSubscription,
        MockPayloadGenerator.generate(subscription, match(1, 0, ['9', '7'], [goal])),
      );
    });

    expect(within(header).getByLabelText('Placar').textContent).toBe('1 × 0');
    expect(header.className).toContain('scoreboard-goal');
    expect(within(header).getByRole('status').textContent).toBe('Gol de Flamengo!');
    expect(screen.getByText(/Pedro/)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Estatísticas' }));
    const shots = await screen.findByText('Chutes no gol');
    const row = shots.closest('tr, li, div')!.parentElement!;
    expect(row.textContent).toContain('9');
    expect(row.textContent).toContain('7');

    act(() => {
      vi.advanceTimersByTime(GOAL_MARK_MS);
    });
    expect(header.className).not.toContain('scoreboard-goal');
    expect(within(header).getByLabelText('Placar').textContent).toBe('1 × 0');
  });
});
