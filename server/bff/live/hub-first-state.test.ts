import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { createLiveHub, type LiveHub, type LiveUpdate } from './hub.ts';
import { createMemoryPubSub } from './pubsub.ts';
import { createMemoryLiveStore } from './store.ts';
import { countsTopic } from './topics.ts';
import { silentLogger } from '../test/live-clients.ts';

// The first state a new listener gets: the topic's present, never a snapshot left in the store by a poller
// that stopped when the topic's last listener went (a score going back, then forward with a goal announced).

const POLL_MS = 40;
const clock = createManualClock(Date.UTC(2025, 2, 15, 18, 0));

const hubs: LiveHub[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

describe('a live topic listened to again', () => {
  it('sends its first listener the present, not the snapshot stored when it was last polled', async () => {
    const upstream = { live: 1 };
    const fetch = async (path: string) =>
      path.endsWith('/event-count') ? { football: { live: upstream.live, total: 10 } } : null;
    const hub = createLiveHub({
      fetch,
      pubsub: createMemoryPubSub(),
      store: createMemoryLiveStore(() => clock.now()),
      pollMs: POLL_MS,
      logger: silentLogger,
      clock,
    });
    hubs.push(hub);
    const live = (update: LiveUpdate<'counts'> | undefined) => update?.state.counts[0]?.live;

    const first: LiveUpdate<'counts'>[] = [];
    const unlisten = hub.listen(countsTopic(), (u) => first.push(u));
    await clock.advanceAsync(POLL_MS);
    expect(live(first.at(-1))).toBe(1);
    // Nobody listens for 30 s (the stored snapshot is kept for a minute); meanwhile a match started.
    unlisten();
    await clock.advanceAsync(30_000);
    upstream.live = 3;

    const again: LiveUpdate<'counts'>[] = [];
    hub.listen(countsTopic(), (u) => again.push(u));
    await clock.advanceAsync(POLL_MS);
    expect(again.map(live)).toEqual([3]);
    expect(again[0].change).toBeNull();
  });
});
