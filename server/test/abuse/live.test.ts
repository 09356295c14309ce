import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { encodeId } from '../../bff/domains/common/global-id.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { figure, idleBystander, startBancada, withBystander, type RunningBancada } from './harness.ts';
import { messageText } from '../ws-text.ts';
import { whenFound } from '../deadline.ts';

/**
 * Live connections under attack, against server/main.ts in a child: sockets, subscriptions, made-up topics
 * and message floods from one address. Every socket of this file comes from 127.0.0.1, whose
 * X-Forwarded-For the BFF trusts (TRUST_PROXY=loopback), so each attack plays its own addresses with it.
 */

const EVENT_DOC = 'subscription($id: ID!) { liveEvent(id: $id) { initial event { id } } }';
const LIMITS = DEFAULT_LIMITS;

type Message = { id?: string; type: string; payload?: unknown };

interface Socket {
  ws: WebSocket;
  messages: Message[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** Resolves when `count` messages of the subscription ids match `test`. */
  waitFor(test: (m: Message) => boolean, count: number, timeoutMs?: number): Promise<Message[]>;
  /** When each message arrived (performance.now()), by subscription id: the first of each id. */
  firstAt: Map<string, number>;
}

let server: RunningBancada;
let liveEventId: string;

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
}

/** Refusals the BFF counted for a limit (bancada_live_refused_total). */
async function refusals(limit: string): Promise<number> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  return Number(
    new RegExp(`^bancada_live_refused_total\\{limit="${limit}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0,
  );
}

/** Opens a graphql-transport-ws socket as `address`; the upgrade's status when it is refused. */
function upgrade(address: string): Promise<Socket | { status: number; body: string }> {
  const ws = new WebSocket(`${server.base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': address },
  });
  const messages: Message[] = [];
  const firstAt = new Map<string, number>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const message = JSON.parse(messageText(data)) as Message;
    messages.push(message);
    if (message.id !== undefined && !firstAt.has(message.id)) firstAt.set(message.id, performance.now());
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      for (const wake of [...waiters]) wake();
    }),
  );
  const socket: Socket = {
    ws,
    messages,
    closed,
    firstAt,
    send: (message) => ws.send(JSON.stringify(message)),
    waitFor: (test, count, timeoutMs = 15_000) =>
      whenFound(
        waiters,
        () => {
          const found = messages.filter(test);
          return found.length >= count ? found : undefined;
        },
        () => `${messages.filter(test).length} of ${count} messages; last ${JSON.stringify(messages.at(-1))}`,
        timeoutMs,
      ),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

async function open(address: string): Promise<Socket> {
  const socket = await upgrade(address);
  if (!('ws' in socket)) throw new Error(`upgrade refused: ${socket.status}`);
  socket.send({ type: 'connection_init', payload: {} });
  await socket.waitFor((m) => m.type === 'connection_ack', 1);
  return socket;
}

async function closeAll(sockets: Socket[]) {
  for (const s of sockets) s.ws.close();
  await Promise.all(sockets.map((s) => s.closed));
}

const subscribe = (socket: Socket, id: string, eventId: string) =>
  socket.send({ id, type: 'subscribe', payload: { query: EVENT_DOC, variables: { id: eventId } } });

/** The error code a subscription ended with: graphql-ws `error`, or a `next` carrying errors. */
function codeOf(message: Message): string | undefined {
  const payload = message.payload as
    Array<{ extensions?: { code?: string } }> | { errors?: Array<{ extensions?: { code?: string } }> };
  const errors = Array.isArray(payload) ? payload : payload?.errors;
  return errors?.[0]?.extensions?.code;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] * 10) / 10;
};

