import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMemoryPubSub, createRedisPubSub, type LivePubSub } from './pubsub.ts';
import { createMemoryLiveStore, createRedisLiveStore, type LiveStore } from './store.ts';
import { MAX_SUBSCRIPTION_ID_LENGTH } from './sockets.ts';
import { createManualClock, type ManualClock } from '../../clock.ts';
import { advanceUntil, withDeadline } from '../../test/deadline.ts';
import {
  connect,
  record,
  startTestReplica,
  TEST_TOKEN,
  upgradeAnswer,
  type TestReplica,
} from '../test/live-clients.ts';
import { startScriptedFeed, type ScriptedFeed } from '../test/live-support.ts';

const REDIS = process.env.TEST_REDIS_URL;
if (!REDIS) console.warn('TEST_REDIS_URL is not set: the live socket suite runs on in-memory pub/sub only.');

// Steps of the replica's manual clock. With Redis the lease (1.5 intervals) and each command's timeout run
// on Redis's and the client's real time instead: on a loaded machine a first poll slower than a 150 ms
// lease was fenced, or a command slower than 300 ms sent the hub to local polling, and a test that waits
// for the first message without moving the clock never got one. Neither is what this suite checks.
const POLL_MS = 2000;
const REDIS_LIMITS = { redisCommandTimeoutMs: 5000 };

const EVENT_QUERY = `subscription($id: Int!) { liveEvent(id: $id) { version goals event { id status home away } } }`;
const LIST_QUERY = `subscription($sport: String!) { liveEvents(sport: $sport) { added { id status } changed { id home away } finished } }`;

type EventMsg = {
  liveEvent: {
    version: number;
    goals: number | null;
    event: { id: string; home: number; away: number; status: string };
  };
};
type ListMsg = {
  liveEvents: { added: Array<{ id: string }>; changed: Array<{ id: string }>; finished: string[] };
};

/** The transports of a backend; `now` is the hub's clock, which in-memory leases follow. */
type Transports = (now: () => number) => { pubsub: LivePubSub; store: LiveStore; prefix: string };
const backends: Array<[string, boolean, Transports]> = [
  [
    'in-memory',
    false,
    // Leases on the hub's clock: on real time a poll slower than its lease (a busy machine) was fenced.
    (now) => ({ pubsub: createMemoryPubSub(), store: createMemoryLiveStore(now), prefix: 'test:' }),
  ],
  [
    'redis',
    !REDIS,
    () => {
      const prefix = `test:${randomUUID()}:`;
      return {
        pubsub: createRedisPubSub(REDIS!, { limits: REDIS_LIMITS }),
        store: createRedisLiveStore(REDIS!, prefix, { limits: REDIS_LIMITS }),
        prefix,
      };
    },
  ],
];

