import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createManualClock } from '../../clock.ts';
import { createLogger } from '../../logger.ts';
import { createCost } from '../plugins/cost.ts';
import { advanceUntil, whenFound } from '../../test/deadline.ts';
import { messageText } from '../../test/ws-text.ts';
import { createMemoryPubSub } from './pubsub.ts';
import { TOO_MANY_MESSAGES } from './sockets.ts';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { createMemoryLiveStore } from './store.ts';
import { CHARGED_READING_LIMITS, steppedValidationTimer } from '../test/validation-timing.ts';
import { startTestReplica, TEST_TOKEN, upgradeAnswer, type TestReplica } from '../test/live-clients.ts';
import { startScriptedFeed, type ScriptedFeed } from '../test/live-support.ts';

/**
 * The per-address and per-connection caps of the graphql-ws layer, over real sockets. Every socket of a
 * test comes from 127.0.0.1, so each test plays its own addresses with an `x-test-address` header.
 */

const EVENT_QUERY = 'subscription($id: Int!) { liveEvent(id: $id) { version } }';

let feed: ScriptedFeed;
let replica: TestReplica;
/** The replica's clock (message rates, pollers): a test moves it instead of waiting. */
const clock = createManualClock(1_000_000);
/** How long each validation of a new document takes; an address's bucket pays for its documents. */
const validation = steppedValidationTimer();
const cost = createCost({
  limits: CHARGED_READING_LIMITS,
  logger: createLogger('silent'),
  now: () => clock.now(),
  validationTimer: validation.timer,
});

beforeAll(async () => {
  feed = await startScriptedFeed();
  for (const id of [1, 2, 3]) feed.events.set(id, { id, home: 0, away: 0, status: 'inprogress' });
  replica = await startTestReplica({
    feedUrl: feed.url,
    pubsub: createMemoryPubSub(),
    // Leases on the hub's clock: on real time, a first poll slower than its 150 ms lease (a busy machine)
    // was fenced, and with the clock standing still no later poll came to deliver the first value.
    store: createMemoryLiveStore(() => clock.now()),
    pollMs: 100,
    limits: {
      socketsPerAddress: 3,
      subscriptionsPerConnection: 3,
      subscriptionsPerAddress: 4,
      liveTopicsPerAddress: 2,
      socketMessagesPerSecond: 2,
      socketLoginsPerMinute: 2,
    },
    clientAddress: (request: IncomingMessage) => String(request.headers['x-test-address'] ?? 'unknown'),
    clock,
    readNewDocument: cost.readNewDocument,
  });
});

afterEach(() => {
  // A test that failed half-way must not leave the next one its slow validations.
  validation.reset();
});

afterAll(async () => {
  await replica?.close();
  await feed?.close();
});

interface RawSocket {
  ws: WebSocket;
  /** Messages received, parsed. */
  messages: Array<{ id?: string; type: string; payload?: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** The first message matching `test`. */
  next(test: (m: RawSocket['messages'][number]) => boolean): Promise<RawSocket['messages'][number]>;
  subscribe(id: string, eventId: number): void;
}

/** A graphql-transport-ws socket driven message by message, from `address`. */
async function open(address: string, init: Record<string, unknown> | null = {}): Promise<RawSocket> {
  const ws = new WebSocket(replica.wsUrl, 'graphql-transport-ws', { headers: { 'x-test-address': address } });
  const messages: RawSocket['messages'] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(messageText(data)) as RawSocket['messages'][number]);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
  const socket: RawSocket = {
    ws,
    messages,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    next: (test) =>
      whenFound(
        waiters,
        () => messages.find(test),
        () => `no such message; got ${JSON.stringify(messages)}`,
      ),
    subscribe: (id, eventId) =>
      socket.send({ id, type: 'subscribe', payload: { query: EVENT_QUERY, variables: { id: eventId } } }),
  };
  if (init) {
    socket.send({ type: 'connection_init', payload: init });
    await socket.next((m) => m.type === 'connection_ack');
  }
  return socket;
}

const errorOf = (socket: RawSocket, id: string) =>
  socket
    .next((m) => m.id === id && (m.type === 'error' || m.type === 'next'))
    .then((m) =>
      m.type === 'error' ? (m.payload as Array<{ message: string; extensions: { code: string } }>)[0] : null,
    );

async function closeAll(sockets: RawSocket[]) {
  for (const s of sockets) s.ws.close();
  await Promise.all(sockets.map((s) => s.closed));
}

