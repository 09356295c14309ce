import { describe, expect, it } from 'vitest';
import { createRefusedClients } from './refused-clients.ts';

describe('refused clients', () => {
  it('holds a refused client for its wait, and forgets it when it passes or when the client is admitted', () => {
    let t = 1_000;
    const refused = createRefusedClients(() => t);
    expect(refused.any).toBe(false);
    expect(refused.waitOf('ip:a')).toBe(0);

    refused.refused('ip:a', 2_500);
    expect(refused.any).toBe(true);
    t += 1_000;
    expect(refused.waitOf('ip:a')).toBe(1_500);
    expect(refused.waitOf('ip:b')).toBe(0);
    t += 1_500;
    expect(refused.waitOf('ip:a')).toBe(0);
    expect(refused.any).toBe(false);

    // A later admission means the client pays again: its older refusal no longer holds it back.
    refused.refused('ip:a', 10_000);
    refused.admitted('ip:a');
    expect(refused.waitOf('ip:a')).toBe(0);
    // A later refusal replaces the wait of an earlier one.
    refused.refused('ip:a', 10_000);
    refused.refused('ip:a', 3_000);
    expect(refused.waitOf('ip:a')).toBe(3_000);
  });

  it('says no one is refused once every wait has passed, though no one asked about those clients', () => {
    let t = 0;
    const refused = createRefusedClients(() => t);
    refused.refused('ip:a', 1_000);
    refused.refused('ip:b', 2_000);
    t = 1_500;
    expect(refused.any).toBe(true);
    t = 2_000;
    expect(refused.any).toBe(false);
    expect(refused.waitOf('ip:b')).toBe(0);
  });

  it('remembers a bounded number of clients: the expired go first, then the oldest', () => {
    let t = 0;
    const refused = createRefusedClients(() => t, 3);
    refused.refused('a', 100);
    refused.refused('b', 10_000);
    refused.refused('c', 10_000);
    t = 200;
    // Full: the expired `a` makes room.
    refused.refused('d', 10_000);
    expect(['b', 'c', 'd'].map((key) => refused.waitOf(key) > 0)).toEqual([true, true, true]);
    // Full of waiting clients: the oldest, `b`, makes room.
    refused.refused('e', 10_000);
    expect(['b', 'c', 'd', 'e'].map((key) => refused.waitOf(key) > 0)).toEqual([false, true, true, true]);
  });
});
