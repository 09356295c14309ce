import type { Clock } from '../clock.ts';

/**
 * Simulated time anchored at process start: simulated now = start + (realNow − realStart) × speed, where
 * `start` is the real start unless given. Speed 1 is real time; 60 plays a match minute per real second.
 * A given start lets a demo or a test begin at a chosen time of day, whatever the hour it runs at.
 */
export function createScaledClock(
  speed: number,
  realNow: () => number = Date.now,
  start: number | undefined = undefined,
): Clock {
  const realStart = realNow();
  const simulatedStart = start ?? realStart;
  return { now: () => Math.floor(simulatedStart + (realNow() - realStart) * speed) };
}
