import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { signUp, startHarness, type CostExtension, type GqlBody, type Harness } from '../test/harness.ts';
import { withCostReport } from './cost-answers.ts';
import { contentTag, createMemoryResponseCache, responseCacheKey } from './response-cache.ts';

// Answers served from the public response cache are charged like executed ones. One clock for the cache
// and the buckets: the entry stays fresh and buckets refill only when a test moves it.
const LIMITS = {
  ...DEFAULT_LIMITS,
  costBucketSize: 300,
  costRefillPerSecond: 10,
  anonymousCostBucketSize: 100,
  anonymousCostRefillPerSecond: 10,
};
const POSTS = `{ blogPosts(first: 20) { edges { node { id title } } } }`;
const clock = createManualClock(1_000_000);
let h: Harness;
const cache = createMemoryResponseCache({ clock });

interface Answer {
  status: number;
  body: GqlBody<unknown>;
  text: string;
  headers: Headers;
}

/** The answer's extensions.cost, which every answer here carries. */
function costOf(answer: Answer): CostExtension {
  const cost = answer.body.extensions?.cost;
  if (!cost) throw new Error(`no extensions.cost in ${answer.text}`);
  return cost;
}

/** A request from `clientIp` (what the HTTP layer passes as the server context). */
async function ask(
  clientIp: string,
  options: { token?: string; headers?: Record<string, string>; query?: string; method?: 'GET' | 'POST' } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const query = options.query ?? POSTS;
  const response = await (options.method === 'GET'
    ? h.bff.yoga.fetch(
        `http://localhost/graphql?query=${encodeURIComponent(query)}`,
        { headers: options.headers },
        { clientIp },
      )
    : h.bff.yoga.fetch(
        'http://localhost/graphql',
        { method: 'POST', headers, body: JSON.stringify({ query }) },
        { clientIp },
      ));
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as GqlBody<unknown>,
    text,
    headers: response.headers,
  };
}

beforeAll(async () => {
  h = await startHarness({ costLimits: LIMITS, clock, responseCache: { cache } });
});
afterAll(() => h.close());

