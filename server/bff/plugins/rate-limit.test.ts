import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createFloodGuard } from './rate-limit.ts';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL)
  console.warn('[rate-limit] TEST_REDIS_URL is not set: the flood guard on real Redis is skipped.');

describe.skipIf(!TEST_REDIS_URL)('flood guard on real Redis', () => {
  const redis = TEST_REDIS_URL ? new Redis(TEST_REDIS_URL, { lazyConnect: true }) : undefined;
  afterAll(async () => {
    await redis?.quit();
  });

  it('peeks at the shared counts without counting: refused once full, with the window left', async () => {
    const guard = createFloodGuard({ perIp: 3, windowSeconds: 60, redis })!;
    // A key of its own: other runs may count in the same Redis.
    const ip = `flood-peek-${crypto.randomUUID()}`;
    expect(await guard.peek(ip, undefined)).toEqual({});
    await guard.count(ip, undefined);
    await guard.count(ip, undefined);
    for (let i = 0; i < 5; i++) expect(await guard.peek(ip, undefined)).toEqual({});
    expect((await guard.count(ip, undefined)).refused).toBeUndefined();
    const { refused } = await guard.peek(ip, undefined);
    expect(refused?.msBeforeNext).toBeGreaterThan(0);
    expect(refused?.msBeforeNext).toBeLessThanOrEqual(60_000);
    // Another replica's guard reads the same count.
    const other = await createFloodGuard({ perIp: 3, windowSeconds: 60, redis })!.peek(ip, undefined);
    expect(other.refused?.consumedPoints).toBe(3);
  });
});
