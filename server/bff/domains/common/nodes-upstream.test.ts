import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../limits.ts';
import { bareBffOptions } from '../../test/harness.ts';
import { serveSimulatedFeed, type SimulatedFeed } from '../../test/sports-harness.ts';
import { createUpstream, UpstreamError, type UpstreamAnswer } from '../../upstreams/http.ts';
import { createBff, type Bff } from '../../yoga.ts';
import { encodeId } from './global-id.ts';

/** An event whose page the feed fails to answer (500), beside the simulated feed's real ones. */
const FAILING_EVENT = 777;

let feed: SimulatedFeed;
let bff: Bff;
let liveEventId: number;

beforeAll(async () => {
  feed = await serveSimulatedFeed();
  const http = createUpstream({ name: 'sports', baseUrl: feed.url, timeoutMs: 5_000 });
  bff = createBff({
    ...bareBffOptions(),
    sportsApiUrl: feed.url,
    sportsUpstream: {
      name: 'sports',
      request<T>(path: string, options?: Parameters<typeof http.request>[1]): Promise<UpstreamAnswer<T>> {
        if (path === `/event/${FAILING_EVENT}`)
          return Promise.reject(new UpstreamError('sports', 'http', 'answered 500', { status: 500 }));
        return http.request<T>(path, options);
      },
    },
    costLimits: { ...DEFAULT_LIMITS, anonymousCostBucketSize: 1e9 },
    responseCache: false,
  });
  liveEventId = await feed.firstLiveEventId();
});
afterAll(async () => {
  await bff?.close();
  await feed?.close();
});

it('nodes(ids:): an id whose load fails is null with its own error, and the rest of the answer stands', async () => {
  const response = await bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($ids: [ID!]!) { sport(slug: "football") { name } nodes(ids: $ids) { id } }',
      variables: { ids: [encodeId('Event', liveEventId), encodeId('Event', FAILING_EVENT)] },
    }),
  });
  const body = (await response.json()) as {
    data: { sport: { name: string }; nodes: Array<{ id: string } | null> } | null;
    errors?: Array<{ path?: unknown[]; extensions: { code: string } }>;
  };
  expect(body.data).toEqual({
    sport: { name: 'Futebol' },
    nodes: [{ id: encodeId('Event', liveEventId) }, null],
  });
  expect(body.errors?.map((e) => [e.path, e.extensions.code])).toEqual([
    [['nodes', 1], 'UPSTREAM_UNAVAILABLE'],
  ]);
});
