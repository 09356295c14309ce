import type { Context, MiddlewareHandler } from 'hono';
import { bearerTokenOf } from '../../bearer-token.ts';
import type { TrustProxy } from '../../client-ip.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { requestClientIp } from '../../request-ip.ts';
import { ApiError } from '../errors.ts';
import type { AuthService, AuthUser } from '../services/auth.ts';

export interface ApiEnv {
  Variables: { user: AuthUser; clientIp: string };
}

/**
 * Sets the caller's address for throttling: the socket peer, or what a trusted proxy (by default only a
 * loopback peer, such as the BFF of this process) says in X-Forwarded-For. Without that, every sign-in
 * made through the BFF would share one per-address bucket.
 */
export function resolveCaller(trust: TrustProxy): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set('clientIp', requestClientIp(c, trust));
    await next();
  };
}

export const clientIp = (c: Context<ApiEnv>): string => c.get('clientIp') ?? 'unknown';

/** Bearer authentication: 401 without a token, 401 with one that is unknown, expired or revoked. */
export function requireUser(auth: AuthService): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerTokenOf(c.req.header('authorization'));
    if (!token) throw new ApiError(401, MESSAGES.noToken);
    const user = await auth.authenticate(token);
    if (!user) throw new ApiError(401, MESSAGES.sessionExpired);
    c.set('user', user);
    await next();
  };
}
