import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_URL } from '../api/test/harness.ts';
import { postgresLease, redisLease } from './lease.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.warn('[settlement lease] TEST_REDIS_URL is not set: the Redis lease is not tested.');
if (!TEST_DATABASE_URL)
  console.warn('[settlement lease] TEST_DATABASE_URL is not set: the PostgreSQL lease is not tested.');

describe.skipIf(!REDIS_URL)('settlement lease in Redis', () => {
  const redis = REDIS_URL ? new Redis(REDIS_URL) : undefined;
  const key = `bancada:settlement:lease:test-${randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    await redis?.del(key);
    redis?.disconnect();
  });

  it('one holder at a time; the holder renews; a lapsed or released lease goes to the other', async () => {
    // A minute's lease: long enough that no step of the test outlives it on a busy machine; the lapse
    // below is made on purpose.
    const a = redisLease(redis!, 60_000, key);
    const b = redisLease(redis!, 60_000, key);
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    expect(await a.hold()).toBe(true);
    expect(await redis!.get(key)).toBe(a.owner);
    // A holder that stops renewing (killed) loses it once it lapses.
    await redis!.pexpire(key, 1);
    await vi.waitFor(async () => expect(await redis!.exists(key)).toBe(0), { timeout: 2000, interval: 5 });
    expect(await b.hold()).toBe(true);
    expect(await a.hold()).toBe(false);
    // Releasing someone else's lease does nothing; releasing one's own frees it at once.
    await a.release();
    expect(await redis!.get(key)).toBe(b.owner);
    await b.release();
    expect(await a.hold()).toBe(true);
    await a.release();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('settlement lease as a PostgreSQL advisory lock', () => {
  it('one holder at a time; the lock goes with the holder’s connection', async () => {
    const lockKey = `bancada:settlement:test-${randomBytes(6).toString('hex')}`;
    const a = postgresLease(TEST_DATABASE_URL!, lockKey);
    const b = postgresLease(TEST_DATABASE_URL!, lockKey);
    try {
      expect(await a.hold()).toBe(true);
      expect(await b.hold()).toBe(false);
      expect(await a.hold()).toBe(true);
      // Closing the connection (a process killed with -9 closes it too) frees the lock.
      await a.release();
      expect(await b.hold()).toBe(true);
      expect(await a.hold()).toBe(false);
    } finally {
      await a.release();
      await b.release();
    }
  });
});
