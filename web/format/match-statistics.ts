import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/**
 * An event's match statistics as the page writes them; their names come in pt-BR from the BFF (label).
 */

/** The feed's display value with pt-BR decimals ("1.35" → "1,35"; "9/12 (75%)" stays); null → "N/A". */
export function formatMatchStatValue(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  return value.replace(/(\d)\.(\d)/g, '$1,$2');
}

/** Statistics written with a fixed number of decimals on both sides, by the feed's key (xG: "2,80"). */
const FIXED_DECIMALS: Readonly<Record<string, number>> = {
  expectedGoals: 2,
  expectedGoalsOnTarget: 2,
};

const PLAIN_NUMBER = /^\d+(?:\.(\d+))?$/;

/**
 * Both sides of a statistic as the page writes them (formatMatchStatValue), with as many decimals on one
 * side as on the other: the feed trims "2.80" to "2.8", which would read "2,8" beside "1,03". A statistic of
 * FIXED_DECIMALS has its own count (xG: 2); any other pair of plain numbers takes the longer side's.
 */
export function formatMatchStatPair(
  home: string | null | undefined,
  away: string | null | undefined,
  key?: string | null,
): [string, string] {
  const [h, a] = [home?.match(PLAIN_NUMBER), away?.match(PLAIN_NUMBER)];
  const fixed = key && Object.hasOwn(FIXED_DECIMALS, key) ? FIXED_DECIMALS[key] : undefined;
  const decimals = fixed ?? Math.max(h?.[1]?.length ?? 0, a?.[1]?.length ?? 0);
  const write = (value: string | null | undefined, plain: RegExpMatchArray | null | undefined) =>
    plain && (fixed !== undefined || (h && a))
      ? formatMatchStatValue(Number(value).toFixed(decimals))
      : formatMatchStatValue(value);
  return [write(home, h), write(away, a)];
}

/** A bar's widths in percent for the home and away side; no bar (0 and 0) when neither has a value. */
export function barWidths(homeShare: number | null | undefined): { home: number; away: number } {
  if (homeShare === null || homeShare === undefined || !Number.isFinite(homeShare))
    return { home: 0, away: 0 };
  const home = Math.round(Math.max(0, Math.min(1, homeShare)) * 1000) / 10;
  return { home, away: Math.round((100 - home) * 10) / 10 };
}
