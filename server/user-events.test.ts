import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryPubSub, createRedisPubSub } from './bff/live/pubsub.ts';
import { withDeadline } from './test/deadline.ts';
import { createUserEvents, iterateUserEvents, type UserEvent, type UserEvents } from './user-events.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.warn('[user events] TEST_REDIS_URL is not set: the Redis bus is not tested.');

/** Two ends of the bus: where the API publishes and where a BFF listens (two processes over Redis). */
const transports: Array<{ name: string; available: boolean; make: () => Promise<[UserEvents, UserEvents]> }> =
  [
    {
      name: 'in memory, one process',
      available: true,
      make: async () => {
        const bus = createUserEvents(createMemoryPubSub());
        return [bus, bus];
      },
    },
    {
      name: 'Redis, two processes',
      available: REDIS_URL !== undefined,
      make: async () => {
        const [api, bff] = [createRedisPubSub(REDIS_URL!), createRedisPubSub(REDIS_URL!)];
        // Each connects in the background, and a publish before then is dropped (no offline queue).
        expect(await api.connected(5000)).toBe(true);
        expect(await bff.connected(5000)).toBe(true);
        return [createUserEvents(api), createUserEvents(bff)];
      },
    },
  ];

for (const transport of transports) {
  describe.skipIf(!transport.available)(`user events (${transport.name})`, () => {
    let buses: UserEvents[] = [];
    afterEach(async () => {
      await Promise.all(buses.map((b) => b.close()));
      buses = [];
    });

    it("delivers a user's events to that user's listeners only, in order", async () => {
      const [api, bff] = await transport.make();
      buses = api === bff ? [api] : [api, bff];
      // Ids no other suite sharing the Redis uses.
      const ana = 1_000_000_000 + randomInt(1_000_000);
      const bia = ana + 1;
      const anaEvents = await iterateUserEvents(bff, ana);
      const biaSeen: UserEvent[] = [];
      let biaArrived!: () => void;
      const biaFirst = new Promise<void>((resolve) => (biaArrived = resolve));
      const bia$ = bff.subscribe(bia, (event) => {
        biaSeen.push(event);
        biaArrived();
      });
      await bia$.ready;

      api.publish(ana, { kind: 'deposit', accountId: 7 });
      api.publish(ana, { kind: 'bet_settled', betId: 3, accountId: 7 });
      const first = await withDeadline(anaEvents.next(), 'the first event');
      const second = await withDeadline(anaEvents.next(), 'the second event');
      expect([first.value, second.value]).toEqual([
        { kind: 'deposit', betId: null, accountId: 7, at: expect.any(String) as string },
        { kind: 'bet_settled', betId: 3, accountId: 7, at: expect.any(String) as string },
      ]);
      // Bia's own event comes after Ana's were published on the same connection: none of Ana's came first.
      api.publish(bia, { kind: 'account_changed', accountId: 9 });
      await withDeadline(biaFirst, "Bia's event");
      expect(biaSeen.map((e) => [e.kind, e.accountId])).toEqual([['account_changed', 9]]);

      bia$.unsubscribe();
      await anaEvents.return!();
      expect(await anaEvents.next()).toEqual({ value: undefined, done: true });
    });
  });
}
