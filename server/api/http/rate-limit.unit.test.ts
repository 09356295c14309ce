import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import type { ApiEnv } from './env.ts';
import { TOKEN_ADDRESS_FACTOR, limitRequests } from './rate-limit.ts';

function app(perMinute: number) {
  const api = new Hono<ApiEnv>();
  api.use(async (c, next) => {
    c.set('clientIp', c.req.header('x-test-ip') ?? '127.0.0.1');
    await next();
  });
  api.use(limitRequests(perMinute));
  api.get('/bets', (c) => c.json([]));
  api.onError((error, c) =>
    error instanceof ApiError ? c.json(error.toBody(), error.status, error.headers) : c.json({}, 500),
  );
  return api;
}

describe('limitRequests', () => {
  it('answers 429 with a pt-BR message and Retry-After once a caller spends its minute', async () => {
    const api = app(3);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.request('/bets')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await api.request('/bets');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Muitas requisições. Aguarde um momento e tente novamente.',
      code: 'RATE_LIMITED',
      retry_after: Number(refused.headers.get('retry-after')),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts each token on its own, whatever address it comes from, and other addresses apart', async () => {
    const api = app(2);
    const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < 2; i++) expect((await api.request('/bets', withToken('a'))).status).toBe(200);
    expect((await api.request('/bets', withToken('a'))).status).toBe(429);
    expect((await api.request('/bets', withToken('b'))).status).toBe(200);
    expect((await api.request('/bets')).status).toBe(200);
    expect((await api.request('/bets', { headers: { 'x-test-ip': '203.0.113.9' } })).status).toBe(200);
  });

  it('counts tokens against their address too, ten times as generously: made-up tokens buy nothing', async () => {
    const api = app(2);
    const madeUp = (i: number) => ({ headers: { authorization: `Bearer made-up-${i}` } });
    const statuses = [];
    for (let i = 0; i < 2 * TOKEN_ADDRESS_FACTOR + 1; i++)
      statuses.push((await api.request('/bets', madeUp(i))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2 * TOKEN_ADDRESS_FACTOR);
    expect(statuses.at(-1)).toBe(429);
    // Another address behind the same proxy keeps its own count.
    const elsewhere = { headers: { authorization: 'Bearer other', 'x-test-ip': '203.0.113.9' } };
    expect((await api.request('/bets', elsewhere)).status).toBe(200);
  });

  it('is off at 0', async () => {
    const api = app(0);
    for (let i = 0; i < 20; i++) expect((await api.request('/bets')).status).toBe(200);
  });
});
