/**
 * How the BFF reads a side's score from the feed's numbers (the one reading every field of the schema
 * derives from, scoreboard.ts): plain functions, so tests and tools read a feed answer as the pages do.
 */

export type Numbers = Readonly<Record<string, number>>;

/** A score as a whole number, null when absent or not one (the feed writes -1 for none). */
export const intOrNull = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * The score of play, regular and extra time: the feed folds a penalty shoot-out into `current`/`display`
 * (1 × 1 won 5–4 on penalties comes as 6 × 5), so the shoot-out is taken out again. A feed that did not
 * fold it (the difference would fall below the score at full time) keeps its score.
 */
export function scoreOfPlay(score: Numbers): number | null {
  const shown = intOrNull(score.display ?? score.current);
  if (shown === null) return null;
  const penalties = intOrNull(score.penalties);
  if (penalties === null) return shown;
  const withoutShootout = shown - penalties;
  return withoutShootout >= (score.normaltime ?? 0) ? withoutShootout : shown;
}

export interface PeriodOfScore {
  number: number;
  score: number;
  tieBreak: number | null;
}

/** period1, period2… in order, each with its tie-break points (period1TieBreak…) when it had one. */
export function periodsOf(score: Numbers): PeriodOfScore[] {
  return Object.entries(score)
    .map(([key, value]) => ({ n: Number(/^period(\d+)$/.exec(key)?.[1]), value }))
    .filter((p) => Number.isInteger(p.n) && intOrNull(p.value) !== null)
    .sort((a, b) => a.n - b.n)
    .map(({ n, value }) => ({
      number: n,
      score: value,
      tieBreak: intOrNull(score[`period${n}TieBreak`]),
    }));
}

/**
 * What the side scored after regular time was drawn: the feed's `overtime` (basketball, ice hockey…, not in
 * `periodN`), or football's two halves of extra time together (`extra1`, `extra2`); null when none was played.
 */
export function overtimeOf(score: Numbers): number | null {
  const overtime = intOrNull(score.overtime);
  if (overtime !== null) return overtime;
  const halves = [intOrNull(score.extra1), intOrNull(score.extra2)].filter((half) => half !== null);
  return halves.length === 0 ? null : halves.reduce((sum, half) => sum + half, 0);
}
