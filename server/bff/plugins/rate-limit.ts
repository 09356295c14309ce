import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter } from '../../limiter.ts';
import { SESSION_COOKIE, bearerToken, readCookie } from '../session.ts';

export const RATE_LIMITED_MESSAGE = 'Muitas requisições. Aguarde um momento e tente novamente.';

export interface RateLimitOptions {
  /** Requests per window for one client (its token or session, else its IP). */
  perClient: number;
  /** Requests per window for one IP whatever the tokens it shows, so rotating fake tokens does not help. */
  perIp: number;
  windowSeconds: number;
  redis?: Redis;
  /** The caller's address, from the server context (the socket), never from a header a client can forge. */
  clientIp(serverContext: unknown): string | undefined;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

function limited(res: RateLimiterRes): Response {
  const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new Response(
    JSON.stringify({
      errors: [{ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfter } }],
    }),
    {
      status: 429,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfter) },
    },
  );
}

/** Per-client rate limiting in front of everything GraphQL does, answered with a clear 429. */
export function useRateLimit(options: RateLimitOptions): Plugin {
  const window = { windowSeconds: options.windowSeconds, redis: options.redis };
  const byClient = createLimiter({ ...window, keyPrefix: 'bancada:rl:client', points: options.perClient });
  const byIp = createLimiter({ ...window, keyPrefix: 'bancada:rl:ip', points: options.perIp });
  return {
    async onRequest({ request, serverContext, endResponse }) {
      const ip = options.clientIp(serverContext) ?? 'unknown';
      const credential = bearerToken(request) ?? readCookie(request, SESSION_COOKIE);
      const clientKey = credential ? `t:${hash(credential)}` : `ip:${ip}`;
      try {
        await byIp.consume(ip);
        await byClient.consume(clientKey);
      } catch (error) {
        if (error instanceof RateLimiterRes) return endResponse(limited(error));
        throw error;
      }
    },
  };
}
