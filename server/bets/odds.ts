/**
 * Exact odds and payouts. Decimal odds live as integer ten-thousandths (1.85 → 18_500n) from the moment they
 * are parsed: four decimals hold every price houses print (fractional prices such as 8/13 → 1.6154 are
 * rounded to four decimals once, when recorded) and multiply exactly with cents. A payout is computed as one
 * exact fraction of the stake and rounded once, down to the cent (docs/BETS.md, "Payouts").
 */

import { divRoundHalfAwayFromZero } from '../api/money.ts';

/** Ten-thousandths per unit of decimal odds. */
export const ODDS_SCALE = 10_000n;
/** Highest odds a leg may carry (1000.00): above any price a house offers on a single selection. */
export const MAX_ODDS_E4 = 1000n * ODDS_SCALE;

export type OddsParse = { ok: true; e4: bigint } | { ok: false; reason: 'invalid' | 'tooLow' | 'tooHigh' };

const DECIMAL = /^(-?)(\d+)(?:[.,](\d{1,4}))?$/;

/** Parses "1.85", "2", 1.85 (a JSON number) into ten-thousandths; odds must be above 1.00. */
export function parseOdds(input: unknown): OddsParse {
  let text: string;
  if (typeof input === 'string') text = input.trim();
  else if (typeof input === 'number' && Number.isFinite(input)) text = String(input);
  else if (
    input !== null &&
    typeof input === 'object' &&
    'source' in input &&
    typeof input.source === 'string'
  )
    text = input.source;
  else return { ok: false, reason: 'invalid' };
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, minus, digits, fraction = ''] = match;
  // A well-written number out of range is told its bound, not that it is malformed ("-2", "1000000").
  if (minus) return { ok: false, reason: 'tooLow' };
  const whole = digits.replace(/^0+(?=\d)/, '');
  if (whole.length > 4) return { ok: false, reason: 'tooHigh' };
  const e4 = BigInt(whole) * ODDS_SCALE + BigInt(fraction.padEnd(4, '0'));
  if (e4 <= ODDS_SCALE) return { ok: false, reason: 'tooLow' };
  if (e4 > MAX_ODDS_E4) return { ok: false, reason: 'tooHigh' };
  return { ok: true, e4 };
}

