import { describe, expect, it } from 'vitest';
import { createTtlCache, MAX_ARRIVAL_LAG_MS } from './cache.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function counter() {
  const counts = { hit: 0, miss: 0 };
  return { counts, metrics: { cacheHit: () => counts.hit++, cacheMiss: () => counts.miss++ } };
}

describe('createTtlCache', () => {
  it('serves a value until its TTL expires, then loads again', async () => {
    const c = clock();
    const { counts, metrics } = counter();
    const cache = createTtlCache({ now: c.now, metrics });
    let loads = 0;
    const load = async () => ++loads;

    expect(await cache.get('event', '/event/1', 5_000, load)).toBe(1);
    c.advance(4_999);
    expect(await cache.get('event', '/event/1', 5_000, load)).toBe(1);
    c.advance(1);
    expect(await cache.get('event', '/event/1', 5_000, load)).toBe(2);
    expect(counts).toEqual({ hit: 1, miss: 2 });
  });

  it("judges freshness as of the caller's arrival: a value that settled after it serves it, TTL 0 or not", async () => {
    const c = clock(1_000);
    const { counts, metrics } = counter();
    const cache = createTtlCache({ now: c.now, metrics });
    let loads = 0;
    const load = async () => ++loads;

    // Settles at 1,000 with no TTL: a caller without an arrival, or one that arrived after it, loads again.
    expect(await cache.get('event', '/event/1', 0, load)).toBe(1);
    expect(await cache.get('event', '/event/1', 0, load)).toBe(2);
    c.advance(5);
    expect(await cache.get('event', '/event/1', 0, load, { asOf: 1_001 })).toBe(3);
    // Settled at 1,005: it serves every caller that arrived by then, however late it asks.
    c.advance(20);
    expect(await cache.get('event', '/event/1', 0, load, { asOf: 1_003 })).toBe(3);
    expect(await cache.get('event', '/event/1', 0, load, { asOf: 1_005 })).toBe(3);
    expect(await cache.get('event', '/event/1', 0, load, { asOf: 1_006 })).toBe(4);
    expect(loads).toBe(4);
    expect(counts).toEqual({ hit: 2, miss: 4 });
  });

  it('serves an entry that expired after the caller arrived, never one expired before', async () => {
    const c = clock(1_000_000);
    const cache = createTtlCache({ now: c.now });
    let loads = 0;
    const load = async () => ++loads;

    expect(await cache.get('event', '/event/1', 5_000, load)).toBe(1);
    c.advance(5_500);
    expect(await cache.get('event', '/event/1', 5_000, load, { asOf: 1_004_999 })).toBe(1);
    expect(await cache.get('event', '/event/1', 5_000, load, { asOf: 1_005_000 })).toBe(2);
    expect(loads).toBe(2);
  });

  it('counts an arrival at most MAX_ARRIVAL_LAG_MS back', async () => {
    const c = clock(1_000_000);
    const cache = createTtlCache({ now: c.now });
    let loads = 0;
    const load = async () => ++loads;

    expect(await cache.get('event', '/event/1', 5_000, load)).toBe(1);
    // Fresh when the caller arrived (1,004,000), but that is more than a second before its call: read as
    // of 1,005,500, after the entry expired.
    c.advance(5_000 + MAX_ARRIVAL_LAG_MS + 500);
    expect(await cache.get('event', '/event/1', 5_000, load, { asOf: 1_004_000 })).toBe(2);
  });

  it('keeps an entry too old for one caller for the callers that arrived before it settled', async () => {
    const c = clock(1_000);
    const cache = createTtlCache({ now: c.now });
    const releases: Array<(value: string) => void> = [];
    const load = () => new Promise<string>((resolve) => releases.push(resolve));

    const first = cache.get('event', '/event/1', 0, load, { asOf: 1_000 });
    await Promise.resolve();
    releases[0]('primeiro');
    expect(await first).toBe('primeiro');
    c.advance(10);
    // A later arrival starts a flight; one that arrived before the first value settled still reads it
    // (had it been dropped, that caller would join the second flight and read its value).
    const later = cache.get('event', '/event/1', 0, load, { asOf: 1_010 });
    const earlier = cache.get('event', '/event/1', 0, load, { asOf: 999 });
    await Promise.resolve();
    releases[1]('segundo');
    expect(await earlier).toBe('primeiro');
    expect(await later).toBe('segundo');
    expect(releases).toHaveLength(2);
  });

  it('shares one in-flight load among concurrent callers', async () => {
    const cache = createTtlCache({ now: clock().now });
    let loads = 0;
    let release!: (v: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => cache.get('odds', '/event/1/odds/1/all', 5_000, load));
    await Promise.resolve();
    release('odds');
    expect(await Promise.all(waiting)).toEqual(Array(50).fill('odds'));
    expect(loads).toBe(1);
  });

  it('caches a null ("no coverage") answer like any other', async () => {
    const c = clock();
    const cache = createTtlCache({ now: c.now });
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    expect(await cache.get('votes', '/event/1/votes', 5_000, load)).toBeNull();
    expect(await cache.get('votes', '/event/1/votes', 5_000, load)).toBeNull();
    expect(loads).toBe(1);
  });

  it('does not cache failures, and hands one failure to every waiter of that flight', async () => {
    const cache = createTtlCache({ now: clock().now });
    let loads = 0;
    const failing = async () => {
      loads++;
      throw new Error('upstream 500');
    };
    const results = await Promise.allSettled([
      cache.get('x', 'k', 5_000, failing),
      cache.get('x', 'k', 5_000, failing),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    expect(await cache.get('x', 'k', 5_000, async () => 'recovered')).toBe('recovered');
    expect(loads).toBe(1);
  });

  it('does not leave a flight behind when the loader throws synchronously', async () => {
    const cache = createTtlCache({ now: clock().now });
    const sync = () => {
      throw new Error('boom');
    };
    await expect(cache.get('x', 'k', 5_000, sync as () => Promise<never>)).rejects.toThrow('boom');
    expect(await cache.get('x', 'k', 5_000, async () => 'ok')).toBe('ok');
  });

  it('takes the TTL from the value when given a function', async () => {
    const c = clock();
    const cache = createTtlCache({ now: c.now });
    let confirmed = false;
    let loads = 0;
    const load = async () => ({ confirmed, n: ++loads });
    const ttl = (v: { confirmed: boolean }) => (v.confirmed ? 300_000 : 5_000);

    await cache.get('lineups', 'l', ttl, load);
    c.advance(5_000);
    confirmed = true;
    await cache.get('lineups', 'l', ttl, load);
    c.advance(200_000);
    expect((await cache.get('lineups', 'l', ttl, load)).n).toBe(2);
  });

  it('evicts the least recently used entry beyond its bound', async () => {
    const cache = createTtlCache({ now: clock().now, maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('c', 'a', 60_000, load);
    await cache.get('c', 'b', 60_000, load);
    await cache.get('c', 'a', 60_000, load); // a is now the most recent
    await cache.get('c', 'c', 60_000, load); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('c', 'a', 60_000, load)).toBe(1);
    expect(await cache.get('c', 'b', 60_000, load)).toBe(4);
  });
});

describe('createTtlCache with an operation signal', () => {
  it("one waiter's abort never fails another waiter of the same in-flight load", async () => {
    const cache = createTtlCache();
    let answer!: (value: string) => void;
    let loads = 0;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (answer = resolve));
    };
    const first = new AbortController();
    const second = new AbortController();
    const a = cache.get('event', '/event/1', 5_000, load, { signal: first.signal });
    const b = cache.get('event', '/event/1', 5_000, load, { signal: second.signal });
    const deadline = new Error('deadline of the first operation');
    first.abort(deadline);
    await expect(a).rejects.toBe(deadline);
    answer('shared');
    expect(await b).toBe('shared');
    expect(loads).toBe(1);
    // The load went on for the cache: the next operation gets it without a call.
    expect(await cache.get('event', '/event/1', 5_000, load)).toBe('shared');
    expect(loads).toBe(1);
  });

  it('counts a load against the caller only when one starts (not on hits or joins)', async () => {
    const cache = createTtlCache();
    let started = 0;
    const beforeLoad = () => void started++;
    let answer!: (value: number) => void;
    const load = () => new Promise<number>((resolve) => (answer = resolve));
    const first = cache.get('c', 'k', 5_000, load, { beforeLoad });
    const joined = cache.get('c', 'k', 5_000, load, { beforeLoad });
    await Promise.resolve();
    answer(1);
    expect(await first).toBe(1);
    expect(await joined).toBe(1);
    expect(await cache.get('c', 'k', 5_000, load, { beforeLoad })).toBe(1);
    expect(started).toBe(1);
  });

  it('starts nothing when the caller is out of budget or already aborted', async () => {
    const cache = createTtlCache();
    let loads = 0;
    const load = async () => ++loads;
    const spent = new Error('budget spent');
    await expect(
      cache.get('c', 'k', 5_000, load, {
        beforeLoad: () => {
          throw spent;
        },
      }),
    ).rejects.toBe(spent);
    const aborted = AbortSignal.abort(new Error('late'));
    await expect(cache.get('c', 'k', 5_000, load, { signal: aborted })).rejects.toThrow('late');
    expect(loads).toBe(0);
    // Nothing was left in flight: a caller with budget loads it.
    expect(await cache.get('c', 'k', 5_000, load)).toBe(1);
  });
});
