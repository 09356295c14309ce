import type { Redis } from 'ioredis';
import { createFeedReader } from '../bets/feed-reader.ts';
import { systemClock } from '../clock.ts';
import { closeRedisClient, createRedisClient } from '../redis.ts';
import type { Role, RoleContext } from '../role.ts';
import { localLease, postgresLease, redisLease, type Lease } from './lease.ts';
import { createGradingApi, createSettlementWorker } from './worker.ts';

/**
 * The settlement role: the worker that settles bets from the sports feed. On in the default single process;
 * with several processes, one holds the lease at a time (Redis when configured, else a PostgreSQL advisory
 * lock, else the one process with the embedded store).
 */
export async function createSettlementRole(ctx: RoleContext): Promise<Role> {
  const { config } = ctx;
  const logger = ctx.logger.child({ role: 'settlement' });
  let redis: Redis | undefined;
  let lease: Lease;
  // The lease outlives a few passes, so a healthy worker renews it with margin; a dead one's goes in 3 passes.
  const ttlMs = config.settlementPollMs * 3;
  if (config.redisUrl) {
    redis = createRedisClient(config.redisUrl, { limits: config.limits, logger, name: 'settlement lease' });
    lease = redisLease(redis, ttlMs, leaseKey(config.databaseUrl));
  } else if (config.databaseUrl && /^postgres(ql)?:\/\//i.test(config.databaseUrl)) {
    lease = postgresLease(config.databaseUrl, leaseKey(config.databaseUrl));
  } else lease = localLease();
  const worker = createSettlementWorker({
    api: createGradingApi(ctx.bancaApiUrl, ctx.settlementToken),
    feed: createFeedReader(ctx.sportsApiUrl),
    lease,
    clock: systemClock,
    pollMs: config.settlementPollMs,
    batchSize: config.limits.wagerPageSize,
    logger,
  });
  return {
    name: 'settlement',
    mount() {},
    // Started once the server serves, since the worker calls the API over HTTP (this process's, by default).
    attach() {
      worker.start();
    },
    async close() {
      await worker.stop();
      if (redis) await closeRedisClient(redis);
    },
  };
}

/** One lease per store: deployments (or test schemas) sharing a Redis or a PostgreSQL never share one. */
function leaseKey(databaseUrl: string | undefined): string {
  const schema =
    databaseUrl && /^postgres/i.test(databaseUrl) ? new URL(databaseUrl).searchParams.get('schema') : null;
  return `bancada:settlement:lease${schema ? `:${schema}` : ''}`;
}
