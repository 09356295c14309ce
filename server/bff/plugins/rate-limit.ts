import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter } from '../../limiter.ts';

export const RATE_LIMITED_MESSAGE = 'Muitas requisições. Aguarde um momento e tente novamente.';

export interface RateLimitOptions {
  /**
   * GraphQL requests per window from one address, whatever they cost or whoever sends them (0: no limit).
   * A flood guard only: what requests cost is budgeted per client by plugins/cost.ts.
   */
  perIp: number;
  windowSeconds: number;
  redis?: Redis;
  /** The caller's address, from the server context (the socket), never from a header a client can forge. */
  clientIp(serverContext: unknown): string | undefined;
}

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

/**
 * A ceiling on requests per address in front of everything GraphQL does, answered with a clear 429 before
 * any parsing: it bounds the work of floods of refused or cheap documents, which cost no bucket points.
 * Generous (limits.graphqlRequestsPerMinute) because many phones share one carrier-NAT address.
 */
export function useRateLimit(options: RateLimitOptions): Plugin {
  if (options.perIp <= 0) return {};
  const byIp = createLimiter({
    windowSeconds: options.windowSeconds,
    redis: options.redis,
    keyPrefix: 'bancada:rl:ip',
    points: options.perIp,
  });
  return {
    async onRequest({ serverContext, endResponse }) {
      const ip = options.clientIp(serverContext) ?? 'unknown';
      try {
        await byIp.consume(ip);
      } catch (error) {
        if (error instanceof RateLimiterRes) return endResponse(limited(error));
        throw error;
      }
    },
  };
}
