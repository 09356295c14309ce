import { z } from 'zod';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { parseAmount, parseBalance, parseReading, type MoneyParse } from '../money.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A character that shows: not a space of any kind nor an invisible format character (U+200B, U+2060…). */
const VISIBLE = /[^\p{Z}\p{Cf}\s]/u;

/** A required text field: missing, blank or not a string all give `required`. */
export function requiredText(required: string, max: number, tooLong = MESSAGES.textMax(max)) {
  // trim() removes spaces, not invisible format characters: a name of zero-width spaces is an empty one.
  // The first check stops the others (abort), so a field is told one thing once.
  return z
    .string({ error: required })
    .trim()
    .refine((text) => VISIBLE.test(text), { error: required, abort: true })
    .max(max, tooLong);
}

/** A password is taken as typed (no trim); the minimum differs between sign-up (8) and elsewhere (6). */
export function password(required: string, min: number, minMessage: string) {
  return z.string({ error: required }).min(1, required).min(min, minMessage).max(128, MESSAGES.passwordMax);
}

/** An e-mail; one too long is said malformed once, its pattern not tried (nor said wrong a second time). */
export function email(required: string = MESSAGES.fillAll) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, { error: MESSAGES.invalidEmail, abort: true })
    .regex(EMAIL, MESSAGES.invalidEmail)
    .transform((value) => value.toLowerCase());
}

/** A positive integer id given as a JSON number or a numeric string (forms send strings). */
export function positiveId(message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const id = toId(value);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });
}

/** Largest int4: ids above it cannot exist and must not reach PostgreSQL as an out-of-range error. */
export const MAX_ID = 2_147_483_647;

export function toId(value: unknown): number | undefined {
  let id: number | undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value)) id = value;
  else if (typeof value === 'string' && /^\d{1,10}$/.test(value.trim())) id = Number(value.trim());
  return id !== undefined && id > 0 && id <= MAX_ID ? id : undefined;
}

// `.optional()` before the transform lets a missing key reach the parser, which words its own message.
function moneyField(parse: (input: unknown) => MoneyParse) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const parsed = parse(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed.cents;
    });
}

/** An amount moved in or out (> 0). */
export const amountField = () => moneyField(parseAmount);
/** A reported balance (≥ 0). */
export const balanceField = () => moneyField(parseBalance);
/** An optional amount to check against (absent, null or empty means "not checked"), read by `parse`. */
function optionalMoneyField(parse: (input: unknown) => MoneyParse) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      const parsed = parse(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed.cents;
    });
}

/** An optional balance the client read, of any size an account may hold (money.ts, parseReading). */
export const optionalReadingField = () => optionalMoneyField(parseReading);
