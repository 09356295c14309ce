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
): ScaledClock {
  const realStart = realNow();
  const simulatedStart = start ?? realStart;
  return {
    now: () => Math.floor(simulatedStart + (realNow() - realStart) * speed),
    timeline: { simulatedStart, realStart, speed },
  };
}

/**
 * How simulated time maps to real time: simulated = simulatedStart + (real − realStart) × speed. The feed
 * publishes it (/simulation/clock) so that a client can tick a match clock at the simulation's pace.
 */
export interface SimulationTimeline {
  simulatedStart: number;
  realStart: number;
  speed: number;
}

export interface ScaledClock extends Clock {
  timeline: SimulationTimeline;
}
