import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { createLiveHub, type LiveHub, type LiveUpdate } from './hub.ts';
import { createMemoryPubSub, type LivePubSub } from './pubsub.ts';
import { createMemoryLiveStore, type LiveStore } from './store.ts';
import { countsTopic, type LiveFetch } from './topics.ts';
import { silentLogger } from '../test/live-clients.ts';

// What a Redis outage does to the live hub: the lease store throws (commands fail at once, or time out) and
// the pub/sub neither delivers nor acknowledges new subscriptions. Listeners must keep getting updates from
// local polls, and the replicas must go back to one shared poller when Redis returns.

const POLL_MS = 40;
// The hubs run on a manual clock, and the upstream, the store and the pub/sub below answer within promise
// callbacks: moving the clock runs exactly the polls due, and their results are in when the move returns.
const clock = createManualClock(Date.UTC(2025, 2, 15, 18, 0));

/** The upstream's live count of football, moved on by the test. */
function feed() {
  const state = { live: 1, calls: 0 };
  return {
    state,
    fetch: async (path: string) => {
      state.calls += 1;
      if (!path.endsWith('/event-count')) return null;
      return { football: { live: state.live, total: 10 } };
    },
  };
}

/** A store and a pub/sub that fail together while `outage.down` is set, as both live in one Redis. */
function breakable(store: LiveStore, pubsub: LivePubSub, outage: { down: boolean }) {
  const guard =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A) =>
      outage.down ? Promise.reject(new Error('Connection is closed.')) : run(...args);
  const brokenStore: LiveStore = {
    acquire: guard(store.acquire.bind(store)),
    renew: guard(store.renew.bind(store)),
    release: guard(store.release.bind(store)),
    commit: guard(store.commit.bind(store)),
    load: guard(store.load.bind(store)),
    connected: async (timeoutMs) => !outage.down && (await store.connected(timeoutMs)),
    close: () => store.close(),
  };
  const brokenPubSub: LivePubSub = {
    publish(channel, message) {
      if (!outage.down) pubsub.publish(channel, message);
    },
    subscribe(channel, handler) {
      return pubsub.subscribe(channel, (message) => {
        if (!outage.down) handler(message);
      });
    },
    connected: async (timeoutMs) => !outage.down && (await pubsub.connected(timeoutMs)),
    close: () => pubsub.close(),
  };
  return { store: brokenStore, pubsub: brokenPubSub };
}

const liveCount = (update: LiveUpdate<'counts'> | undefined) => update?.state.counts[0]?.live;

const hubs: LiveHub[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

/** A replica's hub on the test clock, closed after the test, with one listener of the counts. */
function countsReplica(fetch: LiveFetch, store: LiveStore, pubsub: LivePubSub) {
  const hub = createLiveHub({ fetch, pubsub, store, pollMs: POLL_MS, logger: silentLogger, clock });
  hubs.push(hub);
  const updates: LiveUpdate<'counts'>[] = [];
  hub.listen(countsTopic(), (u) => updates.push(u));
  return { hub, updates };
}

describe('live hub while Redis is away', () => {
  it('polls for its own listeners when the channel can never be subscribed and the store fails', async () => {
    const upstream = feed();
    const pubsub: LivePubSub = {
      publish() {},
      subscribe: () => ({ ready: new Promise(() => {}), unsubscribe() {} }),
      connected: async () => false,
      close: async () => {},
    };
    const outage = { down: true };
    const { store } = breakable(
      createMemoryLiveStore(() => clock.now()),
      createMemoryPubSub(),
      outage,
    );
    const { updates } = countsReplica(upstream.fetch, store, pubsub);

    // Half an interval without the channel's acknowledgement: this replica polls for itself at once.
    await clock.advanceAsync(POLL_MS / 2);
    expect(liveCount(updates.at(-1))).toBe(1);
    expect(updates[0].change).toBeNull();
    upstream.state.live = 2;
    await clock.advanceAsync(POLL_MS);
    expect(liveCount(updates.at(-1))).toBe(2);
    expect(updates.at(-1)!.change).not.toBeNull();
  });

  it('keeps every replica’s listeners updated during the outage and shares one poller again after it', async () => {
    const upstream = feed();
    const outage = { down: false };
    const shared = { store: createMemoryLiveStore(() => clock.now()), pubsub: createMemoryPubSub() };
    const replicas = [0, 1].map(() => {
      const { store, pubsub } = breakable(shared.store, shared.pubsub, outage);
      return countsReplica(upstream.fetch, store, pubsub);
    });
    const pollers = () => replicas.filter((r) => r.hub.polling().includes('counts')).length;
    /** Every replica's listeners hold `live` once the clock has moved `withinMs`. */
    const allSee = async (live: number, withinMs = POLL_MS) => {
      await clock.advanceAsync(withinMs);
      for (const r of replicas) expect(liveCount(r.updates.at(-1))).toBe(live);
    };

    await allSee(1, 0);
    expect(pollers()).toBe(1);

    outage.down = true;
    upstream.state.live = 2;
    await allSee(2);
    expect(pollers()).toBe(0); // Nobody holds a lease: each replica polls on its own.
    upstream.state.live = 3;
    await allSee(3);

    outage.down = false;
    upstream.state.live = 4;
    await allSee(4);
    await clock.advanceAsync(POLL_MS);
    expect(pollers()).toBe(1);
    upstream.state.live = 5;
    await allSee(5);
    // Listeners keep a consistent state: every update after the first is a change, and the last one holds
    // the upstream's value.
    for (const r of replicas) expect(r.updates.slice(1).every((u) => u.change !== null)).toBe(true);
  });
});
