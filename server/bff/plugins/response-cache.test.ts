import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import {
  extendSchema,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type GraphQLFieldResolver,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { createLogger } from '../../logger.ts';
import { closeRedisClient, createRedisClient, waitForRedis } from '../../redis.ts';
import { createManualClock } from '../../clock.ts';
import { createSportsFeedApp } from '../../sportsfeed/app.ts';
import { DASHBOARD } from '../test/bankroll-queries.ts';
import { encodeId } from '../domains/common/global-id.ts';
import { EVENT_DETAIL, FEED_START, liveFootballEventId, type SportsRig } from '../test/sports-harness.ts';
import type { GraphQLContext } from '../context.ts';
import { getSchema } from '../schema.ts';
import { withDeadline } from '../../test/deadline.ts';
import { startHangingRedis } from '../../test/hanging-redis.ts';
import {
  SIGNUP,
  recording,
  signUp,
  startHarness,
  typed,
  uniqueEmail,
  type Harness,
} from '../test/harness.ts';
import { createUpstream } from '../upstreams/http.ts';
import { BLOG_MAX_AGE_MS, PRIVATE, operationCachePolicy, publicFor, sportsMaxAge } from './cache-control.ts';
import {
  createMemoryResponseCache,
  createRedisResponseCache,
  usePublicResponseCache,
  type CoalescingRole,
} from './response-cache.ts';

/** The max age the schema declares for the event page: its TTL in the response cache. */
const eventPageMaxAge = () =>
  operationCachePolicy(getSchema(), parse(EVENT_DETAIL), undefined, { id: 1 })!.maxAgeMs;

/** The shapes this suite reads from the documents it sends. */
const EVENT_PAGE = typed<{ event: { eventId: number; votes: unknown } }>(EVENT_DETAIL);
const DASHBOARD_PAGE = typed<{ viewer: { name: string } | null }>(DASHBOARD);
type ViewerName = { viewer: { name: string } | null };
const pathsOf = (errors: Array<{ path?: Array<string | number> }> | undefined) =>
  (errors ?? []).map((e) => e.path?.join('.'));

/**
 * The application's schema with fields on Event that are declared PUBLIC by mistake: their resolvers read
 * the caller through rest parameters, which the build rule (arity) cannot see.
 */
function withMisdeclaredFields(schema: GraphQLSchema): GraphQLSchema {
  const probed = extendSchema(
    schema,
    parse('extend type Event { probeToken: String probeHeaders: String probeViewer: String }'),
  );
  const contextOf = (args: unknown[]) => args[2] as GraphQLContext;
  const resolvers: Record<string, GraphQLFieldResolver<unknown, GraphQLContext>> = {
    probeToken: (...args: unknown[]) => contextOf(args).session.token ?? 'nobody',
    probeHeaders: (...args: unknown[]) =>
      contextOf(args).request.headers.get('authorization') ??
      contextOf(args).request.headers.get('cookie') ??
      'none',
    probeViewer: async (...args: unknown[]) => (await contextOf(args).banca.user.load('me')).name,
  };
  const fields = (probed.getType('Event') as GraphQLObjectType).getFields();
  for (const [name, resolve] of Object.entries(resolvers))
    Object.assign(fields[name], { resolve, extensions: publicFor(3_000) });
  return probed;
}

// The real embedded sports feed on a manual clock, behind a front that can fail one path.
let feedServer: Server;
let feedUrl: string;
const failing = new Set<string>();
// While set, the feed answers nothing until it is released: concurrent requests pile up behind it.
let held: Promise<void> | null = null;
const clock = createManualClock(Date.now());
let sports: ReturnType<typeof recording>;
let h: Harness;
// How each operation that reached execution took part in coalescing (the cache's onCoalescing hook).
const arrivals = createArrivals();

beforeAll(async () => {
  const feed = createSportsFeedApp({ seed: 'bancada-test', clock: createManualClock(FEED_START) });
  const front = new Hono();
  front.all('*', async (c) => {
    if (held) await held;
    const url = new URL(c.req.url);
    if (failing.has(url.pathname)) return c.json({ error: { code: 500, message: 'boom' } }, 500);
    return feed.fetch(new Request(`http://feed${url.pathname}${url.search}`));
  });
  const listener = getRequestListener(front.fetch);
  feedServer = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  sports = recording(
    createUpstream({ name: 'sports', baseUrl: feedUrl, timeoutMs: 2_000, logger: createLogger('silent') }),
  );
  h = await startHarness({
    sportsApiUrl: feedUrl,
    sportsUpstream: sports,
    clock,
    responseCache: { onCoalescing: arrivals.record },
    schema: withMisdeclaredFields(getSchema()),
  });
});

afterAll(async () => {
  await h.close();
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

beforeEach(() => {
  failing.clear();
  held = null;
  // Past every entry of both caches: each test starts cold.
  clock.advance(10 * 60_000);
  sports.calls.length = 0;
  h.banca.calls.length = 0;
});

const rigLike = () =>
  ({
    query: async (document: string) => (await h.gql<unknown>(document)).body,
  }) as unknown as SportsRig;

/** The answer's text without `extensions.cost`, which reports each client's own bucket (plugins/cost.ts). */
function sharedText(body: { extensions?: { cost?: unknown } }): string {
  const { cost: _own, ...extensions } = body.extensions ?? {};
  return JSON.stringify({ ...body, extensions: Object.keys(extensions).length ? extensions : undefined });
}

async function eventPage(id: number) {
  const answer = await h.gql(EVENT_PAGE, { id });
  return { answer, text: sharedText(answer.body), calls: sports.calls.splice(0).map((c) => c.path) };
}

/** A counter of the BFF's registry (0 when never moved). */
async function counter(name: string, labels: string): Promise<number> {
  const text = await h.metrics.registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
const responseHits = () => counter('bancada_cache_hits_total', 'cache="graphql-response"');
// A miss is counted when an executed result is stored: for a public page without errors, one per execution.
const responseStores = () => counter('bancada_cache_misses_total', 'cache="graphql-response"');
const executions = (outcome: 'ok' | 'error', operation = 'EventDetail') =>
  counter('bancada_graphql_operations_total', `operation="${operation}",type="query",outcome="${outcome}"`);

/**
 * The roles operations took as they reached execution, and a wait for a number of them: a test holds its
 * executions until every request it sent has arrived where it should, however slow the machine is.
 */
function createArrivals() {
  const roles: CoalescingRole[] = [];
  let waiters: Array<() => void> = [];
  return {
    roles,
    record: (role: CoalescingRole) => {
      roles.push(role);
      for (const wake of waiters) wake();
    },
    /** Resolves once `count` operations have arrived since `from` (an index into `roles`). */
    until(count: number, from = 0): Promise<CoalescingRole[]> {
      const arrived = () => roles.length - from >= count;
      const event = new Promise<CoalescingRole[]>((resolve) => {
        const check = () => {
          if (!arrived()) return;
          waiters = waiters.filter((w) => w !== check);
          resolve(roles.slice(from, from + count));
        };
        waiters.push(check);
        check();
      });
      return withDeadline(
        event,
        () => `${count} operations reaching execution, saw ${roles.slice(from).join(', ')}`,
      );
    },
  };
}

/**
 * Sends `count` requests while the feed holds every answer: first the `leaders` (one per key), until each
 * has started executing, then the others, until each has reached execution (waiting for its key's
 * execution, or executing if it takes no part); then lets the feed answer. Returns the answers and the role
 * each of the others took.
 */
async function concurrently<T>(
  count: number,
  send: (i: number) => Promise<T>,
  leaders = 1,
): Promise<{ answers: T[]; followers: CoalescingRole[] }> {
  let release!: () => void;
  held = new Promise<void>((resolve) => (release = resolve));
  try {
    const start = arrivals.roles.length;
    const first = Array.from({ length: leaders }, (_, i) => send(i));
    expect(await arrivals.until(leaders, start)).toEqual(Array(leaders).fill('leads'));
    const rest = Array.from({ length: count - leaders }, (_, i) => send(leaders + i));
    const followers = await arrivals.until(count - leaders, start + leaders);
    release();
    const answers = await withDeadline(Promise.all([...first, ...rest]), `${count} answers`);
    return { answers, followers };
  } finally {
    release();
    held = null;
  }
}

describe('response cache of public operations', () => {
  it('answers the event page twice within the TTL from one set of upstream calls, with identical bodies', async () => {
    const id = await liveFootballEventId(rigLike(), { inLeague: true });
    h.bff.sports.cache.clear();
    sports.calls.length = 0;

    const first = await eventPage(id);
    expect(first.answer.body.errors).toBeUndefined();
    expect(first.answer.body.data.event.eventId).toBe(id);
    expect(first.calls.length).toBeGreaterThan(10);

    clock.advance(eventPageMaxAge() - 1);
    const second = await eventPage(id);
    expect(second.calls).toEqual([]);
    expect(second.text).toBe(first.text);
    // Served without executing: the operation counter did not move for it.
    const executions = async () =>
      Number(
        /bancada_graphql_operations_total\{operation="EventDetail",type="query",outcome="ok"\} (\d+)/.exec(
          await h.metrics.registry.metrics(),
        )?.[1] ?? 0,
      );
    const before = await executions();
    await eventPage(id);
    expect(await executions()).toBe(before);
  });

  it('executes again and refetches once the max age of the event page has passed', async () => {
    const id = await liveFootballEventId(rigLike(), { inLeague: true });
    const first = await eventPage(id);
    expect(first.answer.body.errors).toBeUndefined();
    expect((await eventPage(id)).calls).toEqual([]);

    // The page executes again; the shared cache refetches what has expired there too (the 3 s resources:
    // the event and its incidents), while 5 s ones such as the odds are still fresh in it.
    // The page's max age is the shortest its fields declare: that of the event resource (3 s).
    expect(eventPageMaxAge()).toBe(sportsMaxAge('event'));
    clock.advance(eventPageMaxAge());
    const later = await eventPage(id);
    expect(later.answer.body.errors).toBeUndefined();
    expect(later.calls.sort()).toEqual([`/event/${id}`, `/event/${id}/incidents`]);
    clock.advance(eventPageMaxAge());
    expect((await eventPage(id)).calls).toContain(`/event/${id}/odds/1/all`);
  });

  it('keeps blog answers 60 s, and an operation reading sports and blog data the sports max age', async () => {
    const blog = '{ blogCategories { name } }';
    const both = '{ blogCategories { name } sports { slug } }';
    await h.gql(blog);
    await h.gql(both);
    expect(h.banca.calls).toHaveLength(2);
    clock.advance(59_000);
    await h.gql(blog);
    await h.gql(both);
    expect(h.banca.calls).toHaveLength(3);
    clock.advance(1_000);
    await h.gql(blog);
    expect(h.banca.calls).toHaveLength(4);
  });

  it('does not store an answer with an error: the failed section is retried by the next request', async () => {
    const id = await liveFootballEventId(rigLike(), { inLeague: true });
    h.bff.sports.cache.clear();
    sports.calls.length = 0;
    failing.add(`/event/${id}/votes`);

    const broken = await eventPage(id);
    expect(broken.answer.body.data.event.votes).toBeNull();
    expect(pathsOf(broken.answer.body.errors)).toEqual(['event.votes']);
    expect(broken.calls).toContain(`/event/${id}/votes`);

    const again = await eventPage(id);
    expect(again.calls).toEqual([`/event/${id}/votes`]);
    expect(again.answer.body.errors).toHaveLength(1);

    failing.clear();
    const healed = await eventPage(id);
    expect(healed.calls).toEqual([`/event/${id}/votes`]);
    expect(healed.answer.body.errors).toBeUndefined();
    expect(healed.answer.body.data.event.votes).not.toBeNull();
    expect((await eventPage(id)).calls).toEqual([]);
  });
});

describe('concurrent misses of one key', () => {
  it('execute the page once: the others wait for it and get the same body', async () => {
    const id = await liveFootballEventId(rigLike(), { inLeague: true });
    h.bff.sports.cache.clear();
    sports.calls.length = 0;
    const [stores, hits, ok] = [await responseStores(), await responseHits(), await executions('ok')];

    const { answers, followers } = await concurrently(20, () => h.gql(EVENT_PAGE, { id }));
    expect(followers).toEqual(Array(19).fill('waits'));

    const texts = answers.map((a) => sharedText(a.body));
    expect(answers[0].body.errors).toBeUndefined();
    expect(answers[0].body.data.event.eventId).toBe(id);
    expect(new Set(texts).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // One execution, stored once; the 19 others were answered from it.
    expect((await responseStores()) - stores).toBe(1);
    expect((await responseHits()) - hits).toBe(19);
    expect((await executions('ok')) - ok).toBe(1);
    // Each feed resource once, as for a single request.
    const paths = sports.calls.map((c) => c.path);
    expect(paths.length).toBeGreaterThan(10);
    expect(new Set(paths).size).toBe(paths.length);

    // And the entry it stored answers the next request.
    sports.calls.length = 0;
    expect(sharedText((await h.gql(EVENT_PAGE, { id })).body)).toBe(texts[0]);
    expect(sports.calls).toEqual([]);
    expect((await executions('ok')) - ok).toBe(1);
  });

  it('do not share a result with an error: each request executes on its own', async () => {
    const id = await liveFootballEventId(rigLike(), { inLeague: true });
    h.bff.sports.cache.clear();
    failing.add(`/event/${id}/votes`);
    const [stores, hits, failed] = [await responseStores(), await responseHits(), await executions('error')];

    const { answers, followers } = await concurrently(20, () => h.gql(EVENT_PAGE, { id }));
    expect(followers).toEqual(Array(19).fill('waits'));

    for (const answer of answers) {
      expect(answer.body.data.event.eventId).toBe(id);
      expect(pathsOf(answer.body.errors)).toEqual(['event.votes']);
    }
    expect((await executions('error')) - failed).toBe(20);
    expect((await responseStores()) - stores).toBe(0);
    expect((await responseHits()) - hits).toBe(0);

    // Healed: the next burst is executed once again.
    failing.clear();
    h.bff.sports.cache.clear();
    const ok = await executions('ok');
    const { answers: healed } = await concurrently(10, () => h.gql(EVENT_PAGE, { id }));
    expect(healed.every((a) => a.body.errors === undefined)).toBe(true);
    expect((await executions('ok')) - ok).toBe(1);
  });

  it('wait only for the same key: other variables execute for themselves', async () => {
    const live = await h.gql<{ sport: { liveEvents: { edges: Array<{ node: { eventId: number } }> } } }>(
      '{ sport(slug: "football") { liveEvents(first: 2) { edges { node { eventId } } } } }',
    );
    const [a, b] = live.body.data.sport.liveEvents.edges.map((e) => e.node.eventId);
    expect(a).not.toBe(b);
    h.bff.sports.cache.clear();
    const [stores, hits] = [await responseStores(), await responseHits()];
    const { answers, followers } = await concurrently(12, (i) => h.gql(EVENT_PAGE, { id: i % 2 ? a : b }), 2);
    expect(followers).toEqual(Array(10).fill('waits'));
    for (const [i, answer] of answers.entries()) expect(answer.body.data.event.eventId).toBe(i % 2 ? a : b);
    expect((await responseStores()) - stores).toBe(2);
    expect((await responseHits()) - hits).toBe(10);
  });
});

describe('user data is never served across requests', () => {
  it('executes a public operation as nobody, so a field wrongly declared PUBLIC reads no caller', async () => {
    const user = await signUp(h, 'Clara Sigilo');
    const id = await liveFootballEventId(rigLike(), { inLeague: true });
    const probe = typed<{ event: { probeToken: string; probeHeaders: string } }>(
      'query Probe($id: ID!) { event(id: $id) { eventId probeToken probeHeaders } }',
    );
    const stores = await responseStores();
    const signedIn = await h.gql(probe, { id }, { token: user.token });
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data.event).toMatchObject({ probeToken: 'nobody', probeHeaders: 'none' });
    expect(JSON.stringify(signedIn.body)).not.toContain(user.token);
    expect((await responseStores()) - stores).toBe(1);
    // What was stored is the visitor's answer: a visitor is served it, with no trace of the user.
    const hits = await responseHits();
    const visitor = await h.gql(probe, { id });
    expect((await responseHits()) - hits).toBe(1);
    expect(sharedText(visitor.body)).toBe(sharedText(signedIn.body));

    // A Banca loader read through the context is a visitor's: the user's own data is refused, not fetched.
    h.banca.calls.length = 0;
    const viewer = await h.gql(
      typed<{ event: { probeViewer: string | null } }>(
        'query ProbeViewer($id: ID!) { event(id: $id) { probeViewer } }',
      ),
      { id },
      { token: user.token },
    );
    expect(viewer.body.data.event.probeViewer).toBeNull();
    expect(JSON.stringify(viewer.body)).not.toContain('Clara Sigilo');
    expect(h.banca.calls.filter((c) => c.options.token === user.token)).toEqual([]);
  });

  async function userWithAccount(name: string) {
    const user = await signUp(h, name);
    const houses = await h.gql<{ viewer: { bankroll: { bettingHouses: Array<{ id: string }> } } }>(
      '{ viewer { bankroll { bettingHouses { id } } } }',
      {},
      { token: user.token },
    );
    const bet = houses.body.data.viewer.bankroll.bettingHouses[0].id;
    const created = await h.gql<{ createAccount: { account: { id: string; name: string } } }>(
      `mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id name } } }`,
      { input: { name: `Conta de ${name}`, bettingHouseId: bet } },
      { token: user.token },
    );
    const account = created.body.data.createAccount.account;
    return { ...user, account };
  }

  it('answers the dashboard of A, then B, then a visitor, each from its own execution', async () => {
    const a = await userWithAccount('Ana Cache');
    const b = await userWithAccount('Bruno Cache');
    h.banca.calls.length = 0;

    const forA = await h.gql(DASHBOARD_PAGE, {}, { token: a.token });
    const forB = await h.gql(DASHBOARD_PAGE, {}, { token: b.token });
    const forVisitor = await h.gql(DASHBOARD_PAGE);

    expect(forA.body.data.viewer?.name).toBe('Ana Cache');
    expect(JSON.stringify(forA.body)).toContain('Conta de Ana Cache');
    expect(forB.body.data.viewer?.name).toBe('Bruno Cache');
    expect(JSON.stringify(forB.body)).not.toContain('Ana');
    expect(forVisitor.body.data.viewer).toBeNull();
    expect(JSON.stringify(forVisitor.body)).not.toMatch(/Ana|Bruno/);
    // A and B each reached the Banca API with their own token.
    const userCalls = h.banca.calls.filter((c) => c.path === '/user').map((c) => c.options.token);
    expect(userCalls).toEqual([a.token, b.token]);

    // A again: still executed, not served from anything stored for A before.
    h.banca.calls.length = 0;
    await h.gql(DASHBOARD, {}, { token: a.token });
    expect(h.banca.calls.some((c) => c.path === '/user')).toBe(true);
  });

  it('does not cache an operation mixing public and user fields, nor node of a private id', async () => {
    const a = await userWithAccount('Alice Mista');
    const b = await userWithAccount('Beto Misto');
    const mixed = typed<ViewerName>('{ blogCategories { name } sports { slug } viewer { name } }');
    h.banca.calls.length = 0;
    const answers = [
      await h.gql(mixed, {}, { token: a.token }),
      await h.gql(mixed, {}, { token: b.token }),
      await h.gql(mixed),
    ];
    expect(answers.map((x) => x.body.data.viewer?.name ?? null)).toEqual(['Alice Mista', 'Beto Misto', null]);
    expect(h.banca.calls.filter((c) => c.path === '/blog/categories')).toHaveLength(3);

    // The same through a fragment on Query and a variable.
    const viaFragment = typed<ViewerName>(
      'query Q { ...F } fragment F on Query { viewer { name } sports { slug } }',
    );
    expect((await h.gql(viaFragment, {}, { token: a.token })).body.data.viewer?.name).toBe('Alice Mista');
    expect((await h.gql(viaFragment, {}, { token: b.token })).body.data.viewer?.name).toBe('Beto Misto');

    const node = typed<{ node: { id: string; name?: string } | null }>(
      'query N($id: ID!) { node(id: $id) { id ... on Account { name } } }',
    );
    const own = await h.gql(node, { id: a.account.id }, { token: a.token });
    expect(own.body.data.node?.name).toBe('Conta de Alice Mista');
    expect((await h.gql(node, { id: a.account.id }, { token: b.token })).body.data.node).toBeNull();
    expect((await h.gql(node, { id: a.account.id })).body.data?.node ?? null).toBeNull();
    expect((await h.gql(node, { id: a.account.id }, { token: a.token })).body.data.node?.name).toBe(
      'Conta de Alice Mista',
    );
  });

  it('never makes concurrent private operations wait for one another', async () => {
    const a = await userWithAccount('Aurora Paralela');
    const b = await userWithAccount('Bento Paralelo');
    const tokens = [a.token, b.token, undefined];
    h.banca.calls.length = 0;
    const okDashboards = await executions('ok', 'Dashboard');

    const { answers: dashboards, followers: dashboardRoles } = await concurrently(
      12,
      (i) => h.gql(DASHBOARD_PAGE, {}, { token: tokens[i % 3] }),
      0,
    );
    expect(dashboardRoles).toEqual(Array(12).fill('alone'));
    expect(dashboards.map((x) => x.body.data.viewer?.name ?? null)).toEqual(
      Array.from({ length: 12 }, (_, i) => ['Aurora Paralela', 'Bento Paralelo', null][i % 3]),
    );
    const userCalls = h.banca.calls.filter((c) => c.path === '/user').map((c) => c.options.token);
    expect(userCalls.sort()).toEqual(
      [...Array<string>(4).fill(a.token), ...Array<string>(4).fill(b.token)].sort(),
    );

    // Public and user fields together: executed for each request, each with its own viewer.
    const mixed = typed<ViewerName>('query Mixed { sports { slug } viewer { name } }');
    const okMixed = await executions('ok', 'Mixed');
    const { answers, followers } = await concurrently(
      12,
      (i) => h.gql(mixed, {}, { token: tokens[i % 3] }),
      0,
    );
    expect(followers).toEqual(Array(12).fill('alone'));
    expect(answers.map((x) => x.body.data.viewer?.name ?? null)).toEqual(
      Array.from({ length: 12 }, (_, i) => ['Aurora Paralela', 'Bento Paralelo', null][i % 3]),
    );
    expect((await executions('ok', 'Mixed')) - okMixed).toBe(12);
    expect(await executions('ok', 'Dashboard')).toBeGreaterThanOrEqual(okDashboards);
  });

  it('never caches mutations', async () => {
    const email = uniqueEmail('twice');
    const input = { name: 'Duas Vezes', email, password: 'segredo123', passwordConfirmation: 'segredo123' };
    const first = await h.gql(SIGNUP, { input });
    const second = await h.gql(SIGNUP, { input });
    expect(first.body.data.signup.token).toBeTypeOf('string');
    expect(second.body.data.signup.token).toBeNull();
    expect(second.body.data.signup.errors.length).toBeGreaterThan(0);
  });
});

describe('which operations are public', () => {
  /** PUBLIC, PRIVATE, or null when the operation is not a query. */
  const of = (source: string, variables: Record<string, unknown> = {}, name?: string) =>
    operationCachePolicy(getSchema(), parse(source), name, variables)?.scope ?? null;
  const maxAge = (source: string, variables: Record<string, unknown> = {}) =>
    operationCachePolicy(getSchema(), parse(source), undefined, variables)?.maxAgeMs;

  it('reads the scope from the schema, through fragments, conditions and node ids of public types', () => {
    expect(of('{ event(id: 1) { id } }')).toBe('PUBLIC');
    expect(of('{ blogPosts { edges { cursor } } sport(slug: "x") { name } }')).toBe('PUBLIC');
    expect(of('{ __typename }')).toBe('PUBLIC');
    expect(maxAge('{ __typename }')).toBe(Infinity);
    expect(of('{ viewer { id } }')).toBe('PRIVATE');
    expect(of('{ sports { slug } viewer { id } }')).toBe('PRIVATE');
    expect(of('{ ... on Query { viewer { id } } sports { slug } }')).toBe('PRIVATE');
    expect(
      of('query { ...F } fragment F on Query { sports { slug } ...G } fragment G on Query { viewer { id } }'),
    ).toBe('PRIVATE');
    // Left out only when certainly not executed, literally or by this request's variables.
    expect(of('{ sports { slug } viewer @skip(if: true) { id } }')).toBe('PUBLIC');
    expect(of('{ sports { slug } viewer @include(if: true) { id } }')).toBe('PRIVATE');
    const page = 'query P($w: Boolean!) { viewer @include(if: $w) { id } event(id: 1) { id } }';
    expect(of(page, { w: false })).toBe('PUBLIC');
    expect(of(page, { w: true })).toBe('PRIVATE');
    expect(of(page, { w: 'false' })).toBe('PRIVATE');
    expect(of(page, {})).toBe('PRIVATE');
    // The same parsed document with other variables (the policy is kept per document and variables).
    const parsed = parse(page);
    expect(operationCachePolicy(getSchema(), parsed, undefined, { w: false })?.scope).toBe('PUBLIC');
    expect(operationCachePolicy(getSchema(), parsed, undefined, { w: true })?.scope).toBe('PRIVATE');
    expect(operationCachePolicy(getSchema(), parsed, undefined, { w: false })?.scope).toBe('PUBLIC');
    // A variable left out is not known here (Yoga hands the coerced values, defaults applied): it counts.
    expect(of('query($s: Boolean = true) { viewer @skip(if: $s) { id } sports { slug } }')).toBe('PRIVATE');
    expect(of('query($s: Boolean!) { ... on Query @skip(if: $s) { viewer { id } } }', { s: true })).toBe(
      'PUBLIC',
    );
    expect(
      of('query($s: Boolean!) { ...F @skip(if: $s) } fragment F on Query { viewer { id } }', { s: false }),
    ).toBe('PRIVATE');
    expect(of('{ __schema { types { name } } }')).toBe('PRIVATE');
    expect(of('mutation { logout { ok } }')).toBeNull();
    expect(of('subscription { liveEvents { id } }')).toBeNull();
    expect(of(`{ node(id: "${encodeId('Event', 1)}") { id } }`)).toBe('PUBLIC');
    expect(of(`{ node(id: "${encodeId('Account', 1)}") { id } }`)).toBe('PRIVATE');
    expect(of(`{ node(id: "${encodeId('BettingHouse', 1)}") { id } }`)).toBe('PRIVATE');
    expect(of(`{ node(id: "${encodeId('Nothing', 1)}") { id } }`)).toBe('PRIVATE');
    expect(of('{ node(id: "!!") { id } }')).toBe('PRIVATE');
    const nodes = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    expect(of(nodes, { ids: [encodeId('Team', 1), encodeId('BlogPost', 'x')] })).toBe('PUBLIC');
    expect(of(nodes, { ids: [encodeId('Team', 1), encodeId('User', 1)] })).toBe('PRIVATE');
    expect(of('query A { sports { slug } } query B { viewer { id } }', {}, 'B')).toBe('PRIVATE');
    expect(of('query A { sports { slug } } query B { viewer { id } }', {}, 'A')).toBe('PUBLIC');
  });

  it('takes the shortest max age the selection declares', () => {
    expect(maxAge('{ blogCategories { name } }')).toBe(BLOG_MAX_AGE_MS);
    expect(maxAge('{ blogCategories { name } sports { slug } }')).toBe(sportsMaxAge('eventCounts'));
    expect(maxAge(`{ node(id: "${encodeId('Team', 1)}") { id } }`)).toBe(sportsMaxAge('team'));
    // A section declares the TTL of its resource; below the event (3 s) the shortest wins.
    expect(maxAge('{ event(id: 1) { id odds { isLive } } }')).toBe(
      Math.min(sportsMaxAge('event'), sportsMaxAge('odds')),
    );
    expect(maxAge(`{ node(id: "${encodeId('Event', 1)}") { ... on Event { standings { name } } } }`)).toBe(
      Math.min(sportsMaxAge('event'), sportsMaxAge('standings')),
    );
  });
});

describe('coalescing, on a schema of its own', () => {
  // `sports` is declared public, `viewer` private; the resolvers count executions and wait for the test.
  function rig(options: { failExecution?: boolean } = {}) {
    let calls = 0;
    let answer: () => string[] = () => ['futebol'];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const arrived = createArrivals();
    const failing: Plugin = {
      onExecute({ setExecuteFn }) {
        if (options.failExecution)
          setExecuteFn(async () => {
            calls++;
            await gate;
            throw new Error('execution failed');
          });
      },
    };
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          sports: {
            type: new GraphQLList(new GraphQLNonNull(GraphQLString)),
            extensions: publicFor(3_000),
            resolve: async () => {
              calls++;
              await gate;
              return answer();
            },
          },
          viewer: {
            type: GraphQLString,
            extensions: PRIVATE,
            resolve: async () => {
              calls++;
              await gate;
              return 'someone';
            },
          },
        },
      }),
    });
    const yoga = createYoga({
      schema,
      maskedErrors: false,
      logging: false,
      plugins: [
        failing,
        usePublicResponseCache({
          logger: createLogger('silent'),
          onCoalescing: arrived.record,
          anonymous: (context) => context,
        }),
      ],
    });
    const send = async (query: string) => {
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return { status: response.status, text: await response.text() };
    };
    return {
      calls: () => calls,
      /** How each operation took part in coalescing as it reached execution, in order. */
      roles: () => arrived.roles,
      fail: (message: string) => (answer = () => Promise.reject(new Error(message)) as never),
      /**
       * `count` requests: the first until it executes (held at the gate), then the others until each has
       * reached execution; then the gate opens.
       */
      async burst(count: number, query = '{ sports }') {
        const start = arrived.roles.length;
        try {
          const first = send(query);
          await arrived.until(1, start);
          const rest = Array.from({ length: count - 1 }, () => send(query));
          await arrived.until(count - 1, start + 1);
          release();
          return await withDeadline(Promise.all([first, ...rest]), `${count} answers, none left waiting`);
        } finally {
          release();
        }
      },
    };
  }

  it('executes once for a burst of one public key', async () => {
    const r = rig();
    const answers = await r.burst(20);
    expect(r.roles()).toEqual(['leads', ...Array<CoalescingRole>(19).fill('waits')]);
    expect(r.calls()).toBe(1);
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set(['{"data":{"sports":["futebol"]}}']));
  });

  it('shares no result with an error, and no private result', async () => {
    const failed = rig();
    failed.fail('boom');
    const answers = await failed.burst(20);
    // All 19 waited for the first execution, then executed on their own when its result had an error.
    expect(failed.roles().slice(0, 20)).toEqual(['leads', ...Array<CoalescingRole>(19).fill('waits')]);
    expect(failed.calls()).toBe(20);
    expect(answers.every((a) => a.text.includes('boom'))).toBe(true);

    const own = rig();
    await own.burst(10, '{ viewer }');
    expect(own.roles()).toEqual(Array(10).fill('alone'));
    expect(own.calls()).toBe(10);
    const mixed = rig();
    await mixed.burst(10, '{ sports viewer }');
    expect(mixed.roles()).toEqual(Array(10).fill('alone'));
    expect(mixed.calls()).toBe(20);
  });

  it('leaves no request waiting when the execution itself fails', async () => {
    const r = rig({ failExecution: true });
    const answers = await r.burst(10);
    expect(r.roles().slice(0, 10)).toEqual(['leads', ...Array<CoalescingRole>(9).fill('waits')]);
    expect(answers).toHaveLength(10);
    for (const answer of answers) expect(answer.text).toContain('execution failed');
    // Nothing stayed in flight: a later request is answered too.
    expect((await r.burst(1))[0].text).toContain('execution failed');
  });
});

