import { SCOREBOARD_LABELS as L } from '../../server/i18n/screens/scoreboard.ts';

/**
 * A scoreboard's score as fans read it (pt-BR): 1 × 1, the shoot-out apart as (5–4 nos pênaltis), the
 * aggregate of a two-legged tie, cricket innings as 245/6 (50 overs), the tennis game point.
 */

/** "2 × 1"; null when either side has no score yet. */
export function formatScoreLine(
  home: number | null | undefined,
  away: number | null | undefined,
): string | null {
  return home == null || away == null ? null : `${home} ${L.scoreSeparator} ${away}`;
}

/**
 * "Intervalo: 1 × 0" from each side's periods, once a second period is on the scoreboard: before it the
 * first half's score is the score itself (or the status already says "Intervalo").
 */
export function formatHalfTime(
  home: ReadonlyArray<{ number: number; score: number | null }>,
  away: ReadonlyArray<{ number: number; score: number | null }>,
): string | null {
  const secondHalf = [...home, ...away].some((period) => period.number >= 2);
  const first = (periods: typeof home) => periods.find((period) => period.number === 1)?.score;
  const [homeFirst, awayFirst] = [first(home), first(away)];
  return secondHalf && homeFirst != null && awayFirst != null ? L.halfTime(homeFirst, awayFirst) : null;
}

/** "(5–4 nos pênaltis)"; null without a shoot-out. */
export function formatShootout(
  home: number | null | undefined,
  away: number | null | undefined,
): string | null {
  return home == null || away == null ? null : L.shootout(home, away);
}

/** "Agregado: 3 × 2"; null for a single match. */
export function formatAggregate(
  home: number | null | undefined,
  away: number | null | undefined,
): string | null {
  return home == null || away == null ? null : L.aggregate(home, away);
}

export interface InningsInput {
  readonly runs: number;
  readonly wickets: number | null | undefined;
  readonly overs: number | null | undefined;
}

/** Overs as cricket writes them, with the pt-BR comma: 19.4 (19 overs and 4 balls) → "19,4". */
function formatOvers(overs: number): string {
  return String(Math.round(overs * 10) / 10).replace('.', ',');
}

/** "245/6", or "245" when the wickets are not known. */
export function formatRunsWickets({ runs, wickets }: InningsInput): string {
  return wickets == null ? String(runs) : `${runs}/${wickets}`;
}

/** "245/6 (50 overs)", "245 (50 overs)" when the wickets are not known, "12/0" without overs. */
export function formatInnings(innings: InningsInput): string {
  return L.innings(formatRunsWickets(innings), formatOversBowled(innings.overs));
}

/**
 * "19,4 overs", "1 over"; null without overs. "Over" is cricket's own word in Brazil too (why:
 * SCOREBOARD_LABELS.innings).
 */
export function formatOversBowled(overs: number | null | undefined): string | null {
  return overs == null ? null : L.overs(formatOvers(overs), overs);
}

/** The tennis game point: 0, 15, 30, 40, or the advantage. */
export function formatGamePoint(point: string | null | undefined): string | null {
  if (point == null) return null;
  return point === 'A' ? L.advantage : point;
}
