import { describe, expect, it } from 'vitest';
import { iterateUserEvents, type UserEvent, type UserEvents } from './user-events.ts';

describe('a user’s events as a stream', () => {
  it('gives a `current` to read the state again when events may have been lost, among the others', async () => {
    let handler!: (event: UserEvent) => void;
    let onGap: (() => void) | undefined;
    const events: UserEvents = {
      publish() {},
      subscribe(_userId, own, gap) {
        handler = own;
        onGap = gap;
        return { ready: Promise.resolve(), unsubscribe() {} };
      },
      close: async () => {},
    };
    const stream = await iterateUserEvents(events, 7, { now: () => Date.UTC(2026, 10, 29, 12) });
    handler({ kind: 'deposit', betId: null, accountId: 3, at: '2026-11-29T11:59:00.000Z' });
    onGap?.();
    expect((await stream.next()).value).toMatchObject({ kind: 'deposit', accountId: 3 });
    expect((await stream.next()).value).toEqual({
      kind: 'current',
      betId: null,
      accountId: null,
      at: '2026-11-29T12:00:00.000Z',
    });
    await stream.return?.();
  });
});
