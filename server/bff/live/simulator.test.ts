import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPubSub } from './pubsub.ts';
import { createMemoryLiveStore } from './store.ts';
import { connect, record, startTestReplica, type TestReplica } from './test-clients.ts';
import { findMoment, liveEventsOf, startSimulator, type RunningSimulator } from './test-support.ts';

/** A Saturday afternoon in São Paulo: football is being played in the seeded world. */
const START = Date.UTC(2025, 2, 15, 18, 0);

type EventMsg = { liveEvent: { event: { id: string; status: string; home: number; away: number } } };
type ListMsg = { liveEvents: { added: Array<{ id: string }>; finished: string[] } };

describe('live subscriptions on the embedded simulator', () => {
  let sim: RunningSimulator;
  let replica: TestReplica;
  const clients: Array<ReturnType<typeof connect>> = [];

  beforeAll(async () => {
    sim = await startSimulator(START);
    replica = await startTestReplica({
      feedUrl: sim.url,
      pubsub: createMemoryPubSub(),
      store: createMemoryLiveStore(),
      pollMs: 100,
    });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await replica.close();
    await sim.close();
  });

  it('delivers the goal of a live match when the clock moves past it, and its end to the live list', async () => {
    const [event] = await liveEventsOf(sim, 'football');
    expect(event).toBeDefined();
    const goals = (e: { homeScore?: { current?: number }; awayScore?: { current?: number } }) =>
      (e.homeScore?.current ?? 0) + (e.awayScore?.current ?? 0);
    const before = goals(event);
    const goalAt = await findMoment(
      sim,
      event.id,
      (e) => e.status.type === 'inprogress' && goals(e) > before,
    );
    const endAt = await findMoment(sim, event.id, (e) => e.status.type === 'finished');

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
    const goal = await one.until((m) => m.liveEvent.event.home + m.liveEvent.event.away > before);
    expect(goal.liveEvent.event.status).toBe('inprogress');

    sim.clock.set(endAt);
    await one.until((m) => m.liveEvent.event.status === 'finished');
    const gone = await list.until((m) => m.liveEvents.finished.includes(String(event.id)));
    expect(gone.liveEvents.finished).toContain(String(event.id));
    expect([...one.errors, ...list.errors]).toEqual([]);
  });
});
