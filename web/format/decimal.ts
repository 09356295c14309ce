/**
 * Exact decimal arithmetic on the wire format of money ("1234.56", "-0.5", "12"): values are parsed into
 * BigInt units of 10^-scale so that no amount ever passes through a binary float.
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

export interface ScaledDecimal {
  /** The value times 10^scale, rounded half away from zero. */
  units: bigint;
  scale: number;
}

/** Parses a decimal string and rounds it (half away from zero) to `scale` fraction digits; null if malformed. */
export function parseDecimal(value: string, scale: number): ScaledDecimal | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', intPart = '', fracPart = ''] = match;
  if (intPart === '' && fracPart === '') return null;
  const kept = fracPart.slice(0, scale).padEnd(scale, '0');
  let units = BigInt((intPart || '0') + kept);
  const next = fracPart.charAt(scale);
  if (next !== '' && next >= '5') units += 1n;
  return { units: sign === '-' ? -units : units, scale };
}

/** Groups the digits of a non-negative integer string by thousands with dots (pt-BR). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Renders scaled units in pt-BR: thousands with dots, decimal comma. The sign is returned apart. */
export function toPtBrParts(decimal: ScaledDecimal): { negative: boolean; text: string } {
  const negative = decimal.units < 0n;
  const digits = (negative ? -decimal.units : decimal.units).toString().padStart(decimal.scale + 1, '0');
  const intDigits = digits.slice(0, digits.length - decimal.scale);
  const fraction = decimal.scale > 0 ? ',' + digits.slice(digits.length - decimal.scale) : '';
  return { negative: negative, text: groupThousands(intDigits) + fraction };
}

/** Number inputs (from JSON) are turned into their shortest decimal string before exact rounding. */
export function decimalString(value: string | number): string {
  if (typeof value === 'string') return value;
  // Exponent notation (1e-7, 1e21) is outside the ranges shown on screen; toFixed keeps them parseable.
  return Number.isFinite(value) ? (/e/i.test(String(value)) ? value.toFixed(20) : String(value)) : 'NaN';
}