/** "1.8500" → "1.85": the odds as a decimal string with two to four decimals. */
export function formatOdds(e4: bigint): string {
  const whole = e4 / ODDS_SCALE;
  const fraction = (e4 % ODDS_SCALE)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}`;
}

/** A part of a fractional price: digits, with decimals as some feeds write them ("2.5/1"). */
const FRACTION_PART = /^(\d{1,9})(?:\.(\d{1,6}))?$/;

/**
 * A fractional price "a/b" (or a bare "a", over 1) as the exact decimal odds a/b + 1, a fraction
 * [numerator, denominator]; undefined when it is no usable price (missing parts, zero, text such as "-").
 * The one reading of the feed's prices: the odds shown (two decimals) and recorded (four) both round it.
 */
export function fractionalOdds(fraction: string): [bigint, bigint] | undefined {
  const parts = fraction.replace(/\s+/g, '').split('/');
  if (parts.length > 2) return undefined;
  const exact = (part: string): [bigint, bigint] | undefined => {
    const match = FRACTION_PART.exec(part);
    if (!match) return undefined;
    const decimals = match[2] ?? '';
    return [BigInt(match[1] + decimals), 10n ** BigInt(decimals.length)];
  };
  const a = exact(parts[0]);
  const b = parts.length === 2 ? exact(parts[1]) : ([1n, 1n] as [bigint, bigint]);
  if (!a || !b || b[0] === 0n) return undefined;
  // a/b = (an/ad) / (bn/bd) = an·bd / (ad·bn); plus one.
  const denominator = a[1] * b[0];
  return [a[0] * b[1] + denominator, denominator];
}

/** The fraction rounded half up to units of 1/`scale`: 1.125 → 113 hundredths. */
export function roundHalfUp([numerator, denominator]: [bigint, bigint], scale: bigint): bigint {
  return (numerator * scale * 2n + denominator) / (2n * denominator);
}

/** A fractional price "a/b" as decimal odds (a/b + 1) in ten-thousandths, rounded half up. */
export function fractionalToE4(fraction: string): bigint | undefined {
  const odds = fractionalOdds(fraction);
  return odds && roundHalfUp(odds, ODDS_SCALE);
}

/** How a leg ended. */
export type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/** What a leg multiplies the stake by, as an exact fraction [numerator, denominator]. */
export function legFactor(result: LegResult, oddsE4: bigint): [bigint, bigint] {
  switch (result) {
    case 'won':
      return [oddsE4, ODDS_SCALE];
    case 'lost':
      return [0n, 1n];
    case 'void':
      return [1n, 1n];
    case 'half_won':
      // Half the stake wins at the odds, the other half comes back.
      return [oddsE4 + ODDS_SCALE, 2n * ODDS_SCALE];
    case 'half_lost':
      return [1n, 2n];
  }
}

/**
 * What a bet pays back (stake included): the stake times every leg's factor, one exact fraction rounded
 * down to the cent at the end, never leg by leg.
 */
export function payoutCents(stakeCents: bigint, legs: Array<{ result: LegResult; oddsE4: bigint }>): bigint {
  let numerator = stakeCents;
  let denominator = 1n;
  for (const leg of legs) {
    const [n, d] = legFactor(leg.result, leg.oddsE4);
    numerator *= n;
    denominator *= d;
  }
  return numerator / denominator;
}

/**
 * What a bet settled by hand pays: the result is that of its legs still open (every leg, when none is graded
 * or the bet is the user's, reopened by hand), their odds multiplied exactly (half won: half the stake wins
 * at those odds and the other half comes back; half lost: half the stake comes back), while a leg the feed
 * already graded keeps its factor (a void one at odds 1, a half-won one at (odds + 1) / 2). Refunded is the
 * stake, lost nothing; rounded down to the cent once. Not `payoutCents` with every open leg given the
 * result: a multiple "half lost" by hand would pay back (1/2)ⁿ of its stake.
 */
export function wholeBetPayoutCents(
  stakeCents: bigint,
  result: LegResult,
  legs: Array<{ oddsE4: bigint; result?: LegResult | null }>,
): bigint {
  if (result === 'lost') return 0n;
  if (result === 'void') return stakeCents;
  // The graded legs' factors and the open legs' odds, each an exact fraction.
  let graded = stakeCents;
  let gradedScale = 1n;
  let odds = 1n;
  let scale = 1n;
  for (const leg of legs) {
    if (leg.result) {
      const [numerator, denominator] = legFactor(leg.result, leg.oddsE4);
      graded *= numerator;
      gradedScale *= denominator;
    } else {
      odds *= leg.oddsE4;
      scale *= ODDS_SCALE;
    }
  }
  switch (result) {
    case 'won':
      return (graded * odds) / (gradedScale * scale);
    case 'half_won':
      return (graded * (odds + scale)) / (gradedScale * 2n * scale);
    case 'half_lost':
      return graded / (gradedScale * 2n);
  }
}

/** What a bet pays if every leg wins: its potential return, in cents (rounded down). */
export function potentialReturnCents(stakeCents: bigint, legs: Array<{ oddsE4: bigint }>): bigint {
  return possibleReturnCents(stakeCents, legs);
}

/**
 * What an open bet can still pay back, in cents: the legs already graded at their factor (a void one at
 * odds 1, a lost one at 0) and every leg still open as if it wins, rounded down once. The most a cash-out
 * can be, and the Retorno possível the screens show (web/format/bets.ts).
 */
export function possibleReturnCents(
  stakeCents: bigint,
  legs: Array<{ oddsE4: bigint; result?: LegResult | null }>,
): bigint {
  return payoutCents(
    stakeCents,
    legs.map((leg) => ({ result: leg.result ?? 'won', oddsE4: leg.oddsE4 })),
  );
}

/** The combined odds of a multiple (product of its legs), rounded down to ten-thousandths. */
export function combinedOddsE4(legs: Array<{ oddsE4: bigint }>): bigint {
  let numerator = 1n;
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= leg.oddsE4;
    denominator *= ODDS_SCALE;
  }
  return (numerator * ODDS_SCALE) / denominator;
}

/** A settled bet's state, from its payout and legs. */
export type BetOutcome = 'won' | 'lost' | 'refunded' | 'half_won' | 'half_lost';

export function betOutcome(
  stakeCents: bigint,
  legs: Array<{ result: LegResult }>,
  payout: bigint,
): BetOutcome {
  if (legs.length === 1) {
    const only = legs[0].result;
    return only === 'void' ? 'refunded' : only;
  }
  if (payout === 0n) return 'lost';
  if (payout === stakeCents) return 'refunded';
  if (payout < stakeCents) return 'half_lost';
  // A multiple with a half-won leg and nothing lost pays more than its stake: won (partly).
  return legs.some((l) => l.result === 'half_won' || l.result === 'half_lost') &&
    !legs.some((l) => l.result === 'won')
    ? 'half_won'
    : 'won';
}

/**
 * Closing-line value of a bet in hundredths of a percent: (odds taken ÷ closing odds − 1) × 100, the
 * products of the legs' prices for a multiple, rounded half away from zero once; null while a leg has no
 * closing price. Positive: the bet beat the market's last pre-match price.
 */
export function closingLineValueHundredths(
  legs: Array<{ oddsE4: bigint; closingOddsE4: bigint | null }>,
): bigint | null {
  let taken = 1n;
  let closing = 1n;
  for (const leg of legs) {
    if (leg.closingOddsE4 === null || leg.closingOddsE4 <= 0n) return null;
    taken *= leg.oddsE4;
    closing *= leg.closingOddsE4;
  }
  if (legs.length === 0) return null;
  return divRoundHalfAwayFromZero((taken - closing) * 10_000n, closing);
}
