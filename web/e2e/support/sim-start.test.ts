// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFeed } from '../../../server/sportsfeed/feed.ts';
import { busySimStart, GOAL_WITHIN, WATCH_WINDOW } from './sim-start.ts';

const SEED = 'bancada-e2e';
const MINUTE = 60_000;

describe('busySimStart', () => {
  it('gives the same afternoon of the São Paulo day at any hour of it', () => {
    const early = busySimStart(SEED, Date.parse('2026-11-23T03:00:00-03:00'));
    expect(early).toMatch(/^2026-11-23T(1\d|20):[0-5]0:00-03:00$/);
    expect(busySimStart(SEED, Date.parse('2026-11-23T23:30:00-03:00'))).toBe(early);
    expect(busySimStart(SEED, Date.parse('2026-11-24T00:30:00-03:00'))).toMatch(/^2026-11-24T/);
  });

  // 2027-01-05: no start from 10:00 to 20:00 keeps a goal within GOAL_WITHIN (89 minutes at best).
  it.each(['2026-11-23', '2027-01-05'])(
    '%s: starts where football runs and a goal comes soon all through the watch window',
    (date) => {
      const feed = createFeed(SEED);
      const start = Date.parse(busySimStart(SEED, Date.parse(`${date}T12:00:00-03:00`)));
      for (let minute = WATCH_WINDOW.from; minute <= WATCH_WINDOW.to; minute++) {
        const now = start + minute * MINUTE;
        const running = feed.live('football', now).filter((e) => e.state.status.type === 'inprogress');
        const nextGoal = Math.min(
          ...running.flatMap(({ script }) => script.goals.map((g) => g.t)).filter((t) => t > now),
        );
        expect(nextGoal - now, `minute ${minute}`).toBeLessThanOrEqual(GOAL_WITHIN * MINUTE);
      }
    },
  );
});
