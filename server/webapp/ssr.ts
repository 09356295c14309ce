import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { PublicPage } from '../../web/routes/routes.tsx';
import { CONTENT_SECURITY_POLICY, cspHeader } from './security-headers.ts';
import type {
  eventCard,
  pageAt,
  RenderResult,
  renderPage,
  sitemapPaths,
} from '../../web/ssr/entry-server.tsx';
import { EARLY_CLICKS_SCRIPT } from '../../web/ssr/early-clicks.ts';
import { PAYLOAD_ELEMENT_ID, withRenderTime } from '../../web/ssr/payload.ts';
import { SESSION_COOKIE, readCookie } from '../bff/session.ts';
import { acceptsGzip } from '../accept.ts';
import { ifNoneMatchHits } from '../if-none-match.ts';

/** The server build's exports (web/ssr/entry-server.tsx). */
export interface Renderer {
  renderPage: typeof renderPage;
  pageAt: typeof pageAt;
  sitemapPaths: typeof sitemapPaths;
  eventCard: typeof eventCard;
}

/**
 * How long a shared cache or a browser may keep a visitor's copy of each page, and serve it stale while it
 * asks again: live scores a few seconds, lists a little more, posts minutes. A signed-in page is never
 * stored (`private, no-store`), whatever the page.
 */
export const PAGE_CACHING: Record<PublicPage, { maxAge: number; staleWhileRevalidate: number }> = {
  event: { maxAge: 5, staleWhileRevalidate: 30 },
  sport: { maxAge: 10, staleWhileRevalidate: 30 },
  agenda: { maxAge: 10, staleWhileRevalidate: 30 },
  blog: { maxAge: 60, staleWhileRevalidate: 300 },
  post: { maxAge: 300, staleWhileRevalidate: 3600 },
  'not-found': { maxAge: 60, staleWhileRevalidate: 300 },
};

/** Each page's module, as Vite's manifest names it: its styles (and its chunks' styles) go inline. */
export const PAGE_MODULES: Record<PublicPage, string | null> = {
  blog: 'routes/blog-list/BlogListPage.tsx',
  post: 'routes/blog-post/BlogPostPage.tsx',
  agenda: 'routes/sports-today/SportsTodayPage.tsx',
  sport: 'routes/sport-events/SportEventsPage.tsx',
  event: 'routes/event-detail/EventPage.tsx',
  'not-found': null,
};

export const NEVER_STORED = 'private, no-store';

/**
 * A page's Cache-Control. A 404 is kept no longer than the not-found page nor than the page it was to be (a
 * post published after someone asked for its address must not stay missing for a post's time, and an event
 * missing for a moment no longer than an event's); a failure (429, 503) is never stored.
 */
