import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, newUser, startTestApi, type TestApi } from '../test/harness.ts';

const REDIS = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!REDIS) console.warn('TEST_REDIS_URL is not set: skipping the shared (Redis) throttling suite.');

// Without Redis, throttling is held in memory per process, whatever the storage: one PGlite run is enough.
describe('throttling of login and password reset requests', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(BACKENDS[0]);
  });
  afterAll(async () => {
    await api?.dispose();
  });

  it('blocks an account after 5 failures, even with the right password, without touching others', async () => {
    const { email } = await newUser(api);
    const { email: other } = await newUser(api);
    for (let i = 0; i < 5; i++) {
      expect((await api.call('POST', '/login', { json: { email, password: 'errada' } })).status).toBe(401);
    }
    const blocked = await api.call('POST', '/login', { json: { email, password: 'senha-segura-1' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await api.call('POST', '/login', { json: { email: other, password: 'senha-segura-1' } })).status,
    ).toBe(200);
  });

  it('a success clears the account count', async () => {
    const { email } = await newUser(api);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await api.call('POST', '/login', { json: { email, password: 'errada' } });
      expect((await api.call('POST', '/login', { json: { email, password: 'senha-segura-1' } })).status).toBe(
        200,
      );
    }
  });

  it('blocks an address after 20 failures across accounts', async () => {
    // 13 failures were spent above from this address (5 + 2 × 4); 7 more reach 20.
    for (let i = 0; i < 7; i++) {
      const answer = await api.call('POST', '/login', {
        json: { email: `spray${i}@teste.com.br`, password: 'x' },
      });
      expect(answer.status).toBe(401);
    }
    const { email } = await newUser(api);
    const blocked = await api.call('POST', '/login', { json: { email, password: 'senha-segura-1' } });
    expect(blocked.status).toBe(429);
  });

  it('counts the address a loopback proxy forwards, so users signing in through the BFF do not share one', async () => {
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < 20; i++) {
      await api.call('POST', '/login', {
        json: { email: `forjado${i}@teste.com.br`, password: 'x' },
        ...from('203.0.113.7'),
      });
    }
    const { email } = await newUser(api);
    const right = { json: { email, password: 'senha-segura-1' } };
    expect((await api.call('POST', '/login', { ...right, ...from('203.0.113.7') })).status).toBe(429);
    expect((await api.call('POST', '/login', { ...right, ...from('203.0.113.8') })).status).toBe(200);
  });

  it('limits reset requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await api.call('POST', '/password/forgot', { json: { email: `ninguem${i}@teste.com.br` } })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const last = await api.call('POST', '/password/forgot', { json: { email: 'mais@teste.com.br' } });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
  });

  it('blocks password checks of a signed-in user after 5 wrong passwords, deletion and reset alike', async () => {
    const { token } = await newUser(api);
    const wrong = { token, json: { password: 'errada' } };
    for (let i = 0; i < 3; i++) expect((await api.call('DELETE', '/user/delete', wrong)).status).toBe(403);
    for (let i = 0; i < 2; i++) expect((await api.call('PUT', '/account/reset', wrong)).status).toBe(403);
    const blocked = await api.call('DELETE', '/user/delete', { token, json: { password: 'senha-segura-1' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Muitas tentativas com a senha incorreta. Aguarde alguns minutos e tente novamente.',
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing was deleted: the session still reads the user.
    expect((await api.call('GET', '/user', { token })).status).toBe(200);
  });

  it('a right password clears the count of wrong ones', async () => {
    const { token } = await newUser(api);
    for (let i = 0; i < 4; i++)
      await api.call('PUT', '/account/reset', { token, json: { password: 'errada' } });
    expect(
      (await api.call('PUT', '/account/reset', { token, json: { password: 'senha-segura-1' } })).status,
    ).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await api.call('PUT', '/account/reset', { token, json: { password: 'errada' } })).status).toBe(
        403,
      );
  });
});

describe.skipIf(!REDIS)('throttling shared by API replicas through Redis', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      startTestApi(BACKENDS[0], { redisUrl: REDIS }),
      startTestApi(BACKENDS[0], { redisUrl: REDIS }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  it('counts failures on either replica against the same account', async () => {
    // The user exists on the first replica's store; failures for that e-mail count wherever they happen.
    const { email } = await newUser(first);
    for (let i = 0; i < 3; i++)
      expect((await first.call('POST', '/login', { json: { email, password: 'errada' } })).status).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await second.call('POST', '/login', { json: { email, password: 'errada' } })).status).toBe(401);
    const blocked = await first.call('POST', '/login', { json: { email, password: 'senha-segura-1' } });
    expect(blocked.status).toBe(429);
    expect((await second.call('POST', '/login', { json: { email, password: 'x' } })).status).toBe(429);
  });
});
