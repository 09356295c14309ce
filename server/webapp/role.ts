import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { Role, RoleContext } from '../role.ts';
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
<h1>Aplicativo web não compilado</h1>
<p>O servidor está no ar, mas a pasta <code>web/dist</code> não existe.</p>
<p>Execute <code>npm run build</code> e recarregue a página.</p>
</main>
</body>
</html>
`;

function isReserved(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}

function acceptsHtml(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

function send(c: Context, file: StaticFile, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
  };
  if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  const gzip = file.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  const body = gzip ? file.gzip! : file.body;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers,
  });
}

/**
 * Serves the built single-page app: hashed assets with long-lived caching, index.html revalidated on every
 * load, and index.html for any other page a browser asks for so that the client router can take it.
 * Security headers come from the one middleware of server/start.ts (security-headers.ts).
 */
export async function createWebRole(ctx: RoleContext): Promise<Role> {
  // The Vite build (web/dist unless startServer was told otherwise).
  const files = new StaticFiles(ctx.paths.webDist);
  const indexPath = path.join(files.root, 'index.html');

  return {
    name: 'web',
    mount(app: Hono) {
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

        // Unknown files (a stale asset, a typo) get a real 404; pages go to the client router.
        if (!acceptsHtml(c)) return next();
        const index = await files.read(indexPath);
        if (!index) {
          return c.html(NOT_BUILT_PAGE, 503, { 'cache-control': 'no-store' });
        }
        return send(c, index, 'no-cache');
      });
    },
    async close() {},
  };
}
