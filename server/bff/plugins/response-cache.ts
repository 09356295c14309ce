import { createHash } from 'node:crypto';
import { createRedisCache } from '@envelop/response-cache-redis';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../../clock.ts';
import { ifNoneMatchHits } from '../../if-none-match.ts';
import type { Logger } from '../../logger.ts';
import { stableJson } from '../stable-json.ts';
import { operationCachePolicy } from './cache-control.ts';
import { graphqlArgs } from './execution-args.ts';

/**
 * Response cache for public query operations: the whole result of an operation that reads only public data
 * (sports, blog) is kept for as long as that data may be served, and answered without executing anything.
 *
 * Rules:
 * - Whether an operation may be stored, and for how long, comes only from the cache scopes and max ages
 *   declared in the schema (plugins/cache-control.ts, beside each field's cost): the operation's selection
 *   is walked with the schema (fragments, inline fragments, interfaces and unions as restrictive as the
 *   most restrictive type they may hold) and it is stored only when every field it selects is PUBLIC, for
 *   the shortest max age among them. `node`/`nodes` count as the types their ids (literal or variable)
 *   name; an id that does not decode, or names no type, keeps the operation out. A selection is left out
 *   only when it is certainly not executed: `@include(if: false)` or `@skip(if: true)`, literally or
 *   through a variable of this request (variables are part of the key), so a page asking
 *   `viewer @include(if: $withViewer)` is cached for visitors (false) and never for users. Anything
 *   declared PRIVATE (the viewer, the bankroll, accounts, the statement, betting houses: everything read with the
 *   caller's token) is never stored, and the schema does not build when a type or a field reading the
 *   request context has no scope; the session is not part of the key because nothing private ever enters
 *   the cache. Mutations and subscriptions are never cached, nor introspection.
 * - An operation found public executes as nobody (`anonymous`: no session, no cookies or headers, Banca
 *   loaders without a token), so a declaration that is wrong in a way the build rule cannot see (a resolver
 *   reading its context through rest parameters, `arguments`, a default value or a bound function) finds
 *   nothing private to read, and its answer is the one a visitor gets. Admission, cost and rate limits ran
 *   before, on the caller's own context, and keep counting against the caller.
 * - A result with any error is not stored, so a section that failed is retried by the next request.
 * - TTL: the shortest max age the operation selects. Sports fields declare the TTL of the resource they
 *   read in the shared sports cache (its resource table), so the event page lives 3 s today, and an answer
 *   can be up to one such TTL older than the shared cache alone would serve, and that cache reads as of a
 *   request's arrival, up to a second back (upstreams/sports/cache.ts); blog fields declare 60 s.
 * - The key is a SHA-256 of the document text (persisted operations are resolved first), the operation name
 *   and the variables. Memory by default (bounded, per process); Redis when the BFF has one, so replicas
 *   share it. A cache failure never fails a request: it is logged and the operation executes.
 *
 * A hit skips context creation, parsing, validation and execution; per-request DataLoaders are untouched
 * for everything that executes. In memory, a stored result also keeps its JSON as bytes, so a hit is not
 * serialised nor encoded again.
 *
 * Concurrent misses are coalesced, per process: while an operation of a cacheable key executes, the
 * requests for the same key that reach execution wait for it instead of executing the same tree again (when
 * an entry expires, or on a cold start, every concurrent request for a page misses at once). They are
 * answered with its result only when that result is stored by the rules above (public, no error, a TTL);
 * otherwise each of them executes on its own, so a private or failed result is never handed to another
 * request. Only operations found public wait or are waited for: private ones never take part.
 */

const MAX_MEMORY_ENTRIES = 500;
const REDIS_PREFIX = 'bancada:response:';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

