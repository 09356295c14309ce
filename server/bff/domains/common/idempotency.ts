import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import { isIdempotencyKey } from '../../../idempotency-key.ts';
import { userError, type UserErrorShape } from './user-error.ts';

/**
 * The `idempotencyKey` of every money mutation's input (deposits, withdrawals, bets): the one rule of
 * server/idempotency-key.ts, checked here before an upstream call is spent, then sent to the Banca API.
 */
export const idempotencyKeyField = {
  required: true,
  description: 'Unique per intended operation (e.g. a UUID); a retry with the same key applies once.',
} as const;

/** The input's key refused on its field when it is not one (1 to 200 visible ASCII characters). */
export function idempotencyKeyErrors(key: string): UserErrorShape[] {
  return isIdempotencyKey(key)
    ? []
    : [userError('BAD_USER_INPUT', BFF_MESSAGES.idempotencyKeyField, 'idempotencyKey')];
}
