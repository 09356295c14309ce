import {
  GraphQLError,
  getOperationAST,
  getVariableValues,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import type { Logger } from '../../logger.ts';
import type { Limits } from '../../limits.ts';
import type { GraphQLContext } from '../context.ts';
import type { Session } from '../session.ts';
import {
  createMemoryBuckets,
  createRedisBuckets,
  type BucketAnswer,
  type BucketPolicy,
  type CostBuckets,
} from './cost-budget.ts';
import { actualCost, requestedCost, UPSTREAM_CALL, type CostInput } from './cost-model.ts';
import { graphqlArgs } from './execution-args.ts';
import { servedAs, type SerialisableResult } from './response-cache.ts';
import { createRefusedClients } from './refused-clients.ts';
import { createCostClients, type Client } from './cost-clients.ts';
import { rateLimitHeaders, tooManyRequests, withCostReport, type CostReport } from './cost-answers.ts';
import { createTurns } from './turns.ts';

/**
 * The cost check of a subscription, for both transports (graphql-ws in live/sockets.ts, SSE here): the
 * same list-size and per-request limits as a query, with nothing charged (the live caps bound how many a
 * client holds). A refusal, or undefined when it fits or its variables do not (execution reports those).
 */
export function subscriptionCostRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
  limits: Pick<Limits, 'graphqlCostPerRequest' | 'graphqlListSize' | 'graphqlDefaultPageSize'>,
): GraphQLError | undefined {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return undefined;
  const settings = { maxListSize: limits.graphqlListSize, defaultPageSize: limits.graphqlDefaultPageSize };
  let requested: number;
  try {
    requested = requestedCost({ schema, document, operation, variables: coerced.coerced, settings });
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  if (requested <= limits.graphqlCostPerRequest) return undefined;
  const cost = { requested, limit: limits.graphqlCostPerRequest };
  return new GraphQLError(BFF_MESSAGES.costLimit, { extensions: { code: 'COST_LIMIT', cost } });
}

export type CostLimits = Pick<
  Limits,
  | 'graphqlCostPerRequest'
  | 'graphqlListSize'
  | 'graphqlDefaultPageSize'
  | 'costBucketSize'
  | 'costRefillPerSecond'
  | 'anonymousCostBucketSize'
  | 'anonymousCostRefillPerSecond'
  | 'graphqlValidationCostPerMs'
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
  /**
   * The caller's session, for answers served from the response cache: those build no GraphQL context, yet
   * a signed-in client's hits are charged to its own bucket. Without it, every hit is charged to the address.
   */
  sessionOf?: (request: Request) => Promise<Session>;
  /**
   * Whether a request's document is known: one of the web app's persisted documents, or a text this
   * process has parsed before (Yoga's document cache). Any other is validated at its client's expense.
   * Without it, every document is.
   */
  knownDocument?: (text: string, context: object) => boolean;
  /**
   * Asks the Banca API for the user of a request's bearer token (rejects when it is refused): for a client
   * whose new document is read before any GraphQL context exists.
   */
  verifyBearer?: (request: Request, session: Session) => Promise<unknown>;
  /**
   * Milliseconds, to time validations: by default the CPU time of this thread, so a validation is not
   * charged for the time the machine gave other processes.
   */
  validationTimer?: () => number;
}

interface Admission {
  key: string;
  policy: BucketPolicy;
  input: CostInput;
  requested: number;
  bucket: BucketAnswer;
}

type CostContext = GraphQLContext & { clientIp?: string };

/** graphql-js's own bound on the errors of one request's variables (its `execute` passes the same). */
const MAX_VARIABLE_ERRORS = 50;

/** What admission decided: a refusal to answer instead, an admission to settle after execution, or nothing. */
type Decision = { refusal: ExecutionResult } | { admission: Admission } | undefined;

/** A client reading a new document, with the release of its turn. */
interface Reader {
  client: Client;
  release: () => void;
}

/**
 * Longest a client's turn to read a new document is held: reading takes milliseconds, and a turn whose
 * request never reached its answer must not hold the client's later documents back for long.
 */
