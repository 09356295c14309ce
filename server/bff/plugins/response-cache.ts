import { createHash } from 'node:crypto';
import { createRedisCache } from '@envelop/response-cache-redis';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import {
  Kind,
  getOperationAST,
  type DirectiveNode,
  type DocumentNode,
  type ExecutionResult,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger.ts';
import { decodeId } from '../domains/common/global-id.ts';
import { sportsResources, type SportsResource } from '../upstreams/sports/resources.ts';
import { stableJson } from '../stable-json.ts';

/**
 * Response cache for public query operations: the whole result of an operation that reads only public data
 * (sports, blog) is kept for as long as that data may be served, and answered without executing anything.
 *
 * Rules:
 * - An operation is cached only when every root field it selects (through fragments too) is one of
 *   PUBLIC_ROOT_FIELDS, and `node`/`nodes` only when each id (literal or variable) is the global id of a
 *   public type. A selection is left out only when it is certainly not executed: `@include(if: false)` or
 *   `@skip(if: true)`, literally or through a variable of this request (variables are part of the key), so
 *   a page asking `viewer @include(if: $withViewer)` is cached for visitors (false) and never for users. Anything that touches the viewer, the bankroll, accounts, the
 *   statement or bets, or any field resolved with the caller's token, is never stored; the session is not
 *   part of the key because nothing private ever enters the cache. Mutations and subscriptions are never
 *   cached. As a second guard, a result holding a value of a PRIVATE_TYPES type is not stored either.
 * - A result with any error is not stored, so a section that failed is retried by the next request.
 * - TTL: the shortest TTL of the shared sports cache (3 s today, read from the resource table on each store,
 *   so the TTLs of that table rule both caches) when the operation reads sports data, BLOG_TTL_MS for the
 *   blog. An answer can thus be up to one sports TTL older than the shared cache alone would serve.
 * - The key is a SHA-256 of the document text (persisted operations are resolved first), the operation name
 *   and the variables. Memory by default (bounded, per process); Redis when the BFF has one, so replicas
 *   share it. A cache failure never fails a request: it is logged and the operation executes.
 *
 * A hit skips context creation, parsing, validation and execution; per-request DataLoaders are untouched
 * for everything that executes. In memory, a stored result also keeps its JSON text, so a hit is not
 * serialised again.
 *
 * Concurrent misses are coalesced, per process: while an operation of a cacheable key executes, the
 * requests for the same key that reach execution wait for it instead of executing the same tree again (when
 * an entry expires, or on a cold start, every concurrent request for a page misses at once). They are
 * answered with its result only when that result is stored by the rules above (public, no error, a TTL);
 * otherwise each of them executes on its own, so a private or failed result is never handed to another
 * request. Only operations found public wait or are waited for: private ones never take part.
 */

/** Root fields that read only public data, and which data. */
export const PUBLIC_ROOT_FIELDS: Readonly<Record<string, DataKind>> = {
  sports: 'sports',
  sport: 'sports',
  event: 'sports',
  blogPosts: 'blog',
  blogPost: 'blog',
  blogCategories: 'blog',
};

/** Node types whose global ids `node`/`nodes` may resolve in a cached operation. */
export const PUBLIC_NODE_TYPES: Readonly<Record<string, DataKind>> = {
  Event: 'sports',
  Team: 'sports',
  BlogPost: 'blog',
  BlogCategory: 'blog',
};

/** Types that hold or depend on a user's data (Bet: visible to signed-in users only). */
export const PRIVATE_TYPES = [
  'User',
  'Account',
  'Bankroll',
  'StatementEntry',
  'BalancePoint',
  'Bet',
] as const;

type DataKind = 'sports' | 'blog';

export const BLOG_TTL_MS = 60_000;
const MAX_MEMORY_ENTRIES = 500;
const REDIS_PREFIX = 'bancada:response:';

/** The shortest TTL of the shared sports cache, as the resource table says now. */
export function shortestSportsTtlMs(): number {
  const resources = Object.values(sportsResources) as Array<SportsResource<unknown>>;
  return Math.min(...resources.map((r) => (typeof r.ttlMs === 'function' ? r.ttlMs(null) : r.ttlMs)));
}

/**
 * What public data an operation reads, or null when it may not be cached (not a query, a root field outside
 * the allow-list, a node id of a non-public type or one that does not decode).
 */
export function publicDataOf(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): Set<DataKind> | null {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return null;
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition.selectionSet);

  const kinds = new Set<DataKind>();
  const visited = new Set<string>();
  /** The boolean a directive argument certainly has, else undefined (then the selection counts). */
  const condition = (directive: DirectiveNode | undefined): boolean | undefined => {
    const value = directive?.arguments?.find((a) => a.name.value === 'if')?.value;
    if (!value) return undefined;
    if (value.kind === Kind.BOOLEAN) return value.value;
    if (value.kind !== Kind.VARIABLE) return undefined;
    // A variable left out may have a default: counted as unknown (the selection counts).
    const known = variables?.[value.name.value];
    return typeof known === 'boolean' ? known : undefined;
  };
  const excluded = (directives: readonly DirectiveNode[] | undefined) =>
    condition(directives?.find((d) => d.name.value === 'skip')) === true ||
    condition(directives?.find((d) => d.name.value === 'include')) === false;
  const idsOf = (value: ValueNode | undefined): unknown => {
    if (!value) return undefined;
    if (value.kind === Kind.VARIABLE) return variables?.[value.name.value];
    if (value.kind === Kind.STRING) return value.value;
    if (value.kind === Kind.LIST) return value.values.map(idsOf);
    return undefined;
  };
  const nodeKinds = (ids: unknown): boolean => {
    const list = Array.isArray(ids) ? ids : [ids];
    if (list.length === 0) return true;
    for (const id of list) {
      if (typeof id !== 'string') return false;
      let typename: string;
      try {
        typename = decodeId(id).typename;
      } catch {
        return false;
      }
      const kind = Object.hasOwn(PUBLIC_NODE_TYPES, typename) ? PUBLIC_NODE_TYPES[typename] : undefined;
      if (!kind) return false;
      kinds.add(kind);
    }
    return true;
  };
  const walk = (selectionSet: SelectionSetNode): boolean => {
    for (const selection of selectionSet.selections) {
      if (excluded(selection.directives)) continue;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!walk(selection.selectionSet)) return false;
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        if (visited.has(name)) continue;
        visited.add(name);
        const fragment = fragments.get(name);
        if (!fragment || !walk(fragment)) return false;
      } else {
        const name = selection.name.value;
        if (name === '__typename') continue;
        if (name === 'node' || name === 'nodes') {
          const arg = selection.arguments?.find((a) => a.name.value === (name === 'node' ? 'id' : 'ids'));
          if (!nodeKinds(idsOf(arg?.value))) return false;
          continue;
        }
        const kind = Object.hasOwn(PUBLIC_ROOT_FIELDS, name) ? PUBLIC_ROOT_FIELDS[name] : undefined;
        if (!kind) return false;
        kinds.add(kind);
      }
    }
    return true;
  };
  return walk(operation.selectionSet) ? kinds : null;
}

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

