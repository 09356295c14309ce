import type { Cost } from './plugins/cost.ts';
import { floodRetryAfter, type FloodGuard } from './plugins/rate-limit.ts';
import { credentialOf } from './session.ts';

/**
 * Whether GraphQL refuses a request's client now, and for how many whole seconds: its flood guard count is
 * full (plugins/rate-limit.ts), or its last cost decision was a refusal whose wait has not passed
 * (plugins/cost.ts). Undefined when it may go on. Nothing is counted nor charged.
 */
export type ClientRefusal = (
  request: Request,
  clientIp: string,
) => Promise<{ retryAfterSeconds: number } | undefined>;

/**
 * The check of a page the web role renders from GraphQL, made before it renders: a client GraphQL refuses
 * would have its page's requests refused after routing and loading had run, and React would still render
 * the refusal, at the CPU of a whole page. The page's own GraphQL request is what counts against the
 * client, so the check only reads the counts, as that request would be counted: by its credential (the
 * session cookie: a page sends no bearer token) and its address.
 */
export function createClientRefusal(
  guard: FloodGuard | undefined,
  cost: Pick<Cost, 'refusedWaitMs'>,
): ClientRefusal {
  return async (request, clientIp) => {
    if (guard) {
      const { bearer, cookie } = credentialOf(request);
      const { refused } = await guard.peek(clientIp, bearer ?? cookie);
      if (refused) return { retryAfterSeconds: floodRetryAfter(refused) };
    }
    const waitMs = await cost.refusedWaitMs(request, clientIp);
    return waitMs > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : undefined;
  };
}
