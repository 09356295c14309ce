/**
 * The rows of a lineup drawn on a pitch: the goalkeeper, then the formation's lines ("4-3-3" → 4, 3, 3),
 * filled in the feed's order of the starters (goalkeeper first, then back to front). Null when the
 * formation does not account for the starters (no formation, another sport's count): the lineup is then
 * a list.
 */
export function pitchRows<T>(formation: string | null | undefined, starters: readonly T[]): T[][] | null {
  if (!formation || !/^\d+(-\d+)+$/.test(formation)) return null;
  const lines = [1, ...formation.split('-').map(Number)];
  if (lines.reduce((a, b) => a + b, 0) !== starters.length) return null;
  const rows: T[][] = [];
  let next = 0;
  for (const size of lines) {
    rows.push(starters.slice(next, next + size));
    next += size;
  }
  return rows;
}
