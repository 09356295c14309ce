import type { Database } from './api/db/database.ts';
import { errorBody } from './api/errors.ts';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { isLoopback } from './client-ip.ts';
import type { Config, RoleName } from './config.ts';
import { limitConnectionsPerAddress } from './connection-limit.ts';
import { MESSAGES } from './i18n/pt-BR.ts';
import { createLogger, type Logger } from './logger.ts';
import { DEFAULT_PATHS, type AppPaths } from './paths.ts';
import { createRequestDrain } from './request-drain.ts';
import { createProcessUserEvents } from './user-events.ts';
import type { Role, RoleContext } from './role.ts';
import { BASELINE_HEADERS, securityHeaders } from './webapp/security-headers.ts';

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  context: RoleContext;
  /**
   * Stops: /readyz answers 503 at once, the requests under way are answered (for `drainMs` at most), then
   * connections close and the roles stop. Tests stop at once (0); `npm start`, on SIGTERM, drains.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

type RoleFactory = (ctx: RoleContext) => Promise<Role>;

/**
 * Roles load lazily so that a process running ROLES=sportsfeed never imports the database or GraphQL code.
 * Mount order matters: the web role's SPA fallback must come last.
 */
const ROLE_FACTORIES: Array<[RoleName, () => Promise<RoleFactory>]> = [
  ['api', async () => (await import('./api/app.ts')).createBancaApiRole],
  ['sportsfeed', async () => (await import('./sportsfeed/app.ts')).createSportsFeedRole],
  ['bff', async () => (await import('./bff/role.ts')).createBffRole],
  ['web', async () => (await import('./webapp/role.ts')).createWebRole],
  ['settlement', async () => (await import('./settlement/role.ts')).createSettlementRole],
];

/** Seconds a client is asked to wait before trying again while the roles are being mounted. */
const STARTING_UP_RETRY_SECONDS = 1;

/**
 * What a request gets before the roles are mounted: /healthz is up; anything else a 503 with Retry-After,
 * in the shape its route gives errors, so that a client of /graphql reads a code as it would later
 * (`SERVICE_UNAVAILABLE`, docs/GRAPHQL.md) and the other routes' clients the REST API's `{ message, code }`.
 */
export function startingUpAnswer(
  url: string | undefined,
  servesGraphql: boolean,
): { status: number; headers: Record<string, string>; body: string } {
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  const path = url?.split('?')[0];
  if (path === '/healthz') return { status: 200, headers, body: JSON.stringify({ status: 'ok' }) };
  const body =
    servesGraphql && path === '/graphql'
      ? { errors: [{ message: MESSAGES.startingUp, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
      : errorBody(503, MESSAGES.startingUp);
  return {
    status: 503,
    headers: { ...headers, 'retry-after': String(STARTING_UP_RETRY_SECONDS) },
    body: JSON.stringify(body),
  };
}

/**
 * Starts one HTTP server for every configured role. It listens before the roles are ready so that the
 * port is known (PORT=0 in tests) and the default upstream URLs can point at this very process; until
 * the roles are mounted every request but /healthz answers 503.
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  options: {
    paths?: Partial<AppPaths>;
    /** An open database for the api role instead of the configured one; its owner closes it. */
    database?: Database;
  } = {},
): Promise<RunningServer> {
  // Swapped in once every role is mounted.
  const state: { handler?: ReturnType<typeof getRequestListener>; stopping?: true } = {};
  const drain = createRequestDrain();
  const server = createServer(
    // Slow-loris protection on every public entry point: the timeouts below are enforced on this beat
    // (Node's default, 30 s, let a request that never finished its headers hold on for 30 s, not 20).
    { connectionsCheckingInterval: 5_000 },
    (req, res) => {
      drain.track(req, res);
      // Stopping: a keep-alive client or proxy sends its next request to another process.
      if (state.stopping) res.setHeader('connection', 'close');
      if (state.handler) return void state.handler(req, res);
      const answer = startingUpAnswer(req.url, config.roles.has('bff'));
      res.writeHead(answer.status, { ...BASELINE_HEADERS, ...answer.headers });
      res.end(answer.body);
    },
  );
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // This host's own connections (the roles' calls to each other) and a trusted proxy's are not counted.
  limitConnectionsPerAddress(server, {
    perAddress: config.limits.connectionsPerAddress,
    exempt: (peer) => isLoopback(peer) || config.trustProxy.trusts(peer),
    logger,
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const selfUrl = `http://127.0.0.1:${port}`;
  const context: RoleContext = {
    config,
    logger,
    selfUrl,
    bancaApiUrl: config.bancaApiUrl ?? `${selfUrl}/api`,
    sportsApiUrl: config.sportsApiUrl ?? `${selfUrl}/sportsfeed/api/v1`,
    settlementToken: config.settlementToken ?? randomBytes(32).toString('base64url'),
    publicUrl: config.publicUrl ?? `http://localhost:${port}`,
    paths: { ...DEFAULT_PATHS, ...options.paths },
    // Only the API (publishing) and the BFF (listening) use it: other processes open no Redis connection.
    userEvents: createProcessUserEvents({
      redisUrl: config.roles.has('api') || config.roles.has('bff') ? config.redisUrl : undefined,
      limits: config.limits,
      logger,
    }),
    database: options.database,
  };

  const roles: Role[] = [];
  try {
    for (const [name, load] of ROLE_FACTORIES) {
      if (!config.roles.has(name)) continue;
      const factory = await load();
      roles.push(await factory(context));
    }
  } catch (error) {
    await Promise.allSettled(roles.map((r) => r.close()));
    await context.userEvents.close();
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }

  const app = new Hono();
  // First, so that every answer of every role carries them, 404s and errors included.
  app.use(securityHeaders({ publicUrl: context.publicUrl }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    // A stopping process takes no new traffic from the balancer while it answers what it has.
    if (state.stopping) return c.json({ status: 'stopping' }, 503);
    const checks = await Promise.all(
      roles.map(async (r) => [r.name, r.ready ? await r.ready().catch(() => false) : true] as const),
    );
    const ok = checks.every(([, up]) => up);
    return c.json(
      { status: ok ? 'ready' : 'unavailable', roles: Object.fromEntries(checks) },
      ok ? 200 : 503,
    );
  });
  for (const role of roles) role.mount(app);
  // The Banca API's error body (a pt-BR message and a code) for what no role answers.
  app.notFound((c) => c.json(errorBody(404, MESSAGES.notFound), 404));
  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(errorBody(500, MESSAGES.internal), 500);
  });
  for (const role of roles) role.attach?.(server);
  state.handler = getRequestListener(app.fetch);
  logger.info({ url: selfUrl, roles: roles.map((r) => r.name) }, 'listening');

  let closing: Promise<void> | undefined;
  return {
    url: selfUrl,
    port,
    server,
    context,
    close({ drainMs = 0 } = {}) {
      closing ??= (async () => {
        state.stopping = true;
        // The requests under way are answered first: the listener stays open meanwhile, since in one process
        // the BFF's requests call the API and the feed through it.
        await drain.drained(drainMs);
        // No new connections, and the plain ones end at once. The server's close waits for every
        // connection, upgraded ones too, which only their role ends (graphql-ws's, with 1001 for its
        // clients to reconnect elsewhere): waited for before the roles close, it would wait forever.
        const stopped = new Promise((resolve) => server.close(resolve));
        server.closeAllConnections();
        for (const role of [...roles].reverse()) await role.close();
        await context.userEvents.close();
        await stopped;
      })();
      return closing;
    },
  };
}
