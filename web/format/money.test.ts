import { describe, expect, it } from 'vitest';
import { formatBRL, formatMarketValue } from './money.ts';

const R = 'R$\u00a0';

describe('formatBRL', () => {
  it('formats decimal strings with thousands dots and a decimal comma', () => {
    expect(formatBRL('1234.56')).toBe(`${R}1.234,56`);
    expect(formatBRL('0')).toBe(`${R}0,00`);
    expect(formatBRL('0.1')).toBe(`${R}0,10`);
    expect(formatBRL('999999999.99')).toBe(`${R}999.999.999,99`);
    expect(formatBRL('-42.5')).toBe(`-${R}42,50`);
  });

  it('keeps every digit of amounts a float would round', () => {
    expect(formatBRL('90071992547409.93')).toBe(`${R}90.071.992.547.409,93`);
    expect(formatBRL('12345678901234567.89')).toBe(`${R}12.345.678.901.234.567,89`);
  });

  it('rounds extra fraction digits half away from zero', () => {
    expect(formatBRL('1.005')).toBe(`${R}1,01`);
    expect(formatBRL('1.004')).toBe(`${R}1,00`);
    expect(formatBRL('-0.005')).toBe(`-${R}0,01`);
  });

  it('answers N/A for missing or malformed values', () => {
    expect(formatBRL(null)).toBe('N/A');
    expect(formatBRL(undefined)).toBe('N/A');
    expect(formatBRL('abc')).toBe('N/A');
    expect(formatBRL('')).toBe('N/A');
  });

  it('accepts plain numbers from loose JSON', () => {
    expect(formatBRL(10)).toBe(`${R}10,00`);
  });
});

describe('formatMarketValue', () => {
  it('uses pt-BR currency with no decimals', () => {
    expect(formatMarketValue(1_500_000, 'BRL')).toBe(`${R}1.500.000`);
    expect(formatMarketValue(2_000_000.7, 'EUR')).toBe('€\u00a02.000.001');
  });

  it('answers N/A when absent', () => {
    expect(formatMarketValue(undefined)).toBe('N/A');
  });
});
