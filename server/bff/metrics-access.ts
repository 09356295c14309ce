import type { Context, MiddlewareHandler } from 'hono';
import { bearerTokenOf, secretTokenCheck } from '../bearer-token.ts';
import { isLoopback } from '../client-ip.ts';
import { BFF_MESSAGES } from '../i18n/bff.ts';

/**
 * Who reads /metrics: this host (a client address on loopback, after a trusted proxy's X-Forwarded-For), or
 * a scraper elsewhere that sends METRICS_TOKEN as a bearer token. The metrics tell an outsider the
 * process's load, its upstreams' failures and its breakers' states, and answering them costs a walk of
 * every series, so they are not a public entry point.
 */
export function metricsAccess(options: {
  token: string | undefined;
  clientIp(c: Context): string;
}): MiddlewareHandler {
  const tokenMatches = options.token === undefined ? () => false : secretTokenCheck(options.token);
  return async (c, next) => {
    if (isLoopback(options.clientIp(c))) return next();
    if (tokenMatches(bearerTokenOf(c.req.header('authorization')))) return next();
    return c.json({ message: BFF_MESSAGES.metricsRestricted, code: 'UNAUTHENTICATED' }, 401, {
      'www-authenticate': 'Bearer',
      'cache-control': 'no-store',
    });
  };
}
