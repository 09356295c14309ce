import { SOCKET_CLOSE_REASONS } from '../../i18n/bff.ts';
import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { whenFound } from '../../test/deadline.ts';
import { messageText } from '../../test/ws-text.ts';
import { createSubscriptionGroups, type GroupMember } from './groups.ts';
import { noopLiveMetrics } from './metrics.ts';

/** A subscription whose events the test pushes: `tick` is `{ n, text }`, `text` of the size asked for. */
function pushSchema() {
  const listeners = new Set<(value: unknown) => void>();
  const Tick = new GraphQLObjectType({
    name: 'Tick',
    fields: { n: { type: new GraphQLNonNull(GraphQLInt) }, text: { type: GraphQLString } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        tick: {
          type: Tick,
          resolve: (event: unknown) => event,
          subscribe: () => {
            const pending: unknown[] = [];
            let wake: (() => void) | null = null;
            let done = false;
            const listener = (value: unknown) => (pending.push(value), wake?.());
            listeners.add(listener);
            return {
              async next() {
                while (!pending.length && !done) await new Promise<void>((resolve) => (wake = resolve));
                return done ? { value: undefined, done: true } : { value: pending.shift(), done: false };
              },
              async return() {
                done = true;
                listeners.delete(listener);
                wake?.();
                return { value: undefined, done: true };
              },
              [Symbol.asyncIterator]() {
                return this;
              },
            };
          },
        },
      },
    }),
  });
  return { schema, push: (value: unknown) => listeners.forEach((listener) => listener(value)) };
}

interface Pair {
  server: WebSocket;
  /** The TCP socket under `server` (its upgrade request's). */
  stream: Writable;
  client: WebSocket;
  messages: Array<{ id: string; type: string; payload: { data: { tick: { n: number; text: string } } } }>;
}

