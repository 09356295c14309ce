/**
 * Exact money arithmetic. Amounts live as integer cents (bigint) from the moment they are parsed until they
 * are formatted back into a decimal string; no float ever takes part, so no rounding drift can creep in.
 */

import { MESSAGES } from '../i18n/pt-BR.ts';

/** Largest amount a client may send: 999 999 999.99. */
export const MAX_AMOUNT_CENTS = 99_999_999_999n;

/**
 * A JSON number that is not a plain safe integer, kept as the text the client wrote. The body parser
 * produces it so that `10.10` reaches the money parser as "10.10" instead of a binary float.
 */
export class JsonDecimal {
  readonly source: string;
  constructor(source: string) {
    this.source = source;
  }
  toJSON(): string {
    return this.source;
  }
}

export type MoneyParse = { ok: true; cents: bigint } | { ok: false; message: string };

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses "10.5", "10.50", 10 or a JsonDecimal into signed cents; at most two decimals, nothing else. */
export function parseMoney(input: unknown): MoneyParse {
  if (input === undefined || input === null || input === '')
    return { ok: false, message: MESSAGES.moneyMissing };
  let text: string;
  if (typeof input === 'string') text = input.trim();
  else if (input instanceof JsonDecimal) text = input.source;
  else if (typeof input === 'number' && Number.isSafeInteger(input)) text = String(input);
  else return { ok: false, message: MESSAGES.moneyInvalid };
  // Guards the digit loop below against absurdly long inputs before any BigInt work happens.
  if (text.length > 40) return { ok: false, message: MESSAGES.moneyTooBig };
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, message: MESSAGES.moneyInvalid };
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, message: MESSAGES.moneyDecimals };
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return { ok: true, cents: sign && magnitude !== 0n ? -magnitude : magnitude };
}

/** A money amount a client moves (deposit, withdrawal): strictly positive and bounded. */
export function parseAmount(input: unknown): MoneyParse {
  const parsed = parseMoney(input);
  if (!parsed.ok) return parsed;
  if (parsed.cents <= 0n) return { ok: false, message: MESSAGES.moneyPositive };
  if (parsed.cents > MAX_AMOUNT_CENTS) return { ok: false, message: MESSAGES.moneyTooBig };
  return parsed;
}

/** A balance a client reports (available, locked): zero or more, bounded. */
export function parseBalance(input: unknown): MoneyParse {
  const parsed = parseMoney(input);
  if (!parsed.ok) return parsed;
  if (parsed.cents < 0n) return { ok: false, message: MESSAGES.moneyNonNegative };
  if (parsed.cents > MAX_AMOUNT_CENTS) return { ok: false, message: MESSAGES.moneyTooBig };
  return parsed;
}

/**
 * A balance a client read back (a check of what it saw, not an amount to set): zero or more, of any size an
 * account may reach, since a bet's winnings may take it past what a client may set (MAX_AMOUNT_CENTS).
 */
export function parseReading(input: unknown): MoneyParse {
  const parsed = parseMoney(input);
  if (!parsed.ok) return parsed;
  if (parsed.cents < 0n) return { ok: false, message: MESSAGES.moneyNonNegative };
  return parsed;
}

/** Formats hundredths (cents, or hundredths of a percent) as a decimal string with a dot: -1234.5 → "-1234.50". */
export function formatHundredths(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export const formatCents = formatHundredths;

/** Integer division rounding half away from zero (2.5 → 3, −2.5 → −3). */
export function divRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/**
 * Yield in hundredths of a percent: (total + withdrawals − deposits) / deposits × 100, rounded half away
 * from zero to two decimals; 0 when nothing was deposited (there is no base to measure against).
 */
export function yieldHundredths(totalCents: bigint, withdrawalsCents: bigint, depositsCents: bigint): bigint {
  if (depositsCents === 0n) return 0n;
  return divRoundHalfAwayFromZero((totalCents + withdrawalsCents - depositsCents) * 10_000n, depositsCents);
}

/** The yield as the wire shows it: "12.50", "-3.33", "0.00". */
export function formatYield(totalCents: bigint, withdrawalsCents: bigint, depositsCents: bigint): string {
  return formatHundredths(yieldHundredths(totalCents, withdrawalsCents, depositsCents));
}
