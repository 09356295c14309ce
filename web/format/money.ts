import { decimalString, parseDecimal, toPtBrParts } from './decimal.ts';
import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/**
 * The space after R$ is a no-break space, as Intl's pt-BR currency format writes it, so the symbol never
 * wraps away from its amount in narrow table cells.
 */
const NBSP = '\u00a0';

/** "1234.56" → "R$ 1.234,56", formatted from the string's digits (never through a float). */
export function formatBRL(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const parsed = parseDecimal(decimalString(value), 2);
  if (!parsed) return NOT_AVAILABLE;
  const { negative, text } = toPtBrParts(parsed);
  return `${negative ? '-' : ''}R$${NBSP}${text}`;
}

/** Market values: pt-BR currency of the value's own currency code, no decimals ("R$ 1.500.000", "€ 2.000.000"). */
export function formatMarketValue(value: number | null | undefined, currency = 'EUR'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  try {
    return new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(value);
  } catch {
    // An unknown currency code from a loose upstream must not break the lineup.
    return `${currency} ${Math.round(value).toLocaleString('pt-BR')}`;
  }
}
