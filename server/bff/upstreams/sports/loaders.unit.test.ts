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
  it("read as of the request's arrival, a second back at most", async () => {
    let now = 1_000;
    const { upstream, calls } = scriptedUpstream({ withText: true });
    const data = createSportsPublicData({
      baseUrl: 'http://feed',
      logger: createLogger('silent'),
      upstream,
      now: () => now,
    });
    const votes = (asOf?: number) => createSportsLoaders(data, { requestId: 'r', asOf }).votes(1);
    await votes(1_000);
    expect(calls).toHaveLength(1);
    // The votes, fresh for 5 s, expired at 6,000: a request that arrived at 5,900 still reads them, one
    // that arrived at 6,100 asks the feed.
    now = 6_500;
    await votes(5_900);
    expect(calls).toHaveLength(1);
    await votes(6_100);
    expect(calls).toHaveLength(2);
    // Loaders without an arrival (a subscription's) read as of each read.
    now = 20_000;
    await votes();
    expect(calls).toHaveLength(3);
    // Read at 26,500, an arrival at 24,000 counts as one at 25,500, after the votes expired (25,000).
    now = 26_500;
    await votes(24_000);
    expect(calls).toHaveLength(4);
  });
});
