import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { createManualClock } from '../../clock.ts';
import { EVENT_DETAIL, FEED_START, serveSimulatedFeed, type SimulatedFeed } from '../test/sports-harness.ts';
import { bareBffOptions } from '../test/harness.ts';
import { createUpstream } from '../upstreams/http.ts';
import { createBff, type Bff } from '../yoga.ts';

/**
 * The web app's persisted documents run compiled (graphql-jit) and their public answers are kept by the
 * response cache: both replace the execute function, so their order in yoga.ts decides which one runs. The
 * cache must wrap the compiled executor (its wrapper rewrites the document and stores the result), never be
 * replaced by it; @envelop/response-cache warns on every miss when its wrapper was not called.
 */
let feed: SimulatedFeed;
let bff: Bff;
const calls: string[] = [];
let eventId: number;

beforeAll(async () => {
  feed = await serveSimulatedFeed();
  const sportsApiUrl = feed.url;
  const http = createUpstream({ name: 'sports', baseUrl: sportsApiUrl, timeoutMs: 2_000 });
  bff = createBff({
    ...bareBffOptions(),
    sportsApiUrl,
    sportsUpstream: {
      name: 'sports',
      request(path, options) {
        calls.push(path);
        return http.request(path, options);
      },
    },
    persisted: { get: (id) => (id === 'event-page' ? EVENT_DETAIL : null) },
    costLimits: { ...DEFAULT_LIMITS, anonymousCostBucketSize: 1e9 },
    clock: createManualClock(FEED_START),
  });
  eventId = await feed.firstLiveEventId();
});

afterAll(async () => {
  await bff?.close();
  await feed?.close();
});

async function eventPage(): Promise<{ text: string; data: unknown; headers: Headers }> {
  const response = await bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ doc_id: 'event-page', variables: { id: eventId } }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { text, data: body.data, headers: response.headers };
}

describe('a persisted document, compiled, under the response cache', () => {
  it("runs through the cache's execute function, is stored, and is answered from the cache", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      calls.length = 0;
      const first = await eventPage();
      const upstream = calls.length;
      expect(upstream).toBeGreaterThan(1);
      const second = await eventPage();
      expect(calls).toHaveLength(upstream);
      expect(second.data).toStrictEqual(first.data);
      // A hit is answered with the entry's kept bytes and its own cost report, measured in bytes (the
      // page's pt-BR labels are not ASCII, so characters and bytes differ).
      expect(Buffer.byteLength(second.text)).toBeGreaterThan(second.text.length);
      // No Accept header: the GraphQL-over-HTTP media type, as for an answer that ran (plugins/errors.ts).
      expect(second.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
      expect(Number(second.headers.get('content-length'))).toBe(Buffer.byteLength(second.text));
      const { extensions } = JSON.parse(second.text) as { extensions?: { cost?: { actual?: number } } };
      expect(extensions?.cost?.actual).toBeGreaterThan(0);
      // The typenames and ids the cache adds to the document for its own use never reach the answer.
      expect(first.text).not.toContain('__responseCache');
      const complaints = warn.mock.calls.filter((args) => String(args[0]).includes('[useResponseCache]'));
      expect(complaints).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
