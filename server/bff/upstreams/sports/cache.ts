/**
 * Shared TTL cache with in-flight dedupe (singleflight) for public sports data. Every request of every
 * user reads through it, so a burst of identical queries costs one upstream call per key and TTL window.
 * Only successful loads are stored (a "no coverage" null included); a failure is handed to every waiter
 * of that flight and then forgotten, so the next request tries again.
 *
 * Freshness is judged at the instant the caller gives (`asOf`, its request's arrival), at most
 * MAX_ARRIVAL_LAG_MS back: a value serves a caller when it was fresh at that instant or settled after it,
 * as it would have had the caller asked the moment it arrived. A request reaches its first ask only after
 * the BFF's checks. With a TTL, this spares a new call for a request that arrived just before its entry
 * expired; with a TTL of 0 (no resource has one in production; `npm run bench:bff`'s uncached row sets
 * every TTL to 0), values are kept for the callers that arrived before they settled, so requests that
 * arrived while a flight was out share it even when they ask after it landed, as an aggregator that asks
 * at arrival does. Those values stay within the same bound of entries.
 */

import { raceSignal } from '../budget.ts';

export interface CacheMetrics {
  cacheHit(cache: string): void;
  cacheMiss(cache: string): void;
}

export interface TtlCacheOptions {
  /** Upper bound of stored entries; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
  metrics?: CacheMetrics;
}

export interface CacheGetOptions {
  /**
   * The caller's operation signal. When it aborts, this caller stops waiting (with the signal's reason)
   * while the shared load goes on for the other waiters and the cache: one operation's deadline never
   * fails another operation that joined the same flight.
   */
  signal?: AbortSignal;
  /**
   * Called just before a load starts (a miss with nothing in flight), never on a hit or a join; throwing
   * refuses the load without starting it (the operation's upstream-call budget is spent).
   */
  beforeLoad?: () => void;
  /**
   * The instant (on the cache's clock) at which this caller's freshness is judged: its request's arrival,
   * taken as MAX_ARRIVAL_LAG_MS before the call when it is older. Without it, the moment of the call. On a
   * clock that stands still (tests), a value whose TTL is 0 serves every such caller until it moves.
   */
  asOf?: number;
}

export interface TtlCache {
  /**
   * The cached value of `key`, or the result of `load` (shared with every concurrent caller of the same
   * key). `ttlMs` may depend on the loaded value (confirmed lineups live longer than unconfirmed ones).
   */
  get<T>(
    cache: string,
    key: string,
    ttlMs: number | ((value: T) => number),
    load: () => Promise<T>,
    options?: CacheGetOptions,
  ): Promise<T>;
  /**
   * Stores a value fetched elsewhere (the live hub's poll of a followed event), so readers of `key` get it
   * rather than an older answer until it expires (and callers that arrived before that, as any value).
   */
  put(key: string, value: unknown, ttlMs: number): void;
  readonly size: number;
  clear(): void;
}

/**
 * How far back a request's arrival counts: one whose body took long to arrive, or that waited on the
 * session store or the cost buckets, reads as of this long before its call, so no answer (and no kept
 * response built from it) is older than its TTL by more than this.
 */
export const MAX_ARRIVAL_LAG_MS = 1_000;

interface Entry {
  value: unknown;
  settledAt: number;
  expiresAt: number;
}

export function createTtlCache(options: TtlCacheOptions = {}): TtlCache {
  const maxEntries = options.maxEntries ?? 5_000;
  const now = options.now ?? Date.now;
  const metrics = options.metrics;
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();

  function store(key: string, value: unknown, ttlMs: number) {
    const settledAt = now();
    entries.delete(key);
    entries.set(key, { value, settledAt, expiresAt: ttlMs > 0 ? settledAt + ttlMs : settledAt });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
  }

  return {
    get<T>(
      cache: string,
      key: string,
      ttlMs: number | ((value: T) => number),
      load: () => Promise<T>,
      getOptions: CacheGetOptions = {},
    ) {
      const { signal, beforeLoad } = getOptions;
      const asOf =
        getOptions.asOf === undefined ? undefined : Math.max(getOptions.asOf, now() - MAX_ARRIVAL_LAG_MS);
      const entry = entries.get(key);
      // An entry too old for this caller stays for callers that arrived earlier; the next load replaces it.
      if (
        entry &&
        (asOf === undefined ? entry.expiresAt > now() : entry.expiresAt > asOf || entry.settledAt >= asOf)
      ) {
        entries.delete(key);
        entries.set(key, entry);
        metrics?.cacheHit(cache);
        return Promise.resolve(entry.value as T);
      }
      const pending = inFlight.get(key);
      if (pending) {
        metrics?.cacheHit(cache);
        return signal ? raceSignal(pending as Promise<T>, signal) : (pending as Promise<T>);
      }
      try {
        signal?.throwIfAborted();
        beforeLoad?.();
      } catch (error) {
        return Promise.reject(error);
      }
      metrics?.cacheMiss(cache);
      // Starting the load in a later microtask guarantees the flight is registered before it can settle.
      const flight = Promise.resolve()
        .then(load)
        .then((value) => {
          store(key, value, typeof ttlMs === 'function' ? ttlMs(value) : ttlMs);
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, flight);
      return signal ? raceSignal(flight, signal) : flight;
    },
    put: store,
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
