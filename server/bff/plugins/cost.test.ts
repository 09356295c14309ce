import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { EVERY_EVENT_SECTION } from '../test/sports-harness.ts';
import { startHarness, typed, type Harness } from '../test/harness.ts';
import { UPSTREAM_CALL } from './cost-model.ts';
import { UpstreamError, type Upstream } from '../upstreams/http.ts';

// A small signed-in bucket and a smaller anonymous one, on a clock the tests move by hand.
const LIMITS = {
  ...DEFAULT_LIMITS,
  costBucketSize: 300,
  costRefillPerSecond: 10,
  anonymousCostBucketSize: 100,
  anonymousCostRefillPerSecond: 10,
};
const clock = createManualClock(1_000_000);
let h: Harness;
let token: string;
// A feed that knows no event: every call answers 404.
const feedCalls: string[] = [];
const unknownFeed: Upstream = {
  name: 'sports',
  request(path) {
    feedCalls.push(path);
    return Promise.reject(new UpstreamError('sports', 'http', 'HTTP 404', { status: 404 }));
  },
};

beforeAll(async () => {
  h = await startHarness({ costLimits: LIMITS, clock, responseCache: false, sportsUpstream: unknownFeed });
  const signup = await h.gql<{ signup: { token: string } }>(
    `mutation($input: SignupInput!) { signup(input: $input) { token errors { message } } }`,
    {
      input: {
        name: 'Custo',
        email: 'custo@example.com',
        password: 'senha-boa-1',
        passwordConfirmation: 'senha-boa-1',
      },
    },
  );
  token = signup.body.data.signup.token;
  expect(token).toBeTruthy();
  clock.advance(60_000); // the sign-up's own cost is long refilled
});
afterAll(() => h.close());

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `"${Buffer.from(`BlogPost:p${i}`).toString('base64')}"`);

describe('cost before execution', () => {
  it('refuses nodes(ids:) over the list maximum with BAD_USER_INPUT, before any upstream call', async () => {
    h.banca.calls.length = 0;
    const answer = await h.gql<unknown>(`{ nodes(ids: [${ids(101).join(',')}]) { id } }`);
    // Refused whole, before execution: a request error (GraphQL over HTTP).
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'ids',
      maximum: 100,
    });
    expect(answer.body.errors?.[0].message).toContain('100');
    expect(answer.body.data).toBeUndefined();
    expect(h.banca.calls).toEqual([]);
  });

  it('refuses a `first` over the maximum with BAD_USER_INPUT naming the argument', async () => {
    const answer = await h.gql<unknown>(
      `{ sport(slug: "football") { liveEvents(first: 101) { totalCount } } }`,
    );
    expect(answer.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'first',
      maximum: 100,
    });
    // Located at the field that asks for too many: a document may have several.
    expect(answer.body.errors?.[0]).toMatchObject({ locations: [{ line: 1, column: 29 }] });
    // The blog's own maximum is the API's page, 50.
    const posts = await h.gql<unknown>(`{ blogPosts(first: 51) { edges { node { id } } } }`);
    expect(posts.body.errors?.[0].extensions).toMatchObject({ argument: 'first', maximum: 50 });
  });

  it('refuses an operation over the per-request cost with COST_LIMIT and the computed cost, fetching nothing', async () => {
    h.banca.calls.length = 0;
    // 3 + 50 × (1 + 3 + 100 × 1): nested lists multiply.
    const answer = await h.gql<unknown>(
      `{ blogPosts(first: 50) { edges { node { relatedPosts(first: 100) { category { name } } } } } }`,
    );
    const error = answer.body.errors?.[0];
    expect(error?.extensions.code).toBe('COST_LIMIT');
    expect(error?.extensions.cost).toEqual({ requested: 3 + 50 * (1 + 3 + 100), limit: 1000 });
    expect(answer.body.extensions?.cost).toMatchObject({ requested: 5_203, actual: 0, limit: 1000 });
    expect(h.banca.calls).toEqual([]);
  });
});

/** 2 × (3 + 45) points asked: more than an anonymous bucket of 100 holds after a few requests. */
const HEAVY = `{ a: blogPosts(first: 45) { edges { node { title } } } b: blogPosts(first: 45) { edges { node { slug } } } }`;

