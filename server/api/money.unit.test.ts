import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/pt-BR.ts';
import {
  divRoundHalfAwayFromZero,
  formatCents,
  formatYield,
  JsonDecimal,
  parseAmount,
  parseBalance,
  parseMoney,
  yieldHundredths,
} from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['10', 1000n],
    ['10.5', 1050n],
    ['10.50', 1050n],
    ['0.01', 1n],
    [' 7.00 ', 700n],
    ['999999999.99', 99_999_999_999n],
    ['-3.5', -350n],
    ['-0', 0n],
  ])('reads the string %j as %s cents', (input, cents) => {
    expect(parseMoney(input)).toEqual({ ok: true, cents });
  });

  it('reads JSON numbers from their source text, never through a float', () => {
    expect(parseMoney(new JsonDecimal('0.10'))).toEqual({ ok: true, cents: 10n });
    expect(parseMoney(new JsonDecimal('1234567.89'))).toEqual({ ok: true, cents: 123_456_789n });
    expect(parseMoney(42)).toEqual({ ok: true, cents: 4200n });
  });

  it.each([
    [undefined, MESSAGES.moneyMissing],
    ['', MESSAGES.moneyMissing],
    ['abc', MESSAGES.moneyInvalid],
    ['10,50', MESSAGES.moneyInvalid],
    ['1e3', MESSAGES.moneyInvalid],
    ['.5', MESSAGES.moneyInvalid],
    ['5.', MESSAGES.moneyInvalid],
    ['NaN', MESSAGES.moneyInvalid],
    [true, MESSAGES.moneyInvalid],
    [{}, MESSAGES.moneyInvalid],
    [10.5, MESSAGES.moneyInvalid],
    [new JsonDecimal('1E2'), MESSAGES.moneyInvalid],
    ['10.123', MESSAGES.moneyDecimals],
    ['1'.repeat(50), MESSAGES.moneyTooBig],
  ])('refuses %j', (input, message) => {
    expect(parseMoney(input)).toEqual({ ok: false, message });
  });

  it('bounds amounts and balances', () => {
    expect(parseAmount('0')).toEqual({ ok: false, message: MESSAGES.moneyPositive });
    expect(parseAmount('-1')).toEqual({ ok: false, message: MESSAGES.moneyPositive });
    expect(parseAmount('1000000000.00')).toEqual({ ok: false, message: MESSAGES.moneyTooBig });
    expect(parseAmount('0.01')).toEqual({ ok: true, cents: 1n });
    expect(parseBalance('0')).toEqual({ ok: true, cents: 0n });
    expect(parseBalance('-0.01')).toEqual({ ok: false, message: MESSAGES.moneyNonNegative });
  });
});

describe('formatCents', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [-1n, '-0.01'],
    [123_456n, '1234.56'],
    [-100n, '-1.00'],
    [99_999_999_999n, '999999999.99'],
    [12_345_678_901_234_567_890n, '123456789012345678.90'],
  ])('%s → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('round-trips through parseMoney', () => {
    for (const cents of [0n, 5n, 99n, 100n, 101n, 123_456_789n]) {
      expect(parseMoney(formatCents(cents))).toEqual({ ok: true, cents });
    }
  });
});

describe('yield', () => {
  it('rounds half away from zero', () => {
    expect(divRoundHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(divRoundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(divRoundHalfAwayFromZero(4n, 3n)).toBe(1n);
    expect(divRoundHalfAwayFromZero(-4n, 3n)).toBe(-1n);
    expect(divRoundHalfAwayFromZero(7n, -2n)).toBe(-4n);
    expect(() => divRoundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it('is (total + withdrawals − deposits) / deposits × 100 with two decimals', () => {
    // 1000 deposited, 100 withdrawn, 1025 left: (1025 + 100 − 1000) / 1000 = 12.5 %.
    expect(formatYield(102_500n, 10_000n, 100_000n)).toBe('12.50');
    // Losses give negative yields: 600 left of 1000 → −40 %.
    expect(formatYield(60_000n, 0n, 100_000n)).toBe('-40.00');
    // 1/3 gain and loss: 33.333… → 33.33, −33.333… → −33.33.
    expect(formatYield(400n, 0n, 300n)).toBe('33.33');
    expect(formatYield(200n, 0n, 300n)).toBe('-33.33');
    // 2/3: 66.666… → 66.67 and −66.67.
    expect(formatYield(500n, 0n, 300n)).toBe('66.67');
    expect(formatYield(100n, 0n, 300n)).toBe('-66.67');
    // 1 cent on 80.00 is 0.0125 % → 0.01 %, and its loss → −0.01 %.
    expect(formatYield(8_001n, 0n, 8_000n)).toBe('0.01');
    expect(formatYield(7_999n, 0n, 8_000n)).toBe('-0.01');
    // 1 cent on 200.00 is exactly 0.005 %: half rounds away from zero, both ways.
    expect(yieldHundredths(20_001n, 0n, 20_000n)).toBe(1n);
    expect(yieldHundredths(19_999n, 0n, 20_000n)).toBe(-1n);
    // Just under half (1 cent on 200.01) rounds to zero.
    expect(yieldHundredths(20_002n, 0n, 20_001n)).toBe(0n);
    expect(yieldHundredths(20_000n, 0n, 20_001n)).toBe(0n);
    expect(formatYield(0n, 0n, 100n)).toBe('-100.00');
  });

  it('is 0 when nothing was deposited', () => {
    expect(formatYield(5_000n, 0n, 0n)).toBe('0.00');
    expect(formatYield(0n, 0n, 0n)).toBe('0.00');
  });
});
