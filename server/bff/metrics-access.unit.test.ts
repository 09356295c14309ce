import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access.ts';

/** /metrics behind the access rule, on a connection from `peer`. */
function appFor(token: string | undefined, peer: string | undefined) {
  const app = new Hono();
  app.get('/metrics', metricsAccess({ token, peerAddress: () => peer }), (c) => c.text('# metrics'));
  return app;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function expectRefused(res: Response, label: string) {
  expect(res.status, label).toBe(401);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({
    message: 'Acesso às métricas não autorizado.',
    code: 'UNAUTHENTICATED',
  });
}

describe('metricsAccess without METRICS_TOKEN', () => {
  it('answers a connection from this host, by IPv4, IPv6 and IPv4-mapped loopback', async () => {
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await appFor(undefined, peer).request('/metrics');
      expect(res.status, peer).toBe(200);
      expect(await res.text()).toBe('# metrics');
    }
  });

  it('refuses any other host, and a connection without an address', async () => {
    for (const peer of ['10.0.0.5', '192.168.1.2', '203.0.113.9', '2001:db8::1', undefined]) {
      await expectRefused(await appFor(undefined, peer).request('/metrics'), String(peer));
    }
  });

  it('refuses what a proxy on this host forwards, whatever address the request claims', async () => {
    const forwarded: Array<Record<string, string>> = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9:5555' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      await expectRefused(
        await appFor(undefined, '127.0.0.1').request('/metrics', { headers }),
        JSON.stringify(headers),
      );
    }
  });
});

describe('metricsAccess with METRICS_TOKEN', () => {
  it('answers whoever sends the token, through a proxy or not', async () => {
    for (const peer of ['10.0.0.5', '127.0.0.1']) {
      const res = await appFor('segredo-do-prometheus', peer).request('/metrics', {
        headers: { ...bearer('segredo-do-prometheus'), 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.status, peer).toBe(200);
    }
  });

  it('refuses everyone else, this host included, and asks for a bearer token', async () => {
    const app = appFor('segredo-do-prometheus', '127.0.0.1');
    for (const headers of [{}, bearer('segredo-do-prometheu'), bearer(''), { authorization: 'Basic abc' }]) {
      const res = await app.request('/metrics', { headers });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      await expectRefused(res, JSON.stringify(headers));
    }
  });
});
