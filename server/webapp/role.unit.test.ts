import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLimits } from '../limits.ts';
import type { RoleContext } from '../role.ts';
import { MESSAGES } from '../i18n/pt-BR.ts';
import { PAGE_HEAD } from '../i18n/screens/page-head.ts';
import { createWebRole } from './role.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
const BUNDLE = 'console.log("app");\n'.repeat(100);

let dist: string;

async function appFor(distDir: string, ssrDir?: string, more: Partial<RoleContext> = {}): Promise<Hono> {
  const app = new Hono();
  // Another role mounted earlier, as in server/start.ts.
  app.get('/api/ping', (c) => c.json({ pong: true }));
  // Without the bff role nor BFF_URL, every page is the browser's (server rendering has its browser tests).
  // With a server build, BFF_URL names a BFF the stand-in renderer below never calls.
  const role = await createWebRole({
    paths: { webDist: distDir, webSsr: ssrDir ?? path.join(distDir, 'no-server-build') },
    publicUrl: 'http://localhost:4000',
    config: {
      roles: new Set(['web']),
      bffUrl: ssrDir ? 'http://127.0.0.1:9/graphql' : undefined,
      limits: loadLimits({}),
    },
    ...more,
  } as unknown as RoleContext);
  role.mount(app);
  app.notFound((c) => c.json({ message: 'Não encontrado', code: 'NOT_FOUND' }, 404));
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };

/**
 * The web role over a stand-in server build (web/ssr/entry-server.tsx, tested in web/ssr/) whose module is
 * `entryServer`, and a built index.html; both folders are removed after `use`.
 */
