import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../clock.ts';
import { advanceUntil } from '../../test/deadline.ts';
import { createMemoryPubSub } from './pubsub.ts';
import { createMemoryLiveStore } from './store.ts';
import { connect, record, startTestReplica, type TestReplica } from '../test/live-clients.ts';
import { liveMatchWithGoalToCome, startSimulator, type RunningSimulator } from '../test/live-support.ts';

/** A Saturday afternoon in São Paulo: football is being played in the seeded world. */
const START = Date.UTC(2025, 2, 15, 18, 0);
const POLL_MS = 100;

type EventMsg = { liveEvent: { event: { id: string; status: string; home: number; away: number } } };
type ListMsg = { liveEvents: { added: Array<{ id: string }>; finished: string[] } };

describe('live subscriptions on the embedded simulator', () => {
  let sim: RunningSimulator;
  let replica: TestReplica;
  /** The hub's clock, apart from the simulator's: the world jumps ahead, the pollers tick on. */
  let hubClock: ManualClock;
  /** Polls until `arrived`: each poll is a real HTTP call to the simulator. */
  const polled = <T>(arrived: Promise<T>) => advanceUntil(hubClock, POLL_MS, arrived, 'the next update');
  const clients: Array<ReturnType<typeof connect>> = [];

  beforeAll(async () => {
    sim = await startSimulator(START);
    hubClock = createManualClock(START);
    replica = await startTestReplica({
      clock: hubClock,
      feedUrl: sim.url,
      pubsub: createMemoryPubSub(),
      // Leases on the hub's clock, which moves only with the test: on real time a slow poll lost its lease.
      store: createMemoryLiveStore(() => hubClock.now()),
      pollMs: POLL_MS,
    });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    await replica.close();
    await sim.close();
  });

  it('delivers the goal of a live match when the clock moves past it, and its end to the live list', async () => {
    const { event, before, goalAt, endAt } = await liveMatchWithGoalToCome(sim);

    const client = connect(replica.wsUrl);
    clients.push(client);
    const one = record<EventMsg>(
      client,
      `subscription($id: Int!) { liveEvent(id: $id) { event { id status home away } } }`,
      { id: event.id },
    );
    const list = record<ListMsg>(
      client,
      `subscription { liveEvents(sport: "football") { added { id } finished } }`,
    );
    const first = await one.until(() => true);
    expect(first.liveEvent.event.home + first.liveEvent.event.away).toBe(before);
    await list.until((m) => m.liveEvents.added.some((e) => e.id === String(event.id)));

    sim.clock.set(goalAt);
    const goal = await polled(one.until((m) => m.liveEvent.event.home + m.liveEvent.event.away > before));
    expect(goal.liveEvent.event.status).toBe('inprogress');

    sim.clock.set(endAt);
    await polled(one.until((m) => m.liveEvent.event.status === 'finished'));
    const gone = await polled(list.until((m) => m.liveEvents.finished.includes(String(event.id))));
    expect(gone.liveEvents.finished).toContain(String(event.id));
    expect([...one.errors, ...list.errors]).toEqual([]);
  });
});
