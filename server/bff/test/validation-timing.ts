import { DEFAULT_LIMITS } from '../../limits.ts';

/**
 * Limits under which reading new documents is charged in round figures (plugins/cost.ts): an address's
 * bucket of 1,000 points refilling 10 a second, and 100 points a millisecond of validation.
 */
export const CHARGED_READING_LIMITS = {
  ...DEFAULT_LIMITS,
  anonymousCostBucketSize: 1_000,
  anonymousCostRefillPerSecond: 10,
  graphqlValidationCostPerMs: 100,
};

/**
 * A validation timer on which every validation takes `ms`: each read is `ms` later than the one before.
 * `reset` starts again from 0, so whole milliseconds stay whole (30 ms never reads as 29.999…).
 */
export function steppedValidationTimer(ms = 0) {
  let time = 0;
  let step = ms;
  return {
    timer: () => (time += step),
    /** Every validation from now on takes `next` ms. */
    takes(next: number) {
      step = next;
    },
    reset() {
      time = 0;
      step = 0;
    },
  };
}
