import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '../../limiter.ts';
import { ApiError } from '../errors.ts';

/** "2 segundos", "1 minuto", "15 minutos": how long to wait, in the words of the 429 messages. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** 429 with Retry-After; `message` receives the wait in words. */
export function tooMany(msBeforeNext: number, message: (wait: string) => string): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  // retry_after repeats the header in the body, for clients (the BFF) that read only the body.
  return new ApiError(429, message(waitWords(seconds)), {
    headers: { 'Retry-After': String(seconds) },
    extra: { retry_after: seconds },
  });
}

export interface Quota {
  /**
   * Takes one unit for `key` atomically (so a burst of concurrent requests cannot all slip through), or
   * refuses with 429 once the window's allowance is spent.
   */
  take(key: string): Promise<void>;
  /** Takes one unit; false instead of a refusal when the allowance is spent. */
  tryTake(key: string): Promise<boolean>;
  /** Gives back a unit taken for something that did not happen after all (a sign-up refused as taken). */
  giveBack(key: string): Promise<void>;
  /** Refuses with 429, taking nothing, when the window's allowance for `key` is spent. */
  ensureLeft(key: string): Promise<void>;
}

export interface QuotaOptions {
  points: number;
  windowSeconds: number;
  /** Names the counter: `bancada:api:signup-ip`. */
  keyPrefix: string;
  redis?: Redis;
  message: (wait: string) => string;
}

/** Requests (or failures) per key in a fixed window, counted in Redis when there is one. */
export function createQuota(options: QuotaOptions): Quota {
  const limiter = createLimiter(options);
  const tryTake = async (key: string): Promise<RateLimiterRes | undefined> => {
    try {
      await limiter.consume(key);
      return undefined;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    }
  };
  return {
    async take(key) {
      const refused = await tryTake(key);
      if (refused) throw tooMany(refused.msBeforeNext, options.message);
    },
    async tryTake(key) {
      return (await tryTake(key)) === undefined;
    },
    async giveBack(key) {
      await limiter.reward(key);
    },
    async ensureLeft(key) {
      const used = await limiter.get(key);
      if (used && used.consumedPoints >= options.points) throw tooMany(used.msBeforeNext, options.message);
    },
  };
}

export interface BackoffOptions {
  /** Failures that cost nothing; from the next one on, each failure imposes a wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long a failure is remembered without a success to clear it. */
  memorySeconds: number;
  keyPrefix: string;
  redis?: Redis;
  message: (wait: string) => string;
}

export interface Backoff {
  /**
   * Runs `verify` (a password check) for `key` unless the key must still wait, in which case it refuses
   * with 429 and Retry-After without running it. A failure (false) is counted and may start a wait; a
   * success clears the key. Returns what `verify` returned.
   */
  attempt(key: string, verify: () => Promise<boolean>): Promise<boolean>;
  /** The wait `failures` failures impose (0 while they are free), in seconds. */
  delayAfter(failures: number): number;
}

/**
 * Progressive delay instead of a lockout: the first `freeFailures` wrong passwords for a key (an account
 * seen from one address) are free, then every further attempt must wait, 1×, 2×, 4×… `firstDelaySeconds`
 * up to `maxDelaySeconds`. Nobody can lock an owner out: the owner's own address is another key. Once a
 * key is past its free failures, attempts pass one at a time (a gate taken atomically), so a burst of
 * concurrent guesses cannot all be checked before the first failure is counted.
 */
export function createBackoff(options: BackoffOptions): Backoff {
  const failures: RateLimiterAbstract = createLimiter({
    points: Number.MAX_SAFE_INTEGER,
    windowSeconds: options.memorySeconds,
    keyPrefix: `${options.keyPrefix}:failures`,
    redis: options.redis,
  });
  // One point: taken by the attempt in flight (for at most IN_FLIGHT seconds should the process die
  // mid-check), then replaced by a block for the wait a failure imposes, or deleted by a success.
  const IN_FLIGHT_SECONDS = 10;
  const gate: RateLimiterAbstract = createLimiter({
    points: 1,
    windowSeconds: IN_FLIGHT_SECONDS,
    keyPrefix: `${options.keyPrefix}:gate`,
    redis: options.redis,
  });

  function delayAfter(count: number): number {
    if (count < options.freeFailures) return 0;
    const doublings = Math.min(count - options.freeFailures, 30);
    return Math.min(options.maxDelaySeconds, options.firstDelaySeconds * 2 ** doublings);
  }

  return {
    delayAfter,
    async attempt(key, verify) {
      // Counted as a failure up front, atomically: each attempt gets its own number, so of a burst of
      // concurrent guesses only the free ones run without the gate.
      const number = (await failures.penalty(key)).consumedPoints;
      const gated = number > options.freeFailures;
      if (gated) {
        try {
          await gate.consume(key);
        } catch (error) {
          await failures.reward(key);
          if (!(error instanceof RateLimiterRes)) throw error;
          throw tooMany(error.msBeforeNext, options.message);
        }
      }
      let ok: boolean;
      try {
        ok = await verify();
      } catch (error) {
        await Promise.all([failures.reward(key), gated ? gate.delete(key) : undefined]);
        throw error;
      }
      if (ok) {
        await Promise.all([failures.delete(key), gate.delete(key)]);
        return true;
      }
      const delay = delayAfter(number);
      if (delay > 0) await gate.block(key, delay);
      else if (gated) await gate.delete(key);
      return false;
    },
  };
}
