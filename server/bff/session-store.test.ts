import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
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

const stores: Array<[string, (() => SessionStore) | undefined]> = [
  ['memory', () => createMemorySessionStore()],
  [
    'redis',
    redis ? () => createRedisSessionStore(redis, { prefix: `bancada:test:${Date.now()}:` }) : undefined,
  ],
];

describe.each(stores)('%s session store', (_name, make) => {
  it.skipIf(!make)('keeps the token until it expires and forgets deleted sessions', async () => {
    const store = make!();
    const id = newSessionId();
    expect(id).toMatch(/^[\w-]{43}$/);
    await store.set(id, { token: 'tok', expiresAt: Date.now() + 60_000 });
    expect(await store.get(id)).toMatchObject({ token: 'tok' });
    expect(await store.get(newSessionId())).toBeNull();
    await store.delete(id);
    expect(await store.get(id)).toBeNull();
    const short = newSessionId();
    await store.set(short, { token: 'tok', expiresAt: Date.now() + 30 });
    await new Promise((r) => setTimeout(r, 60));
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
