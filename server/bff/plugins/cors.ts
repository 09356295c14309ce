import type { CORSOptions } from 'graphql-yoga';
import { CSRF_HEADER, type HeaderReader } from '../session.ts';

/**
 * PUBLIC_URL and CORS_ORIGINS as the Origin header spells them (scheme, host and port): the one set of
 * origins that CORS (below), the CSRF rule (csrf.ts) and the kept public hits (public-hits.ts) allow.
 */
export function allowedOriginSet(origins: readonly string[]): ReadonlySet<string> {
  return new Set(
    origins.map((text) => {
      const { origin } = new URL(text);
      // An address without an origin of its own (file:, data:) would allow the `Origin: null` of sandboxed
      // pages; config.ts accepts only http(s) origins, so this is a programming error.
      if (origin === 'null') throw new Error(`not an origin: ${text}`);
      return origin;
    }),
  );
}

/**
 * Yoga's `cors` option. By default Yoga reflects any Origin with credentials, which would let every site
 * read a signed-in user's answers; here only the app's own origin (PUBLIC_URL) and the CORS_ORIGINS list get
 * CORS headers, and another origin gets none, so the browser keeps the answer from it. Integrators that call
 * from servers with a bearer token send no Origin and are unaffected.
 */
export function corsFor(allowed: ReadonlySet<string>): (request: HeaderReader) => CORSOptions {
  const granted: Omit<Exclude<CORSOptions, false>, 'origin'> = {
    credentials: true,
    methods: ['GET', 'POST'],
    // If-None-Match and the ETag, so that a page can revalidate a kept answer (docs/GRAPHQL.md, Caching);
    // every RateLimit header the answers carry, the structured ones included.
    allowedHeaders: ['content-type', 'accept', 'authorization', 'x-request-id', 'if-none-match', CSRF_HEADER],
    exposedHeaders: [
      'x-request-id',
      'etag',
      'retry-after',
      'ratelimit',
      'ratelimit-policy',
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
    ],
    maxAge: 600,
  };
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return { ...granted, origin };
  };
}
