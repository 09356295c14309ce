import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/**
 * An event's match statistics as the page writes them; their names come in pt-BR from the BFF (label).
 */

/** The feed's display value with pt-BR decimals ("1.35" → "1,35"; "9/12 (75%)" stays); null → "N/A". */
export function formatMatchStatValue(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  return value.replace(/(\d)\.(\d)/g, '$1,$2');
}

/** A bar's widths in percent for the home and away side; no bar (0 and 0) when neither has a value. */
export function barWidths(homeShare: number | null | undefined): { home: number; away: number } {
  if (homeShare === null || homeShare === undefined || !Number.isFinite(homeShare))
    return { home: 0, away: 0 };
  const home = Math.round(Math.max(0, Math.min(1, homeShare)) * 1000) / 10;
  return { home, away: Math.round((100 - home) * 10) / 10 };
}
