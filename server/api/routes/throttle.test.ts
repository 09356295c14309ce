import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, newUser, startTestApi, type TestApi } from '../test/harness.ts';

// Throttling is held in memory per process, whatever the storage: one PGlite run is enough.
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
});
