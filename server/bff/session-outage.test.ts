import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BFF_MESSAGES } from '../i18n/bff.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { closeRedisClient, createRedisClient } from '../redis.ts';
import { createMemorySessionStore, createRedisSessionStore, type SessionStore } from './session-store.ts';
import { getSchema } from './schema.ts';
import { storeUnavailableSession } from './session.ts';
import { SIGNUP, signUp, startHarness, typed, uniqueEmail, type Harness } from './test/harness.ts';

const VIEWER = typed<{ viewer: { email: string } | null }>('{ viewer { email } }');
const LOGIN = typed<{ login: unknown }>(`mutation Login($input: LoginInput!) {
  login(input: $input) { token viewer { email } errors { code message } }
}`);

/**
 * A memory store that can be switched to a Redis store with nothing listening, as a Redis store is when
 * Redis goes away: the same sessions, then real Redis failures.
 */
function switchable(away: SessionStore): SessionStore & { down: boolean } {
  const inner = createMemorySessionStore();
  const pick = () => (store.down ? away : inner);
  const store = {
    down: false,
    get: (id: string) => pick().get(id),
    set: (id: string, s: Parameters<SessionStore['set']>[1]) => pick().set(id, s),
    delete: (id: string) => pick().delete(id),
    close: () => inner.close(),
  };
  return store;
}

describe('signed-in requests while the session store is away', () => {
  let h: Harness;
  const redis = createRedisClient('redis://127.0.0.1:1', { limits: DEFAULT_LIMITS, name: 'test' });
  const store = switchable(createRedisSessionStore(redis));
  beforeAll(async () => {
    h = await startHarness({ sessionStore: store });
  });
  afterAll(async () => {
    await h.close();
    await closeRedisClient(redis);
  });

  it('answers SERVICE_UNAVAILABLE (503) to a cookie, keeps the cookie, and serves it again afterwards', async () => {
    const browser = h.browser();
    const email = uniqueEmail();
    const password = 'segredo123';
    const signup = await browser.gql(SIGNUP, {
      input: { name: 'Ana', email, password, passwordConfirmation: password },
    });
    expect(signup.body.data.signup.errors).toEqual([]);
    expect(browser.cookie).toBeDefined();
    const cookie = browser.cookie;

    store.down = true;
    const started = performance.now();
    const refused = await browser.gql(VIEWER);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body.errors?.[0]).toMatchObject({
      message: BFF_MESSAGES.sessionStoreUnavailable,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    // Not signed out: the browser keeps its cookie.
    expect(browser.cookie).toBe(cookie);

    // A sign-in cannot start a session either, and says so.
    const login = await browser.gql(LOGIN, { input: { email, password } }, { cookie: undefined });
    expect(login.body.errors?.[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(login.body.data?.login ?? null).toBeNull();

    store.down = false;
    const back = await browser.gql(VIEWER);
    expect(back.body.data.viewer?.email).toBe(email);
  });

  it('leaves anonymous requests and bearer tokens unaffected', async () => {
    const { token, email } = await signUp(h);
    store.down = true;
    try {
      const anonymous = await h.gql<unknown>('{ blogCategories { slug } }');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.errors).toBeUndefined();
      const bearer = await h.gql(VIEWER, undefined, { token });
      expect(bearer.body.data.viewer?.email).toBe(email);
    } finally {
      store.down = false;
    }
  });

  it('lets a socket of a browser follow public data but never run as a visitor (graphql-ws)', async () => {
    const contextValue = h.bff.contextFor(new Request('http://localhost/graphql'), storeUnavailableSession());
    const run = (query: string) =>
      Promise.resolve(execute({ schema: getSchema(), document: parse(query), contextValue }));
    const own = await run(VIEWER);
    expect(own.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    const open = await run('{ blogCategories { slug } }');
    expect(open.errors).toBeUndefined();
  });
});
