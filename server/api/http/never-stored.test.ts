import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newAccount,
  newUser,
  SERVING_BACKEND,
  signupAddress,
  startTestApi,
  type TestApi,
} from '../test/harness.ts';

// Every answer of the API, a caller's own, a public one or an error, is kept by no cache.
describe('Cache-Control of the Banca API', () => {
  let api: TestApi;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    api = await startTestApi(SERVING_BACKEND, { limits: { apiRateLimit: 20 } });
    ({ token } = await newUser(api));
    accountId = await newAccount(api, token);
  });
  afterAll(async () => {
    await api?.dispose();
  });

  it('is private, no-store on a caller’s answers, the public ones and every refusal', async () => {
    const answers = {
      balance: await api.call('GET', '/account/balance/1', { token }),
      statement: await api.call('GET', `/account/statement/${accountId}`, { token }),
      user: await api.call('GET', '/user', { token }),
      login: await api.call('POST', '/login', { json: { email: 'x@teste.com.br', password: 'errada-123' } }),
      houses: await api.call('GET', '/bets'),
      blog: await api.call('GET', '/blog/posts'),
      noToken: await api.call('GET', '/account/balance/1'),
      notYours: await api.call('GET', '/account/statement/999999', { token }),
      unknown: await api.call('GET', '/nada'),
      root: await api.call('GET', ''),
      method: await api.call('DELETE', '/bets'),
      invalid: await api.call('GET', '/blog/posts?per_page=500'),
      tooLarge: await api.call('POST', '/login', {
        body: JSON.stringify({ email: 'x'.repeat(200_000) }),
        headers: { 'content-type': 'application/json' },
      }),
    };
    expect(
      Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status])),
    ).toEqual({
      balance: 200,
      statement: 200,
      user: 200,
      login: 401,
      houses: 200,
      blog: 200,
      noToken: 401,
      notYours: 404,
      unknown: 404,
      root: 404,
      method: 405,
      invalid: 422,
      tooLarge: 413,
    });
    for (const [name, answer] of Object.entries(answers))
      expect(answer.headers.get('cache-control'), name).toBe('private, no-store');

    // The request ceiling's refusal, from an address of its own.
    const flooded = { 'x-forwarded-for': signupAddress(250_000) };
    let refused;
    for (let i = 0; i < 25 && !refused; i++) {
      const answer = await api.call('GET', '/bets', { headers: flooded });
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused?.headers.get('cache-control')).toBe('private, no-store');
  });
});