export function cacheControlOf(page: PublicPage, signedIn: boolean, status: number): string {
  if (signedIn || (status >= 400 && status !== 404)) return NEVER_STORED;
  const own = PAGE_CACHING[page];
  const missing = PAGE_CACHING['not-found'];
  const [maxAge, staleWhileRevalidate] =
    status === 404
      ? [
          Math.min(own.maxAge, missing.maxAge),
          Math.min(own.staleWhileRevalidate, missing.staleWhileRevalidate),
        ]
      : [own.maxAge, own.staleWhileRevalidate];
  return `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/**
 * The one address of a public page asked for by another spelling: every public path is lower case (slugs,
 * feed ids, the routes' words) and has no empty or trailing segment. The router takes `/BLOG` and `/blog/`
 * as `/blog`; a 301 gives caches and search engines one address a page, as its canonical link does.
 */
export function canonicalPagePath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether the request carries a session: its page shows the signed-in header and is never stored. */
export function isSignedIn(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE) !== undefined;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The stylesheets of a page's module and of the chunks it imports statically. */
export function pageStyles(manifest: Record<string, ManifestChunk>, module: string | null): string[] {
  const visited = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(chunk.file)) return;
    visited.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (module) visit(module);
  return [...styles];
}

const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>\s*/g;

/** The stylesheets index.html links (the entry's), as files of the build. */
export function templateStyles(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
}

/**
 * The styles of a page as one `<style>` text. A rendered page carries its styles inline (the entry's and
 * its module's, a few kB gzipped): the first paint then waits for the HTML alone, not for a stylesheet
 * request after it. `</style` cannot end the element early: `\/` is an escaped `/` in CSS.
 */
export function inlineCss(styles: string[]): string {
  return styles.join('\n').replaceAll('</style', '<\\/style');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const EARLY_CLICKS_HASH = sha256(EARLY_CLICKS_SCRIPT);

/**
 * The site's Content-Security-Policy with a rendered page's inline parts allowed by their hash (nothing
 * else): its styles, and the script that keeps taps made before hydration (web/ssr/early-clicks.ts).
 */
export function pageCsp(css: string): string {
  return cspHeader({
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, EARLY_CLICKS_HASH],
    styleSrc: [...CONTENT_SECURITY_POLICY.styleSrc, sha256(css)],
  });
}

/**
 * The built index.html with a rendered page in it: head tags, its styles inline, markup and records.
 *
 * The page paints from its HTML alone, so nothing else competes with it: its styles are in it, and the
 * entry script (which starts the app once the page is on screen, web/main.tsx) is fetched at low priority.
 * Each inlined stylesheet keeps a `disabled` link, which the browser does not fetch but Vite's loader reads
 * as present, so hydrating the route does not request the same styles again.
 */
export function pageDocument(
  template: string,
  page: Extract<RenderResult, { kind: 'page' }>,
  assets: { styles: string[]; css: string },
): string {
  const links = [
    `<script>${EARLY_CLICKS_SCRIPT}</script>`,
    `<style>${assets.css}</style>`,
    ...assets.styles.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
  ].join('\n    ');
  return (
    template
      .replace(/<title>[^<]*<\/title>/, () => page.head)
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace(STYLESHEET_LINK, '')
      .replace('</head>', () => `  ${links}\n  </head>`)
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      // The page reads without scripts: no "turn JavaScript on" notice.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.body}</div>\n    <script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${withRenderTime(page.payload, page.renderedAt)}</script>`,
      )
  );
}

/** A weak validator of a page's bytes. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The validator of a rendered page: its document with the render time left out. Every render writes the
 * instant it ran at into the payload (`renderedAt`, for hydration to show the same clocks, see
 * web/ssr/render-time.ts), so a tag of the whole bytes would never match twice and If-None-Match would
 * never get a 304. Anything the page shows that depends on the time ("Hoje 16:00", a match's minute) is in
 * its markup, and changes the tag; a copy kept with an older render time hydrates from its own.
 */
export function pageEtag(
  template: string,
  page: Extract<RenderResult, { kind: 'page' }>,
  assets: { styles: string[]; css: string },
): string {
  return etagOf(pageDocument(template, { ...page, renderedAt: 0 }, assets));
}

/** Imports the server build when it exists, again after a rebuild (its modification time changes). */
export function rendererLoader(ssrDir: string): () => Promise<Renderer | undefined> {
  const entry = path.join(ssrDir, 'entry-server.js');
  let loaded: { mtimeMs: number; renderer: Promise<Renderer> } | undefined;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(entry)).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entry).href}?v=${Math.floor(mtimeMs)}`;
      loaded = { mtimeMs, renderer: import(url) as Promise<Renderer> };
    }
    return loaded.renderer;
  };
}

/** Vite's manifest of the browser build, read again when the build changes. */
export function manifestLoader(distDir: string): () => Promise<Record<string, ManifestChunk>> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let loaded: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (loaded?.mtimeMs !== mtimeMs)
        loaded = {
          mtimeMs,
          manifest: JSON.parse(await readFile(file, 'utf8')) as Record<string, ManifestChunk>,
        };
      return loaded.manifest;
    } catch {
      return {};
    }
  };
}

/**
 * An HTML answer with its validator (the bytes' own unless given), gzipped when the client takes it, 304
 * when a 200's tag is among the client's (If-None-Match, compared as RFC 9110 says: a list, weakly, `*`).
 */
export function htmlAnswer(
  c: Context,
  html: string,
  status: number,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
  etag: string = etagOf(html),
): Response {
  const headers: Record<string, string> = {
    ...extraHeaders,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    etag,
    // The same address is another page for a signed-in visitor (header, caching).
    vary: 'cookie, accept-encoding',
  };
  if (status === 200 && ifNoneMatchHits(c.req.header('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  let body: Uint8Array = new TextEncoder().encode(html);
  if (acceptsGzip(c.req.header('accept-encoding'))) {
    body = new Uint8Array(gzipSync(body, { level: 6 }));
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status,
    headers,
  });
}