type StoredResult = ExecutionResult & { stringify?: (result: unknown) => string };

/**
 * The result with its serialisation computed on first use: every request answered with it reuses the text.
 * Yoga serialises a result with its own `stringify` when it has one (graphql-jit uses the same hook). It is
 * called with the result minus its internal `extensions.http`, which the text must not hold.
 */
function withTextOnce(result: ExecutionResult): StoredResult {
  let text: string | undefined;
  return { ...result, stringify: (sanitised) => (text ??= JSON.stringify(sanitised)) };
}

/**
 * A bounded in-process cache (oldest entry evicted first) on an injectable clock. A stored result carries
 * its serialisation, computed on first use, so hits do not stringify it again.
 */
export function createMemoryResponseCache(
  options: { maxEntries?: number; now?: () => number } = {},
): Cache & { size(): number; clear(): void } {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? MAX_MEMORY_ENTRIES;
  const entries = new Map<string, { result: StoredResult; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.result;
    },
    set(key, result, _entities, ttl) {
      if (!(ttl > 0)) return;
      entries.delete(key);
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { result: withTextOnce(result), expiresAt: now() + ttl });
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
    get: (key) => (up() ? (inner.get(REDIS_PREFIX + key)) : undefined),
    set: (key, result, _entities, ttl) =>
      ttl > 0 && up() ? inner.set(REDIS_PREFIX + key, result, [], ttl) : undefined,
    invalidate() {},
  };
}