// The web app's documents are the same string objects on every request (the persisted store's): their
// hash is computed once, not for each request (the event page's document is 17 kB).
const documentHashes = new Map<string, string>();
const MAX_DOCUMENT_HASHES = 256;
function documentHash(documentString: string): string {
  let hash = documentHashes.get(documentString);
  if (hash === undefined) {
    hash = sha256(documentString);
    if (documentHashes.size >= MAX_DOCUMENT_HASHES) documentHashes.clear();
    documentHashes.set(documentString, hash);
  }
  return hash;
}

export function responseCacheKey(
  documentString: string,
  operationName: string | null | undefined,
  variables: unknown,
  scope = '',
): string {
  return createHash('sha256')
    .update(scope)
    .update('\0')
    .update(documentHash(documentString))
    .update('\0')
    .update(operationName ?? '')
    .update('\0')
    .update(stableJson(variables ?? {}))
    .digest('base64url');
}

/**
 * A result with its own serialisation (Yoga calls a result's `stringify` when it has one; graphql-jit uses
 * the same hook). A kept answer returns its UTF-8 bytes: Yoga hands the stringifier's value to the
 * Response as its body, and bytes are written as they are, where a text is measured (`Buffer.byteLength`)
 * and encoded again on every hit (a fifth of a hit's CPU for the event page's 52 kB, much of it because
 * pt-BR text is not ASCII).
 */
export type SerialisedAnswer = string | Uint8Array;
type StoredResult = ExecutionResult & { stringify?: (result: unknown) => SerialisedAnswer };

/** A result as Yoga serialises it: with its own `stringify` when it has one (a kept answer's bytes). */
export type SerialisableResult = ExecutionResult & {
  stringify?: (result: ExecutionResult) => SerialisedAnswer;
};

/**
 * A result whose `stringify` may return bytes, typed as Yoga types results (a stringifier of text). Its
 * regular result processor passes the stringifier's value to the Response unchanged, and a Response takes
 * bytes as well as text; response-cache.test.ts checks a hit's body and Content-Length.
 */
export const servedAs = (result: ExecutionResult & { stringify?: (result: never) => SerialisedAnswer }) =>
  result as ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/**
 * A strong validator of a kept answer, from its data: it changes when the data does, and every replica
 * gives the same answer the same tag. (@graphql-yoga/plugin-response-cache tags an answer with its cache
 * key, the same whatever the data, and unquoted.)
 */
export function contentTag(data: unknown): string {
  return `"${createHash('sha256')
    .update(JSON.stringify(data ?? null))
    .digest('base64url')
    .slice(0, 27)}"`;
}

/** The ETag the cache plugin put among a result's HTTP headers, when it kept the result. */
function keptTagOf(result: unknown): string | undefined {
  const http = (result as ExecutionResult | null)?.extensions?.http as
    { headers?: Record<string, unknown> } | undefined;
  const tag = http?.headers?.ETag;
  return typeof tag === 'string' ? tag : undefined;
}

/**
 * The result with its serialisation computed on first use: every request answered with it reuses the
 * bytes. It is called with the result minus its internal `extensions.http`, which the bytes must not hold.
 */
function withTextOnce(result: ExecutionResult): StoredResult {
  let bytes: Uint8Array | undefined;
  return { ...result, stringify: (sanitised) => (bytes ??= Buffer.from(JSON.stringify(sanitised))) };
}

/**
 * A bounded in-process cache (oldest entry evicted first) on an injectable clock. A stored result carries
 * its serialisation (bytes), computed on first use, so hits do not stringify nor encode it again.
 */
export function createMemoryResponseCache(
  options: { maxEntries?: number; clock?: Clock } = {},
): Cache & { size(): number; clear(): void } {
  const clock = options.clock ?? systemClock;
  const maxEntries = options.maxEntries ?? MAX_MEMORY_ENTRIES;
  const entries = new Map<string, { result: StoredResult; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= clock.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.result;
    },
    set(key, result, _entities, ttl) {
      if (!(ttl > 0)) return;
      entries.delete(key);
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { result: withTextOnce(result), expiresAt: clock.now() + ttl });
    },
    // Entries are never invalidated by entity: nothing a mutation changes is cached, and TTLs are short.
    invalidate() {},
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}

