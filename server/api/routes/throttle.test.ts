import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVING_BACKEND, newUser, startTestApi, type TestApi } from '../test/harness.ts';
import type { IssuedToken, UserAnswer } from '../test/answers.ts';

const REDIS = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!REDIS) console.warn('TEST_REDIS_URL is not set: skipping the shared (Redis) throttling suite.');

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
let nextAddress = 0;
/** A fresh client address for each test, so their counts never meet. */
const address = () => `203.0.113.${++nextAddress}`;

// Without Redis, throttling is held in memory per process, whatever the storage: one PGlite run is enough.
describe('throttling of sign-in, sign-up and password resets', () => {
  let api: TestApi;
  beforeAll(async () => {
    // A lower spraying cap than the default 100, so the test spends 20 password checks, not 100.
    api = await startTestApi(SERVING_BACKEND, {
      limits: { loginFailuresPerAddressPerHour: 20, signupTakenEmailsPerAddressPerHour: 3 },
    });
  });
  afterAll(async () => {
    await api?.dispose();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (email: string, password: string, at: string) =>
    api.call<IssuedToken>('POST', '/login', { json: { email, password }, ...from(at) });

  it('5 wrong passwords from one address slow that address down, never lock the owner out', async () => {
    const { email } = await newUser(api);
    const attacker = address();
    for (let i = 0; i < 5; i++) expect((await login(email, 'errada', attacker)).status).toBe(401);
    const early = await login(email, 'senha-segura-1', attacker);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Muitas tentativas de login. Aguarde 1 segundo e tente novamente.');
    expect(early.headers.get('retry-after')).toBe('1');
    // The owner, elsewhere, signs in at once.
    expect((await login(email, 'senha-segura-1', address())).status).toBe(200);
  });

  it('the wait doubles with each further failure, up to the maximum, and is kept without checking the password', async () => {
    const { email } = await newUser(api);
    const attacker = address();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 5; i++) expect((await login(email, 'errada', attacker)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await login(email, 'errada', attacker);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      // Still refused just before the wait ends, even with the right password…
      vi.advanceTimersByTime(wait * 1000 - 200);
      expect((await login(email, 'senha-segura-1', attacker)).status).toBe(429);
      // …and checked again once it has passed.
      vi.advanceTimersByTime(200);
      expect((await login(email, 'errada', attacker)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('a right password clears the pair', async () => {
    const { email } = await newUser(api);
    const at = address();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 5; i++) await login(email, 'errada', at);
    vi.advanceTimersByTime(1000);
    expect((await login(email, 'senha-segura-1', at)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(email, 'errada', at)).status).toBe(401);
  });

  it('a burst of concurrent guesses gets the free ones and one more, not all', async () => {
    const { email } = await newUser(api);
    const at = address();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await login(email, 'errada', at)).status),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(14);
  });

  it('caps wrong passwords from one address over all accounts (spraying)', async () => {
    const sprayer = address();
    // Each e-mail once, so no pair is delayed: only the address's count grows.
    for (let i = 0; i < 20; i++) {
      expect((await login(`spray${i}@teste.com.br`, 'x', sprayer)).status).toBe(401);
    }
    const { email } = await newUser(api);
    const blocked = await login(email, 'senha-segura-1', sprayer);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await login(email, 'senha-segura-1', address())).status).toBe(200);
  });

  it('accepts 10 sign-ups per address per hour; taken e-mails do not count', async () => {
    const at = address();
    const signup = (email: string) =>
      api.call<IssuedToken>('POST', '/signup', {
        json: { name: 'Pessoa', email, password: 'segredo123', password_confirmation: 'segredo123' },
        ...from(at),
      });
    const { email: taken } = await newUser(api);
    expect((await signup(taken)).status).toBe(409);
    const statuses = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => (await signup(`lote${i}.${at}@teste.com.br`)).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = await signup(`mais.${at}@teste.com.br`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Muitos cadastros feitos a partir desta rede\. Aguarde \d+ minutos/,
    );
    expect((await signup(`outra-rede.${at}@teste.com.br`)).status).toBe(429);
    expect(
      (
        await api.call<IssuedToken>('POST', '/signup', {
          json: {
            name: 'Pessoa',
            email: `outra.${at}@teste.com.br`,
            password: 'segredo123',
            password_confirmation: 'segredo123',
          },
          ...from(address()),
        })
      ).status,
    ).toBe(201);
  });

  it('tells an address that an e-mail is taken 3 times an hour (the limit set here), then refuses any sign-up with 429', async () => {
    const at = address();
    const signup = (email: string, origin = at) =>
      api.call<IssuedToken>('POST', '/signup', {
        json: { name: 'Pessoa', email, password: 'segredo123', password_confirmation: 'segredo123' },
        ...from(origin),
      });
    const taken = await Promise.all(Array.from({ length: 3 }, async () => (await newUser(api)).email));
    for (const email of taken) {
      const refused = await signup(email.toUpperCase());
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Este e-mail já está cadastrado.');
    }
    const hidden = await signup(taken[0]);
    expect(hidden.status).toBe(429);
    expect(hidden.body.message).toMatch(/^Muitos cadastros feitos a partir desta rede\. Aguarde \d+ minutos/);
    expect(Number(hidden.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Any e-mail from that address now: a 429 for taken ones only would tell them apart from free ones.
    const fresh = await signup(`nova.${at}@teste.com.br`);
    expect(fresh.status).toBe(429);
    expect(fresh.body.message).toBe(hidden.body.message);
    // Another address is still told, and can sign up.
    expect((await signup(taken[1], address())).status).toBe(409);
    expect((await signup(`outra.${at}@teste.com.br`, address())).status).toBe(201);
  });

  it('forgot-password: 20 per address (then 429), 5 mails per e-mail (then the same answer, no mail)', async () => {
    const at = address();
    const forgot = (email: string, where = at) =>
      api.call<unknown>('POST', '/password/forgot', { json: { email }, ...from(where) });
    const { email } = await newUser(api);
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await forgot(email));
    expect(new Set(answers.map((a) => `${a.status} ${a.body.message}`))).toEqual(
      new Set(['200 Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.']),
    );
    for (let i = 8; i < 20; i++) expect((await forgot(`ninguem${i}@teste.com.br`)).status).toBe(200);
    const refused = await forgot('mais@teste.com.br');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Muitas solicitações\. Aguarde \d+ minutos e tente novamente\.$/);
    expect((await forgot('mais@teste.com.br', address())).status).toBe(200);
  });

  it('limits reset attempts per address', async () => {
    const at = address();
    const reset = () =>
      api.call<unknown>('POST', '/password/reset', {
        json: {
          email: 'a@teste.com.br',
          token: 'x',
          password: 'nova-senha',
          password_confirmation: 'nova-senha',
        },
        ...from(at),
      });
    for (let i = 0; i < 20; i++) expect((await reset()).status).toBe(422);
    const refused = await reset();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('password checks of a signed-in user follow the same rule per address, deletion and reset alike', async () => {
    const { token } = await newUser(api);
    const at = address();
    const wrong = { token, json: { password: 'errada' }, ...from(at) };
    for (let i = 0; i < 3; i++)
      expect((await api.call<unknown>('DELETE', '/user/delete', wrong)).status).toBe(403);
    for (let i = 0; i < 2; i++)
      expect((await api.call<unknown>('PUT', '/account/reset', wrong)).status).toBe(403);
    const early = await api.call<unknown>('DELETE', '/user/delete', {
      token,
      json: { password: 'senha-segura-1' },
      ...from(at),
    });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(
      'Muitas tentativas com a senha incorreta. Aguarde 1 segundo e tente novamente.',
    );
    expect(early.headers.get('retry-after')).toBe('1');
    // The bankroll reset, which repeats its failures under `error`, keeps the wait and its header.
    const earlyReset = await api.call<unknown>('PUT', '/account/reset', {
      token,
      json: { password: 'senha-segura-1' },
      ...from(at),
    });
    expect(earlyReset.status).toBe(429);
    expect(earlyReset.headers.get('retry-after')).toBe('1');
    expect(earlyReset.body).toMatchObject({ error: earlyReset.body.message, retry_after: 1 });
    // Nothing was deleted: the session still reads the user, and another address is not held back.
    expect((await api.call<UserAnswer>('GET', '/user', { token })).status).toBe(200);
    expect(
      (
        await api.call<unknown>('PUT', '/account/reset', {
          token,
          json: { password: 'senha-segura-1' },
          ...from(address()),
        })
      ).status,
    ).toBe(200);
  });
});

describe.skipIf(!REDIS)('throttling shared by API replicas through Redis', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    // A first wait of a minute, not the default second: on a loaded machine the five failures and the
    // attempts that must be held back can be more than a second apart, and the wait would have passed.
    // Redis commands may wait 5 s, not the default 300 ms: a command that times out is counted in the
    // replica's own memory (limiter.ts), as it should be in production, and on a loaded machine a count
    // held up that long left the other replica one failure short (a 200 where a 429 was due).
    const limits = { loginFirstDelaySeconds: 60, redisCommandTimeoutMs: 5_000 };
    [first, second] = await Promise.all([
      startTestApi(SERVING_BACKEND, { redisUrl: REDIS, limits }),
      startTestApi(SERVING_BACKEND, { redisUrl: REDIS, limits }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  it('counts failures of one (account, address) on either replica', async () => {
    // The user exists on the first replica's store; failures for that e-mail count wherever they happen.
    const { email } = await newUser(first);
    const at = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const login = (api: TestApi, password: string, where = at) =>
      api.call<IssuedToken>('POST', '/login', { json: { email, password }, ...from(where) });
    for (let i = 0; i < 3; i++) expect((await login(first, 'errada')).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(second, 'errada')).status).toBe(401);
    expect((await login(first, 'senha-segura-1')).status).toBe(429);
    expect((await login(second, 'x')).status).toBe(429);
    expect((await login(first, 'senha-segura-1', '198.19.0.1')).status).toBe(200);
  });
});

describe('sessions kept for one user', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(SERVING_BACKEND, { limits: { sessionsPerUser: 2 } });
  });
  afterAll(async () => {
    await api?.dispose();
  });

  it("a sign-in past SESSIONS_PER_USER ends the user's oldest session, and only the user's", async () => {
    const { email, token: first } = await newUser(api);
    const { token: someoneElse } = await newUser(api);
    const signIn = async () =>
      (await api.call<IssuedToken>('POST', '/login', { json: { email, password: 'senha-segura-1' } })).body
        .access_token;
    // Sessions signed out elsewhere count for nothing: signing in and out ends no session in use.
    for (let i = 0; i < 3; i++)
      expect((await api.call<unknown>('POST', '/logout', { token: await signIn() })).status).toBe(204);
    const second = await signIn();
    expect((await api.call<UserAnswer>('GET', '/user', { token: first })).status).toBe(200);
    const third = await signIn();
    const ended = await api.call<UserAnswer>('GET', '/user', { token: first });
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Sessão expirada. Entre novamente.');
    for (const kept of [second, third, someoneElse])
      expect((await api.call<UserAnswer>('GET', '/user', { token: kept })).status).toBe(200);
  });
});
