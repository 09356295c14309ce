import { readFileSync } from 'node:fs';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freshServerStore, type ServerStore } from '../../api/test/server-store.ts';
import { loadConfig } from '../../config.ts';
import { DEFAULT_PATHS } from '../../paths.ts';
import { createLogger } from '../../logger.ts';
import { startServer, type RunningServer } from '../../start.ts';
import { encodeId } from '../domains/common/global-id.ts';
import { CSRF_HEADER } from '../session.ts';
import { record } from '../test/live-clients.ts';
import {
  findMoment,
  liveEventsOf,
  liveMatchWithGoalToCome as liveMatchWithGoalToComeFrom,
  startSimulator,
  type RunningSimulator,
} from '../test/live-support.ts';
import { EVERY_EVENT_SECTION } from '../test/sports-harness.ts';
import { TEST_PASSWORD_HASHING_ENV } from '../../test/password-hashing.ts';

/**
 * The live path through the real server and the real schema: roles api + bff over HTTP, the embedded
 * simulator on a manual clock as the sports upstream, graphql-ws clients at /graphql.
 */

/** A Saturday afternoon in São Paulo: football is being played in the seeded world. */
const START = Date.UTC(2025, 2, 15, 18, 0);

const EVENT_DOC = `subscription($id: ID!) {
  liveEvent(id: $id) {
    initial
    event { id eventId status { type } homeScore { current } awayScore { current } }
    incidents { type homeScore awayScore }
  }
}`;
const LIST_DOC = `subscription { liveEvents(sport: "football") { initial added { id } changed { id } finished } }`;

interface Score {
  current: number | null;
}
interface EventMsg {
  liveEvent: {
    initial: boolean;
    event: { id: string; eventId: number; status: { type: string }; homeScore: Score; awayScore: Score };
    incidents: Array<{ type: string; homeScore: number | null; awayScore: number | null }> | null;
  };
}
interface ListMsg {
  liveEvents: { initial: boolean; added: Array<{ id: string }>; finished: string[] };
}

type SimEvent = Awaited<ReturnType<typeof liveEventsOf>>[number];
const goalsOf = (e: SimEvent) => (e.homeScore?.current ?? 0) + (e.awayScore?.current ?? 0);
const shownGoals = (m: EventMsg) =>
  (m.liveEvent.event.homeScore.current ?? 0) + (m.liveEvent.event.awayScore.current ?? 0);

/** A WebSocket class that sends the given headers on the upgrade, as a browser sends Origin and cookies. */
function socketWith(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  };
}

