import { randomUUID } from 'node:crypto';
import { systemClock, type Timer, type TimerClock } from '../../clock.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import type { Logger } from '../../logger.ts';
import { noopLiveMetrics, type LiveMetrics } from './metrics.ts';
import type { LivePubSub } from './pubsub.ts';
import type { LiveSnapshot, LiveStore } from './store.ts';
import {
  applyTopicChange,
  diffTopicState,
  fetchTopicState,
  parseTopic,
  type LiveFetch,
  type LiveTopic,
  type TopicChange,
  type TopicKind,
  type TopicOf,
  type TopicState,
} from './topics.ts';

/**
 * What listeners receive. `change` is null for the full current state (the first update a listener gets,
 * whenever it joins); otherwise it is what changed in version `version`, and `state` is the state after it.
 */
export interface LiveUpdate<K extends TopicKind = TopicKind> {
  topic: string;
  version: number;
  state: TopicState<K>;
  change: TopicChange<K> | null;
}

export type LiveListener<K extends TopicKind = TopicKind> = (update: LiveUpdate<K>) => void;

export interface LiveHub {
  /** Adds a listener; it first receives the current state (at once when known, else after the first poll). */
  listen<K extends TopicKind>(topic: TopicOf<K>, listener: LiveListener<K>): () => void;
  /** The same as an async iterator, for GraphQL `subscribe` resolvers. */
  iterate<K extends TopicKind>(topic: TopicOf<K>): AsyncIterableIterator<LiveUpdate<K>>;
  /** Topics this replica is polling right now (holds the lease of). */
  polling(): string[];
  /** Topics open in this replica (listened to here, whoever polls them). */
  topics(): number;
  close(): Promise<void>;
}

export interface LiveHubOptions {
  fetch: LiveFetch;
  pubsub: LivePubSub;
  store: LiveStore;
  /** One upstream poll per topic per interval, across all replicas. */
  pollMs: number;
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>;
  metrics?: LiveMetrics;
  /** Namespace of the pub/sub channels (the store has its own prefix). */
  channelPrefix?: string;
  /** Bounds the upstream work anonymous listeners can cause (each topic costs one poll per interval). */
  maxTopics?: number;
  /** Time and the tick timers of the pollers; tests move a manual clock instead of waiting. */
  clock?: TimerClock;
}

export class LiveTopicError extends Error {}

/** A message of this hub's channels (they carry nothing else; the check keeps a stray one out). */
function isPublished(message: unknown): message is Published {
  return (
    typeof message === 'object' &&
    message !== null &&
    'version' in message &&
    typeof message.version === 'number' &&
    'change' in message &&
    typeof message.change === 'object' &&
    message.change !== null
  );
}

function isUpdateOf<K extends TopicKind>(topic: TopicOf<K>, update: LiveUpdate): update is LiveUpdate<K> {
  return update.topic === topic.key;
}

interface Published {
  version: number;
  change: TopicChange;
}

interface TopicRuntime {
  topic: LiveTopic;
  listeners: Set<LiveListener>;
  /** What this replica's listeners have seen. */
  version: number;
  state: TopicState | null;
  known: boolean;
  /** Messages that arrive while the snapshot loads, replayed in order afterwards. */
  pending: Published[] | null;
  unsubscribe: () => void;
  /** Until the channel subscription is active, neither polling nor loading the snapshot can be trusted. */
  subscribed: boolean;
  lastLoadAt: number;
  timer: Timer;
  token: string;
  owner: boolean;
  /** The poller's own base for diffs (ahead of `state` until its message comes back). */
  polled: LiveSnapshot | null;
  nextPollAt: number;
  lastRenewAt: number;
  polling: boolean;
  renewing: boolean;
  closed: boolean;
  startedAt: number;
  /**
   * Polling for this replica's listeners alone, without lease or pub/sub: the store (Redis) cannot be
   * reached, or the channel could not be subscribed. Public live data keeps flowing during a Redis outage.
   */
  local: boolean;
  /**
   * Back from local polling: the versions these listeners saw were this replica's own, so the next message
   * is taken as a gap and the stored snapshot is diffed against what they have, whatever its version.
   */
  resync: boolean;
  resyncSince: number;
}