describe('memory cache', () => {
  it('expires entries on its clock, evicts the oldest when full, and keeps the serialised bytes', async () => {
    let now = 0;
    const cache = createMemoryResponseCache({ maxEntries: 2, clock: { now: () => now } });
    await cache.set('a', { data: { x: 1 } }, [], 1000);
    await cache.set('b', { data: { x: 2 } }, [], 1000);
    await cache.set('c', { data: { x: 3 } }, [], 1000);
    expect(await cache.get('a')).toBeUndefined();
    const stored = (await cache.get('b')) as { stringify(r: unknown): Uint8Array };
    const first = stored.stringify({ data: { x: 2 } });
    expect(Buffer.from(first).toString()).toBe('{"data":{"x":2}}');
    // Encoded once: every later answer is the same bytes.
    expect(stored.stringify({ data: { x: 'other' } })).toBe(first);
    now = 1000;
    expect(await cache.get('b')).toBeUndefined();
    await cache.set('d', { data: {} }, [], 0);
    expect(await cache.get('d')).toBeUndefined();
  });
});

describe('Redis response cache while Redis is away', () => {
  it('answers a miss without asking Redis and skips the write', async () => {
    const redis = createRedisClient('redis://127.0.0.1:1', { limits: DEFAULT_LIMITS, name: 'test' });
    const cache = createRedisResponseCache(redis);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.set('k', { data: { a: 1 } }, [], 1000)).toBeUndefined();
    await closeRedisClient(redis);
  });

  it('fails within the command timeout when Redis stops answering', async () => {
    const hanging = await startHangingRedis();
    const redis = createRedisClient(hanging.url, { limits: { redisCommandTimeoutMs: 100 }, name: 'test' });
    expect(await waitForRedis(redis, 2000)).toBe(true);
    const cache = createRedisResponseCache(redis);
    const started = performance.now();
    await expect(Promise.resolve(cache.get('k'))).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(500);
    await closeRedisClient(redis);
    await hanging.close();
  });
});