beforeAll(async () => {
  server = await startBancada({
    // Anonymous live traffic only: no Banca API (and no database) to start.
    ROLES: 'bff,sportsfeed',
    // A Saturday afternoon of the simulated world: football is being played.
    SPORTS_SIM_START: '2025-03-15T18:00:00Z',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LIVE_POLL_MS: '1000',
  });
  const live = (await (
    await fetch(`${server.base}/sportsfeed/api/v1/sport/football/events/live`)
  ).json()) as { events: Array<{ id: number }> };
  expect(live.events.length).toBeGreaterThan(0);
  liveEventId = encodeId('Event', live.events[0].id);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe('abuse: live connections', () => {
  it(`refuses the sockets of one address past ${LIMITS.socketsPerAddress} with HTTP 429`, async () => {
    const started = performance.now();
    const attempts = await Promise.all(Array.from({ length: 25 }, () => upgrade('198.51.100.1')));
    const ms = Math.round(performance.now() - started);
    const sockets = attempts.filter((a): a is Socket => 'ws' in a);
    const refused = attempts.filter((a): a is { status: number; body: string } => !('ws' in a));
    expect(sockets).toHaveLength(LIMITS.socketsPerAddress);
    expect(refused.map((r) => r.status)).toEqual(Array(25 - LIMITS.socketsPerAddress).fill(429));
    expect(refused[0].body).toContain('conexões ao vivo por endereço');
    expect(await refusals('socketsPerAddress')).toBe(refused.length);
    // Another address is not affected.
    const other = await open('198.51.100.2');
    figure('live sockets from one address', {
      attempted: 25,
      opened: sockets.length,
      refused429: refused.length,
      allMs: ms,
    });
    await closeAll([...sockets, other]);
  });

  it(`refuses subscriptions on one socket past ${LIMITS.subscriptionsPerConnection} with RATE_LIMITED`, async () => {
    const socket = await open('198.51.100.3');
    const started = performance.now();
    for (let i = 1; i <= 60; i++) subscribe(socket, String(i), liveEventId);
    const refused = await socket.waitFor((m) => m.type === 'error', 60 - LIMITS.subscriptionsPerConnection);
    const refusedMs = Math.round(performance.now() - started);
    const served = await socket.waitFor((m) => m.type === 'next', LIMITS.subscriptionsPerConnection);
    expect(new Set(refused.map(codeOf))).toEqual(new Set(['RATE_LIMITED']));
    expect(refused.map((m) => Number(m.id)).sort((a, b) => a - b)[0]).toBeGreaterThan(
      LIMITS.subscriptionsPerConnection,
    );
    expect(new Set(served.map((m) => m.id)).size).toBe(LIMITS.subscriptionsPerConnection);
    figure('60 subscriptions on one socket', {
      served: new Set(served.map((m) => m.id)).size,
      refusedRateLimited: refused.length,
      refusalsWithinMs: refusedMs,
      liveTopics: await metric('bancada_live_topics'),
    });
    await closeAll([socket]);
    await expect.poll(() => metric('bancada_live_topics'), { timeout: 10_000 }).toBe(0);
  });

  it('refuses 1,000 subscriptions to made-up events with NOT_FOUND, opening no topic', async () => {
    const topicsBefore = await metric('bancada_live_topics');
    const callsBefore = await server.upstreamCalls();
    const madeUp = (n: number) => encodeId('Event', 990_000_000 + (n % 50));
    /** 50 subscriptions on each of `count` sockets (one address each); the time to each answer. */
    const attack = async (first: number, count: number) => {
      const sockets = await Promise.all(
        Array.from({ length: count }, (_, i) => open(`192.0.2.${first + i}`)),
      );
      const sentAt = performance.now();
      sockets.forEach((socket, s) => {
        for (let k = 0; k < 50; k++) subscribe(socket, String(k), madeUp(s * 50 + k));
      });
      const answers = await Promise.all(
        sockets.map((socket) => socket.waitFor((m) => m.type === 'next' || m.type === 'error', 50)),
      );
      const latencies = sockets.flatMap((socket) => [...socket.firstAt.values()].map((at) => at - sentAt));
      await closeAll(sockets);
      return { codes: answers.flat().map(codeOf), latencies };
    };
    // 50 distinct made-up ids first: each costs the feed's own 404 (the embedded simulator builds the
    // fixtures of the day an id names to say so), then 950 more attempts at the same ids from 19 addresses,
    // all sent at once (so their latencies measure the whole burst), then 50 one after another.
    const firsts = await attack(1, 1);
    const repeats = await attack(2, 19);
    const one = await open('192.0.2.100');
    const single: number[] = [];
    for (let k = 0; k < 50; k++) {
      const started = performance.now();
      subscribe(one, `s${k}`, madeUp(k));
      const [answer] = await one.waitFor((m) => m.id === `s${k}`, 1);
      single.push(performance.now() - started);
      expect(codeOf(answer)).toBe('NOT_FOUND');
    }
    await closeAll([one]);
    const codes = [...firsts.codes, ...repeats.codes];
    expect(codes).toHaveLength(1000);
    expect(new Set(codes)).toEqual(new Set(['NOT_FOUND']));
    const calls = (await server.upstreamCalls()) - callsBefore;
    const topicsAfter = await metric('bancada_live_topics');
    expect(topicsAfter).toBe(topicsBefore);
    // One lookup per distinct made-up id: the shared sports cache answers the repeats.
    expect(calls).toBeLessThanOrEqual(50 + 5);
    // How long a refusal takes is a figure (below), not a test: a busy machine's time is not the server's.

    // The first address keeps trying new made-up ids: past its refusals for unknown events in a minute, it
    // is refused before any lookup.
    const persistent = await open('192.0.2.1');
    const callsBeforeMore = await server.upstreamCalls();
    const more: Array<string | undefined> = [];
    for (let k = 0; k < 20; k++) {
      subscribe(persistent, `m${k}`, encodeId('Event', 990_100_000 + k));
      more.push(codeOf((await persistent.waitFor((m) => m.id === `m${k}`, 1))[0]));
    }
    await closeAll([persistent]);
    const allowedUnknown = LIMITS.liveUnknownPerAddressPerMinute - 50;
    expect(more).toEqual([
      ...new Array<string>(allowedUnknown).fill('NOT_FOUND'),
      ...new Array<string>(20 - allowedUnknown).fill('RATE_LIMITED'),
    ]);
    const moreCalls = (await server.upstreamCalls()) - callsBeforeMore;
    expect(moreCalls).toBeLessThanOrEqual(allowedUnknown);

    // Someone else still follows a real live event.
    const fan = await open('192.0.2.200');
    subscribe(fan, '1', liveEventId);
    const [first] = await fan.waitFor((m) => m.id === '1' && m.type === 'next', 1);
    expect(codeOf(first)).toBeUndefined();
    figure('1,000 subscriptions to made-up events', {
      refusedNotFound: codes.length,
      firstAttemptsP99Ms: p99(firsts.latencies),
      burstOf950DoneMs: Math.round(Math.max(...repeats.latencies)),
      oneAtATimeP99Ms: p99(single),
      upstreamCalls: calls,
      persistentAddressRateLimitedAfter: LIMITS.liveUnknownPerAddressPerMinute,
      upstreamCallsOfItsLast20: moreCalls,
      liveTopicsBefore: topicsBefore,
      liveTopicsAfter: topicsAfter,
      realEventServed: 1,
    });
    await closeAll([fan]);
  });

  it('closes flooding sockets with 4429 and stops reading them, while a bystander is still answered', async () => {
    const idle = await idleBystander(server.base, 100);
    const floods: Array<{ code: number; sent: number; pongs: number; seconds: number }> = [];
    const { bystander } = await withBystander(server.base, async () => {
      // Ten sockets at once (an address each, as a botnet would), each sending far above its budget
      // (messages per second × 10 s), in slices so this process's own bystander loop gets its turns.
      // The server stops reading a flooder and cuts it off a second after its close frame.
      await Promise.all(
        Array.from({ length: 10 }, async (_, f) => {
          const openedAt = performance.now();
          const socket = await open(`198.51.100.${20 + f}`);
          let sent = 0;
          for (; sent < 2000 && socket.ws.readyState === WebSocket.OPEN; sent++) {
            socket.send({ type: 'ping' });
            if (sent % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
          }
          const { code } = await socket.closed;
          const pongs = socket.messages.filter((m) => m.type === 'pong').length;
          floods.push({ code, sent, pongs, seconds: (performance.now() - openedAt) / 1000 });
        }),
      );
    });
    expect(floods.map((f) => f.code)).toEqual(Array(10).fill(4429));
    expect(await refusals('socketMessagesPerSecond')).toBe(10);
    // At most the budget: a full bucket (10 s of messages) plus what it refilled while the socket was open.
    for (const flood of floods)
      expect(flood.pongs).toBeLessThanOrEqual(LIMITS.socketMessagesPerSecond * (10 + flood.seconds));
    // Answered all along; how fast is bench:abuse's to hold (its "sockets" phase), not a timed test's.
    expect(bystander.requests).toBeGreaterThan(0);
    expect(bystander.failures).toBe(0);
    figure('WebSocket message floods', {
      sockets: floods.length,
      sentUntilClosedMax: Math.max(...floods.map((f) => f.sent)),
      answeredBeforeCloseMax: Math.max(...floods.map((f) => f.pongs)),
      closeCode: 4429,
      bystanderP99Ms: bystander.p99Ms,
      idleP99Ms: idle.p99Ms,
      bystanderRequests: bystander.requests,
    });
  });
});
