import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { bearerTokenOf } from '../../bearer-token.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import { createLimiter } from '../../limiter.ts';
import type { ApiEnv } from './env.ts';

/**
 * A ceiling on requests per minute for every caller of the API: per token when one is sent (so users
 * behind one address, such as a carrier's NAT, keep their own allowance), else per client address. A
 * request with a token also counts against its address, with ten times the allowance: a made-up token per
 * request must not buy a fresh allowance each time. It bounds what one client can cost; the sign-in and
 * reset throttles stay stricter. 0 turns it off (benchmarks that load the API on purpose). With Redis,
 * replicas share the count.
 */
export const TOKEN_ADDRESS_FACTOR = 10;

export function limitRequests(perMinute: number, redis?: Redis): MiddlewareHandler<ApiEnv> {
  if (perMinute <= 0) return async (_c, next) => next();
  const limiter = createLimiter({
    points: perMinute,
    windowSeconds: 60,
    keyPrefix: 'bancada:api:requests',
    redis,
  });
  const tokensByAddress = createLimiter({
    points: perMinute * TOKEN_ADDRESS_FACTOR,
    windowSeconds: 60,
    keyPrefix: 'bancada:api:token-requests',
    redis,
  });
  return async (c, next) => {
    const bearer = bearerTokenOf(c.req.header('authorization'));
    try {
      if (bearer) {
        await tokensByAddress.consume(`ip:${c.get('clientIp')}`);
        // Tokens are secrets: the limiter's keys hold a digest, never the token itself.
        await limiter.consume(`token:${createHash('sha256').update(bearer).digest('base64url')}`);
      } else await limiter.consume(`ip:${c.get('clientIp')}`);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new ApiError(429, MESSAGES.tooManyRequests, {
        headers: { 'Retry-After': String(seconds) },
        extra: { retry_after: seconds },
      });
    }
    await next();
  };
}
