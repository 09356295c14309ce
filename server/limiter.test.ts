import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.ts';

describe('createLimiter', () => {
  // Nothing listens on port 1: every Redis command fails at once (no offline queue, no reconnection).
  const unreachable = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  unreachable.on('error', () => {});
  afterAll(() => unreachable.disconnect());

  it('counts in memory while Redis cannot be reached, still refusing past the limit', async () => {
    const limiter = createLimiter({ points: 2, windowSeconds: 60, keyPrefix: 'test', redis: unreachable });
    await limiter.consume('k');
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    await limiter.consume('other');
  });
});