/**
 * LiveHub (DESIGN §7): one poller per topic while anyone listens, diff, publish only changes. Pollers are
 * coordinated through a lease in the store, so with Redis exactly one replica polls a topic while the
 * pub/sub delivers its changes to the listeners of every replica. A replica whose lease lapses (crash,
 * network split) is fenced: its late results are neither stored nor published.
 *
 * When the store or the pub/sub cannot be reached (Redis down), each replica polls its own topics for its own
 * listeners (one poll per topic per interval per replica) and tries the store again on every tick; once it
 * answers, the topic goes back to one shared poller and its listeners resynchronise from the snapshot.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { fetch, pubsub, store, pollMs, logger } = options;
  const metrics = options.metrics ?? noopLiveMetrics;
  const channelPrefix = options.channelPrefix ?? 'bancada:live:';
  const maxTopics = options.maxTopics ?? DEFAULT_LIMITS.liveTopicsPerProcess;
  const clock = options.clock ?? systemClock;
  // The lease outlives one interval so a healthy poller renews it with margin; followers try four times per
  // interval, so a dead poller's topic is polled again within leaseMs + tick = 1.75 intervals.
  const leaseMs = Math.ceil(pollMs * 1.5);
  const tickMs = Math.max(10, Math.floor(pollMs / 4));
  const dataMs = Math.max(60_000, pollMs * 30);
  // How old a stored snapshot may be and still stand for the present: a healthy poller commits one every
  // interval, and a dead one's lease lapses within leaseMs before another polls.
  const freshMs = leaseMs + pollMs;
  const topics = new Map<string, TopicRuntime>();
  let closed = false;

  const emit = (rt: TopicRuntime, change: TopicChange | null) => {
    if (rt.state === null) return;
    const update: LiveUpdate = { topic: rt.topic.key, version: rt.version, state: rt.state, change };
    for (const listener of [...rt.listeners]) {
      try {
        listener(update);
      } catch (error) {
        logger.warn({ err: error, topic: rt.topic.key }, 'live listener failed');
      }
    }
  };

  /** Brings the listeners' state to the stored snapshot: a reload after a gap is sent as one change. */
  const loadSnapshot = async (rt: TopicRuntime) => {
    rt.pending ??= [];
    rt.lastLoadAt = clock.now();
    try {
      const { snapshot, polledAt } = await store.load(rt.topic.key);
      if (rt.closed || !snapshot) return;
      // Resynchronising, only a snapshot polled since the outage ended will do (an older one would take the
      // listeners back); otherwise only a newer version.
      if (rt.resync ? polledAt === null || polledAt < rt.resyncSince : snapshot.version <= rt.version) return;
      // A first state polled longer ago than a poller's rhythm allows is one nobody polled for a while (the
      // topic had no listener): sent, it would take a page back before the next poll brings it forward
      // again (a score 16-18, then 14-16, then 16-18 and a goal announced). The next poll, this replica's
      // or another's, brings a fresh one, read on a later tick. For that long at most: a feed slower than
      // that (or replicas' clocks apart) must not leave a new listener with nothing at all.
      const stale = polledAt === null || polledAt < clock.now() - freshMs;
      if (!rt.known && stale && clock.now() - rt.startedAt < freshMs) return;
      const change = rt.known ? diffTopicState(rt.topic, rt.state, snapshot.state) : null;
      rt.resync = false;
      rt.version = snapshot.version;
      rt.state = snapshot.state;
      const wasKnown = rt.known;
      rt.known = true;
      if (!wasKnown || change) emit(rt, wasKnown ? change : null);
    } catch (error) {
      logger.warn({ err: error, topic: rt.topic.key }, 'live snapshot load failed');
    } finally {
      const pending = rt.pending ?? [];
      rt.pending = null;
      for (const message of pending) onMessage(rt, message);
    }
  };

  const onMessage = (rt: TopicRuntime, message: Published) => {
    if (rt.closed) return;
    if (rt.pending) return void rt.pending.push(message);
    if (rt.local) return; // Its own polls serve the listeners meanwhile; the resync follows.
    if (!rt.resync && message.version <= rt.version) return;
    if (rt.resync || message.version !== rt.version + 1) {
      // A message was missed (reconnect, or we joined mid-stream): the store has the latest state.
      void loadSnapshot(rt);
      return;
    }
    const first = !rt.known;
    rt.state = applyTopicChange(rt.topic, rt.state, message.change);
    rt.version = message.version;
    rt.known = true;
    emit(rt, first ? null : message.change);
  };

  const poll = async (rt: TopicRuntime) => {
    rt.polling = true;
    const started = performance.now();
    const polledAt = clock.now();
    rt.nextPollAt = polledAt + pollMs;
    const kind = rt.topic.kind;
    try {
      const base = rt.polled ?? { version: 0, state: null };
      const next = await fetchTopicState(rt.topic, fetch, base.state);
      const change = diffTopicState(rt.topic, base.state, next);
      const snapshot = change === null ? null : { version: base.version + 1, state: next };
      const seconds = (performance.now() - started) / 1000;
      if (rt.closed && !rt.owner) return;
      const ok = await store.commit(rt.topic.key, rt.token, polledAt, snapshot, { leaseMs, dataMs });
      if (!ok) {
        rt.owner = false;
        metrics.poll(kind, 'fenced', seconds);
        logger.info({ topic: rt.topic.key }, 'live lease lost; result dropped');
        return;
      }
      rt.lastRenewAt = clock.now();
      metrics.poll(kind, snapshot ? 'changed' : 'unchanged', seconds);
      // Listeners still without a state (the stored one was too old to send) have a fresh one now.
      if (!snapshot && !rt.known) void loadSnapshot(rt);
      if (snapshot && change) {
        rt.polled = snapshot;
        pubsub.publish(channelPrefix + rt.topic.key, {
          version: snapshot.version,
          change,
        } satisfies Published);
        metrics.published(kind);
      }
    } catch (error) {
      metrics.poll(kind, 'error', (performance.now() - started) / 1000);
      logger.warn({ err: error, topic: rt.topic.key }, 'live poll failed');
    } finally {
      rt.polling = false;
    }
  };

  const takeOver = async (rt: TopicRuntime) => {
    if (!(await store.acquire(rt.topic.key, rt.token, leaseMs))) return;
    const { snapshot, polledAt } = await store.load(rt.topic.key);
    if (rt.closed) return void (await store.release(rt.topic.key, rt.token));
    rt.owner = true;
    rt.lastRenewAt = clock.now();
    // Without a stored snapshot (expired), continue from what this replica's listeners have, so versions
    // keep growing for every replica's listeners.
    rt.polled = snapshot ?? (rt.known && rt.state ? { version: rt.version, state: rt.state } : null);
    // Keep the one-poll-per-interval rhythm of the previous poller when it handed over recently.
    rt.nextPollAt = polledAt === null ? clock.now() : Math.max(clock.now(), polledAt + pollMs);
    metrics.takeover(rt.topic.kind);
    logger.debug({ topic: rt.topic.key }, 'live topic lease acquired');
  };

  /** The store or the pub/sub is away: this replica polls the topic for its own listeners. */
  const enterLocal = (rt: TopicRuntime, error?: unknown) => {
    if (rt.local) return;
    rt.local = true;
    rt.owner = false;
    rt.polled = null;
    logger.warn({ err: error, topic: rt.topic.key }, 'live store or pub/sub unreachable; polling locally');
  };

  /** Leaves local polling once the store answers again and the channel is subscribed. */
  const leaveLocal = async (rt: TopicRuntime) => {
    if (!rt.subscribed) return;
    await store.load(rt.topic.key); // Throws while the store is still away.
    if (rt.closed) return;
    rt.local = false;
    rt.resync = rt.known;
    rt.resyncSince = clock.now();
    logger.info({ topic: rt.topic.key }, 'live store reachable again; topic polled once across replicas');
  };

  /** One poll while local: diffed against what the listeners have and given to them directly. */
  const pollLocal = async (rt: TopicRuntime) => {
    rt.polling = true;
    const started = performance.now();
    rt.nextPollAt = clock.now() + pollMs;
    const kind = rt.topic.kind;
    try {
      const next = await fetchTopicState(rt.topic, fetch, rt.known ? rt.state : null);
      if (rt.closed || !rt.local) return;
      const change = diffTopicState(rt.topic, rt.known ? rt.state : null, next);
      metrics.poll(kind, change === null ? 'unchanged' : 'changed', (performance.now() - started) / 1000);
      if (change === null) return;
      const first = !rt.known;
      rt.state = next;
      rt.version += 1;
      rt.known = true;
      emit(rt, first ? null : change);
    } catch (error) {
      metrics.poll(kind, 'error', (performance.now() - started) / 1000);
      logger.warn({ err: error, topic: rt.topic.key }, 'live poll failed');
    } finally {
      rt.polling = false;
    }
  };

  const tick = async (rt: TopicRuntime) => {
    if (rt.closed || rt.renewing) return;
    if (rt.local || !rt.subscribed) {
      rt.renewing = true;
      try {
        if (rt.local) await leaveLocal(rt);
        // A SUBSCRIBE is acknowledged within milliseconds when Redis is there.
        else if (clock.now() - rt.startedAt >= pollMs / 2) enterLocal(rt, 'channel not subscribed');
      } catch {
        // Still away: tried again on the next tick.
      } finally {
        rt.renewing = false;
      }
      if (rt.local && !rt.closed && !rt.polling && clock.now() >= rt.nextPollAt) void pollLocal(rt);
      if (rt.local || !rt.subscribed) return;
    }
    rt.renewing = true;
    try {
      const now = clock.now();
      // A listener with nothing yet (its poller's first change was published before it subscribed, or it
      // was lost) reads the stored snapshot again rather than waiting for the next change.
      // So does one resynchronising after an outage, which may have missed the first message of the poller.
      if ((!rt.known || rt.resync) && !rt.pending && now - rt.lastLoadAt >= pollMs) void loadSnapshot(rt);
      if (!rt.owner) await takeOver(rt);
      else if (now - rt.lastRenewAt >= pollMs / 2 && (rt.polling || now < rt.nextPollAt)) {
        // Renewed on its own between polls, so a slow upstream call does not let the lease lapse.
        rt.owner = await store.renew(rt.topic.key, rt.token, leaseMs);
        if (rt.owner) rt.lastRenewAt = now;
      }
      if (rt.owner && !rt.closed && !rt.polling && clock.now() >= rt.nextPollAt) void poll(rt);
    } catch (error) {
      enterLocal(rt, error);
    } finally {
      rt.renewing = false;
    }
    if (rt.local && !rt.closed && !rt.polling && clock.now() >= rt.nextPollAt) void pollLocal(rt);
  };

  const start = (topic: LiveTopic): TopicRuntime => {
    const rt: TopicRuntime = {
      topic,
      listeners: new Set(),
      version: 0,
      state: null,
      known: false,
      pending: null,
      unsubscribe: () => {},
      subscribed: false,
      lastLoadAt: 0,
      timer: clock.every(tickMs, () => void tick(rt)),
      token: randomUUID(),
      owner: false,
      polled: null,
      nextPollAt: 0,
      lastRenewAt: 0,
      polling: false,
      renewing: false,
      closed: false,
      startedAt: clock.now(),
      local: false,
      resync: false,
      resyncSince: 0,
    };
    const subscription = pubsub.subscribe(channelPrefix + topic.key, (m) => {
      if (isPublished(m)) onMessage(rt, m);
    });
    rt.unsubscribe = subscription.unsubscribe;
    topics.set(topic.key, rt);
    metrics.topics?.(1);
    // Messages that arrive before the snapshot is read are held back and replayed after it.
    rt.pending = [];
    void subscription.ready.then(() => {
      rt.subscribed = true;
      void loadSnapshot(rt);
      void tick(rt);
    });
    return rt;
  };

  const stop = (rt: TopicRuntime) => {
    rt.closed = true;
    rt.timer.cancel();
    rt.unsubscribe();
    topics.delete(rt.topic.key);
    metrics.topics?.(-1);
    if (rt.owner) {
      rt.owner = false;
      store.release(rt.topic.key, rt.token).catch((error: unknown) => {
        logger.warn({ err: error, topic: rt.topic.key }, 'live lease release failed');
      });
    }
  };

  const listen = <K extends TopicKind>(wanted: TopicOf<K>, listener: LiveListener<K>) => {
    if (closed) throw new LiveTopicError('live hub closed');
    const topic = parseTopic(wanted.key);
    if (!topic) throw new LiveTopicError(`unknown live topic ${wanted.key}`);
    // Every update of this runtime is of this topic; the check lets the compiler know it too.
    const deliver: LiveListener = (update) => {
      if (isUpdateOf(wanted, update)) listener(update);
    };
    let rt = topics.get(topic.key);
    if (!rt) {
      if (topics.size >= maxTopics) throw new LiveTopicError('too many live topics');
      rt = start(topic);
    }
    const runtime = rt;
    runtime.listeners.add(deliver);
    if (runtime.known && !runtime.pending && runtime.state) {
      deliver({ topic: topic.key, version: runtime.version, state: runtime.state, change: null });
    }
    return () => {
      if (!runtime.listeners.delete(deliver)) return;
      if (runtime.listeners.size === 0) stop(runtime);
    };
  };

  return {
    listen,
    iterate<K extends TopicKind>(topic: TopicOf<K>): AsyncIterableIterator<LiveUpdate<K>> {
      const queue: LiveUpdate<K>[] = [];
      let wake: ((r: IteratorResult<LiveUpdate<K>>) => void) | null = null;
      let done = false;
      const unlisten = listen(topic, (update) => {
        if (wake) {
          const resolve = wake;
          wake = null;
          resolve({ value: update, done: false });
        } else queue.push(update);
      });
      const finish = (): Promise<IteratorResult<LiveUpdate<K>>> => {
        done = true;
        unlisten();
        queue.length = 0;
        if (wake) wake({ value: undefined, done: true });
        wake = null;
        return Promise.resolve({ value: undefined, done: true });
      };
      return {
        next() {
          if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
          if (done) return Promise.resolve({ value: undefined, done: true });
          return new Promise<IteratorResult<LiveUpdate<K>>>((resolve) => (wake = resolve));
        },
        return: finish,
        throw: (error: unknown) => finish().then(() => Promise.reject(error)),
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
    polling: () => [...topics.values()].filter((rt) => rt.owner).map((rt) => rt.topic.key),
    topics: () => topics.size,
    async close() {
      closed = true;
      for (const rt of [...topics.values()]) stop(rt);
    },
  };
}
