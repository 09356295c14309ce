/**
 * The servers' process of `npm run bench:bff` (forked by the bench): the BFF (served as `npm start` serves
 * it: Hono, the security headers and the /graphql route) and the REST aggregator, each on its own loopback
 * port. They share the process
 * but are never loaded at the same time, so each one has the whole event loop while it is measured; both call
 * upstreams through undici's global keep-alive pool with the same 5 s timeout (the BFF through undici's
 * request API, the aggregator through fetch).
 *
 * With BENCH_PROFILE the bench starts and stops V8's CPU profiler (the one `node --cpu-prof` runs) around
 * each measured window, so every profile holds one side's work only.
 */
import { writeFile } from 'node:fs/promises';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { DEFAULT_LIMITS } from '../../server/limits.ts';
import { createLogger } from '../../server/logger.ts';
import { createBffMetrics, type BffMetrics } from '../../server/bff/plugins/metrics.ts';
import { createPersistedStore } from '../../server/bff/plugins/persisted-operations.ts';
import { createMemoryResponseCache } from '../../server/bff/plugins/response-cache.ts';
import { createMemorySessionStore } from '../../server/bff/session-store.ts';
import {
  createUpstream,
  type Upstream,
  type UpstreamRequestOptions,
} from '../../server/bff/upstreams/http.ts';
import { sportsResources, type SportsResource } from '../../server/bff/upstreams/sports/resources.ts';
import { createBff, type Bff, type BffOptions } from '../../server/bff/yoga.ts';
import { mountGraphqlRoute } from '../../server/bff/graphql-route.ts';
import { parseTrustProxy } from '../../server/client-ip.ts';
import { requestClientIp } from '../../server/request-ip.ts';
import { securityHeaders } from '../../server/webapp/security-headers.ts';
import { createAggregator } from './aggregator.ts';
import {
  PERSISTED_FILE,
  RESPONSE_CACHE,
  UPSTREAM_TIMEOUT_MS,
  type FromServers,
  type Side,
  type ToServers,
} from './protocol.ts';

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => unknown) {
  // Yoga answers through a promise of its own and handles its failures: nothing awaits it.
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** TRUST_PROXY's default. */
const TRUST_PROXY = parseTrustProxy(undefined);

/**
 * A BFF behind the HTTP layer `npm start` puts it behind (server/start.ts, server/bff/role.ts): Hono on
 * @hono/node-server, the security headers of every answer, the body limit, then Yoga.
 */
function servedAsDeployed(bff: Bff) {
  const app = new Hono();
  app.use(securityHeaders({ publicUrl: 'http://127.0.0.1' }));
  mountGraphqlRoute(app, bff, {
    maxBodyBytes: DEFAULT_LIMITS.requestBodyBytes,
    clientIp: (c) => requestClientIp(c, TRUST_PROXY),
  });
  return getRequestListener(app.fetch);
}

/** V8's sampling profiler in this process, at `--cpu-prof`'s default interval (1 ms). */
async function createProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  return {
    start: () => session.post('Profiler.start'),
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
    },
  };
}

