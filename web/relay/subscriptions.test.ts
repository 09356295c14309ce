import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { onLiveReconnect, subscribeGraphQL } from './subscriptions.ts';

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
