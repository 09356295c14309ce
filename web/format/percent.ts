import { decimalString, parseDecimal, toPtBrParts } from './decimal.ts';
import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/** Yield: 2 decimals with a comma and a percent sign ("12,34%", zero "0,00%"). Rounded from the digits. */
export function formatPercent(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const parsed = parseDecimal(decimalString(value), 2);
  if (!parsed) return NOT_AVAILABLE;
  const { negative, text } = toPtBrParts(parsed);
  return `${negative ? '-' : ''}${text}%`;
}

/**
 * A poll choice's share as the API gives it (1 decimal, the poll's shares balanced to add up to 100):
 * "45,3%", always 1 decimal ("0,0%" for a few votes of many, beside "100,0%"); "0%" only when nobody voted
 * (SPEC: 0 when the total is 0).
 */
export function formatVotePercent(percentage: number, total: number): string {
  return total > 0 ? `${percentage.toFixed(1).replace('.', ',')}%` : '0%';
}

/**
 * A chance in percent as charts write it, always with one decimal so chances side by side read alike:
 * "62,0%", "18,5%" (pt-BR comma).
 */
export function formatChance(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded.toFixed(1).replace('.', ',')}%`;
}
