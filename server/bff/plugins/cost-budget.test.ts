import { describe, expect, it } from 'vitest';
import { createMemoryBuckets, createRedisBuckets } from './cost-budget.ts';

const POLICY = { size: 100, refillPerSecond: 10 };

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
