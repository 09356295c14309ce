import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BASELINE_HEADERS, securityHeaders, withSecurityHeaders } from './security-headers.ts';

/** The shape of server/start.ts: the middleware first, then routes, a 404 and an error handler. */
function appFor(publicUrl: string): Hono {
  const app = new Hono();
  app.use(securityHeaders({ publicUrl }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.get('/own-policy', (c) =>
    c.html('<p>x</p>', 200, {
      'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'",
    }),
  );
  app.get('/stream', () => new Response(new ReadableStream({ start: (ctl) => ctl.close() })));
  app.notFound((c) => c.json({ message: 'Não encontrado', code: 'NOT_FOUND' }, 404));
  app.onError((_error, c) => c.json({ message: 'Ocorreu um erro. Tente novamente.' }, 500));
  return app;
}

function expectHardened(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe('security headers', () => {
  it('are on answers, 404s and errors alike', async () => {
    const app = appFor('http://localhost:4000');
    for (const [path, status] of [
      ['/healthz', 200],
      ['/nada', 404],
      ['/boom', 500],
      ['/stream', 200],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(status);
      expectHardened(res);
    }
  });

  it('never derive anything from the Host header', async () => {
    const res = await appFor('http://localhost:4000').request('/healthz', {
      headers: { host: 'evil.example' },
    });
    expect(res.headers.get('content-security-policy')).not.toContain('evil');
  });

  it('send HSTS only when the public address is https', async () => {
    const plain = await appFor('http://localhost:4000').request('/healthz');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await appFor('https://bancada.example').request('/healthz');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('keep the policy a page set for itself', async () => {
    const res = await appFor('http://localhost:4000').request('/own-policy');
    expect(res.headers.get('content-security-policy')).toContain("'unsafe-inline'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('have a baseline for answers written before the app exists', () => {
    expect(BASELINE_HEADERS['content-security-policy']).toContain("default-src 'none'");
    expect(BASELINE_HEADERS['x-content-type-options']).toBe('nosniff');
  });

  it('are the same on an answer built with them, which keeps its own', async () => {
    const app = new Hono();
    app.use(securityHeaders({ publicUrl: 'https://bancada.example' }));
    app.get('/set', (c) => c.json({ ok: true }));
    app.get('/built', (c) => {
      const own = { 'content-type': 'application/json', 'referrer-policy': 'no-referrer' };
      return new Response('{"ok":true}', { headers: withSecurityHeaders(c, own) });
    });
    const set = await app.request('/set');
    const built = await app.request('/built');
    const all = (res: Response) => Object.fromEntries(res.headers);
    expect(all(built)).toEqual({ ...all(set), 'referrer-policy': 'no-referrer' });
    expect(built.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('keep a header of the handler in any case, once, and drop X-Powered-By, as the middleware does', async () => {
    const app = new Hono();
    app.use(securityHeaders({ publicUrl: 'http://localhost:4000' }));
    app.get('/', (c) => {
      const own = { 'Content-Security-Policy': "default-src 'none'", 'X-Powered-By': 'Hono' };
      return new Response('x', { headers: withSecurityHeaders(c, own) });
    });
    const res = await app.request('/');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('are on the error answer of a handler that failed after building its own with them', async () => {
    const app = new Hono();
    app.use(securityHeaders({ publicUrl: 'http://localhost:4000' }));
    app.get('/', (c) => {
      withSecurityHeaders(c, {});
      throw new Error('boom');
    });
    app.onError((_error, c) => c.json({ message: 'Ocorreu um erro. Tente novamente.' }, 500));
    const res = await app.request('/');
    expect(res.status).toBe(500);
    expectHardened(res);
  });

  it('are not added by a handler where the middleware is not mounted', async () => {
    const app = new Hono();
    app.get('/', (c) => new Response('x', { headers: withSecurityHeaders(c, { 'x-own': '1' }) }));
    const res = await app.request('/');
    expect(res.headers.get('x-own')).toBe('1');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
