/** Time source of the feed, in epoch milliseconds. Tests inject a manual one; demos run it faster. */
export interface Clock {
  now(): number;
}

export interface ManualClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

export function createManualClock(startMs: number): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    set(ms) {
      current = ms;
    },
    advance(ms) {
      current += ms;
    },
  };
}

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
