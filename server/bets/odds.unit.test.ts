import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  closingLineValueHundredths,
  combinedOddsE4,
  formatOdds,
  fractionalToE4,
  parseOdds,
  payoutCents,
  wholeBetPayoutCents,
} from './odds.ts';

describe('exact odds and payouts', () => {
  it('parses decimal odds into ten-thousandths; 1.00 and below, garbage and absurd prices are refused', () => {
    expect(parseOdds('1.85')).toEqual({ ok: true, e4: 18_500n });
    expect(parseOdds(' 2 ')).toEqual({ ok: true, e4: 20_000n });
    expect(parseOdds('1,5')).toEqual({ ok: true, e4: 15_000n });
    expect(parseOdds('1.0001')).toEqual({ ok: true, e4: 10_001n });
    expect(parseOdds(3.333)).toEqual({ ok: true, e4: 33_330n });
    expect(parseOdds('1.00')).toEqual({ ok: false, reason: 'tooLow' });
    expect(parseOdds('0.5')).toEqual({ ok: false, reason: 'tooLow' });
    expect(parseOdds('1000.01')).toEqual({ ok: false, reason: 'tooHigh' });
    // Well written but out of range: told the bound, not a format.
    expect(parseOdds('1000000')).toEqual({ ok: false, reason: 'tooHigh' });
    expect(parseOdds(`${'9'.repeat(50_000)}.5`)).toEqual({ ok: false, reason: 'tooHigh' });
    expect(parseOdds('-2')).toEqual({ ok: false, reason: 'tooLow' });
    expect(parseOdds(-2.5)).toEqual({ ok: false, reason: 'tooLow' });
    expect(parseOdds('0001.85')).toEqual({ ok: true, e4: 18_500n });
    expect(parseOdds('0000000000000000000000000000001000.00')).toEqual({ ok: true, e4: 10_000_000n });
    for (const bad of ['1.00001', '--2', '+2', 'abc', '', null, {}, '1e3', '1.', '.5'])
      expect(parseOdds(bad)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('formats with two to four decimals and converts fractional prices', () => {
    expect(formatOdds(18_500n)).toBe('1.85');
    expect(formatOdds(20_000n)).toBe('2.00');
    expect(formatOdds(16_154n)).toBe('1.6154');
    expect(fractionalToE4('8/13')).toBe(16_154n);
    expect(fractionalToE4('5/2')).toBe(35_000n);
    expect(fractionalToE4('1/0')).toBeUndefined();
    // As feeds write some prices: decimals in a part, a bare number; the shown odds read them alike.
    expect(fractionalToE4('2.5/1')).toBe(35_000n);
    expect(fractionalToE4(' 4 ')).toBe(50_000n);
    for (const bad of ['-', '-1/2', '1/2/3', 'a/b', '']) expect(fractionalToE4(bad)).toBeUndefined();
  });

  it('pays one exact fraction of the stake, rounded down to the cent once', () => {
    expect(payoutCents(1000n, [{ result: 'won', oddsE4: 18_500n }])).toBe(1850n);
    expect(payoutCents(1000n, [{ result: 'lost', oddsE4: 18_500n }])).toBe(0n);
    expect(payoutCents(1000n, [{ result: 'void', oddsE4: 18_500n }])).toBe(1000n);
    expect(payoutCents(1000n, [{ result: 'half_won', oddsE4: 19_000n }])).toBe(1450n);
    expect(payoutCents(1001n, [{ result: 'half_lost', oddsE4: 19_000n }])).toBe(500n);
    // 3 × 1.3333 = 3.9999 per unit; per-leg rounding would give 4.00.
    const legs = Array.from({ length: 3 }, () => ({ result: 'won' as const, oddsE4: 13_333n }));
    expect(payoutCents(100n, legs)).toBe(237n);
    expect(combinedOddsE4(legs)).toBe(23_701n);
    expect(
      payoutCents(1000n, [
        { result: 'won', oddsE4: 20_000n },
        { result: 'void', oddsE4: 30_000n },
      ]),
    ).toBe(2000n);
  });

  it('settles a bet by hand as a whole: a multiple half won or half lost is half of its stake at its odds', () => {
    const legs = [{ oddsE4: 30_000n }, { oddsE4: 30_000n }];
    // 10.00 on 3.00 × 3.00: half the stake at 9.00, the other half back.
    expect(wholeBetPayoutCents(1000n, 'half_won', legs)).toBe(5000n);
    expect(wholeBetPayoutCents(1000n, 'half_lost', legs)).toBe(500n);
    expect(wholeBetPayoutCents(1000n, 'won', legs)).toBe(9000n);
    expect(wholeBetPayoutCents(1000n, 'lost', legs)).toBe(0n);
    expect(wholeBetPayoutCents(1000n, 'void', legs)).toBe(1000n);
    // However many legs, half lost pays half the stake (rounded down), never (1/2)ⁿ of it.
    expect(
      wholeBetPayoutCents(
        1001n,
        'half_lost',
        Array.from({ length: 20 }, () => ({ oddsE4: 15_000n })),
      ),
    ).toBe(500n);
    // The product kept exact: 1,000.00 × (1.3333³ + 1) / 2 = 1,685.0962…, where the combined odds as
    // shown (2.3701) would give 1,685.05.
    const three = Array.from({ length: 3 }, () => ({ oddsE4: 13_333n }));
    expect(wholeBetPayoutCents(100_000n, 'half_won', three)).toBe(168_509n);
    // A single settled by hand pays as its graded leg would.
    for (const result of ['won', 'lost', 'void', 'half_won', 'half_lost'] as const)
      expect(wholeBetPayoutCents(1001n, result, [{ oddsE4: 19_000n }])).toBe(
        payoutCents(1001n, [{ result, oddsE4: 19_000n }]),
      );
  });

  it('names a settled bet from its legs and payout', () => {
    expect(betOutcome(1000n, [{ result: 'void' }], 1000n)).toBe('refunded');
    expect(betOutcome(1000n, [{ result: 'half_lost' }], 500n)).toBe('half_lost');
    expect(betOutcome(1000n, [{ result: 'won' }, { result: 'lost' }], 0n)).toBe('lost');
    expect(betOutcome(1000n, [{ result: 'void' }, { result: 'void' }], 1000n)).toBe('refunded');
    expect(betOutcome(1000n, [{ result: 'won' }, { result: 'void' }], 2000n)).toBe('won');
    expect(betOutcome(1000n, [{ result: 'half_won' }, { result: 'void' }], 1450n)).toBe('half_won');
  });

  it('measures closing-line value exactly, the products of the legs for a multiple, rounded once', () => {
    // 2.00 taken, closing 1.80: 2 / 1.8 − 1 = 11.111…% → 11.11.
    expect(closingLineValueHundredths([{ oddsE4: 20_000n, closingOddsE4: 18_000n }])).toBe(1111n);
    // 1.90 against 2.00: −5.00 %.
    expect(closingLineValueHundredths([{ oddsE4: 19_000n, closingOddsE4: 20_000n }])).toBe(-500n);
    // A multiple: 2.00 × 1.50 = 3.00 against 1.60 × 1.60 = 2.56 → 17.1875 % → 17.19 (half away from zero).
    expect(
      closingLineValueHundredths([
        { oddsE4: 20_000n, closingOddsE4: 16_000n },
        { oddsE4: 15_000n, closingOddsE4: 16_000n },
      ]),
    ).toBe(1719n);
    // −0.125 % rounds away from zero to −0.13.
    expect(closingLineValueHundredths([{ oddsE4: 15_980n, closingOddsE4: 16_000n }])).toBe(-13n);
    expect(
      closingLineValueHundredths([
        { oddsE4: 20_000n, closingOddsE4: 18_000n },
        { oddsE4: 20_000n, closingOddsE4: null },
      ]),
    ).toBeNull();
  });
});
