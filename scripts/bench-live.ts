/**
 * `npm run bench:live`: graphql-ws subscribers to one live event, against a raw `ws` broadcast of the same
 * bytes and a plain TCP write of the same bytes (no WebSocket at all: what the machine's loopback allows) in
 * the same run. Reports delivery latency (p50/p99, from the hub's publish to the client's receipt),
 * the time the server takes to hand the last frame to the kernel, server memory per subscriber and GraphQL
 * executions per published change. Clients run in a child process (the same one, with the same code, for
 * both sides) so the server's event loop measures only the server. Each size runs a few rounds that
 * alternate which side goes first, and the table shows the medians of the rounds. Loopback only; bounded
 * in count and time.
 *
 *   node --expose-gc scripts/bench-live.ts [sizes=1000,5000,10000] [events=10] [rounds=3]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pino } from 'pino';
import WebSocket, { WebSocketServer } from 'ws';
import { createLiveHub } from '../server/bff/live/hub.ts';
import type { LiveMetrics } from '../server/bff/live/metrics.ts';
import { createMemoryPubSub, type LivePubSub } from '../server/bff/live/pubsub.ts';
import { attachLiveSockets } from '../server/bff/live/sockets.ts';
import { createMemoryLiveStore } from '../server/bff/live/store.ts';
import { createTestLiveSchema } from '../server/bff/live/test-support.ts';

const now = () => performance.timeOrigin + performance.now();
const POLL_MS = 500;
const EVENT_ID = 4242;
// Two documents, so subscribers form two groups: executions per change must be 2, whatever the count.
const QUERIES = [
  `subscription($id: Int!) { liveEvent(id: $id) { version goals event { id status home away } } }`,
  `subscription($id: Int!) { liveEvent(id: $id) { version event { id home away } } }`,
];

interface ClientCommand {
  kind: 'graphql' | 'raw' | 'tcp';
  url: string;
  count: number;
  expected: number;
}
type ChildMessage =
  { type: 'ready' } | { type: 'receipts'; receipts: number[][]; samples: string[] } | { type: 'closed' };

// ─── client side (child process) ───────────────────────────────────────────────────────────────────────
async function runClients(): Promise<void> {
  let sockets: WebSocket[] = [];
  let tcpSockets: Socket[] = [];
  let receipts: number[][] = [];
  const send = (m: ChildMessage) => process.send!(m);
  process.on('message', async (m: ClientCommand | { type: 'close' | 'exit' }) => {
    if ('type' in m && m.type === 'exit') return process.exit(0);
    if ('type' in m) {
      await Promise.all([
        ...sockets.map((s) => new Promise((resolve) => (s.once('close', resolve), s.terminate()))),
        ...tcpSockets.map((s) => new Promise((resolve) => (s.once('close', resolve), s.destroy()))),
      ]);
      sockets = [];
      tcpSockets = [];
      return send({ type: 'closed' });
    }
    receipts = Array.from({ length: m.expected }, () => []);
    let ready = 0;
    let done = 0;
    // One `next` message of each document, as received.
    const samples: string[] = [];
    const finished = () => send({ type: 'receipts', receipts, samples });
    if (m.kind === 'tcp') {
      // Plain TCP: each message is the same text followed by a newline.
      const { port } = new URL(m.url);
      for (let i = 0; i < m.count; i += 250) {
        const batch = Array.from({ length: Math.min(250, m.count - i) }, () => {
          let seen = -1;
          const socket = connect(Number(port), '127.0.0.1');
          tcpSockets.push(socket);
          socket.on('data', (chunk) => {
            const t = now();
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) {
              const change = ++seen;
              if (change < m.expected) receipts[change].push(t);
              if (change === m.expected - 1 && ++done === m.count) finished();
            }
          });
          return new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('error', reject);
          });
        });
        await Promise.all(batch);
      }
      return send({ type: 'ready' });
    }
    const opened = (socket: WebSocket, index: number) => {
      let seen = -1;
      socket.on('message', (data) => {
        const t = now();
        const text = String(data);
        const message = JSON.parse(text) as {
          type?: string;
          payload?: { data?: { liveEvent?: { version: number } } };
        };
        if (m.kind === 'graphql') {
          if (message.type === 'connection_ack') {
            const query = QUERIES[index % QUERIES.length];
            // Like graphql-ws's own client, every subscription id is a UUID, so no two frames are alike.
            const id = randomUUID();
            socket.send(
              JSON.stringify({ id, type: 'subscribe', payload: { query, variables: { id: EVENT_ID } } }),
            );
            return;
          }
          if (message.type !== 'next') return;
          if (seen === -1) {
            // The first frame is the current state; the measured changes follow it.
            seen = message.payload!.data!.liveEvent!.version;
            if (++ready === m.count) send({ type: 'ready' });
            return;
          }
          const i = message.payload!.data!.liveEvent!.version - seen - 1;
          if (i >= 0 && i < m.expected) receipts[i].push(t);
          if (i === m.expected - 1) {
            samples[index % QUERIES.length] = text;
            if (++done === m.count) finished();
          }
        } else {
          const i = ++seen;
          if (i < m.expected) receipts[i].push(t);
          if (i === m.expected - 1 && ++done === m.count) finished();
        }
      });
      if (m.kind === 'graphql') socket.send(JSON.stringify({ type: 'connection_init' }));
      else if (++ready === m.count) send({ type: 'ready' });
    };
    // Batches keep the listen backlog from overflowing.
    for (let i = 0; i < m.count; i += 250) {
      const batch = Array.from({ length: Math.min(250, m.count - i) }, (_, j) => {
        const socket = new WebSocket(m.url, m.kind === 'graphql' ? 'graphql-transport-ws' : undefined, {
          perMessageDeflate: false,
        });
        sockets.push(socket);
        return new Promise<void>((resolve, reject) => {
          socket.once('open', () => (opened(socket, i + j), resolve()));
          socket.once('error', reject);
        });
      });
      await Promise.all(batch);
    }
  });
}

// ─── server side (parent) ──────────────────────────────────────────────────────────────────────────────
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function gcMemory(): { rss: number; heap: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
}

function ask<T extends ChildMessage['type']>(
  child: ChildProcess,
  command: unknown,
  type: T,
  timeoutMs: number,
) {
  return new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`clients did not answer ${type} in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (m: ChildMessage) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(m as Extract<ChildMessage, { type: T }>);
    };
    child.on('message', onMessage);
    if (command) child.send(command as object);
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface PhaseResult {
  p50: number;
  p99: number;
  max: number;
  /** Median over the changes of the time from publish to the server's last write of that change. */
  sendDone: number;
  /** Longest stretch the server's event loop was blocked while the changes were sent. */
  maxBlock: number;
  bytesPerSubscriber: number;
  executionsPerEvent?: number;
  /** One `next` message of each document as the client received it, for the raw side to broadcast. */
  samples?: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function latencies(receipts: number[][], sentAt: number[]): number[] {
  const all: number[] = [];
  receipts.forEach((times, i) => times.forEach((t) => all.push(t - sentAt[i])));
  return all.sort((a, b) => a - b);
}

