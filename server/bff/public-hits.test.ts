import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { createSportsFeedApp } from '../sportsfeed/app.ts';
import { securityHeaders } from '../webapp/security-headers.ts';
import { mountGraphqlRoute } from './graphql-route.ts';
import { CSRF_HEADER, SESSION_COOKIE } from './session.ts';
import { startHarness, type Harness } from './test/harness.ts';
import { EVENT_DETAIL, FEED_START, liveFootballEventId, type SportsRig } from './test/sports-harness.ts';
import type { Bff } from './yoga.ts';

const ORIGIN = 'http://localhost:5173';
const WEB_APP_ACCEPT = 'application/graphql-response+json, application/json';
// The event page as the web app sends it, by persisted id, and a cheap public list.
const PERSISTED = new Map([
  ['event-page', EVENT_DETAIL],
  ['sports', 'query SportList { sports { slug name } }'],
]);
// Requests per address in the window, and cost points per address: each test is its own client (or
// several), so that neither runs out by accident; the event page costs about 220 points.
const FLOOD_LIMIT = 6;
const BUCKET = 700;
const clock = createManualClock(Date.now());

let feedServer: Server;
let h: Harness;
let eventId: number;
// One BFF behind two routes: as deployed (hits answered before Yoga), and with every request through Yoga.
const routes: Record<'deployed' | 'yogaOnly', { server?: Server; port: number; yogaCalls: number }> = {
  deployed: { port: 0, yogaCalls: 0 },
  yogaOnly: { port: 0, yogaCalls: 0 },
};

/** A Yoga that counts the requests it is handed. */
function counting(bff: Bff, route: { yogaCalls: number }): Bff['yoga'] {
  return {
    handleNodeRequestAndResponse: (...args: Parameters<Bff['yoga']['handleNodeRequestAndResponse']>) => {
      route.yogaCalls += 1;
      return bff.yoga.handleNodeRequestAndResponse(...args);
    },
    fetch: (...args: Parameters<Bff['yoga']['fetch']>) => {
      route.yogaCalls += 1;
      return bff.yoga.fetch(...args);
    },
  } as Bff['yoga'];
}

