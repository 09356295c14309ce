import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../errors.ts';

export interface Throttle {
  /** Refuses with 429 when the key has already used up its allowance. */
  check(key: string): Promise<void>;
  /** Counts one event (a failed login, a reset request) against the key. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Counts events per key in a fixed window held in memory. Memory is enough for one process; several API
 * replicas would each allow the limit, which still bounds guessing.
 */
export function createThrottle(options: {
  points: number;
  windowSeconds: number;
  message: string;
}): Throttle {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.windowSeconds });
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
