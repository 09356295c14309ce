import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import { BFF_MESSAGES } from '../i18n/bff.ts';
import type { Logger } from '../logger.ts';

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

/**
 * The session store cannot be reached (Redis down or too slow). The session is not lost: it is valid again
 * once the store answers, so the caller is told to retry (HTTP 503), never treated as signed out.
 */
export class SessionStoreUnavailableError extends GraphQLError {
  // The cause (the Redis error) is kept apart from `originalError`, which would make the error masking
  // (plugins/errors.ts) treat it as unexpected; the Redis client logs the outage itself (server/redis.ts).
  readonly reason: unknown;
  constructor(cause?: unknown) {
    super(BFF_MESSAGES.sessionStoreUnavailable, {
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        http: { status: 503, headers: { 'retry-after': '5' } },
      },
    });
    this.name = 'SessionStoreUnavailableError';
    this.reason = cause;
  }
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
export function createRedisSessionStore(
  redis: Redis,
  options: { prefix?: string; now?: () => number } = {},
): SessionStore {
  const prefix = options.prefix ?? 'bancada:session:';
  // Redis expires the key on its own clock; the check on read keeps a session from outliving its expiry
  // on ours (and lets tests move time instead of waiting for it).
  const now = options.now ?? Date.now;
  // Every Redis failure (connection down, command timeout) becomes SessionStoreUnavailableError, which the
  // client sees as SERVICE_UNAVAILABLE; the connection's own timeouts (server/redis.ts) bound the wait.
  const unavailable = (error: unknown): never => {
    throw new SessionStoreUnavailableError(error);
  };
  return {
    async get(sessionId) {
      const raw = await redis.get(prefix + hashSessionId(sessionId)).catch(unavailable);
      if (!raw) return null;
      const parsed = parseSession(raw);
      return parsed && parsed.expiresAt > now() ? parsed : null;
    },
    async set(sessionId, session) {
      const ttl = Math.max(1, session.expiresAt - now());
      await redis
        .set(prefix + hashSessionId(sessionId), JSON.stringify(session), 'PX', ttl)
        .catch(unavailable);
    },
    async delete(sessionId) {
      await redis.del(prefix + hashSessionId(sessionId)).catch(unavailable);
    },
    async close() {
      // The connection belongs to the caller.
    },
  };
}

/** A stored value that is not a session (written by something else) is no session, not a failure. */
function parseSession(raw: string): StoredSession | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    return typeof value?.token === 'string' && typeof value.expiresAt === 'number'
      ? { token: value.token, expiresAt: value.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * The token is sealed (AES-256-GCM) with a key derived from the session id, which only the browser holds:
 * the file, like the index (SHA-256 of the id), gives neither cookies nor usable tokens to whoever reads it.
 * The two derivations are kept apart by their prefixes.
 */
function sealKey(sessionId: string): Buffer {
  return createHash('sha256').update('bancada:session-seal\0').update(sessionId).digest();
}

function seal(sessionId: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(sessionId), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(sessionId: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(sessionId), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

interface SealedSession {
  sealed: string;
  expiresAt: number;
}

interface SessionFile {
  version: 1;
  /** SHA-256 of the session id → [expiresAt, sealed token]. */
  sessions: Record<string, [number, string]>;
}

export interface FileSessionStoreOptions {
  /** The file, under DATA_DIR (`sessions.json`); its folder is created when missing. */
  file: string;
  logger?: Pick<Logger, 'warn'>;
  maxEntries?: number;
  now?: () => number;
  /** Changes within this long are written together (a burst of logins makes one write). */
  writeDelayMs?: number;
}

/**
 * The store of the single process without Redis: sessions in memory, kept in a file so that they survive a
 * restart. The file (mode 0600) is written whole to a temporary file and renamed over the old one, so a
 * crash never leaves half a file; changes are written together after `writeDelayMs`, and at once on close.
 * It holds only what a session needs, sealed (see sealKey). Expired sessions are dropped when the file is
 * read, on access and by a sweep.
 */
export async function createFileSessionStore(options: FileSessionStoreOptions): Promise<SessionStore> {
  const { file, logger } = options;
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const writeDelayMs = options.writeDelayMs ?? 1000;
  const sessions = new Map<string, SealedSession>();

  // The file's own mode (0600) keeps it; its folder is DATA_DIR itself, which is the operator's to set,
  // made for this user alone only when it does not exist yet.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  let dropped = false;
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<SessionFile>;
    const t = now();
    for (const [key, entry] of Object.entries(parsed.sessions ?? {})) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'number' || typeof entry[1] !== 'string') continue;
      if (entry[0] > t) sessions.set(key, { expiresAt: entry[0], sealed: entry[1] });
      else dropped = true;
    }
  } catch (error) {
    // No file yet is the first start; an unreadable one is replaced at the next write (its sessions are lost).
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      logger?.warn({ err: error, file }, 'session file unreadable; starting without its sessions');
  }

  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let dirty = dropped;
  const tmp = `${file}.${process.pid}.tmp`;

  const write = async () => {
    dirty = false;
    const body: SessionFile = { version: 1, sessions: {} };
    for (const [key, s] of sessions) body.sessions[key] = [s.expiresAt, s.sealed];
    await writeFile(tmp, JSON.stringify(body), { mode: 0o600 });
    await rename(tmp, file);
  };
  /** Writes now, after any write in progress; a change made meanwhile is written by a later call. */
  const flush = async (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    while (writing) await writing;
    if (!dirty) return;
    writing = write()
      .catch((error: unknown) => {
        dirty = true;
        logger?.warn({ err: error, file }, 'session file write failed');
      })
      .finally(() => (writing = undefined));
    await writing;
  };
  const changed = () => {
    dirty = true;
    timer ??= setTimeout(() => void flush(), writeDelayMs);
  };

  const sweep = setInterval(() => {
    const t = now();
    for (const [key, s] of sessions)
      if (s.expiresAt <= t) {
        sessions.delete(key);
        dirty = true;
      }
    if (dirty) changed();
  }, 60_000);
  sweep.unref();

  return {
    async get(sessionId) {
      const key = hashSessionId(sessionId);
      const entry = sessions.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        sessions.delete(key);
        changed();
        return null;
      }
      const token = unseal(sessionId, entry.sealed);
      return token === null ? null : { token, expiresAt: entry.expiresAt };
    },
    async set(sessionId, session) {
      // Oldest first out: Map keeps insertion order, so a flood of logins cannot grow memory unbounded.
      if (sessions.size >= maxEntries) sessions.delete(sessions.keys().next().value as string);
      sessions.set(hashSessionId(sessionId), {
        expiresAt: session.expiresAt,
        sealed: seal(sessionId, session.token),
      });
      changed();
    },
    async delete(sessionId) {
      if (sessions.delete(hashSessionId(sessionId))) changed();
    },
    async close() {
      clearInterval(sweep);
      await flush();
    },
  };
}
