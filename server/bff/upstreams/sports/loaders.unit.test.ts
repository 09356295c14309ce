import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger.ts';
import type { Upstream, UpstreamAnswer, UpstreamRequestOptions } from '../http.ts';
import { createSportsLoaders, createSportsPublicData } from './loaders.ts';
import type { SportsResource } from './resources.ts';

/**
 * An upstream that answers each path with the text it is given, and counts the calls and the texts it
 * parsed; like the real wrapper (http.ts), it does not parse a text the caller says it knows.
 */
function scriptedUpstream(options: { withText: boolean }) {
  const texts = new Map<string, string>();
  const calls: string[] = [];
  const parsed: string[] = [];
  const upstream: Upstream = {
    name: 'sports',
    request<T>(path: string, opts?: UpstreamRequestOptions): Promise<UpstreamAnswer<T>> {
      calls.push(path);
      const text = texts.get(path) ?? '{}';
      if (!options.withText) return Promise.resolve({ status: 200, body: JSON.parse(text) as T });
      if (opts?.known?.(text)) return Promise.resolve({ status: 200, body: undefined as T, text });
      parsed.push(path);
      return Promise.resolve({ status: 200, body: JSON.parse(text) as T, text });
    },
  };
  return { upstream, texts, calls, parsed };
}

/** A resource with no shared cache (TTL 0) whose decoder counts its runs. */
function countingResource() {
  const decoded: unknown[] = [];
  const resource: SportsResource<{ score: number }> = {
    name: 'score',
    ttlMs: 0,
    decode(body) {
      decoded.push(body);
      return { score: (body as { score: number }).score };
    },
  };
  return { resource, decoded };
}

describe('sports reads without a shared cache', () => {
  it('call the upstream every time, and parse and decode a body only when its text changed', async () => {
    const { upstream, texts, calls, parsed } = scriptedUpstream({ withText: true });
    const data = createSportsPublicData({ baseUrl: 'http://feed', logger: createLogger('silent'), upstream });
    const { resource, decoded } = countingResource();

    texts.set('/event/1/score', '{"score":1}');
    const first = await data.fetch(resource, '/event/1/score');
    const second = await data.fetch(resource, '/event/1/score');
    expect(calls).toEqual(['/event/1/score', '/event/1/score']);
    expect(decoded).toHaveLength(1);
    expect(parsed).toHaveLength(1);
    expect(second).toBe(first);

    texts.set('/event/1/score', '{"score":2}');
    expect(await data.fetch(resource, '/event/1/score')).toEqual({ score: 2 });
    expect(decoded).toHaveLength(2);
    expect(parsed).toHaveLength(2);
    expect(calls).toHaveLength(3);
  });

  it('keep each path apart, and decode every time when the upstream gives no text', async () => {
    const withText = scriptedUpstream({ withText: true });
    const data = createSportsPublicData({
      baseUrl: 'http://feed',
      logger: createLogger('silent'),
      upstream: withText.upstream,
    });
    const { resource, decoded } = countingResource();
    withText.texts.set('/event/1/score', '{"score":1}');
    withText.texts.set('/event/2/score', '{"score":1}');
    expect(await data.fetch(resource, '/event/1/score')).toEqual({ score: 1 });
    expect(await data.fetch(resource, '/event/2/score')).toEqual({ score: 1 });
    expect(decoded).toHaveLength(2);

    const without = scriptedUpstream({ withText: false });
    const plain = createSportsPublicData({
      baseUrl: 'http://feed',
      logger: createLogger('silent'),
      upstream: without.upstream,
    });
    const counting = countingResource();
    without.texts.set('/event/1/score', '{"score":1}');
    await plain.fetch(counting.resource, '/event/1/score');
    await plain.fetch(counting.resource, '/event/1/score');
    expect(counting.decoded).toHaveLength(2);
  });
});

describe('per-request loaders', () => {
  it("read as of the request's arrival: what landed after it serves the request, long past its TTL", async () => {
    let now = 1_000;
    const { upstream, calls } = scriptedUpstream({ withText: true });
    const data = createSportsPublicData({
      baseUrl: 'http://feed',
      logger: createLogger('silent'),
      upstream,
      now: () => now,
    });
    const early = createSportsLoaders(data, { requestId: 'early', asOf: 1_000 });
    // Past the 5 s the votes stay fresh.
    const late = createSportsLoaders(data, { requestId: 'late', asOf: 7_000 });
    now = 1_002;
    await createSportsLoaders(data, { requestId: 'first', asOf: 1_002 }).votes(1);
    // Far past the votes' TTL: the request that arrived at 1,000 still reads what landed at 1,002, and
    // the one that arrived after it had expired asks the feed itself.
    now = 1_000_000;
    await early.votes(1);
    expect(calls).toEqual(['/event/1/votes']);
    await late.votes(1);
    expect(calls).toEqual(['/event/1/votes', '/event/1/votes']);
    // Loaders without an arrival (a subscription's) read as of each read: past the TTL, the feed again.
    now = 2_000_000;
    await createSportsLoaders(data, { requestId: 'subscription' }).votes(1);
    expect(calls).toHaveLength(3);
  });
});
