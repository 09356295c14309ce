import fc from 'fast-check';
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  compareKeys,
  decodeCursor,
  encodeCursor,
  keysetSlice,
  type Key,
  type KeysetConnection,
} from './cursors.ts';

// The lists held whole (a day's events, the live list, the accounts) page with keysetSlice: events enter and
// leave the feed's list while a client pages, and each event there throughout must come exactly once.
const EVENT = { kind: 'Event', length: 2 };
const ctx = { pages: { defaultSize: 20, maxSize: 100 } };
interface Item {
  start: number;
  id: number;
}
const keyOf = (item: Item): Key => [item.start, item.id];

function codeOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return (error as GraphQLError).extensions.code;
  }
  return undefined;
}

describe('keyset cursors', () => {
  it('decodes what it encodes, and refuses another kind, another length and garbage as BAD_USER_INPUT', () => {
    expect(decodeCursor(EVENT, encodeCursor(EVENT, [1_700_000_000, -3]))).toEqual([1_700_000_000, -3]);
    for (const bad of [
      encodeCursor({ kind: 'Account', length: 2 }, [1, 2]),
      encodeCursor(EVENT, [1]),
      Buffer.from('Event:1.x').toString('base64url'),
      Buffer.from('Event:99999999999999999.1').toString('base64url'),
      'lixo!',
      '',
    ])
      expect(
        codeOf(() => decodeCursor(EVENT, bad)),
        bad,
      ).toBe('BAD_USER_INPUT');
  });

  it('refuses last and before: lists page forward only', () => {
    expect(() => keysetSlice(EVENT, [], keyOf, { last: 2 }, ctx)).toThrow(/só para a frente/);
  });

  it('pages a list changing between pages: every item there throughout comes once, in order', () => {
    const item = fc.record({ start: fc.integer({ min: 0, max: 20 }), id: fc.integer({ min: 1, max: 400 }) });
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { selector: (i) => i.id, maxLength: 40 }),
        fc.array(fc.tuple(fc.uniqueArray(item, { selector: (i) => i.id, maxLength: 3 }), fc.nat()), {
          maxLength: 20,
        }),
        fc.integer({ min: 1, max: 7 }),
        (initial, changes, size) => {
          let list = [...initial];
          const everPresent = new Set(initial.map((i) => i.id));
          const seen: Item[] = [];
          let after: string | null = null;
          for (let n = 0; n < 100; n++) {
            const page: KeysetConnection<Item> = keysetSlice(EVENT, list, keyOf, { first: size, after }, ctx);
            seen.push(...page.edges.map((e) => e.node));
            if (!page.pageInfo.hasNextPage) break;
            after = page.pageInfo.endCursor;
            // Between pages: some events leave (the cursor's own among the candidates), some enter.
            const [added, removeAt] = changes[n] ?? [[], 0];
            if (list.length) {
              const gone = list[removeAt % list.length];
              list = list.filter((i) => i !== gone);
              everPresent.delete(gone.id);
            }
            // New events have ids never used (a key is its event's for good: start, then id).
            for (const fresh of added) list.push({ ...fresh, id: fresh.id + 1000 * (n + 1) });
          }
          const ids = seen.map((i) => i.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of everPresent) expect(ids).toContain(id);
          for (let i = 1; i < seen.length; i++)
            expect(compareKeys(keyOf(seen[i - 1]), keyOf(seen[i]))).toBeLessThan(0);
        },
      ),
      { seed: 18, numRuns: 300 },
    );
  });
});
