import { GraphQLError, Kind, print, type ValueNode } from 'graphql';
import { formatCents, parseMoney as parseBancaMoney } from '../../../api/money.ts';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import { MESSAGES } from '../../../i18n/pt-BR.ts';
import { builder } from '../../builder.ts';
import { isCalendarDay } from '../../../calendar-days.ts';

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
/** An amount written as Money is, whatever its sign and size: refused for those, with what to change. */
const SIGNED_AMOUNT = /^-?\d+(\.\d{1,2})?$/;
const NEGATIVE_ZERO = /^-0+(\.0{1,2})?$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

function literal(node: ValueNode): unknown {
  return node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT
    ? node.value
    : undefined;
}

function invalid(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * A scalar's parseLiteral: a value written in the document is refused as the same value in a variable is
 * (BAD_USER_INPUT, the scalar's reason), quoted and located in the words graphql-js uses for a literal of
 * the wrong type ("Expected value of type", i18n/graphql-js.ts), which it does not add to a GraphQLError
 * thrown by parseLiteral.
 */
function fromLiteral<T>(type: string, parse: (node: ValueNode) => T): (node: ValueNode) => T {
  return (node) => {
    try {
      return parse(node);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      throw new GraphQLError(BFF_MESSAGES.literalInvalid(type, print(node), error.message), {
        nodes: node,
        extensions: error.extensions,
      });
    }
  };
}

/**
 * Money travels as a decimal string with a dot and at most two decimals. Numbers are refused on input
 * on purpose: a JSON float (0.1 + 0.2) is exactly the inexactness this type exists to avoid.
 */
function parseMoney(value: unknown): string {
  const trimmed = typeof value === 'string' ? value.trim() : undefined;
  // "-0" is zero, not a negative amount: the same amount as "0", refused or taken as "0" is.
  const text = trimmed !== undefined && NEGATIVE_ZERO.test(trimmed) ? trimmed.slice(1) : trimmed;
  if (text !== undefined && MONEY.test(text)) return canonicalMoney(text);
  // A well-written amount out of range is told what the range is, as the Banca API tells it.
  if (text !== undefined && SIGNED_AMOUNT.test(text))
    throw invalid(text.startsWith('-') ? BFF_MESSAGES.moneyScalarNegative : MESSAGES.moneyTooBig);
  throw invalid(BFF_MESSAGES.moneyScalarInvalid);
}

/**
 * One text for one amount ("5", "5.0" and "05.00" are "5.00"), the Banca API's own, as the answers write
 * it: what the BFF sends the API is then the same for the same amount, whose idempotency keys compare
 * request bodies, so a retry that writes the amount another way replays the first answer rather than being
 * refused. `text` has passed MONEY.
 */
function canonicalMoney(text: string): string {
  const parsed = parseBancaMoney(text);
  return parsed.ok ? formatCents(parsed.cents) : text;
}

builder.scalarType('Money', {
  description:
    'Exact amount in BRL as a decimal string with a dot, never a float. Answers always carry two decimals ' +
    '("1234.56"); an input may carry fewer ("10", "10.5"), and spaces around it are ignored.',
  serialize: (value) => String(value),
  parseValue: parseMoney,
  parseLiteral: fromLiteral('Money', (node) =>
    parseMoney(node.kind === Kind.STRING ? node.value : undefined),
  ),
});

function parseDecimal(value: unknown): string {
  // As Money: spaces around the number are no part of it.
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || !DECIMAL.test(text)) throw invalid(BFF_MESSAGES.decimalInvalid);
  return text;
}

builder.scalarType('Decimal', {
  description:
    'Exact decimal number as a string ("-12.50"), e.g. a percentage; spaces around it are ignored on input.',
  serialize: (value) => String(value),
  parseValue: parseDecimal,
  parseLiteral: fromLiteral('Decimal', (node) => parseDecimal(literal(node))),
});

function parseDateTime(value: unknown): string {
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw invalid(BFF_MESSAGES.dateTimeInvalid);
  return date.toISOString();
}

builder.scalarType('DateTime', {
  description: 'Instant in ISO 8601, UTC ("2025-03-14T15:00:00.000Z").',
  serialize: (value) => String(value),
  parseValue: parseDateTime,
  parseLiteral: fromLiteral('DateTime', (node) => parseDateTime(literal(node))),
});

function parseDate(value: unknown): string {
  // A day that does not exist (2026-02-30) is refused too; Date.parse would roll it over to March.
  if (typeof value !== 'string' || !isCalendarDay(value)) {
    throw invalid(BFF_MESSAGES.dateInvalid);
  }
  return value;
}

builder.scalarType('Date', {
  description: 'Calendar date in ISO 8601 (YYYY-MM-DD).',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: fromLiteral('Date', (node) => parseDate(literal(node))),
});