async function withServerBuild(
  entryServer: string,
  use: (app: Hono) => Promise<void>,
  more: Partial<RoleContext> = {},
): Promise<void> {
  const ssr = await mkdtemp(path.join(tmpdir(), 'bancada-ssr-'));
  const pageDist = await mkdtemp(path.join(tmpdir(), 'bancada-web-'));
  try {
    await writeFile(path.join(ssr, 'entry-server.js'), entryServer);
    await writeFile(
      path.join(pageDist, 'index.html'),
      '<!doctype html><html><head><title>Bancada</title></head><body><div id="root"></div></body></html>',
    );
    await use(await appFor(pageDist, ssr, more));
  } finally {
    await rm(pageDist, { recursive: true, force: true });
    await rm(ssr, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'bancada-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('web role', () => {
  it('serves index.html at / with no-cache', async () => {
    const app = await appFor(dist);
    const res = await app.request('/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('serves hashed assets with a year of immutable caching, gzipped when asked', async () => {
    const app = await appFor(dist);
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BUNDLE);

    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
  });

  it('sends assets uncompressed to a client that rules gzip out, gzipped to one that takes any coding', async () => {
    const app = await appFor(dist);
    for (const [encoding, gzipped] of [
      ['gzip;q=0, br', false],
      ['br, *;q=0', false],
      ['', false],
      ['x-gzip', true],
      ['br, *', true],
      ['*;q=0, GZIP;q=0.5', true],
    ] as const) {
      const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding'), encoding).toBe(gzipped ? 'gzip' : null);
      const body = Buffer.from(await res.arrayBuffer());
      expect((gzipped ? gunzipSync(body) : body).toString(), encoding).toBe(BUNDLE);
    }
  });

  it('answers 304 to a matching etag', async () => {
    const app = await appFor(dist);
    const first = await app.request('/favicon.svg');
    const etag = first.headers.get('etag')!;
    const again = await app.request('/favicon.svg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // If-None-Match as caches send it: a list, the tag without its W/ (compared weakly), or any tag
    // (RFC 9110 §13.1.2).
    for (const tags of [`"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      expect((await app.request('/favicon.svg', { headers: { 'if-none-match': tags } })).status, tags).toBe(
        304,
      );
    }
    expect((await app.request('/favicon.svg', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('falls back to index.html for unknown pages that accept HTML', async () => {
    const app = await appFor(dist);
    for (const page of ['/blog/posts/um-post', '/sports/event/123', '/qualquer/coisa']) {
      const res = await app.request(page, { headers: html });
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('answers a page to clients that accept any type or send no Accept: crawlers of shared links, curl', async () => {
    const app = await appFor(dist);
    for (const accept of [undefined, '*/*', 'text/*', 'application/json;q=0.9, */*;q=0.1']) {
      const res = await app.request('/blog/posts/um-post', { headers: accept ? { accept } : {} });
      expect(res.status, accept).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('answers no page to clients that rule HTML out', async () => {
    const app = await appFor(dist);
    for (const accept of [
      'application/json',
      'text/html;q=0, */*',
      'text/*;q=0, application/xhtml+xml',
      'image/avif,image/webp',
      // The most specific range decides, whatever the order or the letters' case.
      '*/*, TEXT/HTML;q=0',
      'text/*;q=0.5, text/html;q=0',
    ]) {
      const res = await app.request('/blog/posts/um-post', { headers: { accept } });
      expect(res.status, accept).toBe(404);
      expect(res.headers.get('content-type'), accept).toContain('application/json');
      // A browser gets a page at the same address: a shared cache must not keep this 404 for it.
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('vary')).toContain('accept');
    }
  });

  it('answers a missing file with a 404 unless HTML is asked for by name', async () => {
    const app = await appFor(dist);
    const asked: Array<Record<string, string>> = [{}, { accept: '*/*' }, { accept: 'text/css,*/*;q=0.1' }];
    for (const headers of asked) {
      expect((await app.request('/assets/old-chunk.js', { headers })).status).toBe(404);
    }
    // A typed address that looks like a file, in a browser: the app's own not-found page.
    expect((await app.request('/blog/posts/post.antigo', { headers: html })).status).toBe(200);
    // Unless the browser rules HTML out by name.
    const refused = { accept: 'text/html;q=0, */*' };
    expect((await app.request('/blog/posts/post.antigo', { headers: refused })).status).toBe(404);
  });

  it('leaves other roles and non-HTML misses alone', async () => {
    const app = await appFor(dist);
    expect(await (await app.request('/api/ping', { headers: html })).json()).toEqual({ pong: true });
    for (const reserved of [
      '/api/nada',
      '/graphql',
      '/sportsfeed/api/v1/x',
      '/metrics',
      '/healthz',
      '/readyz',
    ]) {
      const res = await app.request(reserved, { headers: html });
      expect(res.status, reserved).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const missingAsset = await app.request('/assets/old-chunk.js', { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    // Another role's address under another method is that role's to answer.
    expect((await app.request('/graphql', { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 405 with the methods a page accepts to any other method, in pt-BR with a code', async () => {
    const app = await appFor(dist);
    for (const [method, pathname] of [
      ['POST', '/'],
      ['PUT', '/eventos/futebol'],
      ['DELETE', '/assets/index-abc123.js'],
      ['OPTIONS', '/blog'],
      ['QUERY', '/'],
    ]) {
      const res = await app.request(pathname, { method, headers: html });
      expect(res.status, `${method} ${pathname}`).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.json()).toEqual({
        message: `O método ${method} não é aceito neste endereço. Métodos aceitos: GET, HEAD.`,
        code: 'METHOD_NOT_ALLOWED',
      });
    }
  });

  it('never serves files outside the build folder', async () => {
    const app = await appFor(path.join(dist, 'assets'));
    const res = await app.request('/..%2Findex.html', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    const dotted = await app.request('/%2e%2e/favicon.svg', { headers: { accept: '*/*' } });
    expect(dotted.status).toBe(404);
  });

  it('answers robots.txt naming the sitemap, closed to the private screens', async () => {
    const res = await (await appFor(dist)).request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Sitemap: http://localhost:4000/sitemap.xml');
    for (const path of ['/user', '/balance', '/account/']) expect(text).toContain(`Disallow: ${path}`);
  });

  it('closes robots.txt to every signed-in screen and /login, and leaves the public pages open', async () => {
    const text = await (await (await appFor(dist)).request('/robots.txt')).text();
    const rules = text
      .split('\n')
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim());
    expect(rules).not.toContain('');
    // As crawlers read the file (RFC 9309): a rule closes every path it is a prefix of; there is no Allow.
    const closed = (path: string) => rules.some((rule) => path.startsWith(rule));
    for (const path of [
      '/balance',
      '/dashboard',
      '/account/statement/12',
      '/bets',
      '/bets?status=open',
      '/user',
      '/user/reset',
      '/user/delete',
      '/logout',
      '/login',
    ])
      expect(closed(path), path).toBe(true);
    for (const path of [
      '/',
      '/blog',
      '/blog/posts/como-controlar-a-banca',
      '/sports/scheduled/today',
      '/events/today/football',
      '/events/live/ice-hockey',
      '/sports/event/13981731',
      '/signup',
      '/sitemap.xml',
    ])
      expect(closed(path), path).toBe(false);
    expect(text).toContain('Sitemap: http://localhost:4000/sitemap.xml');
  });

  it('keeps the shell of a signed-in visitor out of shared caches', async () => {
    const res = await (
      await appFor(dist)
    ).request('/balance', {
      headers: { ...html, cookie: 'bancada_session=abc' },
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a rendered page with its status, caching, Retry-After and a tag that a later render still matches', async () => {
    // Each render of the stand-in carries the instant it ran at, as the real one does.
    const pages = {
      '/blog': { page: 'blog', status: 200 },
      '/blog/posts/nao-existe': { page: 'post', status: 404 },
      '/sports/event/1': { page: 'event', status: 429, failed: true, retryAfterSeconds: 7 },
    };
    const entryServer = `const pages = ${JSON.stringify(pages)};
      let renders = 0;
      export async function renderPage({ request, now }) {
        const page = pages[new URL(request.url).pathname];
        if (!page) return { kind: 'client' };
        return { kind: 'page', failed: false, head: '<title>x</title>', body: '<h1>x</h1>',
          payload: '{"loaded":[]}', renderedAt: now + renders++, ...page };
      }
      export async function sitemapPaths() { return []; }
      export async function eventCard() { return null; }`;
    await withServerBuild(entryServer, async (app) => {
      const blog = await app.request('/blog', { headers: html });
      expect(blog.status).toBe(200);
      expect(await blog.text()).toMatch(/"renderedAt":\d+/);
      const etag = blog.headers.get('etag')!;
      // Rendered again at a later instant (each render of the stand-in is a millisecond later): the same
      // page, so the copy kept is still good.
      for (const tags of [etag, `W/"other", ${etag}`]) {
        const again = await app.request('/blog', { headers: { ...html, 'if-none-match': tags } });
        expect(again.status, tags).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
      }

      const missing = await app.request('/blog/posts/nao-existe', { headers: html });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(missing.headers.get('retry-after')).toBeNull();

      const refused = await app.request('/sports/event/1', { headers: { ...html, 'if-none-match': '*' } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('7');
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
    });
  });

  it('renders the path the browser’s router sees, and answers a refused sitemap with when to retry', async () => {
    // Its page says the path it was asked for; its sitemap is refused as a visitor's spent GraphQL budget is
    // (the server build's own GraphQLRequestError: status and wait).
    const entryServer = `export function pageAt() { return 'not-found'; }
      export async function renderPage({ request, now }) {
        const seen = new URL(request.url).pathname;
        return { kind: 'page', page: 'blog', status: 200, failed: false, head: '<title>x</title>',
          body: '<h1>' + seen + '</h1>', payload: '{"loaded":[]}', renderedAt: now };
      }
      export async function sitemapPaths() {
        throw Object.assign(new Error('limite'), { status: 429, retryAfterSeconds: 9 });
      }
      export async function eventCard() { return null; }`;
    await withServerBuild(entryServer, async (app) => {
      // Two slashes are a path the router has no page for, not the address of a host called x.
      const page = await app.request('http://localhost:4000//x/blog', { headers: html });
      expect(await page.text()).toContain('<h1>//x/blog</h1>');

      const sitemap = await app.request('/sitemap.xml');
      expect(sitemap.status).toBe(429);
      expect(sitemap.headers.get('retry-after')).toBe('9');
      expect(sitemap.headers.get('cache-control')).toBe('no-store');
    });
  });

  it('sends a public page asked by another spelling to its one address (301), and leaves the rest be', async () => {
    const entryServer = `export function pageAt(path) {
        return path === '/blog' ? 'blog' : path.startsWith('/sports/event/') ? 'event' : path === '/balance' ? undefined : 'not-found';
      }
      export async function renderPage({ request, now }) {
        const seen = new URL(request.url).pathname;
        return { kind: 'page', page: 'blog', status: 200, failed: false, head: '<title>x</title>',
          body: '<h1>' + seen + '</h1>', payload: '{"loaded":[]}', renderedAt: now };
      }
      export async function sitemapPaths() { return []; }
      export async function eventCard() { return null; }`;
    await withServerBuild(entryServer, async (app) => {
      for (const [asked, address] of [
        ['/BLOG', '/blog'],
        ['/blog/?pagina=2', '/blog?pagina=2'],
        ['/Sports//Event/207840000', '/sports/event/207840000'],
      ]) {
        const answer = await app.request(`http://localhost:4000${asked}`, { headers: html });
        expect([answer.status, answer.headers.get('location')], asked).toEqual([301, address]);
      }
      // A page the browser renders, an address that names nothing, and one already right are answered.
      for (const asked of ['/Balance', '/Nada/', '/blog'])
        expect((await app.request(`http://localhost:4000${asked}`, { headers: html })).status, asked).toBe(
          200,
        );
    });
  });

  it('reads the sitemap as a visitor of the caller’s address: a user’s session pays for no public read', async () => {
    // The BFF at BFF_URL, as the web role reaches it: the requests it would receive.
    const cookies: Array<string | null> = [];
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
      cookies.push(new Headers(init?.headers).get('cookie'));
      return Promise.resolve(Response.json({ data: {} }));
    });
    const entryServer = `export async function renderPage() { return { kind: 'client' }; }
      export async function sitemapPaths({ fetchFn }) {
        await fetchFn('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        return ['/blog'];
      }
      export async function eventCard() { return null; }`;
    try {
      await withServerBuild(entryServer, async (app) => {
        const sitemap = await app.request('/sitemap.xml', {
          headers: { cookie: 'bancada_session=abc', 'x-forwarded-for': '203.0.113.9' },
        });
        expect(sitemap.status).toBe(200);
        expect(await sitemap.text()).toContain('<loc>http://localhost:4000/blog</loc>');
      });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(cookies).toEqual([null]);
  });

  it('answers a visitor GraphQL refuses with a short 429 page, before any GraphQL request or rendering', async () => {
    // The stand-in renders nothing without saying so: each render is counted in a header.
    const entryServer = `let renders = 0;
      export function pageAt(path) { return path === '/balance' ? undefined : 'not-found'; }
      export async function renderPage({ request, now }) {
        if (new URL(request.url).pathname === '/balance') return { kind: 'client' };
        renders += 1;
        return { kind: 'page', page: 'not-found', status: 404, failed: false, head: '<title>x</title>',
          body: '<h1>renders ' + renders + '</h1>', payload: '{"loaded":[]}', renderedAt: now };
      }
      export async function sitemapPaths() { return []; }
      export async function eventCard() { return null; }`;
    const asked: Array<{ clientIp: string; cookie: string | null; authorization: string | null }> = [];
    const graphqlRefusal: RoleContext['graphqlRefusal'] = (request, clientIp) => {
      asked.push({
        clientIp,
        cookie: request.headers.get('cookie'),
        authorization: request.headers.get('authorization'),
      });
      return Promise.resolve(
        request.headers.get('cookie') === 'bancada_session=gasta' ? { retryAfterSeconds: 42 } : undefined,
      );
    };
    const spent = { ...html, cookie: 'bancada_session=gasta', authorization: 'Bearer outro' };
    await withServerBuild(
      entryServer,
      async (app) => {
        const first = await app.request('/nada-1', { headers: html });
        expect(first.status).toBe(404);
        expect(await first.text()).toContain('<h1>renders 1</h1>');

        for (const path of ['/nada-2', '/blog?2']) {
          const refused = await app.request(path, { headers: spent });
          expect(refused.status, path).toBe(429);
          expect(refused.headers.get('retry-after'), path).toBe('42');
          expect(refused.headers.get('cache-control'), path).toBe('private, no-store');
          expect(refused.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
          const page = await refused.text();
          expect(page).toContain('<html lang="pt-BR">');
          expect(page).toContain(`<title>${PAGE_HEAD.refusedTitle} — Bancada</title>`);
          expect(page).toContain(MESSAGES.tooManyRequests);
          expect(page).toContain('<meta name="robots" content="noindex">');
        }
        const head = await app.request('/nada-3', { method: 'HEAD', headers: spent });
        expect(head.status).toBe(429);
        expect(await head.text()).toBe('');
        // A screen the browser renders is still its shell: it renders nothing here.
        expect((await app.request('/balance', { headers: spent })).status).toBe(200);

        // None of them was rendered.
        expect(await (await app.request('/nada-4', { headers: html })).text()).toContain(
          '<h1>renders 2</h1>',
        );
        // Asked as the page's GraphQL request is counted: the session cookie, not the bearer token.
        expect(asked.slice(1, 3)).toEqual([
          { clientIp: expect.any(String) as unknown, cookie: 'bancada_session=gasta', authorization: null },
          { clientIp: expect.any(String) as unknown, cookie: 'bancada_session=gasta', authorization: null },
        ]);
      },
      { graphqlRefusal },
    );
  });

  it('explains how to build when web/dist is missing', async () => {
    const app = await appFor(path.join(dist, 'nao-existe'));
    const res = await app.request('/blog', { headers: html });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});