async function graphqlPhase(child: ChildProcess, count: number, events: number): Promise<PhaseResult> {
  let home = 0;
  const fetch = async (path: string) => {
    if (path === `/event/${EVENT_ID}`) {
      return {
        event: {
          id: EVENT_ID,
          status: { code: 7, description: '2nd half', type: 'inprogress' },
          homeTeam: { id: 1, name: 'Palmeiras', nameCode: 'PAL' },
          awayTeam: { id: 2, name: 'Corinthians', nameCode: 'COR' },
          homeScore: { current: home },
          awayScore: { current: 0 },
        },
      };
    }
    return null;
  };
  const sentAt: number[] = [];
  const doneAt: number[] = [];
  let firstMeasured = Infinity;
  let measuring = -1;
  const memory = createMemoryPubSub();
  const pubsub: LivePubSub = {
    ...memory,
    publish(channel, message) {
      const version = (message as { version: number }).version;
      if (version >= firstMeasured) sentAt[(measuring = version - firstMeasured)] = now();
      memory.publish(channel, message);
    },
  };
  const counts = { executions: 0, published: 0 };
  const metrics: LiveMetrics = {
    poll() {},
    published: () => void counts.published++,
    takeover() {},
    execution: () => void counts.executions++,
    // Called when a group's fan-out has written its last frame; the change's last group sets the figure.
    delivered: () => void (measuring >= 0 && (doneAt[measuring] = now())),
    subscribers() {},
    groups() {},
    connections() {},
  };
  const logger = pino({ level: 'silent' });
  const hub = createLiveHub({
    fetch,
    pubsub,
    store: createMemoryLiveStore(),
    pollMs: POLL_MS,
    logger,
    metrics,
  });
  const server = createServer();
  const port = await listen(server);
  const sockets = attachLiveSockets(server, {
    schema: createTestLiveSchema(hub),
    allowedOrigins: [],
    authenticate: async () => ({}),
    context: () => ({}),
    groupContext: () => ({}),
    logger,
    metrics,
  });
  const before = gcMemory();
  await ask(
    child,
    { kind: 'graphql', url: `ws://127.0.0.1:${port}/graphql`, count, expected: events },
    'ready',
    120_000,
  );
  const after = gcMemory();
  const current = hub.polling().length; // keeps the hub referenced until here
  void current;
  firstMeasured = counts.published + 1;
  const executionsBefore = counts.executions;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const receiptsPromise = ask(child, null, 'receipts', events * POLL_MS * 4 + 60_000);
  // One change per interval: a goal for the home side.
  const ticker = setInterval(() => home++, POLL_MS);
  const { receipts, samples } = await receiptsPromise;
  loop.disable();
  clearInterval(ticker);
  const executionsPerEvent = (counts.executions - executionsBefore) / (counts.published - firstMeasured + 1);
  await ask(child, { type: 'close' }, 'closed', 60_000);
  await sockets.close();
  await hub.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  const sorted = latencies(receipts, sentAt);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1)!,
    sendDone: median(doneAt.map((t, i) => t - sentAt[i])),
    maxBlock: loop.max / 1e6,
    bytesPerSubscriber: Math.max(after.rss - before.rss, after.heap - before.heap) / count,
    executionsPerEvent,
    samples,
  };
}

