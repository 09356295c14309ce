import type { Context } from 'hono';
import { basePath } from 'hono/route';
import { METHOD_NAME_ALL } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import type { RouterRoute } from 'hono/types';

/** The order `Allow` names methods in; any other method a route may use follows, alphabetically. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const byMethodOrder = (a: string, b: string) => {
  const [i, j] = [METHOD_ORDER.indexOf(a), METHOD_ORDER.indexOf(b)];
  if (i !== j) return (i === -1 ? METHOD_ORDER.length : i) - (j === -1 ? METHOD_ORDER.length : j);
  return a < b ? -1 : a > b ? 1 : 0;
};

/**
 * The methods the app's routes serve at a path, read from the routes Hono holds (`app.routes`), so a new
 * route is never missing from it. Middleware and catch-alls (method ALL) serve no method of their own and
 * are left out. HEAD is named wherever GET is: Hono answers HEAD with the GET route, body left out.
 *
 * The table (each route pattern with its methods, in a router of the kind Hono routes with, so a path
 * matches here exactly as it does in the app) is built once, on the first lookup: by then every route is
 * registered. A lookup is one match, made only for a request no route answered.
 */
export function allowedMethodsOf(routes: readonly RouterRoute[]): (path: string) => readonly string[] {
  let router: SmartRouter<readonly string[]> | undefined;
  const build = () => {
    const byPath = new Map<string, Set<string>>();
    for (const { method, path } of routes) {
      if (method === METHOD_NAME_ALL) continue;
      const methods = byPath.get(path) ?? new Set<string>();
      methods.add(method);
      if (method === 'GET') methods.add('HEAD');
      byPath.set(path, methods);
    }
    const built = new SmartRouter<readonly string[]>({ routers: [new RegExpRouter(), new TrieRouter()] });
    for (const [path, methods] of byPath) built.add(METHOD_NAME_ALL, path, [...methods].sort(byMethodOrder));
    return built;
  };
  return (path) => {
    router ??= build();
    const matched = router.match(METHOD_NAME_ALL, path)[0].map(([methods]) => methods);
    // Usually one pattern; several (/wagers/stats and /wagers/:id) give the union of their methods.
    if (matched.length <= 1) return matched[0] ?? [];
    return [...new Set(matched.flat())].sort(byMethodOrder);
  };
}

/** The request's path within the app whose handler runs (its mount point, /api, taken off). */
export function pathWithinApp(c: Context): string {
  const base = basePath(c);
  if (base === '/' || base === '') return c.req.path;
  return c.req.path.slice(base.length) || '/';
}
