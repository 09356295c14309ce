import { createFeed, type Feed } from '../../../server/sportsfeed/feed.ts';
import { saoPauloDate } from '../../../server/i18n/sao-paulo.ts';

const MINUTE = 60_000;
/**
 * Simulated minutes after the server starts in which the live journey watches for a goal (at speed 60, a
 * second is a minute): the journeys before it take 40–60 real seconds on a fast machine and about 150 on a
 * busy 2-core one, and it looks for a match for up to another minute and a half.
 */
export const WATCH_WINDOW = { from: 30, to: 210 };
/**
 * Simulated minutes within which some running match scores, all through that window, at the start chosen:
 * the longest wait of the best start of each day of the seed's calendar was 24–74 over three weeks of days.
 */
export const GOAL_WITHIN = 75;
/** Brazil has kept UTC−3 all year since 2019. */
const SAO_PAULO_OFFSET = '-03:00';

/** Minutes until the soonest goal of the football matches running at `now` (Infinity when none runs). */
function minutesToNextGoal(feed: Feed, now: number): number {
  const running = feed.live('football', now).filter((e) => e.state.status.type === 'inprogress');
  let soonest = Infinity;
  for (const { script } of running)
    for (const goal of script.goals) if (goal.t > now) soonest = Math.min(soonest, goal.t);
  return (soonest - now) / MINUTE;
}

/** Minutes of the day, from `from` to `to` hours in steps of 10. */
const startsBetween = (from: number, to: number) =>
  Array.from({ length: (to - from) * 6 + 1 }, (_, step) => from * 60 + step * 10);

/**
 * The instant the simulated clock starts at for the end-to-end run: a time of today's São Paulo date at
 * which, all through the window in which the sports journey watches for a goal, football matches are
 * running and one of them scores soonest (within GOAL_WITHIN simulated minutes, as many real seconds).
 * The simulator is seeded, so this is read off its scripts. Without it the journey would depend on the hour
 * the suite runs at: late at night in Brazil the simulator has few matches. Of the times from 10:00 to 20:00,
 * in steps of 10 minutes, the one with the shortest longest wait; on a day none of them keeps a goal within
 * GOAL_WITHIN (2027-01-05 of the end-to-end seed: 89 minutes at best), the morning and evening are read too.
 */
export function busySimStart(seed: string, realNow = Date.now()): string {
  const feed = createFeed(seed);
  const date = saoPauloDate(realNow);
  let best = { at: '', worst: Infinity };
  const consider = (minuteOfDay: number) => {
    const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
    const mm = String(minuteOfDay % 60).padStart(2, '0');
    const at = `${date}T${hh}:${mm}:00${SAO_PAULO_OFFSET}`;
    const start = Date.parse(at);
    let worst = 0;
    for (let m = WATCH_WINDOW.from; m <= WATCH_WINDOW.to && worst < best.worst; m++)
      worst = Math.max(worst, minutesToNextGoal(feed, start + m * MINUTE));
    if (worst < best.worst) best = { at, worst };
  };
  startsBetween(10, 20).forEach(consider);
  // 10:00 and 20:00 again close the ranges; a start no better than the best found changes nothing.
  if (best.worst > GOAL_WITHIN) [...startsBetween(6, 10), ...startsBetween(20, 22)].forEach(consider);
  return best.at || `${date}T10:00:00${SAO_PAULO_OFFSET}`;
}
