/**
 * One server process of a live benchmark phase, a child of `scripts/bench-live.ts` (config in argv[2]):
 *
 * - `graphql`: the real live path. LiveHub polling an in-memory upstream every 500 ms → pub/sub →
 *   subscription groups → graphql-ws sockets. Alone, pub/sub and the lease are in memory; as one of
 *   several replicas they are in Redis, exactly one replica polls and every replica fans out (DESIGN §7).
 * - `raw`: a bare `ws` server that sends the same bytes with `ws.send`, one loop per change.
 * - `tcp`: a `node:net` server that writes the same bytes and a newline, one loop per change: no WebSocket,
 *   no framing, the least any Node server can do per subscriber on this machine's loopback.
 *
 * The baselines get their changes through the same pub/sub as the replicas (memory or Redis), published by
 * the driver, so every side pays the same hop from publish to its processes.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pino } from 'pino';
import { WebSocketServer } from 'ws';
import { DEFAULT_LIMITS } from '../../server/limits.ts';
import { createLiveHub } from '../../server/bff/live/hub.ts';
import type { LiveMetrics } from '../../server/bff/live/metrics.ts';
import { createMemoryPubSub, createRedisPubSub, type LivePubSub } from '../../server/bff/live/pubsub.ts';
import { attachLiveSockets } from '../../server/bff/live/sockets.ts';
import { createMemoryLiveStore, createRedisLiveStore } from '../../server/bff/live/store.ts';
import { createTestLiveSchema } from '../../server/bff/test/live-support.ts';
import {
  CHANGE_INTERVAL_MS,
  EVENT_ID,
  monotonicMs,
  type ServerCommand,
  type ServerConfig,
  type ServerMessage,
  type ServerResult,
} from './protocol.ts';

const config = JSON.parse(process.argv[2]) as ServerConfig;
const send = (message: ServerMessage) => process.send!(message);
const logger = pino({ level: 'silent' });

/** The process's resident memory and its JavaScript heap with the buffers it holds, after full GCs. */
function gcMemory(): { rss: number; heap: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
}

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  // A deep backlog: the load generator opens sockets 250 at a time.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  return (server.address() as AddressInfo).port;
}

interface Phase {
  url: string;
  start(changes: number): void;
  stop(): void;
  close(): Promise<void>;
}

const sentAt: Record<number, number> = {};
const doneAt: Record<number, number> = {};
let measuring = false;
let executions = 0;
let lastVersion = 0;
const fannedOut = new Set<number>();

const pubsub: LivePubSub = (() => {
  const inner = config.redisUrl ? createRedisPubSub(config.redisUrl) : createMemoryPubSub();
  return {
    publish(channel, message) {
      // The hub's (or the driver's) publish of a change: latencies are measured from here.
      if (measuring) sentAt[(message as { version: number }).version] = monotonicMs();
      inner.publish(channel, message);
    },
    subscribe(channel, handler) {
      return inner.subscribe(channel, (message) => {
        lastVersion = (message as { version: number }).version;
        if (measuring) fannedOut.add(lastVersion);
        handler(message);
      });
    },
    connected: (timeoutMs) => inner.connected(timeoutMs),
    close: () => inner.close(),
  };
})();

