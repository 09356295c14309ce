import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTurns } from './turns.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('turns per key', () => {
  it('hands a key to one holder at a time, in order, and other keys at once', async () => {
    const turns = createTurns(60_000);
    const order: string[] = [];
    const first = await turns.take('a');
    const second = turns.take('a').then((release) => {
      order.push('second');
      return release;
    });
    const other = await turns.take('b');
    order.push('other');
    await Promise.resolve();
    expect(order).toEqual(['other']);
    first();
    (await second)();
    other();
    expect(order).toEqual(['other', 'second']);
    await vi.waitFor(() => expect(turns.size).toBe(0));
  });

  it('releases a turn its holder never released once it has been held too long', async () => {
    vi.useFakeTimers();
    const turns = createTurns(1_000);
    await turns.take('a');
    let next = false;
    void turns.take('a').then(() => (next = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(next).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toBe(true);
  });
});