/**
 * The baselines: the same messages, one loop of sends, no GraphQL. `raw` sends them as WebSocket frames with
 * `ws`; `tcp` writes them to plain TCP sockets (a newline ends each), which is the least any server in
 * Node can do on this machine's loopback.
 */
async function baselinePhase(
  kind: 'raw' | 'tcp',
  child: ChildProcess,
  count: number,
  events: number,
  samples: string[],
): Promise<PhaseResult> {
  // The same mix of messages as the graphql-ws side: one document's message to every other socket.
  const frames = samples.map((sample) => Buffer.from(kind === 'tcp' ? `${sample}\n` : sample));
  const tcpSockets = new Set<Socket>();
  const server =
    kind === 'tcp'
      ? createTcpServer((socket) => {
          socket.setNoDelay(true); // as `ws` does
          tcpSockets.add(socket);
          socket.on('close', () => tcpSockets.delete(socket));
          socket.on('error', () => {});
        })
      : createServer();
  const wss =
    kind === 'raw' ? new WebSocketServer({ server: server as Server, perMessageDeflate: false }) : null;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const before = gcMemory();
  await ask(
    child,
    { kind, url: `${kind === 'tcp' ? 'tcp' : 'ws'}://127.0.0.1:${port}`, count, expected: events },
    'ready',
    120_000,
  );
  const after = gcMemory();
  const sentAt: number[] = [];
  const doneAt: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const receiptsPromise = ask(child, null, 'receipts', events * POLL_MS * 4 + 60_000);
  for (let i = 0; i < events; i++) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    sentAt[i] = now();
    let k = 0;
    if (wss) for (const socket of wss.clients) socket.send(frames[k++ % frames.length], { binary: false });
    else for (const socket of tcpSockets) socket.write(frames[k++ % frames.length]);
    doneAt[i] = now();
  }
  const { receipts } = await receiptsPromise;
  loop.disable();
  await ask(child, { type: 'close' }, 'closed', 60_000);
  if (wss) await new Promise((resolve) => wss.close(resolve));
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  const sorted = latencies(receipts, sentAt);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1)!,
    sendDone: median(doneAt.map((t, i) => t - sentAt[i])),
    maxBlock: loop.max / 1e6,
    bytesPerSubscriber: Math.max(after.rss - before.rss, after.heap - before.heap) / count,
  };
}