/** A cache whose failures are logged and answered as misses, so a broken cache never fails a request. */
function forgiving(cache: Cache, logger: Logger, metrics?: ResponseCacheMetrics): Cache {
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
  redis?: Redis;
  /** TTL of operations reading sports data; the shortest TTL of the shared sports cache by default. */
  sportsTtlMs?: () => number;
  blogTtlMs?: number;
  /** Clock of the default memory cache (tests). */
  now?: () => number;
  /** Hits (served from the cache) and misses (executed and stored). */
  metrics?: ResponseCacheMetrics;
  /**
   * Whether a request runs one of the web app's persisted documents, which skip the limits arbitrary
   * documents pass: the same text sent as an arbitrary document has its own entries, so it is still refused
   * when over the limits instead of being answered from the persisted document's entry.
   */
  trusted?: (context: object) => boolean;
}

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

/** The response cache of the BFF. Place it after the persisted-operations plugin, which resolves the text. */
export function usePublicResponseCache(options: ResponseCacheOptions): Plugin {
  const store = forgiving(
    options.cache ??
      (options.redis
        ? createRedisResponseCache(options.redis)
        : createMemoryResponseCache({ now: options.now })),
    options.logger,
    options.metrics,
  );
  const sportsTtlMs = options.sportsTtlMs ?? shortestSportsTtlMs;
  const blogTtlMs = options.blogTtlMs ?? BLOG_TTL_MS;
  // An operation that reads no data at all (`{ __typename }`) is not worth an entry.
  const ttlOf = (reads: Set<DataKind>) =>
    reads.size === 0
      ? 0
      : Math.min(reads.has('sports') ? sportsTtlMs() : Infinity, reads.has('blog') ? blogTtlMs : Infinity);

  // Operations that reached execution, and what each public one reads: decided from the document before
  // the cache's own execution hook (added after this one) looks at it.
  const executing = new WeakSet<object>();
  const readsByContext = new WeakMap<object, Set<DataKind>>();
  // The cache key of each request (the cache computes it once, before parsing).
  const keyByContext = new WeakMap<object, string>();
  // Executions of cacheable keys in progress, and the one each context runs.
  const flights = new Map<string, Flight>();
  const ownFlight = new WeakMap<object, Flight>();

  // The cache plugin stores a result only when every rule allows it: that result is the one its waiters get.
  const cache: Cache = {
    get: (key) => store.get(key),
    set(key, result, entities, ttl) {
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

  const classify: Plugin = {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const context = args.contextValue as object;
      executing.add(context);
      const reads = publicDataOf(args.document, args.operationName, args.variableValues);
      // With a TTL of 0 (no sports cache) the cache stays out of the way: its document rewriting (typename
      // and id on every selection) and result walk would cost each execution for nothing.
      if (!reads || !(ttlOf(reads) > 0)) return;
      readsByContext.set(context, reads);
      const key = keyByContext.get(context);
      if (key === undefined) return;

      const running = flights.get(key);
      if (running)
        return running.landed.then((result) => {
          if (!result) return; // Not shareable: executes on its own (the cache looks up its key again).
          options.metrics?.cacheHit('graphql-response');
          setResultAndStopExecution({ ...result });
        });

      // The cache's lookup comes next; on a miss it executes through this function, and the key is then in
      // flight until the result is stored or the execution is over without storing: the cache stores in its
      // hook after execution, which has run by the next turn of the event loop (however the execution
      // ended, so that no waiter is left behind).
      setExecuteFn((executeArgs) => {
        if (!flights.has(key)) {
          const flight = createFlight(key);
          flights.set(key, flight);
          ownFlight.set(context, flight);
        }
        const over = () => void setImmediate(finish, context);
        try {
          const result = executeFn(executeArgs);
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
            !executing.has(context as object) || readsByContext.has(context as object),
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
          scopePerSchemaCoordinate: Object.fromEntries(PRIVATE_TYPES.map((t) => [t, 'PRIVATE' as const])),
          invalidateViaMutation: false,
          includeExtensionMetadata: false,
          onTtl: ({ ttl, context }) => {
            const reads = readsByContext.get(context);
            return reads ? Math.min(ttl, ttlOf(reads)) : 0;
          },
        }) as Plugin,
      );
    },
  };
}
