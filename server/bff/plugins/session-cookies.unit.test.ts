import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createMemorySessionStore } from '../session-store.ts';
import { resolveSession, SESSION_COOKIE } from '../session.ts';
import { useSessionCookies } from './session-cookies.ts';

// A cookie the store does not know: resolving the session queues the Set-Cookie that clears it.
const STALE = `${SESSION_COOKIE}=${'a'.repeat(43)}`;

function yogaWith(secure: boolean) {
  const store = createMemorySessionStore();
  return createYoga({
    schema: createSchema({
      typeDefs: 'type Query { ok: Boolean }',
      resolvers: { Query: { ok: () => true } },
    }),
    logging: false,
    context: async ({ request }) => ({
      session: await resolveSession(request, store, { defaultTtlMs: 60_000 }),
    }),
    plugins: [useSessionCookies({ secure })],
  });
}

const ask = (yoga: ReturnType<typeof yogaWith>, url: string, headers: Record<string, string> = {}) =>
  yoga.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: STALE, ...headers },
    body: '{"query":"{ ok }"}',
  });

describe('session cookies', () => {
  it('carry Secure when PUBLIC_URL is https, even for a request that reached us over plain http', async () => {
    const [cookie] = (await ask(yogaWith(true), 'http://127.0.0.1/graphql')).headers.getSetCookie();
    expect(cookie).toMatch(/^bancada_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Secure$/);
  });

  it('never take Secure from the Host or scheme a client sends', async () => {
    const yoga = yogaWith(false);
    for (const url of ['https://bancada.example/graphql', 'http://bancada.example/graphql']) {
      const [cookie] = (await ask(yoga, url, { 'x-forwarded-proto': 'https' })).headers.getSetCookie();
      expect(cookie, url).toMatch(/^bancada_session=;/);
      expect(cookie).not.toContain('Secure');
    }
  });

  it('keep answers that may carry a session out of shared caches', async () => {
    const res = await ask(yogaWith(false), 'http://localhost/graphql');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
