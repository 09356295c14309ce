import { z } from 'zod';
import { createMemoryPubSub, createRedisPubSub, type LivePubSub } from './bff/live/pubsub.ts';
import type { Limits } from './limits.ts';
import type { Logger } from './logger.ts';

/**
 * What changed in one user's bankroll, told by the Banca API (which owns bets and money, so every change is
 * known there, whoever made it: the web app, an integrator over REST, the settlement worker) to the BFF,
 * whose private subscription `viewerUpdates` tells the user's open devices. One channel per user, never
 * shared: a message names no one else's data, and nobody else listens to it.
 *
 * The message carries ids only: each subscriber reads the changed bet and account again with its own
 * credential, so nothing private travels beyond what the user may read anyway.
 */
export const USER_EVENT_KINDS = [
  'bet_recorded',
  /** A leg of a multiple graded while others are still open. */
  'bet_updated',
  'bet_settled',
  'bet_cashed_out',
  'bet_reopened',
  'deposit',
  'withdrawal',
  'balance_updated',
  /** Created, renamed, hidden or shown again. */
  'account_changed',
  /** Every account and bet removed (Zerar banca). */
  'bankroll_reset',
] as const;

export type UserEventKind = (typeof USER_EVENT_KINDS)[number];

export interface UserEvent {
  kind: UserEventKind;
  betId: number | null;
  accountId: number | null;
  /** When the change was committed (ISO 8601). */
  at: string;
}

const eventSchema = z.object({
  kind: z.enum(USER_EVENT_KINDS),
  betId: z.number().int().positive().nullable(),
  accountId: z.number().int().positive().nullable(),
  at: z.string(),
});

export interface UserEvents {
  /** Tells the user's listeners (on every replica) about a change already committed. Never throws. */
  publish(
    userId: number,
    event: { kind: UserEventKind; betId?: number | null; accountId?: number | null },
  ): void;
  /**
   * The user's events from now on; `ready` settles once they are sure to arrive. `onGap` is called when
   * some may have been lost (the bus's connection came back after an outage).
   */
  subscribe(
    userId: number,
    handler: (event: UserEvent) => void,
    onGap?: () => void,
  ): { ready: Promise<void>; unsubscribe: () => void };
  close(): Promise<void>;
}

export const USER_CHANNEL_PREFIX = 'bancada:user:';

/** The bus over a pub/sub: Redis across processes and replicas, in memory within one process. */
export function createUserEvents(
  pubsub: LivePubSub,
  options: { now?: () => number; logger?: Pick<Logger, 'warn'> } = {},
): UserEvents {
  const now = options.now ?? Date.now;
  return {
    publish(userId, event) {
      pubsub.publish(USER_CHANNEL_PREFIX + userId, {
        kind: event.kind,
        betId: event.betId ?? null,
        accountId: event.accountId ?? null,
        at: new Date(now()).toISOString(),
      } satisfies UserEvent);
    },
    subscribe(userId, handler, onGap) {
      return pubsub.subscribe(
        USER_CHANNEL_PREFIX + userId,
        (message) => {
          const parsed = eventSchema.safeParse(message);
          if (parsed.success) handler(parsed.data);
          else options.logger?.warn({ userId }, 'user event of an unknown shape; dropped');
        },
        onGap,
      );
    },
    close: () => pubsub.close(),
  };
}

/** The process's bus: on Redis when REDIS_URL is set (API and BFF may then run apart), else in memory. */
export function createProcessUserEvents(options: {
  redisUrl?: string;
  limits?: Pick<Limits, 'redisCommandTimeoutMs'>;
  logger?: Pick<Logger, 'warn' | 'info'>;
}): UserEvents {
  const pubsub = options.redisUrl
    ? createRedisPubSub(options.redisUrl, { limits: options.limits, logger: options.logger })
    : createMemoryPubSub();
  return createUserEvents(pubsub, { logger: options.logger });
}

/**
 * Not a change: events may have been lost (the bus came back after an outage), so the subscriber reads the
 * whole state again, as it did when it started (`current`).
 */
export interface GapEvent {
  kind: 'current';
  betId: null;
  accountId: null;
  at: string;
}

/**
 * The user's events as an async iterator, for a GraphQL `subscribe` resolver: listening starts before it
 * is returned (once `ready`), so a change made right after the subscription is acknowledged is not missed.
 * Events that arrive faster than they are read wait in a queue of at most `maxQueued` (the oldest go: each
 * event makes the subscriber read the current state again, so a dropped one loses nothing but a kind).
 */
/** The spread of the `current`s a Redis's return sends every stream. */
const GAP_SPREAD_MS = 5000;

export async function iterateUserEvents(
  events: UserEvents,
  userId: number,
  options: {
    maxQueued?: number;
    readyWithinMs?: number;
    now?: () => number;
    /** How long a gap's `current` waits: every stream hears of a Redis's return at once. */
    gapDelayMs?: () => number;
  } = {},
): Promise<AsyncIterableIterator<UserEvent | GapEvent>> {
  const maxQueued = options.maxQueued ?? 100;
  const now = options.now ?? Date.now;
  // Spread over a few seconds: each `current` makes its subscriber read the bankroll again, and its screen
  // its page, all the streams of every replica at the same instant otherwise.
  const gapDelayMs = options.gapDelayMs ?? (() => Math.random() * GAP_SPREAD_MS);
  const queue: Array<UserEvent | GapEvent> = [];
  let wake: ((step: IteratorResult<UserEvent | GapEvent>) => void) | null = null;
  let done = false;
  const deliver = (event: UserEvent | GapEvent) => {
    if (done) return;
    if (wake) {
      const resolve = wake;
      wake = null;
      resolve({ value: event, done: false });
      return;
    }
    queue.push(event);
    // A dropped event is a gap too: the subscriber learns of it as of any other.
    if (queue.length > maxQueued) {
      queue.shift();
      onGap();
    }
  };
  let gapTimer: NodeJS.Timeout | undefined;
  function onGap() {
    if (gapTimer) return; // One `current` tells of every gap until it is sent.
    gapTimer = setTimeout(() => {
      gapTimer = undefined;
      deliver({ kind: 'current', betId: null, accountId: null, at: new Date(now()).toISOString() });
    }, gapDelayMs());
    gapTimer.unref();
  }
  const subscription = events.subscribe(userId, deliver, onGap);
  const finish = (): Promise<IteratorResult<UserEvent | GapEvent>> => {
    if (!done) {
      done = true;
      clearTimeout(gapTimer);
      subscription.unsubscribe();
      queue.length = 0;
      wake?.({ value: undefined, done: true });
      wake = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  // A Redis that does not acknowledge (away) must not hold the subscription: it starts, and its events
  // flow once the channel is subscribed again (pubsub.ts resubscribes on reconnect).
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    subscription.ready,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, options.readyWithinMs ?? 2000))),
  ]);
  clearTimeout(timer);
  const iterator: AsyncIterableIterator<UserEvent | GapEvent> = {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (wake = resolve));
    },
    return: finish,
    throw: (error: unknown) => finish().then(() => Promise.reject(error)),
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
