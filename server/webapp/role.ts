import path from 'node:path';
import type { Context, Hono } from 'hono';
import { acceptsGzip, readAccept } from '../accept.ts';
import { methodNotAllowed } from '../api/errors.ts';
import { saoPauloDate } from '../i18n/sao-paulo.ts';
import { addDays } from '../calendar-days.ts';
import type { Role, RoleContext } from '../role.ts';
import {
  cacheControlOf,
  canonicalPagePath,
  htmlAnswer,
  isSignedIn,
  manifestLoader,
  NEVER_STORED,
  inlineCss,
  pageCsp,
  pageDocument,
  pageEtag,
  pageStyles,
  PAGE_MODULES,
  rendererLoader,
  templateStyles,
} from './ssr.ts';
import { ifNoneMatchHits } from '../if-none-match.ts';
import { NOT_BUILT_TEXT } from '../i18n/screens/frame.ts';
import { peerAddress, requestClientIp } from '../request-ip.ts';
import { mountLinkCards } from './link-cards.ts';
import { refusedPage } from './refused-page.ts';
import { retryLater } from './retry-later.ts';
import { robotsTxt, sitemapXml, SITEMAP_DAYS } from './sitemap.ts';
import { StaticFiles, type StaticFile } from './static-files.ts';

/** Paths owned by other roles: never answered with the app shell, even when a browser asks for HTML. */
const RESERVED_PREFIXES = ['/api', '/graphql', '/images', '/sportsfeed', '/metrics', '/healthz', '/readyz'];

/** Vite writes content-hashed names under assets/, so they never change and may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bancada</title></head>
<body>
<main>
<h1>${NOT_BUILT_TEXT.heading}</h1>
<p>${NOT_BUILT_TEXT.missingFolder('<code>web/dist</code>')}</p>
<p>${NOT_BUILT_TEXT.build('<code>npm run build</code>')}</p>
</main>
</body>
</html>
`;

const PAGE_METHODS = 'GET, HEAD';

function isReserved(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}

/** A path whose last segment has an extension names a file (a script, a stylesheet, an image), not a page. */
const FILE_PATH = /\.[^/]*$/;

/**
 * Whether a GET of an address that is no file of the build is answered with a page. A page's address gets
 * one unless its Accept rules HTML out: link-preview crawlers, curl and uptime monitors accept any type or
 * send no Accept at all, and a shared link must still show its card. A file's address (a chunk of an older
 * build, which a module script asks for as any type) gets a real 404 unless HTML is asked for by name.
 */
function wantsPage(c: Context): boolean {
  return readAccept(c.req.header('accept')).accepts('text/html', { byNameOnly: FILE_PATH.test(c.req.path) });
}

function send(c: Context, file: StaticFile, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
  };
  if (ifNoneMatchHits(c.req.header('if-none-match'), file.etag))
    return new Response(null, { status: 304, headers });
  const gzip = file.gzip && acceptsGzip(c.req.header('accept-encoding'));
  const body = gzip ? file.gzip! : file.body;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers,
  });
}

/**
 * How the web role reaches GraphQL for a page: in process (the BFF role runs here), over HTTP, or not.
 * `publicOnly` reads what is the same for everyone (the sitemap, link cards) as a visitor of the caller's
 * address would: without their session, whose cost budget is a user's own, not paid for public reads.
 */
type GraphQLFetch = ((c: Context, options?: { publicOnly?: boolean }) => typeof fetch) | undefined;

function graphqlFetch(ctx: RoleContext, app: Hono): GraphQLFetch {
  // The visitor's cookie (their header and session) and address (their GraphQL budget) go along.
  const visitorHeaders = (
    c: Context,
    init: RequestInit | undefined,
    forwarded: string | undefined,
    publicOnly: boolean,
  ) => {
    const headers = new Headers(init?.headers);
    const cookie = publicOnly ? undefined : c.req.header('cookie');
    if (cookie) headers.set('cookie', cookie);
    if (forwarded) headers.set('x-forwarded-for', forwarded);
    return headers;
  };
  if (ctx.config.roles.has('bff')) {
    const endpoint = new URL('/graphql', ctx.selfUrl);
    // app.fetch with the visitor's own connection: the BFF counts the request against their address.
    return (c, options) => (_input, init) =>
      Promise.resolve(
        app.fetch(
          new Request(endpoint, {
            ...init,
            headers: visitorHeaders(c, init, c.req.header('x-forwarded-for'), options?.publicOnly === true),
          }),
          c.env,
        ),
      );
  }
  const bffUrl = ctx.config.bffUrl;
  if (!bffUrl) return undefined;
  return (c, options) => (_input, init) => {
    const forwarded =
      [c.req.header('x-forwarded-for'), peerAddress(c)].filter(Boolean).join(', ') || undefined;
    const headers = visitorHeaders(c, init, forwarded, options?.publicOnly === true);
    return fetch(bffUrl, { ...init, headers });
  };
}

