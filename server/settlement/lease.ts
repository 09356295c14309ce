import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Which settlement worker works: one lease across every process of a deployment. Settlement is exactly once
 * without it (each bet is graded in a transaction that locks it and moves money only while it is open); the
 * lease keeps a second worker from doing the same work twice over and racing the first for the same rows.
 */
export interface Lease {
  /** Takes the lease, or renews it when held; false while another process holds it. */
  hold(): Promise<boolean>;
  /** Lets it go (on shutdown), so another process takes over at once rather than when it expires. */
  release(): Promise<void>;
  /** Who holds it, as this process names itself (process id and a random part). */
  readonly owner: string;
}

export const LEASE_KEY = 'bancada:settlement:lease';

const ownerName = () => `${process.pid}:${randomBytes(6).toString('hex')}`;

// Renews or releases only the holder's own lease: a lease that expired and went to another process is left
// alone (compare and act in one step on the server).
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * A lease in Redis that expires after `ttlMs` unless renewed: a process killed with -9 stops renewing, and
 * another one takes over once it expires.
 */
export function redisLease(redis: Redis, ttlMs: number, key = LEASE_KEY): Lease {
  const owner = ownerName();
  return {
    owner,
    async hold() {
      try {
        if ((await redis.set(key, owner, 'PX', ttlMs, 'NX')) === 'OK') return true;
        return (await redis.eval(RENEW, 1, key, owner, String(ttlMs))) === 1;
      } catch {
        // Redis away: nobody can be sure to hold it, so nobody works until it returns.
        return false;
      }
    },
    async release() {
      await redis.eval(RELEASE, 1, key, owner).catch(() => undefined);
    },
  };
}

/**
 * A PostgreSQL session advisory lock on a connection of its own: held while that connection lives, so a
 * process killed with -9 loses it as soon as the server sees the connection close.
 */
export function postgresLease(databaseUrl: string, lockKey = 'bancada:settlement'): Lease {
  const owner = ownerName();
  let client: pg.Client | undefined;
  let held = false;
  const drop = () => {
    held = false;
    const old = client;
    client = undefined;
    void old?.end().catch(() => undefined);
  };
  return {
    owner,
    async hold() {
      try {
        if (!client) {
          const url = new URL(databaseUrl);
          url.searchParams.delete('schema');
          const fresh = new pg.Client({ connectionString: url.toString() });
          fresh.on('error', drop);
          await fresh.connect();
          client = fresh;
        }
        if (held) {
          // Still ours while the connection answers.
          await client.query('select 1');
          return true;
        }
        const { rows } = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as ok',
          [lockKey],
        );
        held = rows[0]?.ok === true;
        return held;
      } catch {
        drop();
        return false;
      }
    },
    async release() {
      const old = client;
      client = undefined;
      held = false;
      await old?.end().catch(() => undefined);
    },
  };
}

/** One process with the embedded store (PGlite): nobody else can settle, the lease is always held. */
export function localLease(): Lease {
  return { owner: ownerName(), hold: () => Promise.resolve(true), release: () => Promise.resolve() };
}
