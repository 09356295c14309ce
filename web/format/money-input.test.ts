import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  centsToDecimal,
  centsToInputText,
  decimalToCents,
  MAX_INPUT_CENTS,
  subtractDecimals,
} from './money-input.ts';

describe('money input', () => {
  it('shows cents as the input writes them and sends them as wire decimals', () => {
    expect(centsToInputText(123n)).toBe('1,23');
    expect(centsToDecimal(123n)).toBe('1.23');
    expect(centsToInputText(0n)).toBe('0,00');
    expect(centsToInputText(MAX_INPUT_CENTS)).toBe('999.999.999,99');
    expect(centsToDecimal(MAX_INPUT_CENTS)).toBe('999999999.99');
  });

  it('adds without float error: 0,10 + 0,20 = 0,30', () => {
    expect(addDecimals(centsToDecimal(10n), centsToDecimal(20n))).toBe('0.30');
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
