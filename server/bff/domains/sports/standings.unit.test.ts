import { describe, expect, it } from 'vitest';
import type { Standing } from '../../upstreams/sports/decode/standings.ts';
import { markEventTeams } from './standings.ts';

const table = [
  { name: 'Brasileirão', type: 'total', rows: [1, 2, 3].map((id) => ({ team: { id } })) },
] as unknown as Standing[];
const marks = (tables: ReturnType<typeof markEventTeams>) => tables[0].rows.map((r) => r.isEventTeam);

describe('standings with the event’s teams marked', () => {
  it('marks each pair of teams in its own copy, made once per decoded table, leaving the table as it was', () => {
    const first = markEventTeams(table, 1, 2);
    expect(marks(first)).toEqual([true, true, false]);
    // Counts the feed leaves out answer 0, the difference is written with its sign.
    expect(first[0].rows[0]).toMatchObject({
      points: 0,
      scoreDiffFormatted: '0',
      promotion: null,
      zone: null,
    });
    expect(markEventTeams(table, 1, 2)).toBe(first);
    const other = markEventTeams(table, 2, 3);
    expect(marks(other)).toEqual([false, true, true]);
    expect(marks(first)).toEqual([true, true, false]);
    expect(table[0].rows[0]).not.toHaveProperty('isEventTeam');
    // Another decoded value (a changed feed text) gets its own copy.
    const changed = structuredClone(table);
    expect(markEventTeams(changed, 1, 2)).not.toBe(first);
  });
});
