import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/**
 * Decimal odds as the BFF computes them from the feed's fraction (a/b + 1, exact, rounded half up to 2
 * decimals: "2.30") in pt-BR: "2,30"; N/A when the price is missing or unusable.
 */
export function formatDecimalOdds(decimal: string | null | undefined): string {
  const match = /^(\d+)\.(\d{2})$/.exec(decimal ?? '');
  return match ? `${match[1]},${match[2]}` : NOT_AVAILABLE;
}
