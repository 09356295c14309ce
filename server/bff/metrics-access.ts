import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { isLoopback } from '../client-ip.ts';
import { BFF_MESSAGES } from '../i18n/bff.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who reads /metrics: this host (a client address on loopback, after a trusted proxy's X-Forwarded-For), or
 * a scraper elsewhere that sends METRICS_TOKEN as a bearer token, compared in constant time. The metrics
 * tell an outsider the process's load, its upstreams' failures and its breakers' states, and answering
 * them costs a walk of every series, so they are not a public entry point.
 */
export function metricsAccess(options: {
  token: string | undefined;
  clientIp(c: Context): string;
}): MiddlewareHandler {
  const expected = options.token === undefined ? undefined : digest(options.token);
  return async (c, next) => {
    if (isLoopback(options.clientIp(c))) return next();
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (expected && sent !== undefined && timingSafeEqual(digest(sent), expected)) return next();
    return c.json({ message: BFF_MESSAGES.metricsRestricted, code: 'UNAUTHENTICATED' }, 401, {
      'www-authenticate': 'Bearer',
      'cache-control': 'no-store',
    });
  };
}