describe.each(backends)('live subscriptions over graphql-ws (%s)', (_name, skip, make) => {
  let feed: ScriptedFeed;
  let replica: TestReplica;
  let transports: ReturnType<typeof make>;
  /** The replica's clock: its pollers and keep-alive move only when a test moves it. */
  let clock: ManualClock;
  /** Polls until every `arrived` has: each poll is a real HTTP call, and its result reaches real sockets. */
  const polled = <T>(...arrived: Array<Promise<T>>) =>
    advanceUntil(clock, POLL_MS, Promise.all(arrived), 'the subscribers’ next update');
  const clients: Array<ReturnType<typeof connect>> = [];
  const client = (params?: Record<string, unknown>) => {
    const c = connect(replica.wsUrl, params);
    clients.push(c);
    return c;
  };

  beforeEach(async () => {
    if (skip) return;
    feed = await startScriptedFeed();
    feed.events.set(1, { id: 1, home: 0, away: 0, status: 'inprogress' });
    feed.events.set(2, { id: 2, home: 1, away: 1, status: 'inprogress' });
    transports = make(() => clock.now());
    clock = createManualClock(Date.UTC(2025, 2, 15, 18, 0));
    // Redis connects in the background and refuses commands until then: a hub started first would begin
    // by polling alone, and a test that does not move the clock would never see it take the lease.
    expect(await transports.store.connected(5000)).toBe(true);
    expect(await transports.pubsub.connected(5000)).toBe(true);
    replica = await startTestReplica({
      clock,
      feedUrl: feed.url,
      pubsub: transports.pubsub,
      store: transports.store,
      pollMs: POLL_MS,
      channelPrefix: `${transports.prefix}live:`,
      limits: { subscriptionsPerConnection: 3 },
      keepAliveMs: 150,
    });
  });

  afterEach(async () => {
    if (skip) return;
    await Promise.all(clients.splice(0).map((c) => Promise.resolve(c.dispose())));
    await replica.close();
    await transports.pubsub.close();
    await transports.store.close();
    await feed.close();
  });

  it.skipIf(skip)('delivers a score change of one event to its subscriber', async () => {
    const sub = record<EventMsg>(client(), EVENT_QUERY, { id: 1 });
    const first = await sub.until((m) => m.liveEvent.event.home === 0);
    expect(first.liveEvent).toMatchObject({ goals: 0, event: { id: '1', status: 'inprogress', away: 0 } });

    feed.events.get(1)!.home = 1;
    const [goal] = await polled(sub.until((m) => m.liveEvent.event.home === 1));
    expect(goal.liveEvent.goals).toBe(1);
    expect(goal.liveEvent.version).toBeGreaterThan(first.liveEvent.version);
    expect(sub.errors).toEqual([]);
  });

  it.skipIf(skip)('removes finished events from the live list and announces new ones', async () => {
    const sub = record<ListMsg>(client(), LIST_QUERY, { sport: 'football' });
    const first = await sub.until((m) => m.liveEvents.added.length === 2);
    expect(first.liveEvents.added.map((e) => e.id).sort()).toEqual(['1', '2']);

    feed.events.get(2)!.status = 'finished';
    feed.events.set(3, { id: 3, home: 0, away: 0, status: 'inprogress' });
    const [next] = await polled(sub.until((m) => m.liveEvents.finished.length > 0));
    expect(next.liveEvents.finished).toEqual(['2']);
    expect(next.liveEvents.added.map((e) => e.id)).toEqual(['3']);

    feed.events.get(1)!.away = 2;
    const [changed] = await polled(sub.until((m) => m.liveEvents.changed.length > 0));
    expect(changed.liveEvents.changed).toEqual([{ id: '1', home: 0, away: 2 }]);
  });

  it.skipIf(skip)('gives a late subscriber the current state first', async () => {
    const early = record<EventMsg>(client(), EVENT_QUERY, { id: 1 });
    await early.until((m) => m.liveEvent.event.home === 0);
    feed.events.get(1)!.home = 2;
    await polled(early.until((m) => m.liveEvent.event.home === 2));

    const late = record<EventMsg>(client(), EVENT_QUERY, { id: 1 });
    const first = await late.until(() => true);
    expect(first.liveEvent.event.home).toBe(2);
    expect(first.liveEvent.goals).toBe(2);

    feed.events.get(1)!.away = 1;
    await polled(...[early, late].map((s) => s.until((m) => m.liveEvent.event.away === 1)));
    // Nothing older than what the late subscriber saw first ever reaches it.
    expect(late.values.every((m) => m.liveEvent.event.home === 2)).toBe(true);
  });

  it.skipIf(skip)('executes once per group and change, whatever the number of subscribers', async () => {
    const subs = Array.from({ length: 12 }, (_, i) =>
      record<EventMsg>(client(), EVENT_QUERY, { id: i < 8 ? 1 : 2 }),
    );
    await Promise.all(subs.map((s) => s.until(() => true)));
    const before = replica.probe.executions;
    expect(replica.sockets.stats()).toMatchObject({ groups: 2, groupedSubscribers: 12 });

    feed.events.get(1)!.home = 5;
    await polled(...subs.slice(0, 8).map((s) => s.until((m) => m.liveEvent.event.home === 5)));
    // Executions precede the frames they produce: every one for this change has run by now.
    // One group changed: one execution for its 8 subscribers.
    expect(replica.probe.executions - before).toBe(1);

    // The same field without grouping executes per subscriber, the standard graphql-ws path.
    const plain = Array.from({ length: 4 }, () =>
      record(client(), `subscription { liveEventUngrouped(id: 1) { event { home } } }`),
    );
    await Promise.all(plain.map((s) => s.until(() => true)));
    const beforePlain = replica.probe.executions;
    feed.events.get(1)!.home = 6;
    await polled(
      subs[0].until((m) => m.liveEvent.event.home === 6),
      ...plain.map((s) =>
        s.until(
          (m) =>
            (m as { liveEventUngrouped: { event: { home: number } } }).liveEventUngrouped.event.home === 6,
        ),
      ),
    );
    expect(replica.probe.executions - beforePlain).toBe(1 + 4);
  });

  it.skipIf(skip)('stops polling when the last subscriber leaves', async () => {
    const idleTimers = clock.pending();
    const sub = record<EventMsg>(client(), EVENT_QUERY, { id: 1 });
    await sub.until(() => true);
    expect(sub.errors).toEqual([]);
    expect(replica.hub.polling()).toEqual(['event:1']);
    // The topic's poller. A poll also reads the event's statistics and odds, and each upstream call in
    // flight holds its timeout on this clock: the count settles once the first poll's calls are answered.
    await expect.poll(() => clock.pending()).toBe(idleTimers + 1);
    sub.dispose();
    // The unsubscription is a message over a real socket: wait for the hub to see it.
    await expect.poll(() => replica.hub.topics()).toBe(0);
    expect(replica.hub.polling()).toEqual([]);
    await expect.poll(() => clock.pending()).toBe(idleTimers);
    const hits = feed.hitsOf('/event/1');
    await clock.advanceAsync(POLL_MS * 3);
    // A request of ours after those intervals: a poll started in them would have reached the feed first.
    await fetch(`${feed.url}/sport/-10800/event-count`);
    expect(feed.hitsOf('/event/1')).toBe(hits);
  });

  it.skipIf(skip)('authenticates at connection_init and refuses a wrong token with 4403', async () => {
    const ok = record(client({ authorization: `Bearer ${TEST_TOKEN}` }), EVENT_QUERY, { id: 1 });
    await ok.until(() => true);

    const refused = record(client({ authorization: 'Bearer errado' }), EVENT_QUERY, { id: 1 });
    await expect.poll(() => refused.errors.length, { timeout: 3000 }).toBe(1);
    expect((refused.errors[0] as { code: number }).code).toBe(4403);
  });

  it.skipIf(skip)('refuses a socket from another site before the upgrade', async () => {
    const refusal = await upgradeAnswer(replica.wsUrl, { origin: 'https://evil.example' });
    expect(refusal.status).toBe(403);
    expect(JSON.parse(refusal.body)).toEqual({
      errors: [{ message: 'Origem da requisição não permitida.', extensions: { code: 'FORBIDDEN' } }],
    });
    const allowed = await new Promise<number>((resolve) => {
      const ws = new WebSocket(replica.wsUrl, 'graphql-transport-ws', {
        origin: new URL(replica.url).origin.replace('127.0.0.1', 'localhost'),
      });
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    });
    expect(allowed).toBe(101);
  });

  it.skipIf(skip)('caps subscriptions per connection with an error for the extra one', async () => {
    const c = client();
    const subs = [1, 2, 1].map((id) => record(c, EVENT_QUERY, { id }));
    await Promise.all(subs.map((s) => s.until(() => true)));
    const extra = record(c, EVENT_QUERY, { id: 2 });
    await expect.poll(() => extra.errors.length, { timeout: 3000 }).toBe(1);
    expect(JSON.stringify(extra.errors[0])).toContain('RATE_LIMITED');
    // The connection itself stays usable.
    feed.events.get(1)!.home = 3;
    await polled(subs[0].until((m) => (m as EventMsg).liveEvent.event.home === 3));
  });

  it.skipIf(skip)('closes a socket that sends no connection_init in time with 4408', async () => {
    // Production waits graphql-ws's 5 s; a replica of its own waits 100 ms here.
    const impatient = await startTestReplica({
      feedUrl: feed.url,
      pubsub: transports.pubsub,
      store: transports.store,
      pollMs: POLL_MS,
      channelPrefix: `${transports.prefix}live:`,
      connectionInitWaitMs: 100,
    });
    try {
      const ws = new WebSocket(impatient.wsUrl, 'graphql-transport-ws');
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      expect(await withDeadline(closed, 'the close of a socket without connection_init')).toBe(4408);
    } finally {
      await impatient.close();
    }
  });

  it.skipIf(skip)('closes protocol violations with graphql-ws codes and pings idle sockets', async () => {
    const raw = () => {
      const ws = new WebSocket(replica.wsUrl, 'graphql-transport-ws');
      const closing = new Promise<{ code: number; reason: string }>((resolve) =>
        ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
      );
      const closed = closing.then(({ code }) => code);
      const reason = closing.then((close) => close.reason);
      const opened = new Promise<void>((resolve) => ws.on('open', () => resolve()));
      return { ws, closed, reason, opened };
    };
    const early = raw();
    await early.opened;
    early.ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ ok }' } }));
    expect(await early.closed).toBe(4401);
    // graphql-ws's reasons are written in pt-BR, the code unchanged.
    expect(await early.reason).toBe('Envie connection_init e aguarde connection_ack antes de assinar.');

    const garbage = raw();
    await garbage.opened;
    garbage.ws.send('not json');
    expect(await garbage.closed).toBe(4400);
    expect(await garbage.reason).toBe('Mensagem inválida.');

    // A message of the protocol that only a server sends is not one a client may send: 4400, not 4500.
    for (const message of [
      { type: 'connection_ack' },
      { id: 'x', type: 'next', payload: {} },
      { id: 'x', type: 'error', payload: [{ message: 'x' }] },
    ]) {
      const wrongSide = raw();
      await wrongSide.opened;
      wrongSide.ws.send(JSON.stringify(message));
      expect(await wrongSide.closed, message.type).toBe(4400);
      expect(await wrongSide.reason).toBe('Mensagem inválida.');
    }

    // A subscription id longer than the bound: every message of it would carry the id again.
    const longId = raw();
    await longId.opened;
    const acked = new Promise<void>((resolve) =>
      longId.ws.on('message', (data) => {
        if ((JSON.parse((data as Buffer).toString('utf8')) as { type: string }).type === 'connection_ack')
          resolve();
      }),
    );
    longId.ws.send(JSON.stringify({ type: 'connection_init' }));
    await acked;
    const subscribe = (id: string) =>
      JSON.stringify({ id, type: 'subscribe', payload: { query: EVENT_QUERY, variables: { id: 1 } } });
    longId.ws.send(subscribe('x'.repeat(MAX_SUBSCRIPTION_ID_LENGTH + 1)));
    expect(await longId.closed).toBe(4400);

    const twice = raw();
    await twice.opened;
    twice.ws.send(JSON.stringify({ type: 'connection_init' }));
    twice.ws.send(JSON.stringify({ type: 'connection_init' }));
    expect(await twice.closed).toBe(4429);
    expect(await twice.reason).toBe('O connection_init só pode ser enviado uma vez.');

    // A message over 64 KiB (the server's maxPayload) is not read: the socket is closed with 1009.
    const big = raw();
    await big.opened;
    big.ws.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(64 * 1024) } }));
    expect(await big.closed).toBe(1009);

    const idle = raw();
    let pings = 0;
    const twoPings = new Promise<void>((resolve) => idle.ws.on('ping', () => ++pings === 2 && resolve()));
    await idle.opened;
    idle.ws.send(JSON.stringify({ type: 'connection_init' }));
    // Two keep-alive intervals (150 ms each): one ping per interval.
    await clock.advanceAsync(300);
    await withDeadline(twoPings, 'two pings of an idle socket');
    expect(pings).toBe(2);
    idle.ws.close();
  });
});
