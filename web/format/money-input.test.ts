import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  centsToDecimal,
  centsToInputText,
  decimalToCents,
  digitsToCents,
  subtractDecimals,
} from './money-input.ts';

describe('money input', () => {
  it('reads typed digits as cents', () => {
    expect(digitsToCents('1')).toBe(1n);
    expect(digitsToCents('123')).toBe(123n);
    expect(centsToInputText(digitsToCents('123'))).toBe('1,23');
    expect(centsToDecimal(digitsToCents('123'))).toBe('1.23');
  });

  it('ignores everything but digits, as when the formatted text is edited', () => {
    expect(digitsToCents('R$ 1.234,567')).toBe(1234567n);
    expect(digitsToCents('')).toBe(0n);
    expect(digitsToCents('000')).toBe(0n);
  });

  it('reaches 999.999.999,99 exactly and stops there', () => {
    const cents = digitsToCents('99999999999');
    expect(centsToInputText(cents)).toBe('999.999.999,99');
    expect(centsToDecimal(cents)).toBe('999999999.99');
    expect(digitsToCents('999999999999')).toBe(cents);
  });

  it('adds without float error: 0,10 + 0,20 = 0,30', () => {
    expect(addDecimals(centsToDecimal(digitsToCents('10')), centsToDecimal(digitsToCents('20')))).toBe(
      '0.30',
    );
    expect(addDecimals('999999999.99', '0.01')).toBe('1000000000.00');
  });

  it('subtracts for the withdrawal final balance', () => {
    expect(subtractDecimals('100.00', '0.01')).toBe('99.99');
    expect(subtractDecimals('10', '25.5')).toBe('-15.50');
  });

  it('parses wire decimals and refuses anything else', () => {
    expect(decimalToCents('1234.5')).toBe(123450n);
    expect(decimalToCents('-0.07')).toBe(-7n);
    expect(decimalToCents('1.234')).toBeNull();
    expect(() => addDecimals('x')).toThrow(RangeError);
  });
});
