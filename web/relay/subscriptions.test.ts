import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isLiveDropped,
  onLiveDropChange,
  onLiveReconnect,
  retryWait,
  subscribeGraphQL,
} from './subscriptions.ts';

/** A graphql-ws client stand-in: records subscriptions and lets the test fire connection events. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Array<() => void>>();
  const sent: unknown[] = [];
  return {
    sent,
    fire: (event: string) => handlers.get(event)?.forEach((handler) => handler()),
    client: {
      on(event: string, handler: () => void) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return () => {};
      },
      subscribe(payload: unknown) {
        sent.push(payload);
        return () => {};
      },
    },
  };
});
vi.mock('graphql-ws', () => ({ createClient: () => fake.client }));

const params = { id: 'abc123', name: 'EventLiveSubscription' } as RequestParameters;

// The stand-in is the module's one client: each test reads only what it sent (they run in random order).
afterEach(() => void (fake.sent.length = 0));

describe('live subscriptions client', () => {
  it('sends the persisted id and calls back only when a dropped connection comes back', async () => {
    const reconnected = vi.fn();
    const stop = onLiveReconnect(reconnected);
    const subscription = subscribeGraphQL(params, { id: 'RXZlbnQ6Nzc=' }).subscribe({});
    await vi.waitFor(() => expect(fake.sent).toHaveLength(1));
    expect(fake.sent[0]).toEqual({
      query: '',
      variables: { id: 'RXZlbnQ6Nzc=' },
      operationName: 'EventLiveSubscription',
      extensions: { doc_id: 'abc123' },
    });

    fake.fire('connected');
    expect(reconnected).not.toHaveBeenCalled();
    fake.fire('closed');
    fake.fire('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);

    // With nothing subscribed the client closes on purpose; opening again later is no recovery.
    subscription.unsubscribe();
    fake.fire('closed');
    fake.fire('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('reconnecting', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 1, 2, 4, 8 s and then at most 10 s, plus up to a second at random', async () => {
    vi.useFakeTimers();
    const waited = async (retries: number, random: number) => {
      const start = Date.now();
      let done = false;
      void retryWait(retries, () => random).then(() => (done = true));
      await vi.advanceTimersToNextTimerAsync();
      expect(done).toBe(true);
      return Date.now() - start;
    };
    expect(await waited(0, 0)).toBe(1000);
    expect(await waited(3, 0)).toBe(8000);
    expect(await waited(4, 0)).toBe(10_000);
    expect(await waited(30, 0.5)).toBe(10_500);
  });

  it('tries again at once when the browser is back online', async () => {
    vi.useFakeTimers();
    let done = false;
    void retryWait(5, () => 0).then(() => (done = true));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says the live connection dropped while subscriptions are open, until it is back', async () => {
    const changes = vi.fn();
    const stop = onLiveDropChange(changes);
    const subscription = subscribeGraphQL(params, {}).subscribe({});
    await vi.waitFor(() => expect(fake.sent.length).toBeGreaterThan(0));
    fake.fire('closed');
    expect(isLiveDropped()).toBe(true);
    fake.fire('connected');
    expect(isLiveDropped()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
    // Closed with nothing subscribed: the client's own idle close, no drop.
    fake.fire('closed');
    expect(isLiveDropped()).toBe(false);
    stop();
  });
});
