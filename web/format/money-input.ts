import { MAX_AMOUNT_CENTS } from '../../server/api/money.ts';
import { groupThousands } from './decimal.ts';

/**
 * Money inputs accept digits only and read them as cents (SPEC §5): typing 1, 2, 3 shows 1,23 (money-entry.ts
 * applies each edit). Amounts are kept as BigInt cents and leave as decimal strings with a dot, as the API
 * wants them.
 */

/** Largest amount an input accepts: the API's, R$ 999.999.999,99. */
export const MAX_INPUT_CENTS = MAX_AMOUNT_CENTS;

/** Cents → "1234.56" (the wire format). */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "1234.56" → cents; null when the string is not a decimal with at most two fraction digits. */
export function decimalToCents(value: string): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** Cents → what the input shows while typing: "1.234,56" (no currency symbol). */
export function centsToInputText(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
}

/** Exact sum of decimal strings (balance modal total, deposit final balance). */
export function addDecimals(...values: string[]): string {
  let total = 0n;
  for (const value of values) {
    const cents = decimalToCents(value);
    if (cents === null) throw new RangeError(`not a money amount: "${value}"`);
    total += cents;
  }
  return centsToDecimal(total);
}

/** Exact difference of decimal strings (withdraw final balance). */
export function subtractDecimals(minuend: string, subtrahend: string): string {
  return addDecimals(minuend, subtrahend.startsWith('-') ? subtrahend.slice(1) : `-${subtrahend}`);
}