async function main(): Promise<void> {
  const sizes = (process.argv[2] ?? '1000,5000,10000').split(',').map(Number);
  const events = Number(process.argv[3] ?? 10);
  const rounds = Number(process.argv[4] ?? 3);
  if (!(globalThis as { gc?: unknown }).gc) console.warn('Run with --expose-gc for steadier memory figures.');
  const child = fork(import.meta.filename, ['--clients'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const latencyRows: string[] = [];
  const costRows: string[] = [];
  const verdicts: string[] = [];
  const ms = (n: number) => n.toFixed(1);
  const kb = (n: number) => (n / 1024).toFixed(1);
  try {
    for (const size of sizes) {
      const gqls: PhaseResult[] = [];
      const raws: PhaseResult[] = [];
      const tcps: PhaseResult[] = [];
      let samples: string[] = [];
      for (let round = 0; round < rounds; round++) {
        // The first round starts with graphql-ws (its messages are what the baselines send); then the order
        // is reversed every other round, so no side always runs first.
        const baselines = async () => {
          raws.push(await baselinePhase('raw', child, size, events, samples));
          tcps.push(await baselinePhase('tcp', child, size, events, samples));
        };
        if (round % 2 === 1) await baselines();
        const gql = await graphqlPhase(child, size, events);
        gqls.push(gql);
        samples = gql.samples!;
        if (round % 2 === 0) await baselines();
        const [g, r, t] = [gqls[round], raws[round], tcps[round]];
        console.log(
          `  ${size} round ${round + 1}: graphql-ws p50 ${ms(g.p50)} p99 ${ms(g.p99)} send ${ms(g.sendDone)}` +
            ` block ${ms(g.maxBlock)} | raw ws p50 ${ms(r.p50)} p99 ${ms(r.p99)} send ${ms(r.sendDone)}` +
            ` block ${ms(r.maxBlock)} | plain TCP p50 ${ms(t.p50)} p99 ${ms(t.p99)} send ${ms(t.sendDone)}`,
        );
      }
      const m = (list: PhaseResult[], pick: (r: PhaseResult) => number) => median(list.map(pick));
      const ratios = gqls.map((g, i) => g.p99 / raws[i].p99);
      const ratio = median(ratios);
      const p99 = m(gqls, (r) => r.p99);
      const perSubscriber = m(gqls, (r) => r.bytesPerSubscriber);
      const executions = m(gqls, (r) => r.executionsPerEvent!);
      latencyRows.push(
        `| ${[
          size,
          ms(m(gqls, (r) => r.p50)),
          ms(p99),
          ms(m(raws, (r) => r.p50)),
          ms(m(raws, (r) => r.p99)),
          ms(m(tcps, (r) => r.p50)),
          ms(m(tcps, (r) => r.p99)),
          `${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
          [gqls, raws, tcps].map((list) => ms(m(list, (r) => r.sendDone))).join(' / '),
        ].join(' | ')} |`,
      );
      costRows.push(
        `| ${[
          size,
          [gqls, raws, tcps].map((list) => ms(m(list, (r) => r.maxBlock))).join(' / '),
          kb(perSubscriber),
          kb(m(raws, (r) => r.bytesPerSubscriber)),
          executions.toFixed(2),
          samples.map((sample) => Buffer.byteLength(sample)).join(' / '),
        ].join(' | ')} |`,
      );
      const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
      verdicts.push(
        `${size}: p99 ratio ${ratio.toFixed(2)} ≤ 2 ${mark(ratio <= 2)}; ${kb(perSubscriber)} KB ≤ 16 KB per subscriber ${mark(perSubscriber <= 16 * 1024)}; ` +
          `executions per change ${executions.toFixed(2)} = 2 groups ${mark(executions === 2)}` +
          (size === 10_000
            ? `; p99 ${ms(p99)} ms ≤ 100 ms ${mark(p99 <= 100)} (plain TCP p99 ${ms(m(tcps, (r) => r.p99))} ms in the same rounds)`
            : ''),
      );
      console.log(latencyRows.at(-1));
    }
  } finally {
    // A clean exit (not a signal) lets `--cpu-prof` write the clients' profile too.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'exit' });
    const timer = setTimeout(() => child.kill(), 5_000);
    await exited;
    clearTimeout(timer);
  }
  console.log(
    [
      `\nlive delivery, ${events} changes per round, medians of ${rounds} rounds, 2 subscription groups:`,
      '| subscribers | graphql-ws p50 ms | graphql-ws p99 ms | raw ws p50 ms | raw ws p99 ms | plain TCP p50 ms | plain TCP p99 ms | p99 ratio graphql-ws / raw ws (min–max) | send ms graphql-ws / raw ws / TCP |',
      '|---|---|---|---|---|---|---|---|---|',
      ...latencyRows,
      '',
      '| subscribers | max block ms graphql-ws / raw ws / TCP | KB/subscriber | KB/raw socket | executions/change | message bytes (per document) |',
      '|---|---|---|---|---|---|',
      ...costRows,
      '',
      'targets:',
      ...verdicts.map((line) => `  ${line}`),
    ].join('\n'),
  );
}

if (process.argv.includes('--clients')) await runClients();
else await main();
