import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/**
 * Decimal odds from a fractional string: a/b + 1, two decimals, comma ("5/2" → "3,50"). Computed on
 * integers (rounded half up) so that "1/3" gives 1,33 and "1/8" gives 1,13 exactly as a person would.
 */
export function fractionalToDecimal(fractional: string | null | undefined): string {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(fractional ?? '');
  if (!match) return NOT_AVAILABLE;
  const numerator = BigInt(match[1]);
  const denominator = BigInt(match[2]);
  if (denominator === 0n) return NOT_AVAILABLE;
  // (a + b) / b in hundredths, rounded half up.
  const hundredths = ((numerator + denominator) * 200n + denominator) / (2n * denominator);
  const text = hundredths.toString().padStart(3, '0');
  return `${text.slice(0, -2)},${text.slice(-2)}`;
}

/** Decimal odds as the BFF sends them ("2.30", exact, 2 decimals) in pt-BR: "2,30"; N/A when missing. */
export function formatDecimalOdds(decimal: string | null | undefined): string {
  const match = /^(\d+)\.(\d{2})$/.exec(decimal ?? '');
  return match ? `${match[1]},${match[2]}` : NOT_AVAILABLE;
}
