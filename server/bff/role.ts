import path from 'node:path';
import type { Context } from 'hono';
import { Gauge } from 'prom-client';
import { peerAddress, requestClientIp } from '../request-ip.ts';
import { closeRedisClient, createRedisClient, waitForRedis } from '../redis.ts';
import type { Role, RoleContext } from '../role.ts';
import { mountCrestRoute } from './crests.ts';
import { mountGraphiQLAssets } from './graphiql.ts';
import { mountGraphqlRoute } from './graphql-route.ts';
import { attachBffSockets } from './live/bff-sockets.ts';
import type { LiveSockets } from './live/sockets.ts';
import { reportLabelMisses } from './label-misses.ts';
import { metricsAccess } from './metrics-access.ts';
import { createBffMetrics } from './plugins/metrics.ts';
import { createPersistedStore } from './plugins/persisted-operations.ts';
import { createFileSessionStore, createRedisSessionStore } from './session-store.ts';
import { createBff } from './yoga.ts';

/**
 * The GraphQL BFF: /graphql (HTTP and SSE, GraphiQL in a browser; graphql-ws once attached to the HTTP
 * server) and /metrics for Prometheus.
 */
export async function createBffRole(ctx: RoleContext): Promise<Role> {
  const { config, logger } = ctx;
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, {
        limits: config.limits,
        logger,
        name: 'bff sessions, limits, cache',
      })
    : undefined;
  // Starts with Redis in use when it is there; without it the BFF serves public data and answers signed-in
  // requests with SERVICE_UNAVAILABLE until it connects (server/redis.ts keeps trying).
  if (redis && !(await waitForRedis(redis, 5_000)))
    logger.warn('redis not reachable at start; the bff goes on without it until it connects');
  const metrics = createBffMetrics({ defaultMetrics: true });
  if (redis)
    new Gauge({
      name: 'bancada_redis_up',
      help: 'Whether the BFF reaches Redis (1) or serves without it (0).',
      registers: [metrics.registry],
      collect() {
        this.set(redis.status === 'ready' ? 1 : 0);
      },
    });
  reportLabelMisses(metrics.registry, logger.child({ role: 'bff' }));
  // Without Redis (one process), sessions are kept in a file under DATA_DIR so that they survive a restart.
  const sessionStore = redis
    ? createRedisSessionStore(redis)
    : await createFileSessionStore({
        file: path.join(config.dataDir, 'sessions.json'),
        logger,
      });
  const persisted = createPersistedStore(ctx.paths.persistedQueries);
  const bffLogger = logger.child({ role: 'bff' });
  const bff = createBff({
    bancaApiUrl: ctx.bancaApiUrl,
    sportsApiUrl: ctx.sportsApiUrl,
    logger: bffLogger,
    metrics,
    sessionStore,
    sessionTtlMs: config.tokenTtlHours * 3600_000,
    allowedOrigins: [ctx.publicUrl, ...config.corsOrigins],
    requestShapeLimits: config.limits,
    secureCookies: new URL(ctx.publicUrl).protocol === 'https:',
    persisted,
    graphqlGuide: ctx.paths.graphqlGuide,
    rateLimit: { perIp: config.limits.graphqlRequestsPerMinute, windowSeconds: 60 },
    costLimits: config.limits,
    documentLimits: config.limits,
    redis,
    logoutRedirectUrl: config.logoutRedirectUrl,
    live: { pollMs: config.livePollMs, redisUrl: config.redisUrl, redisLimits: config.limits },
    liveLimits: config.limits,
    deadlineLimits: config.limits,
    userEvents: ctx.userEvents,
  });
  // The web role, created after this one, checks its pages' visitors with it (server/role.ts).
  ctx.graphqlRefusal = bff.clientRefusal;
  let sockets: LiveSockets | undefined;
  /** The caller's address: the socket's, or the forwarded one behind a trusted proxy. */
  const clientIpOf = (c: Context): string => requestClientIp(c, ctx.config.trustProxy);

  return {
    name: 'bff',
    mount(app) {
      mountGraphiQLAssets(app);
      mountGraphqlRoute(app, bff, { maxBodyBytes: config.limits.requestBodyBytes, clientIp: clientIpOf });
      mountCrestRoute(app, {
        sportsApiUrl: ctx.sportsApiUrl,
        maxBytes: config.limits.crestBytes,
        perMinute: config.limits.crestRequestsPerMinute,
        clientIp: clientIpOf,
        redis,
      });
      app.get('/metrics', metricsAccess({ token: config.metricsToken, peerAddress }), async (c) =>
        c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType }),
      );
    },
    attach(server) {
      sockets = attachBffSockets(server, bff, {
        publicUrl: ctx.publicUrl,
        persisted,
        logger: bffLogger,
        limits: config.limits,
        trustProxy: config.trustProxy,
      });
    },
    // Ready even while Redis is away: every replica shares the one Redis, so taking them all out of rotation
    // would stop the public data they still serve from local caches and pollers; signed-in requests get
    // SERVICE_UNAVAILABLE meanwhile, and the outage is in the logs and `bancada_redis_up`.
    async ready() {
      return true;
    },
    async close() {
      await sockets?.close();
      await bff.close();
      await sessionStore.close();
      if (redis) await closeRedisClient(redis);
    },
  };
}
