import { createFeed, type Feed } from '../../../server/sportsfeed/feed.ts';
import { saoPauloDate } from '../../../server/i18n/sao-paulo.ts';

const MINUTE = 60_000;
/**
 * Simulated minutes after the server starts in which the sports journey watches for a goal: the journeys
 * before it take 40–60 real seconds, and it browses for another 25–40 (at speed 60, a second is a minute).
 */
const WATCH_WINDOW = { from: 30, to: 150 };
/** Simulated minutes within which some running match must score, all through that window. */
const GOAL_WITHIN = 60;
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

/**
 * The instant the simulated clock starts at for the end-to-end run: a time of today's São Paulo date at
 * which, all through the window in which the sports journey watches for a goal, football matches are
 * running and one of them scores within an hour of simulated time (a real minute; the journey waits two).
 * The simulator is seeded, so this is read off its scripts. Without it the journey would depend on the hour
 * the suite runs at: late at night in Brazil the simulator has few matches. The first such time from 10:00
 * on, in steps of 10 minutes, or else the one with the shortest longest wait.
 */
export function busySimStart(seed: string, realNow = Date.now()): string {
  const feed = createFeed(seed);
  const date = saoPauloDate(realNow);
  let best = { at: '', worst: Infinity };
  for (let minuteOfDay = 10 * 60; minuteOfDay <= 20 * 60; minuteOfDay += 10) {
    const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
    const mm = String(minuteOfDay % 60).padStart(2, '0');
    const at = `${date}T${hh}:${mm}:00${SAO_PAULO_OFFSET}`;
    const start = Date.parse(at);
    let worst = 0;
    for (let m = WATCH_WINDOW.from; m <= WATCH_WINDOW.to && worst < best.worst; m++)
      worst = Math.max(worst, minutesToNextGoal(feed, start + m * MINUTE));
    if (worst <= GOAL_WITHIN) return at;
    if (worst < best.worst) best = { at, worst };
  }
  return best.at || `${date}T10:00:00${SAO_PAULO_OFFSET}`;
}
