import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../clock.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { closeRedisClient, createRedisClient, waitForRedis } from '../redis.ts';
import { startHangingRedis } from '../test/hanging-redis.ts';
import {
  SessionStoreUnavailableError,
  createFileSessionStore,
  createMemorySessionStore,
  createRedisSessionStore,
  newSessionId,
  type SessionStore,
} from './session-store.ts';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL) console.warn('[session-store] TEST_REDIS_URL is not set: the Redis run is skipped.');

const redis = TEST_REDIS_URL ? new Redis(TEST_REDIS_URL) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempFile(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bancada-sessions-'));
  folders.push(dir);
  return path.join(dir, 'data', 'sessions.json');
}

/** The stores' clock: sessions expire when a test moves it. */
const clock = createManualClock(Date.UTC(2025, 2, 15, 18, 0));
const now = () => clock.now();
const stores: Array<[string, (() => SessionStore | Promise<SessionStore>) | undefined]> = [
  ['memory', () => createMemorySessionStore({ now })],
  ['file', async () => createFileSessionStore({ file: await tempFile(), now })],
  [
    'redis',
    redis
      ? () => createRedisSessionStore(redis, { prefix: `bancada:test:${randomUUID()}:`, now })
      : undefined,
  ],
];

describe.each(stores)('%s session store', (_name, make) => {
  it.skipIf(!make)('keeps the token until it expires and forgets deleted sessions', async () => {
    const store = await make!();
    const id = newSessionId();
    expect(id).toMatch(/^[\w-]{43}$/);
    await store.set(id, { token: 'tok', expiresAt: now() + 60_000 });
    expect(await store.get(id)).toMatchObject({ token: 'tok' });
    expect(await store.get(newSessionId())).toBeNull();
    await store.delete(id);
    expect(await store.get(id)).toBeNull();
    const short = newSessionId();
    await store.set(short, { token: 'tok', expiresAt: now() + 30_000 });
    clock.advance(29_999);
    expect(await store.get(short)).toMatchObject({ token: 'tok' });
    clock.advance(1);
    expect(await store.get(short)).toBeNull();
    await store.close();
  });
});

describe('memory session store bounds', () => {
  it('drops the oldest session beyond its capacity', async () => {
    const store = createMemorySessionStore({ maxEntries: 2 });
    const [x, y, z] = [newSessionId(), newSessionId(), newSessionId()];
    for (const id of [x, y, z]) await store.set(id, { token: id, expiresAt: Date.now() + 60_000 });
    expect(await store.get(x)).toBeNull();
    expect(await store.get(z)).toMatchObject({ token: z });
    await store.close();
  });
});

describe('file session store', () => {
  let file: string;
  beforeEach(async () => {
    file = await tempFile();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps sessions across a re-created store on the same file, written atomically with mode 0600', async () => {
    const first = await createFileSessionStore({ file });
    const [kept, gone] = [newSessionId(), newSessionId()];
    await first.set(kept, { token: 'upstream-token-1', expiresAt: Date.now() + 60_000 });
    await first.set(gone, { token: 'upstream-token-2', expiresAt: Date.now() + 60_000 });
    await first.delete(gone);
    await first.close();

    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    // Neither the session ids (cookies) nor the upstream tokens are in the file.
    expect(text).not.toContain(kept);
    expect(text).not.toContain('upstream-token');

    const second = await createFileSessionStore({ file });
    expect(await second.get(kept)).toMatchObject({ token: 'upstream-token-1' });
    expect(await second.get(gone)).toBeNull();
    await second.close();
  });

  it('writes a burst of changes once, after the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const store = await createFileSessionStore({ file, writeDelayMs: 1000 });
    for (let i = 0; i < 5; i++)
      await store.set(newSessionId(), { token: `t${i}`, expiresAt: Date.now() + 60_000 });
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(async () => {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { sessions: object };
      expect(Object.keys(parsed.sessions)).toHaveLength(5);
    });
    await store.close();
  });

  it('drops expired sessions when it reads the file', async () => {
    let now = 1_000_000;
    const store = await createFileSessionStore({ file, now: () => now });
    const [short, long] = [newSessionId(), newSessionId()];
    await store.set(short, { token: 'a', expiresAt: now + 1000 });
    await store.set(long, { token: 'b', expiresAt: now + 10_000 });
    await store.close();
    now += 5000;
    const again = await createFileSessionStore({ file, now: () => now });
    expect(await again.get(short)).toBeNull();
    expect(await again.get(long)).toMatchObject({ token: 'b' });
    await again.close();
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { sessions: object };
    expect(Object.keys(parsed.sessions)).toHaveLength(1);
  });

  it('starts empty from a damaged file and replaces it', async () => {
    const first = await createFileSessionStore({ file });
    await first.close();
    await writeFile(file, '{not json');
    const warn = vi.fn();
    const store = await createFileSessionStore({ file, logger: { warn } });
    expect(warn).toHaveBeenCalledOnce();
    const id = newSessionId();
    await store.set(id, { token: 't', expiresAt: Date.now() + 60_000 });
    await store.close();
    const again = await createFileSessionStore({ file });
    expect(await again.get(id)).toMatchObject({ token: 't' });
    await again.close();
  });
});

describe('redis session store while Redis is away', () => {
  const limits = { redisCommandTimeoutMs: 100 };

  it('fails at once with SERVICE_UNAVAILABLE when nothing listens', async () => {
    const redis = createRedisClient('redis://127.0.0.1:1', { limits: DEFAULT_LIMITS, name: 'test' });
    const store = createRedisSessionStore(redis);
    const started = performance.now();
    const failure = await store.get(newSessionId()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionStoreUnavailableError);
    expect((failure as SessionStoreUnavailableError).extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503 },
    });
    await expect(
      store.set(newSessionId(), { token: 't', expiresAt: Date.now() + 1000 }),
    ).rejects.toBeInstanceOf(SessionStoreUnavailableError);
    expect(performance.now() - started).toBeLessThan(100);
    await closeRedisClient(redis);
  });

  it('fails within the command timeout when Redis stops answering', async () => {
    const hanging = await startHangingRedis();
    const redis = createRedisClient(hanging.url, { limits, name: 'test' });
    expect(await waitForRedis(redis, 2000)).toBe(true);
    const store = createRedisSessionStore(redis);
    const started = performance.now();
    await expect(store.get(newSessionId())).rejects.toBeInstanceOf(SessionStoreUnavailableError);
    expect(performance.now() - started).toBeLessThan(limits.redisCommandTimeoutMs + 400);
    await closeRedisClient(redis);
    await hanging.close();
  });
});
