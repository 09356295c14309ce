import type { Context, MiddlewareHandler } from 'hono';
import { bearerTokenOf, secretTokenCheck } from '../bearer-token.ts';
import { isLoopback } from '../client-ip.ts';
import { BFF_MESSAGES } from '../i18n/bff.ts';

/** Headers a proxy adds for the client it forwards: a request with any of them came from elsewhere. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** A connection from loopback that no proxy forwarded. */
function fromThisHost(c: Context, peerAddress: (c: Context) => string | undefined): boolean {
  const peer = peerAddress(c);
  if (peer === undefined || !isLoopback(peer)) return false;
  return FORWARDING_HEADERS.every((name) => c.req.header(name) === undefined);
}

/**
 * Who reads /metrics. With METRICS_TOKEN set, whoever sends it as a bearer token, and nobody else. Without
 * it, this host alone: a connection from loopback that no proxy forwarded. X-Forwarded-For is not read for
 * this: a proxy that appends to the client's own header, or a malformed entry, could make an outsider look
 * like 127.0.0.1. A proxy on this host that forwards without any such header makes every visitor this
 * host: behind one, set METRICS_TOKEN (docs/SECURITY.md). The metrics tell an outsider the process's
 * load, its upstreams' failures and its breakers' states, and answering them walks every series.
 */
export function metricsAccess(options: {
  token: string | undefined;
  peerAddress: (c: Context) => string | undefined;
}): MiddlewareHandler {
  const tokenMatches = options.token === undefined ? undefined : secretTokenCheck(options.token);
  return async (c, next) => {
    const allowed = tokenMatches
      ? tokenMatches(bearerTokenOf(c.req.header('authorization')))
      : fromThisHost(c, options.peerAddress);
    if (allowed) return next();
    return c.json({ message: BFF_MESSAGES.metricsRestricted, code: 'UNAUTHENTICATED' }, 401, {
      'cache-control': 'no-store',
      ...(tokenMatches && { 'www-authenticate': 'Bearer' }),
    });
  };
}
