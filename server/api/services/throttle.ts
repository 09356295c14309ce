import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, type LimiterOptions } from '../../limiter.ts';
import { ApiError } from '../errors.ts';

export interface Throttle {
  /** Refuses with 429 when the key has already used up its allowance. */
  check(key: string): Promise<void>;
  /** Counts one event (a failed login, a reset request) against the key. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Counts failures (or requests) per key and refuses with `message` once a key has used its allowance. */
export function createThrottle(options: LimiterOptions & { message: string }): Throttle {
  const limiter = createLimiter(options);
  const refuse = (msBeforeNext: number) =>
    new ApiError(429, options.message, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(msBeforeNext / 1000))) },
    });
  return {
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= options.points) throw refuse(state.msBeforeNext);
    },
    async hit(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        // Going over the limit is what the next check() reports; here it only means the count is full.
        if (!(error instanceof RateLimiterRes)) throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
