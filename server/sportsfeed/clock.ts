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
 * Simulated time anchored at process start: simulated now = realStart + (realNow − realStart) × speed.
 * Speed 1 is real time; 60 plays a match minute per real second.
 */
export function createScaledClock(speed: number, realNow: () => number = Date.now): Clock {
  const realStart = realNow();
  return { now: () => Math.floor(realStart + (realNow() - realStart) * speed) };
}
