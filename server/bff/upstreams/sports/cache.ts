/**
 * Shared TTL cache with in-flight dedupe (singleflight) for public sports data. Every request of every
 * user reads through it, so a burst of identical queries costs one upstream call per key and TTL window.
 * Only successful loads are stored (a "no coverage" null included); a failure is handed to every waiter
 * of that flight and then forgotten, so the next request tries again.
 *
 * Freshness is judged at the instant the caller gives (`asOf`, its request's arrival): a value serves a
 * caller when it was fresh at that instant or settled after it, which is what the caller would have got
 * had it asked the moment it arrived. A request reaches its first ask only after the BFF's checks, so
 * without this a burst of requests that arrived while a flight was out, but ask after it landed, would
 * each start another flight of the same path, as would those that arrived just before an entry expired.
 * Values whose TTL is 0 are kept for these callers alone, within the same bound of entries.
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
   * The instant (on the cache's clock) at which this caller's freshness is judged: its request's arrival.
   * Without it, the moment of the call.
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
   * rather than an older answer until it expires.
   */
  put(key: string, value: unknown, ttlMs: number): void;
  readonly size: number;
  clear(): void;
}

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
      const { asOf } = getOptions;
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