async function serve(
  bff: Pick<Bff, 'yoga' | 'publicHits' | 'clock'>,
): Promise<{ server: Server; port: number }> {
  const app = new Hono();
  app.use(securityHeaders({ publicUrl: ORIGIN }));
  // Each test is its own client, by address.
  mountGraphqlRoute(app, bff, {
    maxBodyBytes: DEFAULT_LIMITS.requestBodyBytes,
    clientIp: (c) => c.req.header('x-test-client') ?? '198.51.100.1',
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

beforeAll(async () => {
  const feed = createSportsFeedApp({ seed: 'bancada-test', clock: createManualClock(FEED_START) });
  const feedListener = getRequestListener(feed.fetch);
  feedServer = createServer((req, res) => void feedListener(req, res));
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  h = await startHarness({
    sportsApiUrl: feedUrl,
    persisted: { get: (id) => PERSISTED.get(id) ?? null },
    allowedOrigins: [ORIGIN],
    rateLimit: { perIp: FLOOD_LIMIT, windowSeconds: 600 },
    // A manual clock: buckets do not refill and kept answers do not expire while a test runs.
    clock,
    costLimits: { ...DEFAULT_LIMITS, anonymousCostBucketSize: BUCKET, anonymousCostRefillPerSecond: 1 },
  });
  for (const [name, bff] of [
    ['deployed', { yoga: counting(h.bff, routes.deployed), publicHits: h.bff.publicHits, clock }],
    ['yogaOnly', { yoga: counting(h.bff, routes.yogaOnly), clock }],
  ] as const)
    Object.assign(routes[name], await serve(bff));
  const rig = { query: async (document: string) => (await h.gql(document)).body } as unknown as SportsRig;
  eventId = await liveFootballEventId(rig);
});

afterAll(async () => {
  for (const route of Object.values(routes)) await new Promise((resolve) => route.server?.close(resolve));
  await h.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

let client = 0;
/** A client of its own (an address), for the requests sent from now on. */
const nextClient = () => (client += 1);
beforeEach(() => {
  nextClient();
  // Past every kept answer: each test starts cold.
  clock.advance(10 * 60_000);
  routes.deployed.yogaCalls = 0;
  routes.yogaOnly.yogaCalls = 0;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { data?: unknown; errors?: Array<{ extensions?: { code?: string } }>; extensions?: { cost?: Cost } };
}
interface Cost {
  requested: number;
  actual: number;
  limit: number;
  remaining: number;
}

/** A POST of `payload` (or of `text` as it is) from this test's client (its own address), through one of the two routes. */
function post(
  route: keyof typeof routes,
  payload: unknown,
  headers: Record<string, string> = {},
  text = JSON.stringify(payload),
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        port: routes[route].port,
        path: '/graphql',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(text)),
          'x-test-client': `203.0.113.${client}`,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          const body = (raw ? JSON.parse(raw) : {}) as Answer['body'];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const eventPage = () => ({ doc_id: 'event-page', variables: { id: eventId } });
const sportList = () => ({ doc_id: 'sports' });

/**
 * Headers whose values differ from one answer to the next: the date, the id and the bucket's state (whose
 * figure in the body changes the length too).
 */
const PER_ANSWER = new Set([
  'date',
  'x-request-id',
  'ratelimit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'content-length',
]);
const lasting = (headers: Answer['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('kept public answers given before Yoga', () => {
  it('answer a visitor as Yoga answers a hit: status, headers, data and the cost charged', async () => {
    for (const accept of [
      undefined,
      '*/*',
      WEB_APP_ACCEPT,
      'application/graphql-response+json',
      'application/json',
    ]) {
      nextClient();
      // A POST's If-None-Match is ignored on both paths (304 answers a GET: plugins/response-cache.ts).
      const headers: Record<string, string> = { origin: ORIGIN, [CSRF_HEADER]: '1', 'if-none-match': '*' };
      if (accept) headers.accept = accept;
      await post('yogaOnly', eventPage(), headers); // stores the answer (or finds it stored)
      const yoga = await post('yogaOnly', eventPage(), headers);
      const before = routes.deployed.yogaCalls;
      const early = await post('deployed', eventPage(), headers);
      expect(routes.deployed.yogaCalls).toBe(before);

      expect(early.status).toBe(200);
      expect(lasting(early.headers)).toEqual(lasting(yoga.headers));
      expect(early.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(early.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(early.headers.etag).toBe(yoga.headers.etag);
      expect(early.body.data).toEqual(yoga.body.data);
      const [yogaCost, earlyCost] = [yoga.body.extensions!.cost!, early.body.extensions!.cost!];
      expect({ ...earlyCost, remaining: 0 }).toEqual({ ...yogaCost, remaining: 0 });
      // The same bucket, charged the same for each answer.
      expect(earlyCost.remaining).toBe(yogaCost.remaining - earlyCost.actual);
      expect(early.headers['ratelimit-remaining']).toBe(String(earlyCost.remaining));
    }
  });

  it('leave to Yoga what they do not answer, with its body still there to read', async () => {
    // A miss: its body is read here, then Yoga executes it.
    const miss = await post('deployed', sportList());
    const sports = (miss.body.data as { sports: Array<{ slug: string }> }).sports;
    expect(sports.map((sport) => sport.slug)).toContain('football');
    expect(routes.deployed.yogaCalls).toBe(1);
    // Both pages kept: whatever is left to Yoga below would be a hit if it were answered here.
    await post('yogaOnly', eventPage());
    const code = (a: Answer) => a.body.errors?.[0]?.extensions?.code;
    const declined: Array<{
      headers?: Record<string, string>;
      payload?: unknown;
      text?: string;
      status: number;
      code?: string;
    }> = [
      // A credential: the session and its cookies are Yoga's (a cookie without the CSRF header is refused).
      { headers: { cookie: `${SESSION_COOKIE}=made-up` }, status: 403, code: 'FORBIDDEN' },
      { headers: { authorization: 'Bearer made-up' }, status: 200 },
      // Another origin asking for a session: the CSRF rule's 403.
      { headers: { origin: 'https://evil.example', [CSRF_HEADER]: '1' }, status: 403, code: 'FORBIDDEN' },
      // JSON's media type spelled in capitals: Yoga reads it (request-shape.ts).
      { headers: { 'content-type': 'Application/JSON' }, status: 200 },
      // A content type no parser takes: 415, with the code request-shape.ts gives it.
      { headers: { 'content-type': 'text/plain' }, status: 415, code: 'BAD_REQUEST' },
      // A body labelled compressed, or in another charset, which a kept answer would have read as plain.
      { headers: { 'content-encoding': 'gzip' }, status: 415, code: 'BAD_REQUEST' },
      { headers: { 'content-type': 'application/json; charset=utf-16' }, status: 415, code: 'BAD_REQUEST' },
      // An Accept this module does not know.
      { headers: { accept: 'application/json; charset=utf-8' }, status: 200 },
      { payload: { doc_id: 'unknown' }, status: 404, code: 'PERSISTED_QUERY_NOT_FOUND' },
      { payload: { ...sportList(), extensions: {} }, status: 200 },
      { payload: { ...eventPage(), variables: [1] }, status: 400, code: 'BAD_REQUEST' },
      { text: '', status: 400, code: 'BAD_REQUEST' },
    ];
    for (const { headers = {}, payload = eventPage(), text, status, code: expected } of declined) {
      nextClient();
      const viaYoga = await post('yogaOnly', payload, headers, text);
      nextClient();
      const calls = routes.deployed.yogaCalls;
      const answer = await post('deployed', payload, headers, text);
      expect(routes.deployed.yogaCalls).toBe(calls + 1);
      expect([answer.status, code(answer)]).toEqual([status, expected]);
      expect([viaYoga.status, code(viaYoga)]).toEqual([status, expected]);
    }
  });

  it('count a request once against the flood guard, and leave its 429 to Yoga', async () => {
    await post('deployed', sportList());
    const answers: Answer[] = [];
    for (let i = 1; i < FLOOD_LIMIT + 2; i++) answers.push(await post('deployed', sportList()));
    expect(answers.slice(0, FLOOD_LIMIT - 1).map((a) => a.status)).toEqual(Array(FLOOD_LIMIT - 1).fill(200));
    const refused = answers.slice(FLOOD_LIMIT - 1);
    expect(refused.map((a) => a.status)).toEqual([429, 429]);
    expect(refused[0].body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused[0].headers['retry-after']).toBeDefined();
    // The first (a miss, or a hit stored by another test) and the two refusals went to Yoga.
    expect(routes.deployed.yogaCalls).toBeLessThanOrEqual(3);
    expect(routes.deployed.yogaCalls).toBeGreaterThanOrEqual(2);
  });

  it('leave a hit the bucket cannot pay to Yoga, which answers 429 and charges nothing', async () => {
    const first = await post('deployed', eventPage());
    const { actual } = first.body.extensions!.cost!;
    let remaining = first.body.extensions!.cost!.remaining;
    let sent = 1;
    // Within the flood guard's allowance: the hits drain the bucket, then it refuses.
    while (remaining >= actual && sent < FLOOD_LIMIT - 1) {
      const hit = await post('deployed', eventPage());
      expect(hit.status).toBe(200);
      remaining = hit.body.extensions!.cost!.remaining;
      sent += 1;
    }
    if (remaining >= actual) return expect.fail(`the bucket (${BUCKET}) outlasted the flood guard`);
    const calls = routes.deployed.yogaCalls;
    const refused = await post('deployed', eventPage());
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.body.extensions?.cost?.remaining).toBe(remaining);
    expect(routes.deployed.yogaCalls).toBe(calls + 1);
  });
});