describe('live subscriptions through the BFF', () => {
  let sim: RunningSimulator;
  let server: RunningServer;
  let store: ServerStore | undefined;
  let wsUrl: string;
  const clients: Client[] = [];

  /** The tests run in any order and move the simulator's clock: each picks its match when it runs. */
  const liveMatchWithGoalToCome = async () => {
    const { event, before, goalAt } = await liveMatchWithGoalToComeFrom(sim);
    return { followed: event, before, goalAt };
  };

  const client = (options: { headers?: Record<string, string>; params?: Record<string, unknown> } = {}) => {
    const c = createClient({
      url: wsUrl,
      webSocketImpl: socketWith(options.headers ?? {}),
      connectionParams: options.params,
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    sim = await startSimulator(START);
    store = await freshServerStore('bancada-live');
    const config = loadConfig({
      PORT: '0',
      ROLES: 'api,bff',
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SPORTS_API_URL: sim.url,
      LIVE_POLL_MS: '100',
      CORS_ORIGINS: 'https://parceiro.example',
      ...TEST_PASSWORD_HASHING_ENV,
    });
    server = await startServer(config, createLogger('silent'));
    wsUrl = `${server.url.replace('http', 'ws')}/graphql`;
  });

  /** A football match in play where the simulator's clock stands (the tests run in any order and move it). */
  const playingNow = async () => {
    const [playing] = await liveEventsOf(sim, 'football');
    expect(playing, 'a football match in play').toBeDefined();
    return playing;
  };

  /** The live gauges of the BFF's metrics. */
  const gauges = async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const gauge = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1]);
    return {
      topics: gauge('bancada_live_topics'),
      groups: gauge('bancada_live_groups'),
      subscribers: gauge('bancada_live_subscribers'),
    };
  };

  // Each test starts with no topic, group or subscriber left by another (they run in random order, and a
  // socket closed at a test's end leaves its groups a moment later, under the next test's gauges).
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => Promise.resolve(c.dispose())));
    await expect.poll(gauges, { timeout: 10_000 }).toEqual({ topics: 0, groups: 0, subscribers: 0 });
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    await server?.close();
    await sim?.close();
    await store?.remove();
  });

  it('sends the new score of a followed event once the clock passes a goal', async () => {
    const { followed, before, goalAt } = await liveMatchWithGoalToCome();

    const one = record<EventMsg>(client(), EVENT_DOC, { id: encodeId('Event', followed.id) });
    const first = await one.until(() => true);
    expect(first.liveEvent.initial).toBe(true);
    expect(first.liveEvent.event.id).toBe(encodeId('Event', followed.id));
    // The first payload may come from the BFF's shared cache, written before the clock last moved (another
    // test's goal, or the search for this match): the next polls bring it to where the clock stands.
    await one.until((m) => shownGoals(m) === before);

    sim.clock.set(goalAt);
    const goal = await one.until((m) => shownGoals(m) > before);
    expect(goal.liveEvent.initial).toBe(false);
    expect(goal.liveEvent.event.status.type).toBe('INPROGRESS');
    // The incidents of the same poll come along: the newest goal carries the new score.
    const newestGoal = goal.liveEvent.incidents?.find((i) => i.type === 'GOAL');
    expect([newestGoal?.homeScore, newestGoal?.awayScore]).toEqual([
      goal.liveEvent.event.homeScore.current,
      goal.liveEvent.event.awayScore.current,
    ]);
    expect(one.errors).toEqual([]);
  });

  it("updates the event's own statistics and incidents in the payload with the goal's poll, past a warm cache", async () => {
    const { followed, before, goalAt } = await liveMatchWithGoalToCome();
    const id = encodeId('Event', followed.id);
    const sections = `statistics { period groups { items { key home away } } } incidents { type homeScore awayScore }`;
    // A page read just before warms the shared cache with the sections as they were (they live seconds).
    const read = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', origin: server.context.publicUrl },
      body: JSON.stringify({
        query: `query($id: ID!) { event(id: $id) { ${sections} } }`,
        variables: { id: followed.id },
      }),
    });
    expect(read.status).toBe(200);

    interface SectionsMsg {
      liveEvent: {
        event: {
          homeScore: Score;
          awayScore: Score;
          statistics: Array<{
            period: string;
            groups: Array<{ items: Array<{ key: string | null; home: string; away: string | null }> }>;
          }> | null;
          incidents: Array<{ type: string; homeScore: number | null; awayScore: number | null }> | null;
        };
      };
    }
    const doc = `subscription($id: ID!) { liveEvent(id: $id) { event { homeScore { current } awayScore { current } ${sections} } } }`;
    const one = record<SectionsMsg>(client(), doc, { id });
    await one.until(() => true);

    sim.clock.set(goalAt);
    const goal = await one.until(
      (m) => (m.liveEvent.event.homeScore.current ?? 0) + (m.liveEvent.event.awayScore.current ?? 0) > before,
    );
    const { event } = goal.liveEvent;
    // The timeline has the goal with the score it made...
    const newestGoal = event.incidents?.find((i) => i.type === 'GOAL');
    expect([newestGoal?.homeScore, newestGoal?.awayScore]).toEqual([
      event.homeScore.current,
      event.awayScore.current,
    ]);
    // ...and the statistics are the feed's at that moment, not the cached ones of before the goal.
    const feed = (await (await fetch(`${sim.url}/event/${followed.id}/statistics`)).json()) as {
      statistics: Array<{
        period: string;
        groups: Array<{ statisticsItems: Array<{ key?: string; home: string; away: string }> }>;
      }>;
    };
    const figures = (
      periods: Array<{ period: string; groups: Array<{ items?: unknown[]; statisticsItems?: unknown[] }> }>,
    ) =>
      periods
        .find((p) => p.period === 'ALL')
        ?.groups.flatMap(
          (g) =>
            (g.items ?? g.statisticsItems ?? []) as Array<{
              key?: string | null;
              home: string;
              away: string | null;
            }>,
        )
        .map((i) => `${i.key}:${i.home}-${i.away}`);
    expect(figures(event.statistics ?? [])).toEqual(figures(feed.statistics));
    expect(one.errors).toEqual([]);
  });

  it('refuses an unknown event or sport with NOT_FOUND at once, opening no topic', async () => {
    const topics = async () => (await gauges()).topics;
    const before = await topics();
    const codes = (sub: { errors: unknown[] }) =>
      (sub.errors[0] as Array<{ extensions?: { code?: string } }>).map((e) => e.extensions?.code);
    const c = client();
    const made = [1, 2, 3].map((i) => record(c, EVENT_DOC, { id: encodeId('Event', 999_999_000 + i) }));
    const again = record(c, EVENT_DOC, { id: encodeId('Event', 999_999_001) });
    const sport = record(c, 'subscription { liveEvents(sport: "curling") { initial } }');
    for (const sub of [...made, again, sport]) {
      await expect.poll(() => sub.errors.length).toBe(1);
      expect(codes(sub)).toEqual(['NOT_FOUND']);
      expect(sub.completed).toBe(true);
    }
    expect((sport.errors[0] as Array<{ message: string }>)[0].message).toBe('Esporte não encontrado.');
    // Variables that do not fit their types: refused with the code HTTP gives them.
    const malformed = record(c, EVENT_DOC, { id: { a: 1 } });
    await expect.poll(() => malformed.errors.length).toBe(1);
    expect(codes(malformed)).toEqual(['BAD_USER_INPUT']);
    expect(await topics()).toBe(before);
    // The lookup goes through the shared sports cache: a second attempt at the same id asks nobody.
    expect(sim.hitsOf('/event/999999001')).toBe(1);
    // A sport of the site needs no lookup at all, even with nothing live.
    const known = record(c, 'subscription { liveEvents(sport: "bandy") { initial } }');
    await expect.poll(() => known.values.length).toBe(1);
    expect(known.errors).toEqual([]);
    known.dispose();
  });

  it('drops an event from the live list when it finishes', async () => {
    // In play where the clock stands now (another test may have moved it past the first event's end).
    const [playing] = await liveEventsOf(sim, 'football');
    expect(playing, 'a football match in play').toBeDefined();
    const endAt = await findMoment(sim, playing.id, (e) => e.status.type === 'finished');
    const list = record<ListMsg>(client(), LIST_DOC);
    const id = encodeId('Event', playing.id);
    // The first value is the list as last polled: when another test has just moved the clock, the match
    // comes in the next poll's change instead.
    const listed = await list.until((m) => m.liveEvents.added.some((e) => e.id === id));
    expect(listed.liveEvents.added.map((e) => e.id)).toContain(id);

    sim.clock.set(endAt);
    const gone = await list.until((m) => m.liveEvents.finished.includes(id));
    expect(gone.liveEvents.initial).toBe(false);
    expect(list.errors).toEqual([]);
  });

  it('completes the streams of an event once it is finished, over graphql-ws and SSE, leaving its topic', async () => {
    const [playing] = await liveEventsOf(sim, 'football');
    expect(playing, 'a football match in play').toBeDefined();
    const endAt = await findMoment(sim, playing.id, (e) => e.status.type === 'finished');
    const topics = (await gauges()).topics;
    const variables = { id: encodeId('Event', playing.id) };
    const socket = record<EventMsg>(client(), EVENT_DOC, variables);
    const stream = openSse(variables);
    await socket.until((m) => m.liveEvent.initial);
    await stream.next();

    sim.clock.set(endAt);
    // The payload that shows the end arrives, then the stream completes: nobody waits on a match that is over.
    await socket.until((m) => m.liveEvent.event.status.type === 'FINISHED', 10_000);
    await expect.poll(() => socket.completed, { timeout: 10_000 }).toBe(true);
    expect(socket.values.at(-1)?.liveEvent.event.status.type).toBe('FINISHED');
    expect(socket.errors).toEqual([]);
    await expect.poll(() => stream.ended(), { timeout: 10_000 }).toBe(true);
    expect(stream.messages.at(-1)?.liveEvent.event.status.type).toBe('FINISHED');
    await expect.poll(async () => (await gauges()).topics, { timeout: 10_000 }).toBe(topics);
  });

  it("runs the web app's persisted subscription sent by id with an empty query", async () => {
    const persisted = readFileSync(DEFAULT_PATHS.persistedQueries, 'utf8');
    const operations = JSON.parse(persisted) as Record<string, string>;
    const [docId] = Object.entries(operations).find(([, text]) =>
      text.startsWith('subscription SportEventsLiveSubscription'),
    )!;
    const values: unknown[] = [];
    const received = new Promise<void>((resolve, reject) => {
      client({ headers: { origin: server.context.publicUrl } }).subscribe(
        {
          query: '',
          variables: { sport: 'football' },
          extensions: { doc_id: docId, persistedQuery: { version: 1, sha256Hash: docId } },
        },
        {
          next: (value) => {
            values.push(value);
            resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await received;
    expect(values[0]).toMatchObject({ data: { liveEvents: { initial: true } } });
    expect((values[0] as { errors?: unknown }).errors).toBeUndefined();
  });

  it('uses the session cookie of a signed-in browser and refuses a malformed bearer', async () => {
    const email = `live.${Date.now().toString(36)}@example.com`;
    const signup = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', origin: server.context.publicUrl },
      body: JSON.stringify({
        query: `mutation($input: SignupInput!) { signup(input: $input) { errors { message } } }`,
        variables: {
          input: { name: 'Ana Live', email, password: 'segredo123', passwordConfirmation: 'segredo123' },
        },
      }),
    });
    const cookie = signup.headers.getSetCookie()[0]?.split(';')[0];
    expect(cookie).toMatch(/^bancada_session=/);

    // Queries go over HTTP, where the cost analysis and the budgets run: the socket refuses them with a
    // code, signed in or not, and stays open for subscriptions.
    const refusedOver = (socket: ReturnType<typeof client>) =>
      new Promise<unknown>((resolve) =>
        socket.subscribe(
          { query: `query { viewer { email } }` },
          { next: () => resolve('answered'), error: (errors) => resolve(errors), complete() {} },
        ),
      );
    const browser = client({ headers: { origin: server.context.publicUrl, cookie: cookie } });
    expect(await refusedOver(browser)).toMatchObject([{ extensions: { code: 'BAD_REQUEST' } }]);
    expect(await refusedOver(client())).toMatchObject([{ extensions: { code: 'BAD_REQUEST' } }]);
    const followed = record<{ liveEvents: unknown }>(browser, LIST_DOC);
    expect(await followed.until(() => true)).toBeTruthy();

    // A subscription is costed as a query is: every section of each added and changed event is too much.
    const costly = await new Promise<unknown>((resolve) =>
      client().subscribe(
        {
          query: `subscription { liveEvents(sport: "football") { added { id ${EVERY_EVENT_SECTION} } changed { id ${EVERY_EVENT_SECTION} } again: added { id ${EVERY_EVENT_SECTION} } } }`,
        },
        { next: () => resolve('answered'), error: (errors) => resolve(errors), complete() {} },
      ),
    );
    expect(costly).toMatchObject([{ extensions: { code: 'COST_LIMIT', cost: { limit: 1000 } } }]);

    // An integrator's bearer from connection_init, with no cookie at all, is let in.
    const login = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($input: LoginInput!) { login(input: $input) { token } }`,
        variables: { input: { email, password: 'segredo123' } },
      }),
    });
    const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
    const integrator = client({ params: { authorization: `Bearer ${token}` } });
    const byBearer = record<{ liveEvents: unknown }>(integrator, LIST_DOC);
    expect(await byBearer.until(() => true)).toBeTruthy();

    const closedWith = (authorization: string, name = 'authorization', params = { [name]: authorization }) =>
      new Promise<number>((resolve) => {
        const refused = client({ params });
        refused.on('closed', (e) => resolve((e as { code: number }).code));
        refused.subscribe({ query: LIST_DOC }, { next() {}, error() {}, complete() {} });
      });
    expect(await closedWith('Basic abc')).toBe(4403);
    // Named as an HTTP header, in any case: read, never ignored (which would make the client a visitor).
    expect(await closedWith('Basic abc', 'Authorization')).toBe(4403);
    expect(await closedWith('Bearer made-up-token', 'AUTHORIZATION')).toBe(4403);
    expect(
      await closedWith('', '', { authorization: `Bearer ${token}`, Authorization: `Bearer ${token}` }),
    ).toBe(4403);
    // A visitor's viewerUpdates fails at once (UNAUTHENTICATED); a user's starts with the bankroll as it is.
    const capitalised = client({ params: { Authorization: `Bearer ${token}` } });
    const first = await new Promise<unknown>((resolve) =>
      capitalised.subscribe(
        { query: 'subscription { viewerUpdates { kind } }' },
        { next: resolve, error: resolve, complete() {} },
      ),
    );
    expect(first).toEqual({ data: { viewerUpdates: { kind: 'CURRENT' } } });
    // Well formed but not accepted by the API, made up or revoked: refused alike.
    expect(await closedWith('Bearer made-up-token')).toBe(4403);
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { logout { redirectUrl } }' }),
    });
    expect(await closedWith(`Bearer ${token}`)).toBe(4403);
  });

  it('refuses a socket opened from a foreign Origin and accepts its own', async () => {
    const open = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { origin } });
        socket.on('open', () => {
          socket.close();
          resolve('open');
        });
        socket.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
        socket.on('error', () => resolve('error'));
      });
    expect(await open('https://evil.example')).toBe('403');
    expect(await open(server.context.publicUrl)).toBe('open');
    expect(await open(server.url)).toBe('open');
    // An origin of CORS_ORIGINS may use the user's cookie over HTTP, and so over the socket.
    expect(await open('https://parceiro.example')).toBe('open');
  });

  it('serves the same fields over SSE through Yoga, in the groups of graphql-ws', async () => {
    const { followed, goalAt } = await liveMatchWithGoalToCome();
    const variables = { id: encodeId('Event', followed.id) };
    const before = await gauges();

    const streams = [openSse(variables), openSse(variables)];
    const socket = record<EventMsg>(client(), EVENT_DOC, variables);
    const firsts = await Promise.all([...streams.map((s) => s.next()), socket.until(() => true)]);
    for (const first of firsts) {
      expect(first.liveEvent.initial).toBe(true);
      expect(first.liveEvent.event.eventId).toBe(followed.id);
    }
    // Two SSE responses and one socket: one more group, three more members of it.
    expect(await gauges()).toMatchObject({ groups: before.groups + 1, subscribers: before.subscribers + 3 });

    sim.clock.set(goalAt);
    const goals = await Promise.all([
      ...streams.map((s) => s.until((m) => shownGoals(m) > goalsOf(followed))),
      socket.until((m) => shownGoals(m) > goalsOf(followed)),
    ]);
    expect(new Set(goals.map((m) => JSON.stringify(m.liveEvent))).size).toBe(1);
    for (const stream of streams) stream.close();
    // A closed response leaves its group.
    await expect
      .poll(async () => (await gauges()).subscribers, { timeout: 10_000 })
      .toBe(before.subscribers + 1);
  });

  it('caps the SSE subscriptions one client holds open, and frees a place when one closes', async () => {
    // In play where the clock stands now: a finished event's stream completes after its first payload.
    const variables = { id: encodeId('Event', (await playingNow()).id) };
    const streams = Array.from({ length: 50 }, () => openSse(variables));
    await Promise.all(streams.map((s) => s.next()));
    const refused = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: EVENT_DOC, variables }),
    });
    const text = await refused.text();
    expect(text).toContain('RATE_LIMITED');
    expect(text).toContain(
      'Limite de 50 assinaturas ao mesmo tempo por sessão (ou por endereço, sem sessão) atingido.',
    );
    expect(text).toContain('event: complete');

    streams.pop()!.close();
    await expect
      .poll(
        async () => {
          const again = openSse(variables);
          const first = await again.next().catch(() => null);
          again.close();
          return first?.liveEvent.initial ?? false;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    for (const stream of streams) stream.close();
  });

  it("counts an address's subscriptions over WebSockets and SSE together", async () => {
    // In play where the clock stands now: a finished event's stream completes after its first payload.
    const variables = { id: encodeId('Event', (await playingNow()).id) };
    const address = { 'x-forwarded-for': '203.0.113.77' };
    // 4 sockets × 50 subscriptions: the address's 200, the most one address may hold.
    const subs = Array.from({ length: 4 }, () => client({ headers: address })).flatMap((c) =>
      Array.from({ length: 50 }, () => record<EventMsg>(c, EVENT_DOC, variables)),
    );
    await Promise.all(subs.map((sub) => sub.until(() => true)));
    const sse = (headers: Record<string, string>) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
        body: JSON.stringify({ query: EVENT_DOC, variables }),
      });
    const refused = await (await sse(address)).text();
    expect(refused).toContain('RATE_LIMITED');
    expect(refused).toContain('Limite de 200 assinaturas ao vivo por endereço atingido.');
    // Another address is not affected.
    const controller = new AbortController();
    const other = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-forwarded-for': '203.0.113.78',
      },
      body: JSON.stringify({ query: EVENT_DOC, variables }),
      signal: controller.signal,
    });
    const reader = other.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: next')) text += (await reader.read()).value ?? '';
    expect(text).not.toContain('RATE_LIMITED');
    controller.abort();
    for (const sub of subs) sub.dispose();
  });

  /** A subscription over SSE, as Yoga serves it: `event: next` messages with the result as data. */
  function openSse(variables: Record<string, unknown>) {
    const controller = new AbortController();
    const response = fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: EVENT_DOC, variables }),
      signal: controller.signal,
    });
    const messages: EventMsg[] = [];
    let buffered = '';
    let ended = false;
    const reading = response.then(async (r) => {
      expect(r.headers.get('content-type')).toContain('text/event-stream');
      const reader = r.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        buffered += value;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (block.startsWith('event: complete')) ended = true;
          const data = /^event: next\ndata: (.*)$/s.exec(block)?.[1];
          if (data) messages.push((JSON.parse(data) as { data: EventMsg }).data);
        }
      }
    });
    const until = async (test: (m: EventMsg) => boolean) => {
      await expect.poll(() => messages.some(test), { timeout: 10_000 }).toBe(true);
      return messages.find(test)!;
    };
    return {
      next: () => until(() => true),
      until,
      messages,
      /** Whether the server sent `event: complete` (the stream ended on its side). */
      ended: () => ended,
      close: () => {
        controller.abort();
        void reading.catch(() => {});
      },
    };
  }
});