describe('live socket caps', () => {
  it('reads a document sent as text at its address’s expense: a new one is refused while the address owes points', async () => {
    /** Subscribes `socket` to event 1's live updates with `query`, under `id`. */
    const subscribe = (socket: RawSocket, id: string, query: string) =>
      socket.send({ id, type: 'subscribe', payload: { query, variables: { id: 1 } } });
    const a = await open('10.0.5.1');
    // 10.5 ms past the free 5, at 100 points a millisecond: 1,050 points, a full bucket (1,000) at most.
    validation.takes(15.5);
    const costly = `# lento\n${EVENT_QUERY}`;
    subscribe(a, '1', costly);
    await a.next((m) => m.id === '1' && m.type === 'next');
    validation.takes(0);
    subscribe(a, '2', `# novo\n${EVENT_QUERY}`);
    const refused = await errorOf(a, '2');
    expect(refused).toMatchObject({ extensions: { code: 'RATE_LIMITED', retryAfter: 1 } });
    // The HTTP refusal's status and headers are no part of a socket's message.
    expect(refused?.extensions).not.toHaveProperty('http');
    // A text already read costs nothing; another address pays from its own bucket.
    subscribe(a, '3', costly);
    await a.next((m) => m.id === '3' && m.type === 'next');
    const b = await open('10.0.5.2');
    subscribe(b, '1', `# outro\n${EVENT_QUERY}`);
    await b.next((m) => m.id === '1' && m.type === 'next');
    // Once the refill has paid the debt, the new text is read.
    clock.advance(1_000);
    subscribe(a, '4', `# novo\n${EVENT_QUERY}`);
    await a.next((m) => m.id === '4' && m.type === 'next');
    await closeAll([a, b]);
  });

  it('refuses an upgrade at another path with 404 and a GraphQL error', async () => {
    const refused = await upgradeAnswer(replica.wsUrl.replace(/\/graphql$/, '/ws'));
    expect(refused).toMatchObject({ status: 404, type: 'application/json; charset=utf-8' });
    expect(JSON.parse(refused.body)).toEqual({
      errors: [
        { message: 'As conexões ao vivo (WebSocket) ficam em /graphql.', extensions: { code: 'NOT_FOUND' } },
      ],
    });
  });

  it('refuses the upgrade with 429 past the sockets of one address, and lets others in', async () => {
    const sockets = await Promise.all([1, 2, 3].map(() => open('10.0.0.1', null)));
    const refused = await upgradeAnswer(replica.wsUrl, { headers: { 'x-test-address': '10.0.0.1' } });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      errors: [
        {
          message: 'Limite de 3 conexões ao vivo por endereço atingido.',
          extensions: { code: 'RATE_LIMITED', limit: 'socketsPerAddress' },
        },
      ],
    });
    const other = await open('10.0.0.2', null);
    // A closed socket gives its place back.
    sockets[0].ws.close();
    await sockets[0].closed;
    const again = await open('10.0.0.1', null);
    await closeAll([...sockets.slice(1), other, again]);
  });

  it('caps subscriptions per connection and per address with RATE_LIMITED; the socket stays usable', async () => {
    const a = await open('10.0.1.1');
    for (const id of ['1', '2', '3']) a.subscribe(id, 1);
    await Promise.all(['1', '2', '3'].map((id) => a.next((m) => m.id === id && m.type === 'next')));
    a.subscribe('4', 1);
    expect(await errorOf(a, '4')).toMatchObject({
      message: 'Limite de 3 assinaturas por conexão atingido.',
      extensions: { code: 'RATE_LIMITED' },
    });

    // A second socket of the same address has its own 3, but the address only 4 in all.
    const b = await open('10.0.1.1');
    b.subscribe('1', 1);
    await b.next((m) => m.id === '1' && m.type === 'next');
    b.subscribe('2', 1);
    expect(await errorOf(b, '2')).toMatchObject({
      message: 'Limite de 4 assinaturas ao vivo por endereço atingido.',
      extensions: { code: 'RATE_LIMITED' },
    });

    // Completing one frees its place, on the socket that still works.
    a.send({ id: '1', type: 'complete' });
    await expect.poll(() => replica.sockets.stats().groupedSubscribers).toBe(3);
    b.subscribe('3', 1);
    await b.next((m) => m.id === '3' && m.type === 'next');
    await closeAll([a, b]);
    // Closing the sockets gives every place back.
    const c = await open('10.0.1.1');
    for (const id of ['1', '2', '3']) c.subscribe(id, 2);
    await Promise.all(['1', '2', '3'].map((id) => c.next((m) => m.id === id && m.type === 'next')));
    await closeAll([c]);
  });

  it('caps the distinct topics of an address, not the subscribers of a topic it holds', async () => {
    const a = await open('10.0.2.1');
    a.subscribe('1', 1);
    a.subscribe('2', 2);
    a.subscribe('3', 1);
    await Promise.all(['1', '2', '3'].map((id) => a.next((m) => m.id === id && m.type === 'next')));
    const b = await open('10.0.2.1');
    b.subscribe('1', 3);
    expect(await errorOf(b, '1')).toMatchObject({
      message: 'Limite de 2 jogos e listas ao vivo acompanhados ao mesmo tempo por endereço atingido.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(replica.hub.topics()).toBe(2);
    // Another address may open that topic.
    const other = await open('10.0.2.2');
    other.subscribe('1', 3);
    await other.next((m) => m.id === '1' && m.type === 'next');
    expect(replica.hub.topics()).toBe(3);
    await closeAll([a, b, other]);
    // The topics close with their last subscriber.
    await expect.poll(() => replica.hub.topics()).toBe(0);
  });

  it('refuses variables nested or numerous past the HTTP request’s limits; the socket stays usable', async () => {
    const a = await open('10.0.6.1');
    // 30,000 levels in 60 kB, within a message's size: the group key's serialiser overflowed its stack on
    // them, and the socket closed with 4500.
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    a.ws.send(
      `{"id":"deep","type":"subscribe","payload":{"query":${JSON.stringify(EVENT_QUERY)},` +
        `"variables":{"id":1,"x":${deep}}}}`,
    );
    expect(await errorOf(a, 'deep')).toMatchObject({
      message: 'O parâmetro "variables" tem mais de 8 níveis de objetos e listas.',
      extensions: { code: 'BAD_REQUEST' },
    });
    a.send({
      id: 'many',
      type: 'subscribe',
      payload: { query: EVENT_QUERY, variables: { id: 1, x: Array.from({ length: 1_001 }, () => 0) } },
    });
    expect(await errorOf(a, 'many')).toMatchObject({
      message: 'O parâmetro "variables" tem mais de 1000 valores.',
      extensions: { code: 'BAD_REQUEST' },
    });
    a.subscribe('fine', 1);
    expect(await errorOf(a, 'fine')).toBeNull();
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
    await closeAll([a]);
  });

  it('refuses a subscription without its document, or whose operation it cannot tell, with HTTP’s codes and words', async () => {
    const a = await open('10.0.6.2');
    a.send({ id: 'none', type: 'subscribe', payload: { query: '' } });
    expect(await errorOf(a, 'none')).toMatchObject({
      message: BFF_MESSAGES.graphqlQueryMissing,
      extensions: { code: 'BAD_REQUEST' },
    });
    a.send({
      id: 'unknown',
      type: 'subscribe',
      payload: { query: '', extensions: { doc_id: 'f'.repeat(32) } },
    });
    expect(await errorOf(a, 'unknown')).toMatchObject({
      message: BFF_MESSAGES.persistedUnknown,
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const two =
      'subscription A { liveEvent(id: 1) { version } } subscription B { liveEvent(id: 2) { version } }';
    a.send({ id: 'two', type: 'subscribe', payload: { query: two } });
    expect(await errorOf(a, 'two')).toMatchObject({
      message: BFF_MESSAGES.graphqlOperationUndetermined,
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
    await closeAll([a]);
  });

  it('closes a socket with 4429 once it sends more than its message budget', async () => {
    // 2 messages a second averaged over 10 s: a burst of 20 passes, the 21st within the same instant not.
    const calm = await open('10.0.3.1');
    for (let i = 0; i < 19; i++) calm.send({ type: 'ping' });
    await calm.next((m) => m.type === 'pong' && calm.messages.filter((x) => x.type === 'pong').length === 19);
    clock.advance(10_000); // the bucket refills: 20 more fit
    for (let i = 0; i < 20; i++) calm.send({ type: 'ping' });
    await calm.next(() => calm.messages.filter((x) => x.type === 'pong').length === 39);
    expect(calm.ws.readyState).toBe(WebSocket.OPEN);

    const flood = await open('10.0.3.1');
    for (let i = 0; i < 100; i++) flood.send({ type: 'ping' });
    // The server stops reading a flooder and cuts it off after a grace on its clock, whether or not the
    // close handshake completes: the clock moves on until the socket is closed.
    const closed = await advanceUntil(clock, 100, flood.closed, 'the flooder closed');
    expect(closed).toEqual({
      code: TOO_MANY_MESSAGES,
      reason: 'Mensagens demais: reconecte em instantes.',
    });
    // Nothing past the budget was answered (the init took one token; pongs still queued are dropped).
    expect(flood.messages.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(19);
    await closeAll([calm]);
  });

  it('throttles authenticated connection_init per address, not anonymous ones or other addresses', async () => {
    const signedIn = () => ({ authorization: `Bearer ${TEST_TOKEN}` });
    const ok = [await open('10.0.4.1', signedIn()), await open('10.0.4.1', signedIn())];
    const third = await open('10.0.4.1', null);
    third.send({ type: 'connection_init', payload: signedIn() });
    expect(await third.closed).toEqual({
      code: 4429,
      reason: 'Tentativas demais de entrar: aguarde um minuto.',
    });
    const anonymous = await open('10.0.4.1', {});
    const elsewhere = await open('10.0.4.2', signedIn());
    await closeAll([...ok, anonymous, elsewhere]);
  });
});
