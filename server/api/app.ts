import { Hono } from 'hono';
import { closeRedisClient, createRedisClient, waitForRedis } from '../redis.ts';
import { bodyLimit } from 'hono/body-limit';
import { sql } from 'kysely';
import type { Role, RoleContext } from '../role.ts';
import { isDatabaseUnreachable, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { runSeeds } from './db/seed/run.ts';
import { MESSAGES } from '../i18n/pt-BR.ts';
import { ApiError, errorBody, methodNotAllowed } from './errors.ts';
import { resolveCaller, type ApiEnv } from './http/env.ts';
import { allowedMethodsOf, pathWithinApp } from './http/method-not-allowed.ts';
import { logRequests } from './http/request-log.ts';
import { neverStored } from './http/never-stored.ts';
import { limitRequests } from './http/rate-limit.ts';
import { rejectControlCharactersInUrl } from './http/text.ts';
import { authRoutes } from './routes/auth.ts';
import { bankrollRoutes } from './routes/bankroll.ts';
import { blogRoutes } from './routes/blog.ts';
import { wagerRoutes } from './routes/wagers.ts';
import { createFeedReader } from '../bets/feed-reader.ts';
import { createAuthService } from './services/auth.ts';
import { scheduleHousekeeping } from './services/housekeeping.ts';
import { createMailer } from './services/mail.ts';

/**
 * The Banca REST API role: opens the database (PGlite or PostgreSQL), applies migrations, seeds, and
 * mounts the routes under /api.
 */
export async function createBancaApiRole(ctx: RoleContext): Promise<Role> {
  const { config } = ctx;
  const logger = ctx.logger.child({ role: 'api' });
  const owned = ctx.database === undefined;
  const database =
    ctx.database ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  const { db } = database;
  try {
    const applied = await migrateToLatest(database);
    if (applied.length) logger.info({ applied, driver: database.driver }, 'migrations applied');
    await runSeeds(db, { seedDemo: config.seedDemo, logger });
  } catch (error) {
    if (owned) await database.close();
    throw error;
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  // Throttles and the request ceiling count in Redis when there is one, so API replicas share them.
  // Commands fail at once while it is away and time out when it hangs (server/redis.ts): the limiters then
  // count in memory.
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, { limits: config.limits, logger, name: 'api limits' })
    : undefined;
  // Counting starts shared: wait (a little) for the connection before taking requests.
  if (redis && !(await waitForRedis(redis, 5_000)))
    logger.warn('redis (api limits) not ready; limits count in memory meanwhile');
  const auth = createAuthService({
    db,
    logger,
    mailer,
    tokenTtlHours: config.tokenTtlHours,
    publicUrl: ctx.publicUrl,
    redis,
    limits: config.limits,
    passwordHashing: config.passwordHashing,
  });

  const stopHousekeeping = scheduleHousekeeping(db, logger);

  const api = new Hono<ApiEnv>();
  api.use(logRequests(logger));
  api.use(neverStored());
  api.use(
    bodyLimit({
      maxSize: config.limits.requestBodyBytes,
      // The rest of the body is never read, so the connection cannot carry another request: it closes with
      // the answer, and a client's pool does not send its next request down it.
      onError: (c) =>
        c.json(
          errorBody(413, MESSAGES.bodyTooLarge(Math.floor(config.limits.requestBodyBytes / 1024))),
          413,
          {
            connection: 'close',
          },
        ),
    }),
  );
  api.use(rejectControlCharactersInUrl());
  api.use(resolveCaller(config.trustProxy));
  api.use(limitRequests(config.limits.apiRateLimit, redis));
  api.route('/', authRoutes({ db, auth, events: ctx.userEvents }));
  api.route('/', bankrollRoutes({ db, auth, limits: config.limits, events: ctx.userEvents }));
  api.route('/', blogRoutes({ db }));
  api.route(
    '/',
    wagerRoutes({
      db,
      auth,
      feed: createFeedReader(ctx.sportsApiUrl),
      settlementToken: ctx.settlementToken,
      limits: config.limits,
      events: ctx.userEvents,
    }),
  );
  // Reached by a request no route answered: a path some route serves under other methods is 405 with
  // `Allow` naming them (read from the routes above, never from a list kept by hand); any other is 404.
  // OPTIONS stays 404 as before: the API answers no preflight (CORS is the BFF's, on /graphql only).
  const allowedMethods = allowedMethodsOf(api.routes);
  api.all('*', (c) => {
    const allowed = c.req.method === 'OPTIONS' ? [] : allowedMethods(pathWithinApp(c));
    if (allowed.length === 0) return c.json(errorBody(404, MESSAGES.notFound), 404);
    return methodNotAllowed(c, allowed.join(', '));
  });
  api.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status, error.headers);
    if (isDatabaseUnreachable(error)) {
      logger.warn({ err: error, method: c.req.method, path: c.req.path }, 'database unreachable');
      return c.json(errorBody(503, MESSAGES.bancaUnavailable), 503, { 'Retry-After': '5' });
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unexpected error');
    return c.json(errorBody(500, MESSAGES.internal), 500);
  });

  return {
    name: 'api',
    mount(app) {
      app.route('/api', api);
    },
    async ready() {
      await sql`select 1`.execute(db);
      return true;
    },
    async close() {
      stopHousekeeping();
      await auth.drain();
      if (redis) await closeRedisClient(redis);
      if (owned) await database.close();
    },
  };
}
