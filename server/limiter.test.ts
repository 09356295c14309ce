import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './limits.ts';
import { createLimiter } from './limiter.ts';
import { closeRedisClient, createRedisClient, waitForRedis } from './redis.ts';
import { startHangingRedis } from './test/hanging-redis.ts';

const limits = { redisCommandTimeoutMs: 100 };

describe('createLimiter', () => {
  // Nothing listens on port 1: every Redis command fails at once (no offline queue).
  const unreachable = createRedisClient('redis://127.0.0.1:1', { limits: DEFAULT_LIMITS, name: 'test' });
  let hanging: Awaited<ReturnType<typeof startHangingRedis>>;
  let silent: ReturnType<typeof createRedisClient>;
  beforeAll(async () => {
    hanging = await startHangingRedis();
    silent = createRedisClient(hanging.url, { limits, name: 'test' });
    expect(await waitForRedis(silent, 2000)).toBe(true);
  });
  afterAll(async () => {
    await closeRedisClient(unreachable);
    await closeRedisClient(silent);
    await hanging.close();
  });

  it('counts in memory while Redis cannot be reached, still refusing past the limit', async () => {
    const limiter = createLimiter({ points: 2, windowSeconds: 60, keyPrefix: 'test', redis: unreachable });
    const started = performance.now();
    await limiter.consume('k');
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    await limiter.consume('other');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('answers from memory within the command timeout when Redis stops answering', async () => {
    const limiter = createLimiter({ points: 1, windowSeconds: 60, keyPrefix: 'test', redis: silent });
    const started = performance.now();
    await limiter.consume('k');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(limits.redisCommandTimeoutMs - 5);
    expect(elapsed).toBeLessThan(limits.redisCommandTimeoutMs + 400);
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
  });
});
