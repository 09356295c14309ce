import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface StoredSession {
  token: string;
  /** Epoch milliseconds; the session ends with its upstream token. */
  expiresAt: number;
}

/**
 * Server-side sessions: the browser holds only a random id, the upstream token stays here. Keys are the
 * SHA-256 of the id so that a dump of the store cannot be replayed as cookies.
 */
export interface SessionStore {
  get(sessionId: string): Promise<StoredSession | null>;
  set(sessionId: string, session: StoredSession): Promise<void>;
  delete(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/** Bounded in-memory store for a single replica; expired entries are dropped on read and by a sweep. */
export function createMemorySessionStore(
  options: { maxEntries?: number; now?: () => number } = {},
): SessionStore {
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, StoredSession>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, s] of sessions) if (s.expiresAt <= t) sessions.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async get(sessionId) {
      const key = hashSessionId(sessionId);
      const session = sessions.get(key);
      if (!session) return null;
      if (session.expiresAt <= now()) {
        sessions.delete(key);
        return null;
      }
      return session;
    },
    async set(sessionId, session) {
      // Oldest first out: Map keeps insertion order, so a flood of logins cannot grow memory unbounded.
      if (sessions.size >= maxEntries) sessions.delete(sessions.keys().next().value as string);
      sessions.set(hashSessionId(sessionId), session);
    },
    async delete(sessionId) {
      sessions.delete(hashSessionId(sessionId));
    },
    async close() {
      clearInterval(sweep);
      sessions.clear();
    },
  };
}

/** Shared store so that every replica behind a load balancer sees the same sessions. */
export function createRedisSessionStore(redis: Redis, options: { prefix?: string } = {}): SessionStore {
  const prefix = options.prefix ?? 'bancada:session:';
  return {
    async get(sessionId) {
      const raw = await redis.get(prefix + hashSessionId(sessionId));
      if (!raw) return null;
      const parsed = JSON.parse(raw) as StoredSession;
      return parsed.expiresAt > Date.now() ? parsed : null;
    },
    async set(sessionId, session) {
      const ttl = Math.max(1, session.expiresAt - Date.now());
      await redis.set(prefix + hashSessionId(sessionId), JSON.stringify(session), 'PX', ttl);
    },
    async delete(sessionId) {
      await redis.del(prefix + hashSessionId(sessionId));
    },
    async close() {
      // The connection belongs to the caller.
    },
  };
}
