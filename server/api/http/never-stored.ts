import type { MiddlewareHandler } from 'hono';

/**
 * Cache-Control of every answer of the Banca API. Most are one caller's (a balance, a statement, a token)
 * or an error, which no cache may keep nor hand to another; without the header a shared cache or a browser
 * may keep one by its own heuristics. The few public ones (the betting houses, the blog) are documented
 * with no caching, and the BFF keeps its own copies of what it reads, so none is worth a rule of its own.
 * First of the API's middleware, so that the refusals of the others (413, 429) and the errors carry it too.
 */
export function neverStored(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('cache-control', 'private, no-store');
  };
}
