import type { Redis } from 'ioredis';

/** A bucket of cost points: holds at most `size`, refills `refillPerSecond` continuously. */
export interface BucketPolicy {
  size: number;
  refillPerSecond: number;
}

export interface BucketAnswer {
  /** Whether the points were taken. */
  allowed: boolean;
  /** Points left after this answer (whole points, never below 0). */
  remaining: number;
  /** When not allowed: milliseconds until the asked points will be there. */
  retryAfterMs: number;
  /** Milliseconds until the bucket is full again. */
  resetMs: number;
}

/**
 * Cost budgets per client: a token bucket per key (a leaky bucket seen from the other side). `take` charges
 * the requested cost at admission; `refund` gives back what execution did not spend (requested − actual).
 */
export interface CostBuckets {
  take(key: string, points: number, policy: BucketPolicy): Promise<BucketAnswer>;
  refund(key: string, points: number, policy: BucketPolicy): Promise<BucketAnswer>;
  /**
   * Takes `points` whatever the bucket holds, leaving a debt the refill pays off first: for work already
   * done when its cost is known (a document's validation).
   */
  spend(key: string, points: number, policy: BucketPolicy): Promise<BucketAnswer>;
}

interface State {
  tokens: number;
  at: number;
}

function answer(tokens: number, allowed: boolean, points: number, policy: BucketPolicy): BucketAnswer {
  const perMs = policy.refillPerSecond / 1000;
  const needed = Math.min(points, policy.size);
  return {
    allowed,
    remaining: Math.max(0, Math.floor(tokens)),
    retryAfterMs: allowed ? 0 : Math.ceil(Math.max(0, needed - tokens) / perMs),
    resetMs: Math.ceil(Math.max(0, policy.size - tokens) / perMs),
  };
}

/** Most keys kept in memory; past it, buckets that have refilled completely are forgotten (they equal new ones). */
const MEMORY_KEYS = 50_000;

/** Buckets in this process's memory (the embedded single process, and the fallback when Redis fails). */
export function createMemoryBuckets(now: () => number = Date.now): CostBuckets {
  const states = new Map<string, State>();

  function current(key: string, policy: BucketPolicy): State {
    const t = now();
    const state = states.get(key);
    if (!state) return { tokens: policy.size, at: t };
    const refilled = state.tokens + (Math.max(0, t - state.at) * policy.refillPerSecond) / 1000;
    return { tokens: Math.min(policy.size, refilled), at: t };
  }

  function store(key: string, state: State, policy: BucketPolicy) {
    if (state.tokens >= policy.size) {
      states.delete(key);
      return;
    }
    if (states.size >= MEMORY_KEYS && !states.has(key)) {
      for (const [other, old] of states) {
        if (old.tokens + ((state.at - old.at) * policy.refillPerSecond) / 1000 >= policy.size)
          states.delete(other);
      }
      // Still full of draining buckets: drop the oldest (Map keeps insertion order).
      if (states.size >= MEMORY_KEYS) states.delete(states.keys().next().value as string);
    }
    states.set(key, state);
  }

  return {
    async take(key, points, policy) {
      const state = current(key, policy);
      // A request may cost more than a small bucket holds; it passes on a full bucket and leaves a debt.
      const allowed = state.tokens >= Math.min(points, policy.size);
      if (allowed) state.tokens -= points;
      store(key, state, policy);
      return answer(state.tokens, allowed, points, policy);
    },
    async refund(key, points, policy) {
      const state = current(key, policy);
      state.tokens = Math.min(policy.size, state.tokens + points);
      store(key, state, policy);
      return answer(state.tokens, true, 0, policy);
    },
    async spend(key, points, policy) {
      const state = current(key, policy);
      state.tokens -= points;
      store(key, state, policy);
      return answer(state.tokens, true, 0, policy);
    },
  };
}

/**
 * The same bucket in Redis, one atomic script per charge or refund, so every replica draws from one budget.
 * ARGV: size, refill per ms, now (ms, or -1 for Redis's own clock), points (negative to refund), and 1 to
 * take them whatever the bucket holds (a spend), else 0. Returns
 * {allowed, tokens as text}. Refill is measured on Redis's clock (TIME) in production: replicas whose clocks
 * disagree would otherwise refill a shared bucket early (one ahead) or not at all (one behind). Redis 5+
 * replicates scripts by their effects, so reading TIME in a script is allowed.
 */
const BUCKET_SCRIPT = `
local size = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
if now < 0 then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local points = tonumber(ARGV[4])
local force = ARGV[5] == '1'
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or size
local at = tonumber(state[2]) or now
if now > at then tokens = math.min(size, tokens + (now - at) * perMs) end
local allowed = 1
if points >= 0 then
  if force or tokens >= math.min(points, size) then tokens = tokens - points else allowed = 0 end
else
  tokens = math.min(size, tokens - points)
end
if tokens >= size then
  redis.call('DEL', KEYS[1])
else
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
  redis.call('PEXPIRE', KEYS[1], math.ceil((size - tokens) / perMs) + 1000)
end
return {allowed, tostring(tokens)}
`;

/** The `now` argument that makes the script read Redis's clock. */
const REDIS_TIME = -1;

type BucketCommand = (
  key: string,
  size: number,
  perMs: number,
  now: number,
  points: number,
  force: 0 | 1,
) => Promise<[number, string]>;

export interface RedisBucketsOptions {
  redis: Redis;
  /** Longest wait for Redis before this request uses the memory bucket instead (limits.redisCommandTimeoutMs). */
  timeoutMs: number;
  /**
   * A clock for tests, used by the script instead of Redis's TIME and by the memory fallback. Without it the
   * buckets in Redis refill on Redis's clock (one clock for every replica), the fallback on this process's.
   */
  now?: () => number;
  /** Told once per failure burst, so a Redis outage is visible in the logs without one line per request. */
  onFallback?: (error: unknown) => void;
  keyPrefix?: string;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Buckets shared through Redis. When Redis errors or is slower than `timeoutMs`, that request is charged to
 * this process's memory bucket instead: never a hang, never a 500, and the limit still holds per replica.
 */
export function createRedisBuckets(options: RedisBucketsOptions): CostBuckets {
  const memory = createMemoryBuckets(options.now ?? Date.now);
  const scriptNow = options.now ?? (() => REDIS_TIME);
  const prefix = options.keyPrefix ?? 'bancada:cost:';
  const redis = options.redis as Redis & { bancadaCostBucket?: BucketCommand };
  if (!redis.bancadaCostBucket)
    redis.defineCommand('bancadaCostBucket', { numberOfKeys: 1, lua: BUCKET_SCRIPT });
  let failing = false;

  async function run(
    key: string,
    points: number,
    policy: BucketPolicy,
    fallback: () => Promise<BucketAnswer>,
    force: 0 | 1 = 0,
  ) {
    try {
      const [allowed, tokens] = await withTimeout(
        redis.bancadaCostBucket!(
          prefix + key,
          policy.size,
          policy.refillPerSecond / 1000,
          scriptNow(),
          points,
          force,
        ),
        options.timeoutMs,
      );
      failing = false;
      return answer(Number(tokens), allowed === 1, force ? 0 : Math.max(points, 0), policy);
    } catch (error) {
      if (!failing) options.onFallback?.(error);
      failing = true;
      return fallback();
    }
  }

  return {
    take: (key, points, policy) => run(key, points, policy, () => memory.take(key, points, policy)),
    refund: (key, points, policy) => run(key, -points, policy, () => memory.refund(key, points, policy)),
    spend: (key, points, policy) => run(key, points, policy, () => memory.spend(key, points, policy), 1),
  };
}
