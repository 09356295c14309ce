import { createHash } from 'node:crypto';
import {
  GraphQLError,
  getOperationAST,
  getVariableValues,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger.ts';
import type { Limits } from '../../limits.ts';
import type { GraphQLContext } from '../context.ts';
import {
  createMemoryBuckets,
  createRedisBuckets,
  type BucketAnswer,
  type BucketPolicy,
  type CostBuckets,
} from './cost-budget.ts';
import { actualCost, requestedCost, type CostInput } from './cost-model.ts';

export const COST_LIMIT_MESSAGE = 'Consulta cara demais: peça menos itens ou menos campos por requisição.';
export const COST_RATE_LIMITED_MESSAGE = 'Muitas requisições. Aguarde um momento e tente novamente.';

export type CostLimits = Pick<
  Limits,
  | 'graphqlCostPerRequest'
  | 'graphqlListSize'
  | 'graphqlDefaultPageSize'
  | 'costBucketSize'
  | 'costRefillPerSecond'
  | 'anonymousCostBucketSize'
  | 'anonymousCostRefillPerSecond'
  | 'redisCommandTimeoutMs'
>;

export interface CostOptions {
  limits: CostLimits;
  logger: Logger;
  /** Buckets are shared through Redis when given, else kept in this process. */
  redis?: Redis;
  /** Clock of the buckets (tests). */
  now?: () => number;
  /** Replace the buckets (tests). */
  buckets?: CostBuckets;
}

/** `extensions.cost` of every response. */
export interface CostReport {
  requested: number;
  actual: number;
  limit: number;
  /** Points left in the client's bucket after this request (and its refund). */
  remaining: number;
}

interface Admission {
  key: string;
  policy: BucketPolicy;
  input: CostInput;
  requested: number;
  bucket: BucketAnswer;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** How long a bearer token the Banca API accepted is trusted as a client of its own. */
const VERIFIED_TTL_MS = 5 * 60_000;
const VERIFIED_MAX = 10_000;

function rateLimitHeaders(bucket: BucketAnswer, policy: BucketPolicy): Record<string, string> {
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

/**
 * The cost of every query and mutation (plugins/cost-model.ts), checked before anything runs, and the
 * client's budget of points:
 * - a list argument over `graphqlListSize` → BAD_USER_INPUT; an operation over `graphqlCostPerRequest` →
 *   COST_LIMIT with the computed cost; both before any resolver, so no upstream call is made;
 * - the requested cost is taken from the client's bucket (per session or verified token when signed in, per
 *   address otherwise); an empty bucket → HTTP 429 RATE_LIMITED with Retry-After and RateLimit headers;
 * - after execution the actual cost (list lengths as returned) is computed and the difference refunded;
 * - every response carries `extensions.cost = { requested, actual, limit, remaining }`.
 * Subscriptions are not charged here: they run in shared live groups with their own caps.
 */
export function useCost(options: CostOptions): Plugin<GraphQLContext> {
  const { limits, logger } = options;
  const buckets =
    options.buckets ??
    (options.redis
      ? createRedisBuckets({
          redis: options.redis,
          timeoutMs: limits.redisCommandTimeoutMs,
          now: options.now,
          onFallback: (error) =>
            logger.warn({ err: error }, 'cost buckets: redis failed, counting in memory'),
        })
      : createMemoryBuckets(options.now));
  const now = options.now ?? Date.now;
  const signedIn: BucketPolicy = { size: limits.costBucketSize, refillPerSecond: limits.costRefillPerSecond };
  const anonymous: BucketPolicy = {
    size: limits.anonymousCostBucketSize,
    refillPerSecond: limits.anonymousCostRefillPerSecond,
  };
  const settings = { maxListSize: limits.graphqlListSize, defaultPageSize: limits.graphqlDefaultPageSize };
  const verified = new Map<string, number>();
  const admissions = new WeakMap<Request, { bucket: BucketAnswer; policy: BucketPolicy }>();

  /** A bearer token is a client of its own once the Banca API has accepted it; until then it is its address. */
  async function bearerVerified(context: GraphQLContext, tokenHash: string): Promise<boolean> {
    const until = verified.get(tokenHash);
    if (until !== undefined && until > now()) return true;
    try {
      // Primes the request's own user loader, so a `viewer` field does not ask again.
      await context.banca.user.load('me');
    } catch {
      return false;
    }
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(tokenHash, now() + VERIFIED_TTL_MS);
    return true;
  }

  /** Whose bucket pays. `verify` false: no upstream call (refusals), an unknown bearer token is its address. */
  async function clientOf(context: GraphQLContext & { clientIp?: string }, verify: boolean) {
    const token = context.session.token;
    const tokenHash = token ? hash(token) : undefined;
    const known =
      tokenHash &&
      (context.session.source === 'cookie' ||
        (verify ? await bearerVerified(context, tokenHash) : (verified.get(tokenHash) ?? 0) > now()));
    if (known) return { key: `t:${tokenHash}`, policy: signedIn };
    return { key: `ip:${context.clientIp ?? 'unknown'}`, policy: anonymous };
  }

  /** A refused operation costs nothing; its answer still says what is left in the bucket. */
  async function remainingOf(context: GraphQLContext & { clientIp?: string }): Promise<number> {
    const { key, policy } = await clientOf(context, false);
    return (await buckets.take(key, 0, policy)).remaining;
  }

  const report = (requested: number, actual: number, remaining: number): CostReport => ({
    requested,
    actual,
    limit: limits.graphqlCostPerRequest,
    remaining,
  });

  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext & { clientIp?: string };
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation || operation.operation === 'subscription') return;
      const schema = args.schema as GraphQLSchema;
      const coerced = getVariableValues(
        schema,
        operation.variableDefinitions ?? [],
        args.variableValues ?? {},
      );
      // Variables that do not fit the operation fail in execution, before any resolver; nothing to cost.
      if (coerced.errors) return;
      const input: CostInput = {
        schema,
        document: args.document,
        operation,
        variables: coerced.coerced,
        settings,
      };

      let requested: number;
      try {
        requested = requestedCost(input);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResultAndStopExecution({
          errors: [error],
          extensions: { cost: report(0, 0, await remainingOf(context)) },
        });
        return;
      }
      if (requested > limits.graphqlCostPerRequest) {
        const cost = { requested, limit: limits.graphqlCostPerRequest };
        setResultAndStopExecution({
          errors: [
            new GraphQLError(COST_LIMIT_MESSAGE, {
              extensions: { code: 'COST_LIMIT', cost },
            }),
          ],
          extensions: { cost: report(requested, 0, await remainingOf(context)) },
        });
        return;
      }

      // Connections page with the sizes the cost was computed with (domains read `pageSizes(ctx)`).
      context.pages = { defaultSize: limits.graphqlDefaultPageSize, maxSize: limits.graphqlListSize };
      const { key, policy } = await clientOf(context, true);
      const bucket = await buckets.take(key, requested, policy);
      admissions.set(context.request, { bucket, policy });
      if (!bucket.allowed) {
        const retryAfter = Math.max(1, Math.ceil(bucket.retryAfterMs / 1000));
        setResultAndStopExecution({
          errors: [
            new GraphQLError(COST_RATE_LIMITED_MESSAGE, {
              extensions: {
                code: 'RATE_LIMITED',
                retryAfter,
                http: { status: 429, headers: { 'Retry-After': String(retryAfter) } },
              },
            }),
          ],
          extensions: { cost: report(requested, 0, bucket.remaining) },
        });
        return;
      }

      const admission: Admission = { key, policy, input, requested, bucket };
      return {
        async onExecuteDone({ result, setResult }) {
          // Incremental delivery has no single result to measure: the requested cost stands.
          if (Symbol.asyncIterator in (result as object)) return;
          const done = result as ExecutionResult;
          let actual = admission.requested;
          let remaining = admission.bucket.remaining;
          try {
            actual = Math.min(admission.requested, actualCost(admission.input, done.data));
            if (actual < admission.requested) {
              const refunded = await buckets.refund(
                admission.key,
                admission.requested - actual,
                admission.policy,
              );
              remaining = refunded.remaining;
              admissions.set(context.request, { bucket: refunded, policy: admission.policy });
            }
          } catch (error) {
            logger.warn({ err: error }, 'actual cost not computed; the requested cost stands');
          }
          setResult({
            ...done,
            extensions: { ...done.extensions, cost: report(admission.requested, actual, remaining) },
          });
        },
      };
    },
    onResponse({ request, response }) {
      const admission = admissions.get(request);
      if (!admission) return;
      for (const [name, value] of Object.entries(rateLimitHeaders(admission.bucket, admission.policy)))
        response.headers.set(name, value);
    },
  };
}