async function graphqlPhase(): Promise<Phase> {
  let home = 0;
  const fetch = async (path: string) =>
    path === `/event/${EVENT_ID}`
      ? {
          event: {
            id: EVENT_ID,
            status: { code: 7, description: '2nd half', type: 'inprogress' },
            homeTeam: { id: 1, name: 'Palmeiras', nameCode: 'PAL' },
            awayTeam: { id: 2, name: 'Corinthians', nameCode: 'COR' },
            homeScore: { current: home },
            awayScore: { current: 0 },
          },
        }
      : null;
  const metrics: LiveMetrics = {
    poll() {},
    published() {},
    takeover() {},
    execution: () => void (measuring && executions++),
    // Called when a group's fan-out has written its last frame; the change's last group sets the figure.
    delivered: () => void (measuring && (doneAt[lastVersion] = monotonicMs())),
    subscribers() {},
    groups() {},
    connections() {},
  };
  const store = config.redisUrl
    ? createRedisLiveStore(config.redisUrl, config.prefix)
    : createMemoryLiveStore();
  const hub = createLiveHub({
    fetch,
    pubsub,
    store,
    pollMs: CHANGE_INTERVAL_MS,
    logger,
    metrics,
    channelPrefix: `${config.prefix}live:`,
  });
  const server = createServer();
  const port = await listen(server);
  const sockets = attachLiveSockets(server, {
    schema: createTestLiveSchema(hub),
    allowedOrigins: [],
    authenticate: async () => ({}),
    context: () => ({}),
    groupContext: () => ({}),
    // The load generator is one address holding every subscriber: the per-address caps (which an abuse
    // suite proves) would refuse all but the first 20 sockets of a fan-out benchmark.
    limits: {
      ...DEFAULT_LIMITS,
      socketsPerAddress: Number.MAX_SAFE_INTEGER,
      subscriptionsPerAddress: Number.MAX_SAFE_INTEGER,
    },
    logger,
    metrics,
  });
  let ticker: NodeJS.Timeout | undefined;
  return {
    url: `ws://127.0.0.1:${port}/graphql`,
    // One goal per interval. Every replica counts them; the upstream is the one of whichever polls.
    start: () => void (ticker = setInterval(() => home++, CHANGE_INTERVAL_MS)),
    stop: () => clearInterval(ticker),
    async close() {
      await sockets.close();
      await hub.close();
      await store.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function baselinePhase(kind: 'raw' | 'tcp'): Promise<Phase> {
  const frames = config.samples.map((sample) => Buffer.from(kind === 'tcp' ? `${sample}\n` : sample));
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
  const port = await listen(server);
  const channel = `${config.prefix}baseline`;
  const subscription = pubsub.subscribe(channel, (message) => {
    const version = (message as { version: number }).version;
    // The same mix of messages as the graphql-ws side: one document's message to every other socket.
    let k = 0;
    if (wss) for (const socket of wss.clients) socket.send(frames[k++ % frames.length], { binary: false });
    else for (const socket of tcpSockets) socket.write(frames[k++ % frames.length]);
    if (measuring) doneAt[version] = monotonicMs();
  });
  await subscription.ready;
  let timer: NodeJS.Timeout | undefined;
  return {
    url: `${kind === 'tcp' ? 'tcp' : 'ws'}://127.0.0.1:${port}`,
    start(changes) {
      if (!config.driver) return;
      let version = 0;
      timer = setInterval(() => {
        pubsub.publish(channel, { version: ++version });
        if (version === changes) clearInterval(timer);
      }, CHANGE_INTERVAL_MS);
    },
    stop: () => clearInterval(timer),
    async close() {
      subscription.unsubscribe();
      for (const socket of tcpSockets) socket.destroy();
      if (wss) await new Promise((resolve) => wss.close(resolve));
      if (kind !== 'tcp') (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const phase = config.kind === 'graphql' ? await graphqlPhase() : await baselinePhase(config.kind);
const loop = monitorEventLoopDelay({ resolution: 5 });

async function handle(command: ServerCommand) {
  switch (command.type) {
    case 'arm':
      return send({ type: 'armed', ...gcMemory() });
    case 'start':
      measuring = true;
      loop.enable();
      return phase.start(command.changes);
    case 'stop': {
      measuring = false;
      loop.disable();
      phase.stop();
      const result: ServerResult = {
        sentAt,
        doneAt,
        executions,
        changes: fannedOut.size,
        maxBlock: loop.max / 1e6,
      };
      return send({ type: 'result', ...result });
    }
    case 'exit':
      await phase.close();
      await pubsub.close();
      process.exit(0);
  }
}

// A failed command is an unhandled rejection: it ends the benchmark, as it should.
process.on('message', (command: ServerCommand) => void handle(command));
send({ type: 'listening', url: phase.url });