describe('answers from the response cache', () => {
  it('are charged their actual cost to the asking address and report its own fresh figures', async () => {
    clock.advance(60_000);
    cache.clear();
    h.banca.calls.length = 0;
    const miss = await ask('203.0.113.10');
    expect(miss.status).toBe(200);
    const { requested, actual } = costOf(miss);
    expect(actual).toBeGreaterThan(0);
    expect(costOf(miss).remaining).toBe(100 - actual);
    const calls = h.banca.calls.length;

    const hit = await ask('203.0.113.10');
    expect(h.banca.calls.length).toBe(calls); // really served from the cache
    expect(hit.body.data).toEqual(miss.body.data);
    expect(costOf(hit)).toEqual({ requested, actual, limit: 1000, remaining: 100 - 2 * actual });
    expect(hit.headers.get('ratelimit-remaining')).toBe(String(100 - 2 * actual));
    expect(hit.headers.get('ratelimit-limit')).toBe('100');

    // Another address gets the same entry with its own bucket's figures, never the first one's.
    const other = await ask('203.0.113.11');
    expect(costOf(other)).toEqual({ requested, actual, limit: 1000, remaining: 100 - actual });
    expect(other.headers.get('ratelimit-remaining')).toBe(String(100 - actual));
  });

  it('never stores a client’s cost report in the cache entry', async () => {
    clock.advance(60_000);
    cache.clear();
    await ask('203.0.113.12');
    const stored = (await cache.get(responseCacheKey(POSTS, undefined, undefined, 'document'))) as {
      extensions?: Record<string, unknown>;
      stringify(result: unknown): Uint8Array;
    };
    expect(stored).toBeDefined();
    expect(stored.extensions?.cost).toBeUndefined();
    // Its kept bytes hold no cost either: later hits splice their own onto them.
    const hit = await ask('203.0.113.13');
    const kept = Buffer.from(stored.stringify(stored)).toString();
    expect(kept).toContain('"data"');
    expect(kept).not.toContain('"cost"');
    expect(hit.text.match(/"cost"/g)).toHaveLength(1);
  });

  it('drain an address flooding one cached document into 429 with Retry-After and RateLimit headers', async () => {
    clock.advance(60_000);
    cache.clear();
    const first = await ask('198.51.100.20');
    const { actual } = costOf(first);
    const before = h.banca.calls.length;
    let served = 1;
    let refusal: Answer | undefined;
    for (let i = 0; i < 100 && !refusal; i++) {
      const answer = await ask('198.51.100.20');
      if (answer.status === 429) refusal = answer;
      else served++;
    }
    expect(h.banca.calls.length).toBe(before);
    expect(served).toBe(Math.floor(100 / actual));
    expect(refusal).toBeDefined();
    expect(refusal!.body.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(refusal!.body.errors?.[0].message).toBe(
      'Muitas requisições. Aguarde um momento e tente novamente.',
    );
    expect(refusal!.body.data ?? null).toBeNull();
    expect(costOf(refusal!)).toMatchObject({ actual: 0, remaining: 100 - served * actual });
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refusal!.headers.get('ratelimit-remaining')).toBe(String(100 - served * actual));
    expect(refusal!.headers.get('ratelimit-reset')).toMatch(/^\d+$/);
    expect(refusal!.headers.get('etag')).toBeNull();

    // The neighbour is served from the same entry; the flooder again once its bucket refilled.
    expect((await ask('198.51.100.21')).status).toBe(200);
    clock.advance(Number(refusal!.headers.get('retry-after')) * 1000);
    expect((await ask('198.51.100.20')).status).toBe(200);
  });

  it('ask a flooder to wait until its bucket holds the whole requested cost: the retry passes even once the entry is gone', async () => {
    clock.advance(60_000);
    cache.clear();
    const first = await ask('198.51.100.40');
    const { requested, actual } = costOf(first);
    // A hit is charged its actual cost, an execution its requested one: the two waits differ.
    expect(requested).toBeGreaterThan(actual);
    let refusal: Answer | undefined;
    for (let i = 0; i < 100 && !refusal; i++) {
      const answer = await ask('198.51.100.40');
      if (answer.status === 429) refusal = answer;
    }
    expect(refusal).toBeDefined();
    const wait = Number(refusal!.headers.get('retry-after'));
    expect(wait).toBe(
      Math.ceil((requested - costOf(refusal!).remaining!) / LIMITS.anonymousCostRefillPerSecond),
    );
    clock.advance(wait * 1000);
    // The entry expired meanwhile: the retry runs, admitted on its requested cost.
    cache.clear();
    expect((await ask('198.51.100.40')).status).toBe(200);
  });

  it('are charged to a signed-in client’s own bucket, not its address', async () => {
    clock.advance(60_000);
    cache.clear();
    const { token } = await signUp(h, 'Cache Custo');
    clock.advance(60_000);
    // An executed request verifies the token (one Banca call); the hit after it needs none.
    await ask('192.0.2.30', { token, query: '{ viewer { email } }' });
    const miss = await ask('192.0.2.31');
    const { actual } = costOf(miss);
    const calls = h.banca.calls.length;
    const hit = await ask('192.0.2.30', { token });
    expect(h.banca.calls.length).toBe(calls);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('ratelimit-limit')).toBe('300');
    expect(costOf(hit).remaining).toBeLessThanOrEqual(300 - actual);
    // The address's own bucket was not touched by that hit.
    const anonymous = await ask('192.0.2.30');
    expect(costOf(anonymous).remaining).toBe(100 - actual);
  });

  it('charges a made-up bearer token’s hits to its address (no upstream call to verify it)', async () => {
    clock.advance(60_000);
    cache.clear();
    await ask('192.0.2.40');
    const calls = h.banca.calls.length;
    const hit = await ask('192.0.2.41', { token: 'made-up-token' });
    expect(h.banca.calls.length).toBe(calls);
    expect(hit.headers.get('ratelimit-limit')).toBe('100');
  });

  it('answers a GET whose If-None-Match names its content tag by 304, charged as the kept answer it stands for', async () => {
    clock.advance(60_000);
    cache.clear();
    const first = await ask('192.0.2.50');
    const etag = first.headers.get('etag')!;
    // A strong tag of the answer's data, quoted (RFC 9110 §8.8.3), the same on every replica.
    expect(etag).toBe(contentTag(first.body.data));
    const remaining = costOf(first).remaining!;
    for (const tags of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const notModified = await ask('192.0.2.50', { method: 'GET', headers: { 'if-none-match': tags } });
      expect(notModified.status, tags).toBe(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.get('etag')).toBe(etag);
    }
    const again = await ask('192.0.2.50');
    expect(costOf(again).remaining).toBe(remaining - 5 * costOf(first).actual);
    const other = await ask('192.0.2.50', { method: 'GET', headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    // 304 is a GET's answer (RFC 9110 §13.1.2): a POST's condition is ignored and the query answered.
    const posted = await ask('192.0.2.52', { headers: { 'if-none-match': etag } });
    expect([posted.status, posted.body.data]).toEqual([200, first.body.data]);
  });

  it('never answers 304 for what is not that kept answer: a mutation, a private query, another query', async () => {
    clock.advance(60_000);
    cache.clear();
    const etag = (await ask('192.0.2.51')).headers.get('etag')!;
    const cacheKey = responseCacheKey(POSTS, undefined, undefined, 'document');
    for (const tags of [etag, cacheKey, `"${cacheKey}"`]) {
      const other = await ask('192.0.2.51', {
        headers: { 'if-none-match': tags },
        query: '{ blogCategories { name } }',
      });
      expect(other.status, tags).toBe(200);
      const login = await ask('192.0.2.51', {
        headers: { 'if-none-match': tags },
        query:
          'mutation { login(input: { email: "ninguem@example.com", password: "x" }) { token errors { message } } }',
      });
      expect(login.status, tags).toBe(200);
      expect(login.body.data).toMatchObject({ login: { token: null } });
      const viewer = await ask('192.0.2.51', {
        headers: { 'if-none-match': tags },
        query: '{ viewer { email } }',
      });
      expect(viewer.status, tags).toBe(200);
    }
  });
});

describe('withCostReport', () => {
  const cost = { requested: 5, actual: 3, limit: 1000, remaining: 97 };

  it('splices the report onto a kept text instead of serialising the answer again', () => {
    let serialised = 0;
    const text = '{"data":{"a":1}}';
    const kept = {
      data: { a: 1 },
      stringify: () => {
        serialised++;
        return text;
      },
    };
    const reported = withCostReport(kept, cost);
    const out = reported.stringify!(reported);
    expect(JSON.parse(String(out))).toEqual({ data: { a: 1 }, extensions: { cost } });
    expect(serialised).toBe(1);
    expect(kept).not.toHaveProperty('extensions');
  });

  it('splices the report onto kept bytes and answers bytes', () => {
    const text = '{"data":{"a":"ação"}}';
    const kept = { data: { a: 'ação' }, stringify: () => Buffer.from(text) };
    const out = withCostReport(kept, cost).stringify!(kept);
    expect(out).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(Buffer.from(out).toString())).toEqual({ data: { a: 'ação' }, extensions: { cost } });
    const empty = withCostReport({ stringify: () => Buffer.from('{}') }, cost).stringify!({});
    expect(JSON.parse(Buffer.from(empty).toString())).toEqual({ extensions: { cost } });
  });

  it('serialises the whole answer when it has other extensions', () => {
    const kept = { data: { a: 1 }, extensions: { other: true }, stringify: () => '{"data":{"a":1}}' };
    const reported = withCostReport(kept, cost);
    expect(JSON.parse(String(reported.stringify!(reported)))).toEqual({
      data: { a: 1 },
      extensions: { other: true, cost },
    });
  });

  it("serialises a compiled answer in one pass: graphql-jit's stringify is JSON.stringify itself", () => {
    const compiled = { data: { a: 1 }, stringify: JSON.stringify };
    const reported = withCostReport(compiled, cost);
    expect(reported.stringify).toBeUndefined();
    expect(reported).toEqual({ data: { a: 1 }, extensions: { cost } });
  });

  it('overwrites a stale report', () => {
    const stale = { data: {}, extensions: { cost: { ...cost, remaining: 1 } } };
    expect(withCostReport(stale, cost).extensions).toEqual({ cost });
  });
});
