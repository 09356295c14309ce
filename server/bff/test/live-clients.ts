import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLSchema } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { pino } from 'pino';
import WebSocket from 'ws';
import type { TimerClock } from '../../clock.ts';
import { withDeadline } from '../../test/deadline.ts';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import { createLiveHub, type LiveHub } from '../live/hub.ts';
import type { LiveMetrics } from '../live/metrics.ts';
import type { LivePubSub } from '../live/pubsub.ts';
import { attachLiveSockets, type LiveSockets, type LiveSocketsOptions } from '../live/sockets.ts';
import type { LiveStore } from '../live/store.ts';
import { createTestLiveSchema, plainLiveFetch, type TestSchemaProbe } from './live-support.ts';

export const silentLogger = pino({ level: process.env.LIVE_TEST_LOG ?? 'silent' });

/** Counts what the hub and the groups report, for assertions. */
export function countingMetrics() {
  const counts = { polls: 0, published: 0, executions: 0, frames: 0, takeovers: 0 };
  const metrics: LiveMetrics = {
    poll: (_kind, outcome) => void (outcome !== 'error' && counts.polls++),
    published: () => void counts.published++,
    takeover: () => void counts.takeovers++,
    execution: () => void counts.executions++,
    delivered: (n) => void (counts.frames += n),
    subscribers() {},
    groups() {},
    connections() {},
  };
  return { counts, metrics };
}

export interface TestReplica {
  url: string;
  wsUrl: string;
  hub: LiveHub;
  sockets: LiveSockets;
  server: Server;
  probe: TestSchemaProbe;
  counts: ReturnType<typeof countingMetrics>['counts'];
  close(): Promise<void>;
}

export const TEST_TOKEN = 'token-de-teste';

/** A BFF-like process for the live path: HTTP server, graphql-ws at /graphql, a hub on the given transports. */
export async function startTestReplica(input: {
  feedUrl: string;
  pubsub: LivePubSub;
  store: LiveStore;
  pollMs: number;
  schema?: (hub: LiveHub, probe: TestSchemaProbe) => GraphQLSchema;
  /** Overrides of the live limits (the defaults otherwise). */
  limits?: Partial<Limits>;
  /** The client's address; tests play several with an `x-test-address` header on the upgrade. */
  clientAddress?: (request: IncomingMessage) => string;
  /** Time of the hub's pollers and of the sockets' limits and keep-alive; the system clock by default. */
  clock?: TimerClock;
  keepAliveMs?: number;
  /** How long a socket may stay open without connection_init (graphql-ws's 5 s by default). */
  connectionInitWaitMs?: number;
  channelPrefix?: string;
  /** Charges the reading of new documents sent as text (plugins/cost.ts); free without it. */
  readNewDocument?: LiveSocketsOptions<unknown>['readNewDocument'];
}): Promise<TestReplica> {
  const { counts, metrics } = countingMetrics();
  const hub = createLiveHub({
    fetch: plainLiveFetch(input.feedUrl),
    pubsub: input.pubsub,
    store: input.store,
    pollMs: input.pollMs,
    logger: silentLogger,
    metrics,
    channelPrefix: input.channelPrefix,
    clock: input.clock,
  });
  const probe: TestSchemaProbe = { executions: 0 };
  const schema = (input.schema ?? createTestLiveSchema)(hub, probe);
  const server = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const sockets = attachLiveSockets(server, {
    schema,
    allowedOrigins: [`http://localhost:${port}`],
    // A session cookie or a bearer token in connectionParams; a wrong token is refused, none is anonymous.
    async authenticate(request: IncomingMessage, params) {
      const bearer = typeof params?.authorization === 'string' ? params.authorization : undefined;
      const cookie = request.headers.cookie?.match(/(?:^|;\s*)sessao=([^;]+)/)?.[1];
      const token = bearer?.replace(/^Bearer\s+/i, '') ?? cookie;
      if (token === undefined) return { user: null };
      return token === TEST_TOKEN ? { user: 'ana' } : null;
    },
    context: ({ auth }) => ({ auth }),
    groupContext: () => ({ auth: { user: null } }),
    limits: { ...DEFAULT_LIMITS, ...input.limits },
    clientAddress: input.clientAddress,
    clock: input.clock,
    keepAliveMs: input.keepAliveMs,
    connectionInitWaitMs: input.connectionInitWaitMs,
    readNewDocument: input.readNewDocument,
    logger: silentLogger,
    metrics,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    hub,
    sockets,
    server,
    probe,
    counts,
    async close() {
      await sockets.close();
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export function connect(url: string, connectionParams?: Record<string, unknown>): Client {
  return createClient({ url, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
}

/** Subscribes and records every `next` payload; `until` waits for one that matches. */
export function record<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
) {
  const values: T[] = [];
  const errors: unknown[] = [];
  const waiters: Array<{ test: (v: T) => boolean; resolve: (v: T) => void }> = [];
  let completed = false;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        const data = result.data as T;
        values.push(data);
        for (const w of [...waiters]) {
          if (w.test(data)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(data);
          }
        }
      },
      error: (error) => errors.push(error),
      complete: () => (completed = true),
    },
  );
  return {
    values,
    errors,
    dispose,
    get completed() {
      return completed;
    },
    until(test: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
      const found = values.find(test);
      if (found) return Promise.resolve(found);
      const waiter = { test, resolve: (_: T) => {} };
      const arrived = new Promise<T>((resolve) => {
        waiter.resolve = resolve;
        waiters.push(waiter);
      });
      return withDeadline(
        arrived,
        () => `no matching message; got ${JSON.stringify(values)}`,
        timeoutMs,
      ).finally(() => {
        const index = waiters.indexOf(waiter);
        if (index >= 0) waiters.splice(index, 1);
      });
    },
  };
}

/** The HTTP answer to a WebSocket upgrade the server refuses (101 with no body when it is accepted). */
export function upgradeAnswer(
  url: string,
  options: WebSocket.ClientOptions = {},
): Promise<{ status: number; type?: string; body: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', options);
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    ws.on('open', () => {
      ws.close();
      resolve({ status: 101, body: '' });
    });
  });
}
