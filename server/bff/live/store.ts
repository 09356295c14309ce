import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import type { Logger } from '../../logger.ts';
import { closeRedisClient, createRedisClient, waitForRedis } from '../../redis.ts';
import type { TopicState } from './topics.ts';

/** The last published state of a topic; `version` grows by one with every published change. */
export interface LiveSnapshot {
  version: number;
  state: TopicState;
}

/**
 * Shared coordination for the pollers: a lease per topic (exactly one replica polls it) and the topic's last
 * snapshot (late listeners start from it, and a replica taking a topic over diffs against it).
 */
export interface LiveStore {
  /** Takes the lease when free (SET NX PX). */
  acquire(topic: string, token: string, ttlMs: number): Promise<boolean>;
  /** Extends the lease only while `token` still holds it. */
  renew(topic: string, token: string, ttlMs: number): Promise<boolean>;
  /** Frees the lease only while `token` still holds it, so a late release never frees a successor's lease. */
  release(topic: string, token: string): Promise<void>;
  /**
   * Records a finished poll (and the new snapshot when something changed) only while `token` holds the lease,
   * renewing it; false means the lease was lost and the caller must not publish.
   */
  commit(
    topic: string,
    token: string,
    polledAt: number,
    snapshot: LiveSnapshot | null,
    ttl: { leaseMs: number; dataMs: number },
  ): Promise<boolean>;
  load(topic: string): Promise<{ snapshot: LiveSnapshot | null; polledAt: number | null }>;
  /**
   * Whether the store is connected, waiting at most `timeoutMs` (true at once in memory). Until then every
   * call fails at once, and a hub polls its topics for its own listeners.
   */
  connected(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** Single-process store; sharing one instance between hubs models replicas in tests. */
export function createMemoryLiveStore(now: () => number = Date.now): LiveStore {
  const leases = new Map<string, Expiring<string>>();
  const snapshots = new Map<string, Expiring<string>>();
  const polled = new Map<string, Expiring<number>>();
  const live = <T>(map: Map<string, Expiring<T>>, key: string): T | undefined => {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  };
  return {
    async acquire(topic, token, ttlMs) {
      if (live(leases, topic) !== undefined) return false;
      leases.set(topic, { value: token, expiresAt: now() + ttlMs });
      return true;
    },
    async renew(topic, token, ttlMs) {
      if (live(leases, topic) !== token) return false;
      leases.set(topic, { value: token, expiresAt: now() + ttlMs });
      return true;
    },
    async release(topic, token) {
      if (live(leases, topic) === token) leases.delete(topic);
    },
    async commit(topic, token, polledAt, snapshot, ttl) {
      if (live(leases, topic) !== token) return false;
      leases.set(topic, { value: token, expiresAt: now() + ttl.leaseMs });
      polled.set(topic, { value: polledAt, expiresAt: now() + ttl.dataMs });
      const current = snapshots.get(topic);
      if (snapshot) snapshots.set(topic, { value: JSON.stringify(snapshot), expiresAt: now() + ttl.dataMs });
      else if (current) current.expiresAt = now() + ttl.dataMs;
      return true;
    },
    async load(topic) {
      const text = live(snapshots, topic);
      return {
        snapshot: text === undefined ? null : (JSON.parse(text) as LiveSnapshot),
        polledAt: live(polled, topic) ?? null,
      };
    },
    async connected() {
      return true;
    },
    async close() {},
  };
}

// KEYS[1] lease; ARGV[1] token, ARGV[2] ttl ms.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;
// KEYS: lease, polled-at, snapshot; ARGV: token, lease ttl, data ttl, polledAt, snapshot JSON or ''.
// One round trip that is fenced by the lease: a replica that lost the lease cannot overwrite the snapshot.
const COMMIT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], ARGV[4], 'PX', ARGV[3])
if ARGV[5] ~= '' then redis.call('SET', KEYS[3], ARGV[5], 'PX', ARGV[3]) else redis.call('PEXPIRE', KEYS[3], ARGV[3]) end
return 1`;

/** Redis store; every key lives under `prefix` so deployments (and test runs) sharing a Redis stay apart. */
export function createRedisLiveStore(
  url: string,
  prefix = 'bancada:',
  options: { limits?: Pick<Limits, 'redisCommandTimeoutMs'>; logger?: Pick<Logger, 'warn' | 'info'> } = {},
): LiveStore {
  // Commands fail fast while Redis is away (server/redis.ts): the hub then polls for its own listeners.
  const redis = createRedisClient(url, {
    limits: options.limits ?? DEFAULT_LIMITS,
    logger: options.logger,
    name: 'live leases',
  });
  const key = (kind: string, topic: string) => `${prefix}live:${kind}:${topic}`;
  return {
    async acquire(topic, token, ttlMs) {
      return (await redis.set(key('lease', topic), token, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async renew(topic, token, ttlMs) {
      return (await redis.eval(RENEW, 1, key('lease', topic), token, ttlMs)) === 1;
    },
    async release(topic, token) {
      await redis.eval(RELEASE, 1, key('lease', topic), token);
    },
    async commit(topic, token, polledAt, snapshot, ttl) {
      const result = await redis.eval(
        COMMIT,
        3,
        key('lease', topic),
        key('polled', topic),
        key('snap', topic),
        token,
        ttl.leaseMs,
        ttl.dataMs,
        polledAt,
        snapshot ? JSON.stringify(snapshot) : '',
      );
      return result === 1;
    },
    async load(topic) {
      const [snap, polledAt] = await redis.mget(key('snap', topic), key('polled', topic));
      return {
        snapshot: snap ? (JSON.parse(snap) as LiveSnapshot) : null,
        polledAt: polledAt ? Number(polledAt) : null,
      };
    },
    connected(timeoutMs) {
      return waitForRedis(redis, timeoutMs);
    },
    async close() {
      await closeRedisClient(redis);
    },
  };
}
