import DataLoader from 'dataloader';
import type { Logger } from '../../../logger.ts';
import { GraphQLError } from 'graphql';
import type { OperationBudget } from '../budget.ts';
import { createUpstream, UpstreamError } from '../http.ts';
import type { Upstream } from '../http.ts';
import { createTtlCache } from './cache.ts';
import type { CacheMetrics, TtlCache } from './cache.ts';
import { sportsPaths, sportsResources } from './resources.ts';
import type { SportsResource } from './resources.ts';
import { saoPauloDate } from '../../../i18n/sao-paulo.ts';

type Resources = typeof sportsResources;
type ResourceValue<K extends keyof Resources> = Resources[K] extends SportsResource<infer T> ? T : never;
type PathArgs<K extends keyof Resources> = Parameters<(typeof sportsPaths)[K]>;

export interface SportsFetchOptions {
  requestId?: string;
  /**
   * With a budget, a load this read starts counts as one of the operation's upstream calls, and the
   * caller stops waiting at its deadline (the shared load goes on with the upstream wrapper's own
   * timeout, for the other waiters and the cache).
   */
  budget?: OperationBudget;
  /** When the caller's request arrived: the cache judges freshness at that instant (cache.ts). */
  asOf?: number;
}

/** Long-lived public sports data: one upstream client and one shared cache for the whole process. */
export interface SportsPublicData {
  /** The resource at `path`, through the shared cache. */
  fetch<T>(resource: SportsResource<T>, path: string, options?: SportsFetchOptions): Promise<T | null>;
  now(): number;
  /**
   * Stores a decoded value the live hub polled (live/topics.ts) as the resource at `path`, so the sections
   * a live update executes, and the queries after it, read what was just polled instead of an answer up to
   * a TTL older.
   */
  seed<T>(resource: SportsResource<T>, path: string, value: T | null): void;
  readonly cache: TtlCache;
  readonly logger: Logger;
}

export interface SportsPublicDataOptions {
  baseUrl: string;
  timeoutMs?: number;
  logger: Logger;
  metrics?: CacheMetrics;
  /** Replaces the HTTP client (tests count calls through a wrapper). */
  upstream?: Upstream;
  now?: () => number;
  maxEntries?: number;
}

/** A 404 is the feed's way of saying it has no coverage for that section: an answer, not a failure. */
function isNoCoverage(error: unknown): boolean {
  return error instanceof UpstreamError && error.kind === 'http' && error.status === 404;
}

export function createSportsPublicData(options: SportsPublicDataOptions): SportsPublicData {
  const now = options.now ?? Date.now;
  const logger = options.logger;
  const upstream =
    options.upstream ??
    createUpstream({ name: 'sports', baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, logger });
  const cache = createTtlCache({ now, metrics: options.metrics, maxEntries: options.maxEntries });
  const decoded = createDecodedBodies();

  return {
    cache,
    logger,
    now,
    seed(resource, path, value) {
      const ttlMs = typeof resource.ttlMs === 'function' ? resource.ttlMs(value) : resource.ttlMs;
      cache.put(path, value, ttlMs);
    },
    fetch<T>(
      resource: SportsResource<T>,
      path: string,
      { requestId, budget, asOf }: SportsFetchOptions = {},
    ) {
      return cache.get<T | null>(
        resource.name,
        path,
        resource.ttlMs,
        async () => {
          try {
            // A text decoded before is neither parsed nor decoded again.
            let seen: { value: T | null } | undefined;
            const { body, text } = await upstream.request(path, {
              requestId,
              known: (text) => (seen = decoded.lookup(resource, path, text)) !== undefined,
            });
            return seen ? seen.value : decoded.decode(resource, path, body, text);
          } catch (error) {
            if (isNoCoverage(error)) return null;
            // An open circuit refuses calls by the thousand; the breaker logs its transitions instead.
            if (!(error instanceof GraphQLError))
              logger.warn({ err: error, path, requestId }, 'sports upstream failure');
            throw error;
          }
        },
        { signal: budget?.signal, beforeLoad: budget && (() => budget.startCall()), asOf },
      );
    },
  };
}

/** Paths whose last decoded body is kept (a few KB of text and its decoded value each). */
const MAX_DECODED_BODIES = 1_000;

