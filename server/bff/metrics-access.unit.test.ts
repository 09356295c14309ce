import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access.ts';

/** /metrics behind the access rule, for a client at `address` (as the role resolves it). */
function appFor(token: string | undefined, address: string) {
  const app = new Hono();
  app.get('/metrics', metricsAccess({ token, clientIp: () => address }), (c) => c.text('# metrics'));
  return app;
}

const withBearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('metricsAccess', () => {
  it('answers this host, by IPv4, IPv6 and IPv4-mapped loopback, without a token', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await appFor(undefined, address).request('/metrics');
      expect(res.status, address).toBe(200);
      expect(await res.text()).toBe('# metrics');
    }
  });

  it('refuses any other host without the token, with a code and a message', async () => {
    for (const address of ['10.0.0.5', '192.168.1.2', '203.0.113.9', '2001:db8::', 'unknown']) {
      const res = await appFor(undefined, address).request('/metrics', withBearer('qualquer'));
      expect(res.status, address).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({
        message: expect.stringContaining('METRICS_TOKEN') as string,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('answers another host that sends METRICS_TOKEN as a bearer token, and only that token', async () => {
    const app = appFor('segredo-do-prometheus', '10.0.0.5');
    expect((await app.request('/metrics', withBearer('segredo-do-prometheus'))).status).toBe(200);
    expect((await app.request('/metrics', withBearer('segredo-do-prometheu'))).status).toBe(401);
    expect((await app.request('/metrics', withBearer(''))).status).toBe(401);
    expect((await app.request('/metrics')).status).toBe(401);
  });
});