const READER_TURN_MS = 2_000;

/** Parsed documents of cache hits, by text (the web app's documents are few and the same on every request). */
const MAX_HIT_DOCUMENTS = 256;

/**
 * Set by @graphql-yoga/plugin-response-cache on an answer it served from the cache (in its onParams hook):
 * such an answer skips context building, parsing and execution, so it is charged in onExecutionResult.
 */
const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

/**
 * The validation time a new document gets free: an integrator's document takes well under a millisecond
 * once the server is warm, and a few while it is not, so only crafted ones (tens of milliseconds) pay.
 */
export const FREE_VALIDATION_MS = 5;

/** This thread's CPU time, in milliseconds. */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/**
 * What the cheapest server-rendered page costs (a post: `node scripts/persisted-costs.ts` lists them): a
 * client whose bucket holds less is refused its pages before they render (refusedWaitMs).
 */
const CHEAPEST_PAGE_POINTS = 10;

/** The cost plugin, and the charge of the answers given before Yoga (public-hits.ts). */
export interface Cost {
  plugin: Plugin<GraphQLContext>;
  /**
   * Charges a kept answer of `params` to the bucket of an address (a request without a credential), as
   * the plugin charges a response-cache hit: the answer with its report, or the 429 in its place, and the
   * RateLimit headers either way.
   */
  chargeVisitorHit(
    result: SerialisableResult,
    params: GraphQLParams,
    clientIp: string,
  ): Promise<{
    answer: SerialisableResult;
    refused: boolean;
    headers: Record<string, string>;
  }>;
  /**
   * Milliseconds a request's client still has to wait after its last refusal (0 when its last decision
   * was an admission, or its wait has passed), without charging it: for the pages the web role renders
   * from GraphQL (page-refusal.ts). Its client is read as for a cache hit, so no upstream is asked.
   */
  refusedWaitMs(request: Request, clientIp: string): Promise<number>;
  /**
   * Reads a document this process has not read before at the expense of an address, as the plugin does
   * for HTTP: for graphql-ws, which reads documents outside Yoga. `read` runs only when the address has a
   * point left, and the time it took is charged; otherwise the RATE_LIMITED refusal, with `retryAfter`.
   */
  readNewDocument: <T>(clientIp: string, read: () => T) => Promise<T | GraphQLError>;
}

/**
 * The cost of every query and mutation (plugins/cost-model.ts), checked before anything runs, and the
 * client's budget of points:
 * - a list argument over `graphqlListSize` → BAD_USER_INPUT; an operation over `graphqlCostPerRequest` →
 *   COST_LIMIT with the computed cost; both before any resolver, so no upstream call is made;
 * - the requested cost is taken from the client's bucket (per session or verified token when signed in, per
 *   address otherwise); an empty bucket → HTTP 429 RATE_LIMITED with Retry-After and RateLimit headers;
 * - after execution the actual cost (list lengths as returned) is computed and the difference refunded;
 * - an answer served from the response cache is charged too: the actual cost of the cached answer (what
 *   the same request costs when it executes, at least one point), taken at once since it is known, with
 *   the same 429 when the bucket is empty. A client cannot tell a hit from a miss, so it pays the same
 *   for both, and a flood of hits drains its bucket like any other. A hit builds no GraphQL context: its
 *   payer comes from `sessionOf`, and a bearer token counts as its own client only once a request that
 *   executed has verified it (never an upstream call for a hit);
 * - every response carries `extensions.cost = { requested, actual, limit, remaining }`, added after the
 *   response cache stored the answer, so no entry ever holds one client's figures for another.
 * A 304 to If-None-Match (plugins/response-cache.ts) is charged as the kept answer it stands for: the
 * request is parsed and its answer found before the tags are compared.
 * Subscriptions are not charged here: they run in shared live groups with their own caps.
 */