/**
 * Serves the web app. Public pages (blog, posts, agenda, sport lists, event pages, not found) arrive
 * rendered by the server build (web/ssr/entry-server.tsx) with their head, structured data and records,
 * and cacheable while no session comes with them; the other pages get index.html for the browser's router.
 * Hashed assets are cached for a year, index.html revalidated on every load. Also /robots.txt and
 * /sitemap.xml. Security headers come from the one middleware of server/start.ts (security-headers.ts).
 */
export async function createWebRole(ctx: RoleContext): Promise<Role> {
  // The Vite build (web/dist unless startServer was told otherwise).
  const files = new StaticFiles(ctx.paths.webDist);
  const indexPath = path.join(files.root, 'index.html');
  const loadRenderer = rendererLoader(ctx.paths.webSsr);
  const loadManifest = manifestLoader(files.root);
  const origin = new URL(ctx.publicUrl).origin;

  /** The text of the build's stylesheets (kept in memory by StaticFiles until the build changes). */
  async function readStyles(styles: string[]): Promise<string[]> {
    const texts = await Promise.all(
      styles.map(async (file) => {
        const target = files.resolve('/' + file);
        const read = target ? await files.read(target) : undefined;
        return read ? new TextDecoder().decode(read.body) : '';
      }),
    );
    return texts.filter(Boolean);
  }

  /** The caller's address: the socket's, or the forwarded one behind a trusted proxy. */
  const clientIpOf = (c: Context): string => requestClientIp(c, ctx.config.trustProxy);

  /**
   * Whether GraphQL refuses a page's visitor now, asked as the page's own GraphQL request would be counted:
   * with their session cookie alone (graphqlFetch sends no other credential) and their address. Known only
   * when the bff role runs in this process.
   */
  async function visitorRefusal(c: Context) {
    const refusal = ctx.graphqlRefusal;
    if (!refusal) return undefined;
    const cookie = c.req.header('cookie');
    const asked = new Request(new URL('/graphql', c.req.url), { headers: cookie ? { cookie } : {} });
    return refusal(asked, clientIpOf(c));
  }

  /** A public page rendered on the server; undefined for pages the browser renders. */
  async function renderedPage(
    c: Context,
    viaGraphQL: (c: Context) => typeof fetch,
  ): Promise<Response | undefined> {
    const url = new URL(c.req.url);
    const canonical = canonicalPagePath(url.pathname);
    if (canonical !== url.pathname) {
      // A public page by another spelling goes to its address; anything else is left as it was asked.
      const page = (await loadRenderer())?.pageAt(canonical);
      if (page && page !== 'not-found') return c.redirect(canonical + url.search, 301);
    }
    // A visitor GraphQL refuses now is told so before anything is loaded or rendered: their page's
    // requests would be refused, and React would render the refusal at the CPU of a whole page. A screen
    // the browser renders still gets its shell.
    const refusal = await visitorRefusal(c);
    if (refusal) {
      const renderer = await loadRenderer();
      return renderer?.pageAt(url.pathname) ? refusedPage(c, refusal.retryAfterSeconds) : undefined;
    }
    const [renderer, index] = await Promise.all([loadRenderer(), files.read(indexPath)]);
    if (!renderer || !index) return undefined;
    // Joined as text: `new URL('//x/blog', origin)` would read a path that starts with two slashes as another
    // host's address and render /blog, where the browser's router sees //x/blog.
    const request = new Request(origin + url.pathname + url.search, { headers: c.req.raw.headers });
    let result;
    try {
      result = await renderer.renderPage({
        request,
        origin,
        now: Date.now(),
        fetchFn: viaGraphQL(c),
        endpoint: '/graphql',
      });
    } catch (error) {
      // The browser can still render it: the app shell, as before server rendering.
      ctx.logger.error({ err: error, path: url.pathname }, 'server rendering failed');
      return undefined;
    }
    if (result.kind !== 'page') return undefined;
    const template = new TextDecoder().decode(index.body);
    const styles = [
      ...new Set([
        ...templateStyles(template),
        ...pageStyles(await loadManifest(), PAGE_MODULES[result.page]),
      ]),
    ];
    const assets = { styles, css: inlineCss(await readStyles(styles)) };
    return htmlAnswer(
      c,
      pageDocument(template, result, assets),
      result.status,
      cacheControlOf(result.page, isSignedIn(c.req.raw), result.status),
      {
        'content-security-policy': pageCsp(assets.css),
        // A page refused for the visitor's GraphQL budget says when to come back, as GraphQL said to it.
        ...(result.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(result.retryAfterSeconds) }),
      },
      pageEtag(template, result, assets),
    );
  }

  return {
    name: 'web',
    mount(app: Hono) {
      const viaGraphQL = graphqlFetch(ctx, app);
      mountLinkCards(app, {
        perMinute: ctx.config.limits.cardRequestsPerMinute,
        clientIp: clientIpOf,
        eventCard: async (c, id) => {
          const renderer = await loadRenderer();
          if (!renderer || !viaGraphQL)
            throw new Error('no server build or no GraphQL to read the event from');
          const fetchFn = viaGraphQL(c, { publicOnly: true });
          return renderer.eventCard({ fetchFn, endpoint: '/graphql' }, id);
        },
      });
      app.get('/robots.txt', (c) =>
        c.text(robotsTxt(origin), 200, { 'cache-control': 'public, max-age=3600' }),
      );
      app.get('/sitemap.xml', async (c) => {
        const renderer = await loadRenderer();
        if (!renderer || !viaGraphQL) return c.notFound();
        const today = saoPauloDate(Date.now());
        const days = Array.from({ length: SITEMAP_DAYS }, (_, i) => addDays(today, i));
        let paths;
        try {
          const fetchFn = viaGraphQL(c, { publicOnly: true });
          paths = await renderer.sitemapPaths({ fetchFn, endpoint: '/graphql' }, days);
        } catch (error) {
          const later = retryLater(error);
          if (later.status === 503) ctx.logger.warn({ err: error }, 'sitemap: events could not be read');
          return c.body(null, later.status, later.headers);
        }
        return c.body(sitemapXml(origin, paths), 200, {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': 'public, max-age=600, stale-while-revalidate=3600',
        });
      });
      app.on(['GET', 'HEAD'], '*', async (c, next) => {
        const pathname = c.req.path;
        if (isReserved(pathname)) return next();

        const target = pathname === '/' ? indexPath : files.resolve(pathname);
        const file = target ? await files.read(target) : undefined;
        if (file) {
          const cacheControl =
            target === indexPath
              ? 'no-cache'
              : pathname.startsWith('/assets/')
                ? IMMUTABLE
                : 'public, max-age=3600';
          return send(c, file, cacheControl);
        }

        // Unknown files (a stale asset, a typo) get a real 404; pages are rendered or go to the client router.
        if (!wantsPage(c)) {
          await next();
          // The same address may be a page for a browser: no shared cache may keep this answer for it.
          c.res.headers.append('vary', 'accept');
          c.res.headers.set('cache-control', 'no-store');
          return;
        }
        const rendered = viaGraphQL && (await renderedPage(c, viaGraphQL));
        if (rendered) return rendered;
        const index = await files.read(indexPath);
        if (!index) {
          return c.html(NOT_BUILT_PAGE, 503, { 'cache-control': 'no-store' });
        }
        // The shell of a page the browser renders: never kept by a shared cache (a signed-in screen).
        return send(c, index, isSignedIn(c.req.raw) ? NEVER_STORED : 'no-cache');
      });
      // Every other address is a page or a file of the build, which only GET and HEAD read: another method
      // is told so with the methods it may use (RFC 9110 §15.5.6), in the Banca API's words and code. A
      // GET or HEAD that reached here is another role's or the 404's.
      app.all('*', async (c, next) => {
        if (isReserved(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
        return methodNotAllowed(c, PAGE_METHODS);
      });
    },
    async close() {},
  };
}