async function serve(): Promise<void> {
  const bancaUrl = process.env.BENCH_BANCA_URL!;
  const sportsUrl = process.env.BENCH_SPORTS_URL!;
  const logger = createLogger('silent');
  const calls: Record<Side, Map<string, number>> = { bff: new Map(), aggregator: new Map() };
  const count = (side: Side, key: string) => calls[side].set(key, (calls[side].get(key) ?? 0) + 1);
  // The BFF's response cache (as createBff would build it, in memory), here so that a reset empties it.
  const responseCache = createMemoryResponseCache();

  // The BFF's own HTTP clients (as createBff builds them), wrapped to count calls.
  const counted = (name: string, baseUrl: string, metrics: BffMetrics): Upstream => {
    const upstream = createUpstream({
      name,
      baseUrl,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
      logger,
      metrics: metrics.upstream,
    });
    return {
      name,
      request<T>(p: string, opts?: UpstreamRequestOptions) {
        count('bff', `${name} ${opts?.method ?? 'GET'} ${p}`);
        return upstream.request<T>(p, opts);
      },
    };
  };
  // Each BFF has its own metrics registry, as each process has.
  const bffOptions = (withResponseCache: boolean, metrics = createBffMetrics()): BffOptions => ({
    bancaApiUrl: bancaUrl,
    sportsApiUrl: sportsUrl,
    logger,
    metrics,
    sessionStore: createMemorySessionStore(),
    sessionTtlMs: 3600_000,
    allowedOrigins: [],
    persisted: createPersistedStore(PERSISTED_FILE),
    // One client hammering on purpose: lift the per-client limits for the benchmark alone.
    rateLimit: { perIp: 10_000_000, windowSeconds: 60 },
    costLimits: {
      ...DEFAULT_LIMITS,
      anonymousCostBucketSize: 1e12,
      anonymousCostRefillPerSecond: 1e9,
      // The dashboard's bearer token is a signed-in client once verified: its bucket too.
      costBucketSize: 1e12,
      costRefillPerSecond: 1e9,
    },
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    bancaUpstream: counted('banca', bancaUrl, metrics),
    sportsUpstream: counted('sports', sportsUrl, metrics),
    responseCache: withResponseCache && { cache: responseCache },
  });
  const bff = createBff(bffOptions(RESPONSE_CACHE));
  // The rows without caches go to a BFF without its response cache: its entries live for the max age the
  // schema declares (fixed when the schema is built), so TTLs of 0 in the resource table do not turn it off.
  const bffUncached = createBff(bffOptions(false));
  const aggregator = createAggregator({
    bancaUrl,
    sportsUrl,
    count: (key) => count('aggregator', key),
  });

  // "No cache" sets every resource's TTL to 0: the BFF's cache and the aggregator's both read it per call.
  const resources = Object.values(sportsResources) as Array<SportsResource<unknown>>;
  const ttls = resources.map((r) => r.ttlMs);
  const reset = (cache: boolean) => {
    for (const [i, r] of resources.entries()) r.ttlMs = cache ? ttls[i] : 0;
    bff.sports.cache.clear();
    bffUncached.sports.cache.clear();
    responseCache.clear();
    aggregator.clear();
    calls.bff.clear();
    calls.aggregator.clear();
  };

  const bffServer = await listen(servedAsDeployed(bff));
  const bffUncachedServer = await listen(servedAsDeployed(bffUncached));
  const aggregatorServer = await listen((req, res) => aggregator.handler(req, res));
  const reply = (message: FromServers) => process.send!(message);
  // CPU time, not wall time: what the other processes on the machine take does not count.
  let cpuSince = process.cpuUsage();
  const cpuMicros = () => {
    const used = process.cpuUsage(cpuSince);
    cpuSince = process.cpuUsage();
    return used.user + used.system;
  };
  let profiler: ReturnType<typeof createProfiler> | undefined;

  const stop = async () => {
    await bff.yoga.dispose();
    await bffUncached.yoga.dispose();
    for (const { server } of [bffServer, bffUncachedServer, aggregatorServer]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    process.exit(0);
  };
  // Never outlive the benchmark, whatever happened to it.
  process.on('disconnect', () => void stop());
  process.on('message', (message: ToServers) => {
    if (message.type === 'calls') {
      reply({
        type: 'calls',
        calls: { bff: Object.fromEntries(calls.bff), aggregator: Object.fromEntries(calls.aggregator) },
        cpuMicros: cpuMicros(),
      });
      calls.bff.clear();
      calls.aggregator.clear();
    } else if (message.type === 'reset') {
      reset(message.cache);
      cpuMicros();
      reply({ type: 'reset' });
    } else if (message.type === 'profile') {
      profiler ??= createProfiler();
      void profiler
        .then((p) => (message.file ? p.stop(message.file) : p.start()))
        .then(() => reply({ type: 'profile' }));
    } else void stop();
  });
  reply({
    type: 'ready',
    bffUrl: bffServer.url,
    bffUncachedUrl: bffUncachedServer.url,
    aggregatorUrl: aggregatorServer.url,
  });
}

await serve();