describe('subscription group fan-out', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  /** Checks of the pending `until`s, run as each frame arrives. */
  const arrivals = new Set<() => void>();
  /** Every pair of the test, for the message of a failed wait. */
  const pairsSeen: Pair[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    pairsSeen.length = 0;
  });

  const sockets = async (count: number): Promise<Pair[]> => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await new Promise((resolve) => wss.once('listening', resolve));
    cleanup.push(() => new Promise<void>((resolve) => wss.close(() => resolve())));
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const pairs: Pair[] = [];
    for (let i = 0; i < count; i++) {
      const accepted = new Promise<{ server: WebSocket; stream: Writable }>((resolve) =>
        wss.once('connection', (server, request) => resolve({ server, stream: request.socket })),
      );
      const client = new WebSocket(url, { perMessageDeflate: false });
      const pair: Pair = { ...(await accepted), client, messages: [] };
      await new Promise((resolve) => client.once('open', resolve));
      client.on('message', (data, binary) => {
        expect(binary).toBe(false);
        pair.messages.push(JSON.parse(messageText(data)) as Pair['messages'][number]);
        for (const check of [...arrivals]) check();
      });
      cleanup.push(() => client.terminate());
      pairs.push(pair);
      pairsSeen.push(pair);
    }
    return pairs;
  };

  const member = (pair: Pair, id: string): GroupMember => ({
    socket: pair.server,
    stream: pair.stream,
    head: Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`),
  });

  /** Resolves once the frames received satisfy `check` (checked as each arrives). */
  const until = (check: () => boolean) =>
    whenFound(
      arrivals,
      () => check() || undefined,
      () => `frames expected; received ${JSON.stringify(pairsSeen.map((p) => p.messages.length))}`,
    ).finally(() => arrivals.clear());

  const start = (sliceSize: number) => {
    const { schema, push } = pushSchema();
    const groups = createSubscriptionGroups({
      context: () => ({}),
      logger: { warn: () => {} },
      sliceSize,
    });
    cleanup.push(() => groups.close());
    const request = { schema, document: parse('subscription { tick { n text } }') };
    return { groups, push, request };
  };

  it('writes whole, valid text frames of every header size, in order, to every member', async () => {
    const pairs = await sockets(5);
    const { groups, push, request } = start(2);
    const handles: Array<AsyncGenerator<ExecutionResult> | ExecutionResult> = [];
    for (const [i, pair] of pairs.entries())
      handles.push(await groups.join(request, member(pair, `sub-${i}`)));
    expect(handles.every((h) => Symbol.asyncIterator in h)).toBe(true);
    expect(groups.stats()).toEqual({ groups: 1, members: 5 });

    // Payloads under 126 bytes, under 64 KiB and above it take the three frame header forms of RFC 6455.
    const sizes = [1, 200, 70_000];
    sizes.forEach((size, n) => push({ n, text: 'x'.repeat(size) }));
    await until(() => pairs.every((pair) => pair.messages.length === sizes.length));
    for (const [i, pair] of pairs.entries()) {
      expect(pair.messages.map((m) => m.id)).toEqual(sizes.map(() => `sub-${i}`));
      expect(pair.messages.map((m) => m.type)).toEqual(sizes.map(() => 'next'));
      expect(pair.messages.map((m) => m.payload.data.tick.n)).toEqual([0, 1, 2]);
      expect(pair.messages.map((m) => m.payload.data.tick.text.length)).toEqual(sizes);
    }
  });

  it('keeps ws frames and group frames of one socket in the order they were sent', async () => {
    const [pair] = await sockets(1);
    const { groups, push, request } = start(1);
    await groups.join(request, member(pair, 'a'));
    // A frame of ws's own (as graphql-ws sends `complete` or `pong`) between two group frames.
    push({ n: 0, text: 'first' });
    await until(() => pair.messages.length === 1);
    pair.server.send(JSON.stringify({ id: 'b', type: 'complete' }));
    push({ n: 1, text: 'second' });
    await until(() => pair.messages.length === 3);
    expect(pair.messages.map((m) => m.type)).toEqual(['next', 'complete', 'next']);
  });

  it('skips members that leave during a sliced fan-out and closes sockets too slow to follow', async () => {
    const pairs = await sockets(6);
    const { groups, push, request } = start(2);
    const handles = [] as Array<AsyncGenerator<ExecutionResult>>;
    for (const [i, pair] of pairs.entries()) {
      handles.push((await groups.join(request, member(pair, String(i)))) as AsyncGenerator<ExecutionResult>);
    }
    // The last member leaves while the first slice is being written, before its own slice's turn.
    const stream = pairs[0].stream;
    const write = stream.write.bind(stream) as (chunk: Buffer) => boolean;
    stream.write = ((chunk: Buffer) => {
      void handles[5].return(undefined);
      return write(chunk);
    }) as Writable['write'];
    // Writes to the leaver's socket, counted as they are made: members 4 and 5 share the last slice, so a
    // frame for 5 would be written in the same step as the one member 4 receives.
    let leaverWrites = 0;
    const leaver = pairs[5].server;
    const leaverStream = pairs[5].stream;
    const leaverWrite = leaverStream.write.bind(leaverStream) as (chunk: Buffer) => boolean;
    leaverStream.write = ((chunk: Buffer) => (leaverWrites++, leaverWrite(chunk))) as Writable['write'];
    const leaverSend = leaver.send.bind(leaver);
    leaver.send = ((...args: Parameters<WebSocket['send']>) => (
      leaverWrites++,
      leaverSend(...args)
    )) as WebSocket['send'];
    push({ n: 0, text: 'all' });
    await until(() => pairs.slice(0, 5).every((pair) => pair.messages.length === 1));
    expect(leaverWrites).toBe(0);
    expect(pairs[5].messages).toEqual([]);
    expect(groups.stats()).toEqual({ groups: 1, members: 5 });
    stream.write = write as Writable['write'];

    // A socket with more than maxBufferedBytes unsent is closed with 1013 instead of written to.
    const slow = pairs[0];
    Object.defineProperty(slow.server, 'bufferedAmount', { value: 2 << 20 });
    const closed = new Promise<[number, string]>((resolve) =>
      slow.client.once('close', (code, reason) => resolve([code, reason.toString('utf8')])),
    );
    push({ n: 1, text: 'again' });
    expect(await closed).toEqual([1013, SOCKET_CLOSE_REASONS.tooSlow]);
    await until(() => pairs.slice(1, 5).every((pair) => pair.messages.length === 2));
  });

  it('gives stream members (SSE) the payload serialised for the sockets, from the same execution', async () => {
    const pairs = await sockets(2);
    const { schema, push } = pushSchema();
    let executions = 0;
    const groups = createSubscriptionGroups({
      context: () => ({}),
      logger: { warn: () => {} },
      metrics: { ...noopLiveMetrics, execution: () => void executions++ },
    });
    cleanup.push(() => groups.close());
    const request = { schema, document: parse('subscription { tick { n text } }') };
    const streamed: string[] = [];
    let open = true;
    const stream = { push: (payload: Buffer) => open && streamed.push(payload.toString()) > 0 };
    for (const [i, pair] of pairs.entries()) await groups.join(request, member(pair, String(i)));
    const handle = (await groups.join(request, stream)) as AsyncGenerator<ExecutionResult>;
    expect(groups.stats()).toEqual({ groups: 1, members: 3 });

    push({ n: 0, text: 'gol' });
    await until(() => streamed.length === 1 && pairs.every((pair) => pair.messages.length === 1));
    expect(executions).toBe(1);
    // Exactly the result JSON, without the brace that closes a graphql-ws message.
    expect(JSON.parse(streamed[0])).toEqual(pairs[0].messages[0].payload);

    // A member that can take no more is not counted as delivered, and leaving ends its generator.
    open = false;
    await handle.return(undefined);
    expect(groups.stats()).toEqual({ groups: 1, members: 2 });
    push({ n: 1, text: 'outro' });
    await until(() => pairs.every((pair) => pair.messages.length === 2));
    expect(streamed).toHaveLength(1);
    expect(executions).toBe(2);
  });

  it('answers a start that throws with a pt-BR message and a code, the cause kept for the log', async () => {
    const warned: unknown[] = [];
    const groups = createSubscriptionGroups({
      context: () => ({}),
      logger: { warn: (details: unknown) => void warned.push(details) },
    });
    cleanup.push(() => groups.close());
    // A schema without a query type: graphql-js throws on it instead of answering with errors.
    const schema = new GraphQLSchema({ subscription: pushSchema().schema.getSubscriptionType() });
    const request = { schema, document: parse('subscription { tick { n } }') };
    const answer = (await groups.join(request, { push: () => true })) as ExecutionResult;
    expect(answer.errors?.map((error) => [error.message, error.extensions.code])).toEqual([
      [BFF_MESSAGES.liveStartFailed, 'INTERNAL_SERVER_ERROR'],
    ]);
    expect(warned).toEqual([expect.objectContaining({ err: expect.any(Error) as unknown })]);
    expect(groups.stats()).toEqual({ groups: 0, members: 0 });
  });
});
