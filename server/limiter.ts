import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterOptions {
  points: number;
  windowSeconds: number;
  /** Names the counter in Redis (and in memory): `bancada:api:login-account`. */
  keyPrefix: string;
  /** Shared by every replica when given; each process counts alone without it. */
  redis?: Redis;
}

/**
 * A fixed-window counter per key, for the API's throttles and both roles' request ceilings: in Redis when
 * there is one, so replicas share one count, else in this process's memory. When Redis cannot be reached,
 * each process falls back to counting in memory (rate-limiter-flexible's insurance limiter) instead of
 * failing the request or letting everything through. Give it a client from server/redis.ts: with no offline
 * queue and a command timeout, the fallback answers at once while Redis is down and within
 * REDIS_COMMAND_TIMEOUT_MS while it hangs (limiter.test.ts).
 */
export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const base = { points: options.points, duration: options.windowSeconds, keyPrefix: options.keyPrefix };
  const memory = new RateLimiterMemory(base);
  if (!options.redis) return memory;
  return new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: memory });
}
