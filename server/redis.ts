import { once } from 'node:events';
import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';
import type { Limits } from './limits.ts';

export interface RedisClientOptions {
  /** `limits.redisCommandTimeoutMs`: how long one command may wait before the caller goes on without Redis. */
  limits: Pick<Limits, 'redisCommandTimeoutMs'>;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** What the connection is for, in its log lines ("sessions", "live pub/sub", …). */
  name: string;
}

/** Longest wait between two reconnection attempts: Redis is used again within this long of its return. */
export const REDIS_MAX_RECONNECT_DELAY_MS = 1000;

/**
 * Every Redis connection of the process is made here, so that all of them behave the same when Redis is slow,
 * down or killed: a caller is never held for longer than the command timeout.
 * - No offline queue: while the connection is down a command fails at once instead of waiting (the
 *   requests behind it took 6–24 s before), and callers fall back (memory limiters, cache miss, local
 *   polling, or a clear SERVICE_UNAVAILABLE for signed-in requests).
 * - `commandTimeout`: a Redis that accepts connections but does not answer (paused, overloaded, a dropped
 *   network path) fails each command after `limits.redisCommandTimeoutMs`.
 * - One retry at most for a command caught by a disconnection, and reconnection attempts forever in the
 *   background, at most a second apart, so everything recovers by itself when Redis returns.
 * - An 'error' listener always (an EventEmitter without one throws), logging the outage once and its end
 *   once, not every failed reconnection attempt.
 */
export function createRedisClient(url: string, options: RedisClientOptions): Redis {
  const { logger, name } = options;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: options.limits.redisCommandTimeoutMs,
    maxRetriesPerRequest: 1,
    connectTimeout: Math.max(1000, options.limits.redisCommandTimeoutMs * 5),
    // TCP keep-alive notices a peer that vanished without closing the connection (a dead host).
    keepAlive: 10_000,
    retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 10), REDIS_MAX_RECONNECT_DELAY_MS),
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger?.warn({ err: error, redis: name }, 'redis unavailable; going on without it until it returns');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger?.info({ redis: name }, 'redis available again');
  });
  watchForHanging(client, name, logger);
  return client;
}

/** How often a ready connection is pinged, and how many pings in a row may go unanswered. */
const HEARTBEAT_MS = 1000;
const MISSED_PINGS = 2;

/**
 * A Redis that accepts connections but answers nothing (paused, overloaded, a dropped network path) keeps
 * the connection "ready": every command then waits its whole timeout, several of them a request (1.2 s
 * each while it hung). Two pings unanswered in a row make the connection again; until Redis answers its
 * ready check, commands fail at once (there is no offline queue), as when it is down, and callers fall back.
 */
function watchForHanging(client: Redis, name: string, logger: Pick<Logger, 'warn' | 'info'> | undefined) {
  let missed = 0;
  // Set from the connection's end until it is ready again: the close completes only once Redis answers.
  let dropped = false;
  client.on('ready', () => (dropped = false));
  const heartbeat = setInterval(() => {
    if (client.status !== 'ready' || dropped) return;
    client.ping().then(
      () => (missed = 0),
      () => {
        missed += 1;
        if (missed < MISSED_PINGS || dropped) return;
        missed = 0;
        dropped = true;
        logger?.warn({ redis: name }, 'redis not answering; connecting again once it does');
        client.disconnect(true);
      },
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  client.once('end', () => clearInterval(heartbeat));
}

/**
 * Waits (at most `timeoutMs`) for the first connection, so that a process starts with Redis in use rather
 * than with a burst of fallbacks; it starts anyway when Redis is away, and connects when it returns.
 */
export async function waitForRedis(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return true;
  return once(client, 'ready', { signal: AbortSignal.timeout(timeoutMs) }).then(
    () => true,
    () => false,
  );
}

/** Ends a connection without waiting for a Redis that is away (QUIT would need an answer). */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
  } else client.disconnect();
}