/**
 * The last body of each path, as text, with its decoded value. Most sections of an event answer the same
 * bytes call after call (finished events, lineups, standings, a team's season), and decoding them (zod,
 * keeping what is valid field by field) is the costliest part of a read: an identical text gets the value
 * decoded from it before. The value is shared as the shared TTL cache already shares it, never mutated.
 * Every read still calls the upstream: only the decoding of bytes already decoded is skipped.
 */
function createDecodedBodies() {
  const last = new Map<string, { resource: SportsResource<unknown>; text: string; value: unknown }>();
  const lookup = <T>(resource: SportsResource<T>, path: string, text: string) => {
    const known = last.get(path);
    if (known?.resource !== resource || known.text !== text) return undefined;
    // Most recently used last, so the oldest goes first when the map is full.
    last.delete(path);
    last.set(path, known);
    return { value: known.value as T | null };
  };
  return {
    /** The value decoded before from this very text of `path`, if it is still kept. */
    lookup,
    decode<T>(resource: SportsResource<T>, path: string, body: unknown, text: string | undefined): T | null {
      const seen = text === undefined ? undefined : lookup(resource, path, text);
      if (seen) return seen.value;
      const value = resource.decode(body);
      if (text === undefined) return value;
      last.delete(path);
      if (last.size >= MAX_DECODED_BODIES) last.delete(last.keys().next().value as string);
      last.set(path, { resource: resource as SportsResource<unknown>, text, value });
      return value;
    },
  };
}

type Loader<K extends keyof Resources> = (...args: PathArgs<K>) => Promise<ResourceValue<K> | null>;

/** Per-request view of the sports data: one typed loader per resource, null for "no coverage". */
export type SportsLoaders = { [K in keyof Resources]: Loader<K> } & {
  /** São Paulo calendar date of the request (for "today's events"). */
  today(): string;
  now(): number;
  /**
   * Takes `value` as the resource's answer, in these loaders and in the shared cache (see
   * SportsPublicData.seed): what the live hub just polled replaces what was read before.
   */
  seed<K extends keyof Resources>(name: K, args: PathArgs<K>, value: ResourceValue<K> | null): void;
};

interface Key {
  resource: SportsResource<unknown>;
  path: string;
}

/**
 * Per-request DataLoaders over the shared cache: within one operation every resource is read once and
 * every resolver sees the same answer, even if the shared entry expires mid-request.
 */
export function createSportsLoaders(
  shared: SportsPublicData,
  options: {
    requestId: string;
    /** The operation's budget (read on each load: a subscription's renews itself); none = unbounded. */
    budget?: () => OperationBudget;
    /**
     * When the request arrived, on the shared data's clock: every read is judged fresh as of then. A
     * subscription's loaders have none, so each read is as of its own moment.
     */
    asOf?: number;
  },
): SportsLoaders {
  const loader = new DataLoader<Key, unknown, string>(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          shared
            .fetch(key.resource, key.path, {
              requestId: options.requestId,
              budget: options.budget?.(),
              asOf: options.asOf,
            })
            .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ),
    // No batching: the feed has no batch endpoint, and a batch answers only when every load in it has, so
    // one slow section would hold back the event's own answer and everything that waits on it.
    { batch: false, cacheKeyFn: (key) => key.path },
  );
  const startedAt = shared.now();

  const loaders = Object.fromEntries(
    (Object.keys(sportsResources) as Array<keyof Resources>).map((name) => {
      const resource = sportsResources[name] as SportsResource<unknown>;
      const toPath = sportsPaths[name] as (...args: unknown[]) => string;
      return [name, (...args: unknown[]) => loader.load({ resource, path: toPath(...args) })];
    }),
  ) as { [K in keyof Resources]: Loader<K> };

  const seed = <K extends keyof Resources>(name: K, args: PathArgs<K>, value: ResourceValue<K> | null) => {
    const resource = sportsResources[name] as SportsResource<unknown>;
    const path = (sportsPaths[name] as (...a: unknown[]) => string)(...args);
    shared.seed(resource, path, value);
    loader.clear({ resource, path }).prime({ resource, path }, value);
  };

  return { ...loaders, seed, today: () => saoPauloDate(startedAt), now: () => startedAt };
}