/**
 * Redis for several replicas, through @envelop/response-cache-redis. Keys get a prefix, and no entity sets
 * are written: those never expire, and invalidation by entity is not used (see invalidate above).
 */
export function createRedisResponseCache(redis: Redis): Cache {
  const inner = createRedisCache({ redis });
  // While the connection is down (server/redis.ts reconnects in the background) Redis is not asked at all:
  // a miss without a write, so the operation executes at once on the local caches.
  const up = () => redis.status === 'ready';
  return {
    get: (key) => (up() ? inner.get(REDIS_PREFIX + key) : undefined),
    set: (key, result, _entities, ttl) =>
      ttl > 0 && up() ? inner.set(REDIS_PREFIX + key, result, [], ttl) : undefined,
    invalidate() {},
  };
}

/** The store of kept answers: a cache, and whether it is answering (it is not during a run of failures). */
export type PublicResponseStore = Cache & { answering(): boolean };

/** A cache whose failures are logged and answered as misses, so a broken cache never fails a request. */
function forgiving(cache: Cache, logger: Logger, metrics?: ResponseCacheMetrics): PublicResponseStore {
  // Logged once per run of failures (a Redis that hangs fails every request until it answers again).
  let failing = false;
  const failed = (error: unknown) => {
    if (!failing) logger.warn({ err: error }, 'response cache failure; answering as misses until it works');
    failing = true;
    return undefined;
  };
  const hit = <T>(result: T) => {
    failing = false;
    if (result) metrics?.cacheHit('graphql-response');
    return result;
  };
  return {
    // Synchronous for a synchronous cache (memory): a hit then costs no extra promise.
    get(key) {
      try {
        const result = cache.get(key);
        return result instanceof Promise ? result.then(hit, failed) : hit(result);
      } catch (error) {
        return failed(error);
      }
    },
    async set(key, result, entities, ttl) {
      try {
        metrics?.cacheMiss('graphql-response');
        await cache.set(key, result, entities, ttl);
      } catch (error) {
        failed(error);
      }
    },
    invalidate() {},
    answering: () => !failing,
  };
}

export interface ResponseCacheMetrics {
  cacheHit(cache: string): void;
  cacheMiss(cache: string): void;
}

export interface ResponseCacheOptions {
  logger: Logger;
  /** Where results are kept; Redis when given (shared by replicas), else memory. */
  cache?: Cache;
  /** The store built by createPublicResponseStore, when another reader shares it; built from the rest if not. */
  store?: Cache;
  redis?: Redis;
  /** Clock of the default memory cache (tests). */
  clock?: Clock;
  /** Hits (served from the cache) and misses (executed and stored). */
  metrics?: ResponseCacheMetrics;
  /**
   * Whether a request runs one of the web app's persisted documents, which skip the limits arbitrary
   * documents pass: the same text sent as an arbitrary document has its own entries, so it is still refused
   * when over the limits instead of being answered from the persisted document's entry.
   */
  trusted?: (context: object) => boolean;
  /**
   * The context a public operation executes with instead of the caller's: the same operation budget,
   * without anything that belongs to the caller (the BFF's anonymousContextOf).
   */
  anonymous: (context: object) => object;
  /**
   * Told how each operation that reaches execution takes part in coalescing: it `leads` (executes a public
   * key that later requests wait for), `waits` (for the execution of its key in progress) or runs `alone`
   * (not public, or executing beside another execution of its key after a result that was not shared).
   * Tests hold an execution until every request they sent has arrived, instead of guessing a delay.
   */
  onCoalescing?: (role: CoalescingRole) => void;
}

export type CoalescingRole = 'leads' | 'waits' | 'alone';

