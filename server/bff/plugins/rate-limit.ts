import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { createLimiter } from '../../limiter.ts';
import { refusalResponse } from './errors.ts';
import { credentialOf } from '../session.ts';

export interface FloodGuardOptions {
  /**
   * GraphQL requests per window from one anonymous address, or for one session or token (0: no limit). A
   * flood guard only: what requests cost is budgeted per client by plugins/cost.ts.
   */
  perIp: number;
  windowSeconds: number;
  redis?: Redis;
}

/** The guard's answer for one request: refused with the limiter's figures, or let through. */
export interface FloodCount {
  refused?: RateLimiterRes;
}

/** The ceiling on requests per address and per credential, shared by Yoga and the answers given before it. */
export interface FloodGuard {
  count(ip: string, credential: string | undefined): Promise<FloodCount>;
  /**
   * Whether `count` would refuse the request now, without counting it: for the pages the web role renders
   * from GraphQL, whose own GraphQL request is the one counted (page-refusal.ts).
   */
  peek(ip: string, credential: string | undefined): Promise<FloodCount>;
}

/** Whole seconds until a refused client's window ends (at least one). */
export function floodRetryAfter(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

function limited(request: Request, res: RateLimiterRes): Response {
  const retryAfter = floodRetryAfter(res);
  return refusalResponse(
    request,
    429,
    { message: MESSAGES.tooManyRequests, extensions: { code: 'RATE_LIMITED', retryAfter } },
    { 'retry-after': String(retryAfter) },
  );
}

/** Requests with a credential also count against their address, this many times as generously. */
export const CREDENTIAL_ADDRESS_FACTOR = 10;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * A ceiling on requests in front of everything GraphQL does, answered with a clear 429 before any parsing:
 * it bounds the work of floods of refused or cheap documents, which cost no bucket points. Anonymous
 * requests count per address; a request with a session cookie or a bearer token counts per credential, so
 * signed-in people behind one carrier-NAT address keep their own allowance, and against its address ten
 * times as generously, so a made-up credential per request buys nothing. Undefined when there is no limit.
 */
export function createFloodGuard(options: FloodGuardOptions): FloodGuard | undefined {
  if (options.perIp <= 0) return undefined;
  const window = { windowSeconds: options.windowSeconds, redis: options.redis };
  const byIp = createLimiter({ ...window, keyPrefix: 'bancada:rl:ip', points: options.perIp });
  const byCredential = createLimiter({
    ...window,
    keyPrefix: 'bancada:rl:credential',
    points: options.perIp,
  });
  const credentialsByIp = createLimiter({
    ...window,
    keyPrefix: 'bancada:rl:credential-ip',
    points: options.perIp * CREDENTIAL_ADDRESS_FACTOR,
  });
  return {
    async count(ip, credential) {
      try {
        if (credential) {
          await credentialsByIp.consume(ip);
          await byCredential.consume(digest(credential));
        } else await byIp.consume(ip);
        return {};
      } catch (error) {
        if (error instanceof RateLimiterRes) return { refused: error };
        throw error;
      }
    },
    async peek(ip, credential) {
      // Full when its window holds every point: the next request would be refused. The counts checked in
      // `count`'s order, which stops at the address's refusal without counting the credential.
      const full = (res: RateLimiterRes | null, points: number) =>
        res !== null && res.consumedPoints >= points ? res : undefined;
      const refused = credential
        ? (full(await credentialsByIp.get(ip), options.perIp * CREDENTIAL_ADDRESS_FACTOR) ??
          full(await byCredential.get(digest(credential)), options.perIp))
        : full(await byIp.get(ip), options.perIp);
      return refused ? { refused } : {};
    },
  };
}

export interface RateLimitOptions {
  guard: FloodGuard | undefined;
  /** The caller's address, from the server context (the socket), never from a header a client can forge. */
  clientIp(serverContext: unknown): string | undefined;
  /** The guard's answer when the HTTP layer counted the request already (public-hits.ts), so it counts once. */
  counted(serverContext: unknown): FloodCount | undefined;
}

/**
 * The guard's 429 for one request, or undefined when it may go on: counted now, or `counted` already
 * (public-hits.ts counts before Yoga). Anonymous requests count per address, others per credential.
 */
export async function floodRefusal(
  guard: FloodGuard,
  ip: string,
  request: Request,
  counted?: FloodCount,
): Promise<Response | undefined> {
  // The credential the session reads: beside a refused bearer the cookie counts for nothing.
  const { bearer, cookie } = credentialOf(request);
  const count = counted ?? (await guard.count(ip, bearer ?? cookie));
  return count.refused ? limited(request, count.refused) : undefined;
}

/** The flood guard in Yoga, first of the checks (refusalResponse: a 429 with Retry-After). */
export function useRateLimit(options: RateLimitOptions): Plugin {
  const guard = options.guard;
  if (!guard) return {};
  return {
    async onRequest(payload) {
      const { request, serverContext } = payload;
      const refusal = await floodRefusal(
        guard,
        options.clientIp(serverContext) ?? 'unknown',
        request,
        options.counted(serverContext),
      );
      if (refusal) payload.endResponse(refusal);
    },
  };
}
