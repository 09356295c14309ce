import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/captured-log.ts';
import { logRequests } from './request-log.ts';

describe('the Banca API’s request lines', () => {
  it('logs each request with the id the BFF sent, echoed back, or one of its own', async () => {
    const { logger, lines } = capturedLogger('info');
    const app = new Hono();
    app.use(logRequests(logger));
    app.get('/account/balance/:id', (c) => c.json({ message: 'Conta não encontrada' }, 404));

    const traced = await app.request('/account/balance/3?x=1', { headers: { 'x-request-id': 'req-bff-9' } });
    expect(traced.headers.get('x-request-id')).toBe('req-bff-9');
    expect(lines[0]).toMatchObject({
      msg: 'api request',
      requestId: 'req-bff-9',
      method: 'GET',
      path: '/account/balance/3',
      status: 404,
    });
    expect(typeof lines[0].ms).toBe('number');

    const own = await app.request('/account/balance/4', { headers: { 'x-request-id': 'não serve' } });
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[1].requestId).toBe(own.headers.get('x-request-id'));
  });
});
