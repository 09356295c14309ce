import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ApiError } from '../errors.ts';

export interface Throttle {
  /** Refuses with 429 when the key has already used up its allowance. */
  check(key: string): Promise<void>;
  /** Counts one event (a failed login, a reset request) against the key. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface LimiterOptions {
  points: number;
  windowSeconds: number;
  /** Names the counter in Redis (and in memory): `bancada:api:login-account`. */
  keyPrefix: string;
  /** Shared by every API replica when given; each replica counts alone without it. */
  redis?: Redis;
}

/**
 * A fixed-window counter per key: in Redis when the API has one, so several replicas share one count,
 * else in this process's memory. When Redis cannot be reached, each replica falls back to counting in
 * memory (rate-limiter-flexible's insurance limiter) instead of failing or letting everything through.
 */
export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const base = { points: options.points, duration: options.windowSeconds, keyPrefix: options.keyPrefix };
  const memory = new RateLimiterMemory(base);
  if (!options.redis) return memory;
  return new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: memory });
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