export function createCost(options: CostOptions): Cost {
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
  const { clientOf, addressOf, payerOf } = createCostClients({
    signedIn,
    anonymous,
    now,
    sessionOf: options.sessionOf,
    verifyBearer: options.verifyBearer,
  });
  // RateLimit headers of each response.
  const admissions = new WeakMap<Request, { bucket: BucketAnswer; policy: BucketPolicy }>();
  // The report of each executed operation, by its context, added to the answer in onExecutionResult.
  const reports = new WeakMap<object, CostReport>();
  // The parameters of each operation, by its (server) context: a cache hit has no other trace of them.
  const paramsByContext = new WeakMap<object, GraphQLParams>();
  // Figures of a cached answer, by its data: a memory entry hands out the same data on every hit.
  const hitFigures = new WeakMap<object, { requested: number; actual: number }>();
  const hitDocuments = new Map<string, DocumentNode>();
  // The parsed document of each operation, and its admission decided while its context was built.
  const parsedByContext = new WeakMap<object, DocumentNode>();
  const decided = new WeakMap<object, Decision>();
  // The payer of each document this process had not parsed before, until its validation is charged, and
  // the release of the payer's turn (below).
  const newDocuments = new WeakMap<object, Reader>();
  // The turn of each request reading a new document, released at the latest when its answer goes out.
  const readerTurns = new WeakMap<Request, () => void>();
  // A client's new documents are read one after another in this process, so that the gate of each sees
  // what the one before it was charged: with buckets in Redis a charge lands after its validation, and
  // documents read at the same moment would otherwise all pass the gate before any of them paid.
  const turns = createTurns(READER_TURN_MS);
  const validationTimer = options.validationTimer ?? threadCpuMs;
  // Who was refused last, until when: the web role's pages ask before they render (refusedWaitMs).
  const refusedClients = createRefusedClients(now);
  let schema: GraphQLSchema | undefined;

  /**
   * Remembers a charge's outcome for the client: admitted, or refused until its bucket could pay for the
   * cheapest page (not for the operation refused: a heavy query refused must not hold back pages the
   * bucket can still pay for).
   */
  function noteDecision(key: string, requested: number, bucket: BucketAnswer, policy: BucketPolicy): void {
    const short = bucket.allowed ? 0 : Math.min(requested, CHEAPEST_PAGE_POINTS) - bucket.remaining;
    if (short <= 0) refusedClients.admitted(key);
    else refusedClients.refused(key, (short * 1000) / policy.refillPerSecond);
  }

  /** A refused operation costs nothing; its answer still says what is left in the bucket. */
  async function remainingOf(context: GraphQLContext & { clientIp?: string }): Promise<number> {
    const { key, policy } = await clientOf(context.session, context.clientIp);
    return (await buckets.take(key, 0, policy)).remaining;
  }

  const report = (requested: number, actual: number, remaining: number): CostReport => ({
    requested,
    actual,
    limit: limits.graphqlCostPerRequest,
    remaining,
  });

  /**
   * The 429 of an empty bucket: nothing ran, so nothing was spent. Retry-After is the wait until the bucket
   * holds the operation's whole requested cost, not only what this refusal asked: a response-cache hit is
   * charged its actual cost, and the same request retried after its entry expired is admitted on its
   * requested cost, so a wait for the first alone was followed by a second 429.
   */
  function rateLimited(requested: number, bucket: BucketAnswer, policy: BucketPolicy): ExecutionResult {
    return {
      errors: [tooManyRequests(requested, bucket, policy, { overHttp: true })],
      extensions: { cost: report(requested, 0, bucket.remaining) },
    };
  }

  /** Requested and actual cost of a cached answer, from the document and variables it was stored under. */
  function figuresOfHit(
    result: ExecutionResult,
    params: GraphQLParams | undefined,
  ): { requested: number; actual: number } | undefined {
    const data = result.data;
    const known = data && typeof data === 'object' ? hitFigures.get(data) : undefined;
    if (known) return known;
    if (!schema || typeof params?.query !== 'string') return undefined;
    let document = hitDocuments.get(params.query);
    if (!document) {
      document = parse(params.query);
      if (hitDocuments.size >= MAX_HIT_DOCUMENTS) hitDocuments.clear();
      hitDocuments.set(params.query, document);
    }
    const operation = getOperationAST(document, params.operationName);
    if (!operation) return undefined;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], params.variables ?? {});
    if (coerced.errors) return undefined;
    const input: CostInput = { schema, document, operation, variables: coerced.coerced, settings };
    const requested = requestedCost(input);
    const figures = { requested, actual: Math.min(requested, actualCost(input, data)) };
    if (data && typeof data === 'object') hitFigures.set(data, figures);
    return figures;
  }

  /**
   * Charges a cached answer to `client`: the answer with its report, or the 429 in its place, with the
   * bucket the RateLimit headers describe.
   */
  async function chargeKept(
    result: SerialisableResult,
    params: GraphQLParams | undefined,
    client: Client,
  ): Promise<{ answer: SerialisableResult; refused: boolean; bucket: BucketAnswer; policy: BucketPolicy }> {
    let figures: { requested: number; actual: number } | undefined;
    try {
      figures = figuresOfHit(result, params);
    } catch (error) {
      logger.warn({ err: error }, 'cost of a cached answer not computed; charged the least');
    }
    const requested = figures?.requested ?? 0;
    // Every answer costs at least a point, so a flood of hits of the cheapest document still drains.
    const actual = Math.max(1, figures?.actual ?? 0);
    const bucket = await buckets.take(client.key, actual, client.policy);
    noteDecision(client.key, Math.max(requested, actual), bucket, client.policy);
    const answer = bucket.allowed
      ? withCostReport(result, report(Math.max(requested, actual), actual, bucket.remaining))
      : rateLimited(Math.max(requested, actual), bucket, client.policy);
    return { answer, refused: !bucket.allowed, bucket, policy: client.policy };
  }

  /** Charges a cached answer to its client, or answers 429 in its place. */
  async function chargeHit(
    request: Request,
    context: { clientIp?: string },
    result: SerialisableResult,
  ): Promise<SerialisableResult> {
    const client = await payerOf(request, context.clientIp);
    const charged = await chargeKept(result, paramsByContext.get(context), client);
    admissions.set(request, { bucket: charged.bucket, policy: charged.policy });
    return charged.answer;
  }

  /**
   * The cost of an operation and its admission: a refusal (variables that do not coerce, BAD_USER_INPUT,
   * COST_LIMIT, RATE_LIMITED) with nothing charged, or the requested cost taken from the client's bucket;
   * undefined for what is not costed here (subscriptions).
   */
  async function decide(
    context: CostContext,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown>,
  ): Promise<Decision> {
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION || !schema) return undefined;
    // Variables that do not coerce are refused here with graphql-js's own errors, as its execution would
    // refuse them: graphql-jit's compiled coercion words them otherwise (in English, naming an input field
    // as a variable), and the web app's documents run compiled.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {
      maxErrors: MAX_VARIABLE_ERRORS,
    });
    if (coerced.errors) return { refusal: { errors: coerced.errors } };
    const input: CostInput = { schema, document, operation, variables: coerced.coerced, settings };

    let requested: number;
    try {
      requested = requestedCost(input);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return {
        refusal: { errors: [error], extensions: { cost: report(0, 0, await remainingOf(context)) } },
      };
    }
    if (requested > limits.graphqlCostPerRequest) {
      const cost = { requested, limit: limits.graphqlCostPerRequest };
      return {
        refusal: {
          errors: [new GraphQLError(BFF_MESSAGES.costLimit, { extensions: { code: 'COST_LIMIT', cost } })],
          extensions: { cost: report(requested, 0, await remainingOf(context)) },
        },
      };
    }

    // Connections page with the sizes the cost was computed with (domains read `pageSizes(ctx)`).
    context.pages = { defaultSize: limits.graphqlDefaultPageSize, maxSize: limits.graphqlListSize };
    // Primes the request's own user loader, so a `viewer` field does not ask again.
    const { key, policy } = await clientOf(context.session, context.clientIp, () =>
      context.banca.user.load('me'),
    );
    const bucket = await buckets.take(key, requested, policy);
    noteDecision(key, requested, bucket, policy);
    admissions.set(context.request, { bucket, policy });
    if (!bucket.allowed) return { refusal: rateLimited(requested, bucket, policy) };
    return { admission: { key, policy, input, requested, bucket } };
  }

  /** After execution: the actual cost from the returned lists, the difference refunded. */
  function settle(context: CostContext, admission: Admission) {
    return async ({ result }: { result: unknown }) => {
      // Incremental delivery has no single result to measure: the requested cost stands.
      if (Symbol.asyncIterator in (result as object)) return;
      const done = result as ExecutionResult;
      let actual = admission.requested;
      let remaining = admission.bucket.remaining;
      try {
        // What the answer holds, but never less than the upstream calls the operation really made: an
        // unknown event's id-only sections are each a feed call (a 404) though the answer holds none of
        // them, and a refund must not hand back what was spent.
        const spent = (context.budget?.calls ?? 0) * UPSTREAM_CALL;
        actual = Math.min(admission.requested, Math.max(actualCost(admission.input, done.data), spent));
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
      // Not in the result yet: the response cache stores it after this hook, and an entry must never
      // carry this client's figures to another (onExecutionResult adds them to this answer only).
      reports.set(context, report(admission.requested, actual, remaining));
    };
  }

  /**
   * A document this process has not parsed before is read at its client's expense: graphql-js takes tens
   * of milliseconds to validate a crafted one (thousands of fields to compare for overlaps, within its own
   * budget of work), which costs no points of execution when it is refused. Its client needs a point left
   * to have it read at all, and then pays for the time its validation took beyond FREE_VALIDATION_MS
   * (onValidate): a point at least, given back when nothing is owed (a text that does not parse keeps it).
   */
  async function admitNewDocument(
    request: Request,
    context: object,
    setResult: (result: ExecutionResult) => void,
  ): Promise<void> {
    const client = await payerOf(request, (context as { clientIp?: string }).clientIp, true);
    const reading = await startReading(client);
    if ('release' in reading) {
      newDocuments.set(context, reading);
      readerTurns.set(request, reading.release);
      return;
    }
    admissions.set(request, { bucket: reading, policy: client.policy });
    setResult(rateLimited(1, reading, client.policy));
  }

  /**
   * The client's turn to have a new document read, and its first point: the reader, or the bucket that
   * had no point left (the turn given back).
   */
  async function startReading(client: Client): Promise<Reader | BucketAnswer> {
    const release = await turns.take(client.key);
    try {
      const bucket = await buckets.take(client.key, 1, client.policy);
      noteDecision(client.key, 1, bucket, client.policy);
      if (bucket.allowed) return { client, release };
      release();
      return bucket;
    } catch (error) {
      release();
      throw error;
    }
  }

  /**
   * The rest of a new document's charge, once its validation has taken `ms`; its first point is paid. A
   * document costs a full bucket at most, so one slow validation (a cold server's) owes no more than that.
   */
  function chargeValidation({ client, release }: Reader, ms: number): void {
    const owed = Math.floor(Math.max(0, ms - FREE_VALIDATION_MS) * limits.graphqlValidationCostPerMs);
    const points = Math.min(owed, client.policy.size) - 1;
    const charged =
      points > 0
        ? buckets.spend(client.key, points, client.policy)
        : points < 0
          ? buckets.refund(client.key, 1, client.policy)
          : Promise.resolve();
    // The client's next new document waits for this charge to land.
    void charged
      .catch((error: unknown) => logger.warn({ err: error }, 'validation not charged'))
      .finally(release);
  }

  const plugin: Plugin<GraphQLContext> = {
    onSchemaChange({ schema: current }) {
      // Envelop types the schema without graphql, as it does the execution's arguments.
      schema = current as GraphQLSchema;
    },
    onParams({ params, context, request, setResult }) {
      paramsByContext.set(context, params);
      const text = params.query;
      if (
        limits.graphqlValidationCostPerMs > 0 &&
        typeof text === 'string' &&
        !options.knownDocument?.(text, context)
      )
        return admitNewDocument(request, context, setResult);
    },
    onValidate({ context }) {
      const reader = newDocuments.get(context);
      if (!reader) return;
      newDocuments.delete(context);
      const started = validationTimer();
      return () => chargeValidation(reader, validationTimer() - started);
    },
    onParse() {
      return ({ context, result }) => {
        if (result && typeof result === 'object' && 'kind' in result)
          parsedByContext.set(context, result as DocumentNode);
      };
    },
    onContextBuilding() {
      // Admission happens here, before execution, because it waits for the bucket (Redis): an onExecute
      // that waits would let every hook after it (the response cache's coalescing of concurrent misses)
      // run for all requests of a burst before any of them executes.
      return async ({ context }) => {
        const document = parsedByContext.get(context);
        const params = (context as { params?: GraphQLParams }).params;
        if (!document || !params) return;
        decided.set(context, await decide(context, document, params.operationName, params.variables ?? {}));
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const { schema, document, operationName, variableValues } = graphqlArgs(args);
      const operation = getOperationAST(document, operationName);
      if (!operation || operation.operation !== OperationTypeNode.SUBSCRIPTION) return;
      const refusal = subscriptionCostRefusal(schema, document, operation, variableValues, limits);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as CostContext;
      const apply = (decision: Decision) => {
        if (!decision) return;
        if ('refusal' in decision) {
          setResultAndStopExecution(decision.refusal);
          return;
        }
        return { onExecuteDone: settle(context, decision.admission) };
      };
      const known = decided.get(context);
      if (known !== undefined || decided.has(context)) {
        decided.delete(context);
        return apply(known);
      }
      // Not admitted while the context was built (an executor that builds none): admitted here.
      const { document, operationName, variableValues } = graphqlArgs(args);
      return decide(context, document, operationName, variableValues ?? {}).then(apply);
    },
    async onExecutionResult(payload) {
      const { request, result, context } = payload;
      if (!result || Symbol.asyncIterator in result) return;
      if ((result as Record<symbol, unknown>)[SERVED_FROM_CACHE] === true) {
        // A kept answer of a text this replica never parsed (the store is shared): nothing was validated.
        const reader = newDocuments.get(context);
        if (reader) {
          newDocuments.delete(context);
          chargeValidation(reader, 0);
        }
        payload.setResult(servedAs(await chargeHit(request, context as { clientIp?: string }, result)));
        return;
      }
      const executed = reports.get(context);
      if (executed) payload.setResult(servedAs(withCostReport(result, executed)));
    },
    onResponse({ request, response }) {
      // A new document that was never validated (it did not parse, or a kept answer stood for it).
      readerTurns.get(request)?.();
      const admission = admissions.get(request);
      if (!admission) return;
      for (const [name, value] of Object.entries(rateLimitHeaders(admission.bucket, admission.policy)))
        response.headers.set(name, value);
    },
  };

  return {
    plugin,
    async readNewDocument(clientIp, read) {
      if (!(limits.graphqlValidationCostPerMs > 0)) return read();
      const client = addressOf(clientIp);
      const reading = await startReading(client);
      if (!('release' in reading)) return tooManyRequests(1, reading, client.policy, { overHttp: false });
      const started = validationTimer();
      try {
        return read();
      } finally {
        chargeValidation(reading, validationTimer() - started);
      }
    },
    async refusedWaitMs(request, clientIp) {
      // Nobody refused (the usual case): no session to read.
      if (!refusedClients.any) return 0;
      return refusedClients.waitOf((await payerOf(request, clientIp)).key);
    },
    async chargeVisitorHit(result, params, clientIp) {
      const charged = await chargeKept(result, params, addressOf(clientIp));
      return {
        answer: charged.answer,
        refused: charged.refused,
        headers: rateLimitHeaders(charged.bucket, charged.policy),
      };
    },
  };
}