describe('extensions.cost and budgets', () => {
  it('reports requested, actual (refunded), limit and remaining on a success, with RateLimit headers', async () => {
    clock.advance(60_000);
    const posts = await h.gql<{ blogPosts: { edges: Array<{ node: { slug: string } }> } }>(
      `{ blogPosts(first: 1) { edges { node { slug } } } }`,
    );
    const slug = posts.body.data.blogPosts.edges[0].node.slug;
    clock.advance(60_000);
    const answer = await h.gql<{ blogPost: { relatedPosts: unknown[] } }>(
      `query($slug: String!) { blogPost(slug: $slug) { relatedPosts(first: 50) { category { name } } } }`,
      { slug },
    );
    expect(answer.body.errors).toBeUndefined();
    // Asked: the post 3, its related posts 3 + 50 × 1. Actual: the related posts really returned.
    const returned = answer.body.data.blogPost.relatedPosts.length;
    expect(returned).toBeLessThan(50);
    const actual = 3 + 3 + returned;
    expect(answer.body.extensions?.cost).toEqual({
      requested: 56,
      actual,
      limit: 1000,
      remaining: 100 - actual,
    });
    expect(answer.headers.get('ratelimit-limit')).toBe('100');
    expect(answer.headers.get('ratelimit-remaining')).toBe(String(100 - actual));
    expect(answer.headers.get('ratelimit-policy')).toBe('"cost";q=100;w=10');
  });

  it('drains an anonymous address, answers 429 with Retry-After, then refills with time', async () => {
    clock.advance(60_000);
    const query = typed<unknown>(`{ blogPosts(first: 40) { edges { node { title } } } }`); // 43 points asked
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await h.gql(query);
      statuses.push(last.status);
    }
    // 100 − 43 + 40 (refund) − 43 + 40 − 43: the third fits too; asking without refunds drains it.
    const heavy = typed<unknown>(HEAVY); // 96 points
    last = await h.gql(heavy);
    expect(last.status).toBe(429);
    expect(last.body.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(last.body.errors?.[0].message).toBe('Muitas requisições. Aguarde um momento e tente novamente.');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
    expect(last.body.extensions?.cost?.requested).toBe(96);
    expect(statuses).toEqual([200, 200, 200]);
    // A signed-in client on the same address has its own bucket.
    const signedIn = await h.gql(heavy, undefined, { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('ratelimit-limit')).toBe('300');
    clock.advance(10_000);
    expect((await h.gql(heavy)).status).toBe(200);
  });

  it('refuses the pages of a client whose bucket cannot pay the cheapest one, until it can, charging nothing', async () => {
    clock.advance(60_000);
    // A page's check carries the visitor's cookie alone; these come from the harness's `unknown` address.
    const check = () => h.bff.clientRefusal(new Request('http://localhost/graphql'), 'unknown');
    expect(await check()).toBeUndefined();
    expect((await h.gql(HEAVY)).status).toBe(200);
    const heavy = await h.gql(HEAVY);
    expect(heavy.status).toBe(429);
    expect(Number(heavy.headers.get('ratelimit-remaining'))).toBeGreaterThanOrEqual(10);
    // A heavy query waits for its points; pages, which cost less, are not held back by its refusal.
    expect(await check()).toBeUndefined();
    // Drained below the cheapest page's points (the clock stands still: nothing refills).
    const small = typed<unknown>('{ blogPosts(first: 1) { totalCount } }');
    let answer = await h.gql(small);
    for (let i = 0; i < 60 && answer.status === 200; i++) answer = await h.gql(small);
    expect(answer.status).toBe(429);
    const left = Number(answer.headers.get('ratelimit-remaining'));
    expect(left).toBeLessThan(10);
    const wait = Math.ceil((10 - left) / 10);
    for (let i = 0; i < 20; i++) expect(await check()).toEqual({ retryAfterSeconds: wait });
    // Another address was not refused.
    expect(await h.bff.clientRefusal(new Request('http://localhost/graphql'), '203.0.113.9')).toBe(undefined);
    // Once the bucket holds a page's points the pages go on: the checks took nothing from it.
    clock.advance(wait * 1_000);
    expect(await check()).toBeUndefined();
    const after = await h.gql(small);
    expect(after.status).toBe(200);
  });

  it('keys a bearer token the API refuses by its address, so made-up tokens get no bucket of their own', async () => {
    clock.advance(60_000);
    const heavy = HEAVY;
    expect((await h.gql(heavy, undefined, { token: 'made-up-1' })).status).toBe(200);
    const second = await h.gql(heavy, undefined, { token: 'made-up-2' });
    expect(second.status).toBe(429);
  });
});

describe('actual cost and upstream calls', () => {
  it('charges an unknown event for the feed calls its selected sections made, refunding none of them', async () => {
    clock.advance(60_000);
    feedCalls.length = 0;
    const answer = await h.gql<{ event: null }>(`{ event(id: 987654) { id ${EVERY_EVENT_SECTION} } }`);
    expect(answer.body.data.event).toBeNull();
    // The event's own call and one for each section served by the event's id alone, all started together.
    expect(feedCalls.length).toBeGreaterThan(10);
    expect(feedCalls.every((path) => path.startsWith('/event/987654'))).toBe(true);
    const cost = answer.body.extensions?.cost;
    expect(cost?.actual).toBe(feedCalls.length * UPSTREAM_CALL);
    expect(cost?.requested).toBeGreaterThanOrEqual(cost?.actual ?? Infinity);
    expect(cost?.remaining).toBe(100 - feedCalls.length * UPSTREAM_CALL);
  });
});

describe('subscriptions over SSE', () => {
  it('are costed as queries are: every section of the live list three times over is refused with COST_LIMIT', async () => {
    const list = `added { id ${EVERY_EVENT_SECTION} }`;
    const response = await h.bff.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query: `subscription { liveEvents(sport: "football") { ${list} a: ${list} b: ${list} } }`,
      }),
    });
    const text = await response.text();
    expect(text).toContain('"code":"COST_LIMIT"');
  });
});
