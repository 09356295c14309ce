import { describe, expect, it } from 'vitest';
import { iterateUserEvents, type GapEvent, type UserEvent, type UserEvents } from './user-events.ts';

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
    const stream = await iterateUserEvents(events, 7, {
      now: () => Date.UTC(2026, 10, 29, 12),
      gapDelayMs: () => 0,
    });
    handler({ kind: 'deposit', betId: null, accountId: 3, at: '2026-11-29T11:59:00.000Z' });
    // Two gaps before the first is told: one `current` tells of both.
    onGap?.();
    onGap?.();
    expect((await stream.next()).value).toMatchObject({ kind: 'deposit', accountId: 3 });
    expect((await stream.next()).value).toEqual({
      kind: 'current',
      betId: null,
      accountId: null,
      at: '2026-11-29T12:00:00.000Z',
    });
    handler({ kind: 'withdrawal', betId: null, accountId: 3, at: '2026-11-29T12:01:00.000Z' });
    expect((await stream.next()).value).toMatchObject({ kind: 'withdrawal' });
    await stream.return?.();
  });

  it('says `current` when it had to drop events a slow reader left queued', async () => {
    let handler!: (event: UserEvent) => void;
    const events: UserEvents = {
      publish() {},
      subscribe(_userId, own) {
        handler = own;
        return { ready: Promise.resolve(), unsubscribe() {} };
      },
      close: async () => {},
    };
    const stream = await iterateUserEvents(events, 7, { maxQueued: 2, gapDelayMs: () => 0 });
    for (const accountId of [1, 2, 3])
      handler({ kind: 'deposit', betId: null, accountId, at: '2026-11-29T12:00:00.000Z' });
    const kinds: Array<UserEvent | GapEvent> = [];
    for (let i = 0; i < 3; i++) {
      const step = await stream.next();
      if (!step.done) kinds.push(step.value);
    }
    expect(kinds.map((event) => [event.kind, event.accountId])).toEqual([
      ['deposit', 2],
      ['deposit', 3],
      ['current', null],
    ]);
    await stream.return?.();
  });
});
