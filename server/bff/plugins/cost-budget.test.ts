import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBuckets, createRedisBuckets } from './cost-budget.ts';

const POLICY = { size: 100, refillPerSecond: 10 };

const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL)
  console.warn('[cost-budget] TEST_REDIS_URL is not set: the cost buckets on real Redis are skipped.');

describe('cost buckets in memory', () => {
  it('drains, refuses with the wait until the points are back, refills with the clock, and refunds', async () => {
    let now = 0;
    const buckets = createMemoryBuckets(() => now);
    expect(await buckets.take('a', 60, POLICY)).toMatchObject({ allowed: true, remaining: 40 });
    const refused = await buckets.take('a', 60, POLICY);
    expect(refused).toMatchObject({ allowed: false, remaining: 40, retryAfterMs: 2000, resetMs: 6000 });
    now += 2000;
    expect(await buckets.take('a', 60, POLICY)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await buckets.refund('a', 50, POLICY)).remaining).toBe(50);
    // Another key is untouched.
    expect((await buckets.take('b', 0, POLICY)).remaining).toBe(100);
  });

  it('spends past what is left, and refuses until the refill has paid the debt', async () => {
    let now = 0;
    const buckets = createMemoryBuckets(() => now);
    expect(await buckets.take('a', 90, POLICY)).toMatchObject({ allowed: true, remaining: 10 });
    expect(await buckets.spend('a', 50, POLICY)).toMatchObject({
      allowed: true,
      remaining: 0,
      resetMs: 14_000,
    });
    // 40 points owed: the next point is there after 4.1 s.
    expect(await buckets.take('a', 1, POLICY)).toMatchObject({ allowed: false, retryAfterMs: 4100 });
    now += 4100;
    expect(await buckets.take('a', 1, POLICY)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('falls back to memory at once when Redis fails', async () => {
    const broken = {
      defineCommand() {},
      bancadaCostBucket: () => Promise.reject(new Error('down')),
    } as never;
    const warnings: unknown[] = [];
    const buckets = createRedisBuckets({
      redis: broken,
      timeoutMs: 50,
      now: () => 0,
      onFallback: (e) => warnings.push(e),
    });
    expect(await buckets.take('a', 30, POLICY)).toMatchObject({ allowed: true, remaining: 70 });
    expect(await buckets.take('a', 30, POLICY)).toMatchObject({ allowed: true, remaining: 40 });
    expect(warnings).toHaveLength(1);
  });
});

describe.skipIf(!TEST_REDIS_URL)('cost buckets in Redis (TEST_REDIS_URL)', () => {
  // Two connections stand for two BFF replicas; every run has keys of its own.
  const replicas = TEST_REDIS_URL ? [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)] : [];
  const keyPrefix = `bancada:test:cost:${process.pid}:${Date.now()}:`;
  const [a, b] = replicas as [Redis, Redis];
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    const keys = await a.keys(`${keyPrefix}*`);
    if (keys.length > 0) await a.del(...keys);
    await Promise.all(replicas.map((redis) => redis.quit()));
  });
  const failOnFallback = (error: unknown) => {
    throw new Error(`fell back to memory: ${String(error)}`);
  };
  const buckets = (redis: Redis, now?: () => number) =>
    createRedisBuckets({ redis, timeoutMs: 2000, now, keyPrefix, onFallback: failOnFallback });

  it('drains, refuses with the wait, refills on an injected clock and refunds, atomically in Redis', async () => {
    let now = 5_000_000;
    const bucket = buckets(a, () => now);
    expect(await bucket.take('drain', 60, POLICY)).toMatchObject({ allowed: true, remaining: 40 });
    expect(await bucket.take('drain', 60, POLICY)).toMatchObject({
      allowed: false,
      remaining: 40,
      retryAfterMs: 2000,
      resetMs: 6000,
    });
    now += 2000;
    expect(await bucket.take('drain', 60, POLICY)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await bucket.refund('drain', 50, POLICY)).remaining).toBe(50);
    // A refund never fills past the size, and a full bucket is not kept at all.
    expect((await bucket.refund('drain', 500, POLICY)).remaining).toBe(100);
    expect(await a.exists(`${keyPrefix}drain`)).toBe(0);
    expect((await bucket.take('other', 0, POLICY)).remaining).toBe(100);
  });

  it('spends past what is left in Redis, as in memory', async () => {
    let now = 7_000_000;
    const bucket = buckets(a, () => now);
    expect(await bucket.take('debt', 90, POLICY)).toMatchObject({ allowed: true, remaining: 10 });
    expect(await bucket.spend('debt', 50, POLICY)).toMatchObject({
      allowed: true,
      remaining: 0,
      resetMs: 14_000,
    });
    expect(await bucket.take('debt', 1, POLICY)).toMatchObject({ allowed: false, retryAfterMs: 4100 });
    now += 4100;
    expect(await bucket.take('debt', 1, POLICY)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('keeps a draining bucket only until it would be full again', async () => {
    const bucket = buckets(a, () => 1_000);
    await bucket.take('expiry', 30, POLICY);
    // 30 points back at 10 per second: 3 s, plus a second of margin.
    const ttl = await a.pttl(`${keyPrefix}expiry`);
    expect(ttl).toBeGreaterThan(3000);
    expect(ttl).toBeLessThanOrEqual(4000);
  });

  it('is one bucket for two replicas: what one takes the other cannot, what one refunds the other sees', async () => {
    const first = buckets(a);
    const second = buckets(b);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).take('shared', 15, POLICY)),
    );
    // 100 points, 15 each: six pass whichever replica asked, the other four are refused.
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(6);
    expect((await second.take('shared', 15, POLICY)).allowed).toBe(false);
    await first.refund('shared', 60, POLICY);
    expect(await second.take('shared', 60, POLICY)).toMatchObject({ allowed: true });
  });

  it('refills on Redis’s clock, never a replica’s: one an hour ahead does not refill the bucket', async () => {
    const honest = buckets(a);
    expect((await honest.take('clock', 100, POLICY)).allowed).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3600_000);
    const ahead = buckets(b);
    const refused = await ahead.take('clock', 50, POLICY);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(4000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(5000);
    vi.useRealTimers();

    // Two seconds later by Redis's clock (the state's stamp moved back instead of waiting): 20 points back.
    const [seconds, micros] = await a.time();
    const redisNow = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    await a.hset(`${keyPrefix}clock`, 'tokens', '0', 'at', String(redisNow - 2000));
    const refilled = await honest.take('clock', 0, POLICY);
    expect(refilled.remaining).toBeGreaterThanOrEqual(20);
    expect(refilled.remaining).toBeLessThan(25);
  });
});