/**
 * One execution of a cacheable key that later requests for the key wait for. It lands with the result the
 * rules stored, or with undefined when nothing was stored (an error, a private value, a streamed result, a
 * failed execution): then each waiter executes on its own.
 */
interface Flight {
  key: string;
  landed: Promise<StoredResult | undefined>;
  land(result: StoredResult | undefined): void;
  done: boolean;
}

function createFlight(key: string): Flight {
  let land!: (result: StoredResult | undefined) => void;
  const landed = new Promise<StoredResult | undefined>((resolve) => (land = resolve));
  const flight: Flight = {
    key,
    landed,
    done: false,
    land(result) {
      if (flight.done) return;
      flight.done = true;
      land(result);
    },
  };
  return flight;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Where the kept answers are, as the plugin reads and writes them (failures answered as misses, hits and
 * misses counted): memory, Redis, or `cache`. One per BFF, shared with the answers given before Yoga
 * (public-hits.ts).
 */
export function createPublicResponseStore(
  options: Pick<ResponseCacheOptions, 'cache' | 'redis' | 'clock' | 'logger' | 'metrics'>,
): PublicResponseStore {
  return forgiving(
    options.cache ??
      (options.redis
        ? createRedisResponseCache(options.redis)
        : createMemoryResponseCache({ clock: options.clock })),
    options.logger,
    options.metrics,
  );
}

/** The response cache of the BFF. Place it after the persisted-operations plugin, which resolves the text. */
export function usePublicResponseCache(options: ResponseCacheOptions): Plugin {
  const store = options.store ?? createPublicResponseStore(options);
  // Operations that reached execution, and the TTL of each public one: decided from the document and the
  // schema's declarations before the cache's own execution hook (added after this one) looks at it.
  const executing = new WeakSet<object>();
  const ttlByContext = new WeakMap<object, number>();
  // The cache key of each request (the cache computes it once, before parsing).
  const keyByContext = new WeakMap<object, string>();
  // Executions of cacheable keys in progress, and the one each context runs.
  const flights = new Map<string, Flight>();
  const ownFlight = new WeakMap<object, Flight>();

  // The cache plugin stores a result only when every rule allows it: that result is the one its waiters get.
  const cache: Cache = {
    get: (key) => store.get(key),
    set(key, result, entities, ttl) {
      // The plugin has just tagged it with its key; the answer going out now carries the same object.
      const headers = (result.extensions?.http as { headers?: Record<string, string> } | undefined)?.headers;
      if (headers) headers.ETag = contentTag(result.data);
      const flight = flights.get(key);
      flight?.land(withTextOnce(result));
      const stored = store.set(key, result, entities, ttl);
      // Kept until the entry is written (Redis), so that nobody arriving meanwhile executes it again.
      if (flight)
        void Promise.resolve(stored).finally(() => {
          if (flights.get(key) === flight) flights.delete(key);
        });
      return stored;
    },
    invalidate() {},
  };

  /** The execution of this context is over: if it stored nothing, its waiters execute on their own. */
  const finish = (context: object) => {
    const flight = ownFlight.get(context);
    if (!flight) return;
    ownFlight.delete(context);
    if (flight.done) return;
    flight.land(undefined);
    if (flights.get(flight.key) === flight) flights.delete(flight.key);
  };

  // If-None-Match of each GET, answered here against the answer's content tag. The cache plugin's own
  // check, before parsing, took any tag that names a kept key for the answer of this request: a mutation
  // sent with a public answer's tag got a 304 and did not run. The header is taken off before it looks.
  // A 304 answers a GET only (RFC 9110 §13.1.2; HEAD is refused at /graphql): on a POST the condition is
  // not supported, so it is ignored (§13.2.1) and the query answered.
  const conditions = new WeakMap<Request, string>();

  const classify: Plugin = {
    onRequest({ request }) {
      const tags = request.headers.get('if-none-match');
      if (tags === null) return;
      if (request.method === 'GET') conditions.set(request, tags);
      request.headers.delete('if-none-match');
    },
    onResultProcess(payload) {
      const tags = conditions.get(payload.request);
      const etag = tags === undefined ? undefined : keptTagOf(payload.result);
      if (etag === undefined || !ifNoneMatchHits(tags, etag)) return;
      payload.setResultProcessor(
        (_result, fetchAPI) => new fetchAPI.Response(null, { status: 304, headers: { etag } }),
        payload.acceptableMediaTypes[0] ?? 'application/json',
      );
    },
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const context = args.contextValue as object;
      executing.add(context);
      const { schema, document, operationName, variableValues } = graphqlArgs(args);
      const policy = operationCachePolicy(schema, document, operationName, variableValues);
      // A private operation, or one without a positive and finite max age (`{ __typename }` reads no data;
      // a max age of 0 is declared to keep the data out), leaves the cache out of the way: its document
      // rewriting (typename and id on every selection) and result walk would cost each execution for nothing.
      if (!policy || policy.scope !== 'PUBLIC' || !(policy.maxAgeMs > 0) || policy.maxAgeMs === Infinity) {
        options.onCoalescing?.('alone');
        return;
      }
      ttlByContext.set(context, policy.maxAgeMs);
      // Whatever this request does from here (lead, wait and then execute on its own, or execute without a
      // key), the execution sees no caller.
      const anonymously: typeof executeFn = (executeArgs) => {
        const result: unknown = executeFn({
          ...executeArgs,
          contextValue: options.anonymous(executeArgs.contextValue as object),
        });
        return result;
      };
      setExecuteFn(anonymously);
      const key = keyByContext.get(context);
      if (key === undefined) {
        options.onCoalescing?.('alone');
        return;
      }

      const running = flights.get(key);
      if (running) {
        options.onCoalescing?.('waits');
        return running.landed.then((result) => {
          if (!result) return; // Not shareable: executes on its own (the cache looks up its key again).
          options.metrics?.cacheHit('graphql-response');
          setResultAndStopExecution({ ...result });
        });
      }

      // The cache's lookup comes next; on a miss it executes through this function, and the key is then in
      // flight until the result is stored or the execution is over without storing: the cache stores in its
      // hook after execution, which has run by the next turn of the event loop (however the execution
      // ended, so that no waiter is left behind).
      setExecuteFn((executeArgs) => {
        if (!flights.has(key)) {
          const flight = createFlight(key);
          flights.set(key, flight);
          ownFlight.set(context, flight);
          options.onCoalescing?.('leads');
        } else options.onCoalescing?.('alone');
        const over = () => void setImmediate(finish, context);
        try {
          const result: unknown = anonymously(executeArgs);
          if (isThenable(result)) result.then(over, over);
          else over();
          return result;
        } catch (error) {
          finish(context);
          throw error;
        }
      });
    },
  };

  return {
    onPluginInit({ addPlugin }) {
      addPlugin(classify);
      addPlugin(
        useResponseCache({
          cache,
          // Nothing private is ever stored, so the key holds no session: visitors and users share answers.
          session: () => null,
          // Before parsing (no entry yet) the lookup runs: a key is a document and its variables, and only
          // documents found public below ever have an entry. At execution, only public queries take part.
          enabled: (_request, context) =>
            !executing.has(context as object) || ttlByContext.has(context as object),
          buildResponseCacheKey: ({ documentString, operationName, variableValues, context }) => {
            const key = responseCacheKey(
              documentString,
              operationName,
              variableValues,
              options.trusted?.(context as object) ? 'persisted' : 'document',
            );
            keyByContext.set(context as object, key);
            return key;
          },
          invalidateViaMutation: false,
          includeExtensionMetadata: false,
          onTtl: ({ ttl, context }) => {
            const maxAge = ttlByContext.get(context);
            return maxAge === undefined ? 0 : Math.min(ttl, maxAge);
          },
        }),
      );
    },
  };
}
