import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { bareBffOptions } from './test/harness.ts';
import type { Upstream, UpstreamAnswer } from './upstreams/http.ts';
import { createBff, type BffServerContext } from './yoga.ts';

// The feed's live football list, counted: it stays fresh 3 s in the shared sports cache.
const feedCalls: string[] = [];
const feed: Upstream = {
  name: 'sports',
  request<T>(path: string): Promise<UpstreamAnswer<T>> {
    feedCalls.push(path);
    return Promise.resolve({ status: 200, body: { events: [] } as T });
  },
};
const clock = createManualClock(1_000_000);
const bff = createBff({ ...bareBffOptions(), sportsUpstream: feed, responseCache: false, clock });
afterAll(() => bff.close());

/** The live list's count, with the arrival the route stamps (none: as yoga.fetch alone sends it). */
async function liveCount(server: BffServerContext = {}): Promise<number> {
  const response = await bff.yoga.fetch(
    'http://localhost/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ sport(slug: "football") { liveEvents { totalCount } } }' }),
    },
    server,
  );
  const body = (await response.json()) as { data: { sport: { liveEvents: { totalCount: number } } } };
  return body.data.sport.liveEvents.totalCount;
}

describe('the sports data of a request', () => {
  it("is read as of the request's arrival, which the route hands to Yoga", async () => {
    expect(await liveCount({ arrivedAt: 1_000_000 })).toBe(0);
    expect(feedCalls).toHaveLength(1);
    // The list expired at 1,003,000: a request that arrived before still reads it, one after asks again.
    clock.set(1_003_500);
    await liveCount({ arrivedAt: 1_002_900 });
    expect(feedCalls).toHaveLength(1);
    await liveCount({ arrivedAt: 1_003_100 });
    expect(feedCalls).toHaveLength(2);
    // Without an arrival, as of the read.
    clock.set(1_007_000);
    await liveCount();
    expect(feedCalls).toHaveLength(3);
  });
});
