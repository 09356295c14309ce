import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import type { BucketAnswer, BucketPolicy } from './cost-budget.ts';
import type { SerialisableResult } from './response-cache.ts';

// What a cost decision puts on an answer (plugins/cost.ts): its report, or the 429 in its place, and the
// RateLimit headers of the client's bucket.

/** `extensions.cost` of every response. */
export interface CostReport {
  requested: number;
  actual: number;
  limit: number;
  /** Points left in the client's bucket after this request (and its refund). */
  remaining: number;
}

const CLOSING_BRACE = 0x7d;

/**
 * `result` with `extensions.cost` set. A stored cache entry keeps its JSON (bytes in memory,
 * response-cache.ts), made once without any cost report; the report is spliced onto it instead of
 * serialising the whole answer again for every hit. When the answer has other extensions the splice is
 * not attempted.
 */
export function withCostReport(result: SerialisableResult, cost: CostReport): SerialisableResult {
  const { stringify, ...rest } = result;
  const reported: SerialisableResult = { ...rest, extensions: { ...rest.extensions, cost } };
  // graphql-jit hands every answer JSON.stringify itself: one pass over the reported answer then costs less
  // than serialising it and copying the text again to splice the report in.
  if (!stringify || stringify === JSON.stringify) return reported;
  reported.stringify = (sanitised) => {
    const { extensions, ...body } = sanitised;
    const { cost: _report, ...others } = extensions ?? {};
    const kept = Object.keys(others).length === 0 ? stringify(body) : undefined;
    const extension = `"extensions":{"cost":${JSON.stringify(cost)}}`;
    if (typeof kept === 'string' && kept.endsWith('}'))
      return kept === '{}' ? `{${extension}}` : `${kept.slice(0, -1)},${extension}}`;
    // Bytes stay bytes: the answer is one copy of them with the report in place of the closing brace.
    if (kept instanceof Uint8Array && kept.at(-1) === CLOSING_BRACE)
      return kept.length === 2
        ? Buffer.from(`{${extension}}`)
        : Buffer.concat([kept.subarray(0, -1), Buffer.from(`,${extension}}`)]);
    return JSON.stringify(sanitised);
  };
  return reported;
}

/** Milliseconds until a refused client's bucket holds `requested` points (a whole bucket at most). */
function refusalWaitMs(requested: number, bucket: BucketAnswer, policy: BucketPolicy): number {
  const untilRequested =
    (Math.max(0, Math.min(requested, policy.size) - bucket.remaining) * 1000) / policy.refillPerSecond;
  return Math.max(bucket.retryAfterMs, untilRequested);
}

/**
 * The refusal of a client whose bucket cannot pay `requested` points (a whole bucket at most), with the
 * seconds until it can. Over HTTP it is a 429 with Retry-After; a socket's message has no status.
 */
export function tooManyRequests(
  requested: number,
  bucket: BucketAnswer,
  policy: BucketPolicy,
  { overHttp }: { overHttp: boolean },
): GraphQLError {
  const retryAfter = Math.max(1, Math.ceil(refusalWaitMs(requested, bucket, policy) / 1000));
  return new GraphQLError(MESSAGES.tooManyRequests, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter,
      ...(overHttp ? { http: { status: 429, headers: { 'Retry-After': String(retryAfter) } } } : {}),
    },
  });
}

/** The RateLimit headers of a client's bucket after a decision. */
export function rateLimitHeaders(bucket: BucketAnswer, policy: BucketPolicy): Record<string, string> {
  const reset = Math.ceil(bucket.resetMs / 1000);
  const window = Math.ceil(policy.size / policy.refillPerSecond);
  return {
    // The fields of draft-ietf-httpapi-ratelimit-headers as most clients read them today…
    'RateLimit-Limit': String(policy.size),
    'RateLimit-Remaining': String(bucket.remaining),
    'RateLimit-Reset': String(reset),
    // …and its current form (structured fields, draft 09+): the policy and the state of its one quota.
    'RateLimit-Policy': `"cost";q=${policy.size};w=${window}`,
    RateLimit: `"cost";r=${bucket.remaining};t=${reset}`,
  };
}
