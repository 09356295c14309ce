import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import {
  IDEMPOTENCY_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_HOURS,
  isIdempotencyKey,
} from '../../idempotency-key.ts';
import { sha256Hex } from './secrets.ts';

export interface StoredAnswer {
  status: 200 | 201;
  body: string;
  replayed: boolean;
}

/** Validates the optional Idempotency-Key header value (the rule: server/idempotency-key.ts). */
export function parseIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isIdempotencyKey(value)) {
    throw new ApiError(400, MESSAGES.idempotencyInvalid, {
      extra: { code: IDEMPOTENCY_ERROR_CODES.invalid },
    });
  }
  return value;
}

/**
 * What makes two requests with one key the same request: method, path and the values the body was read as
 * (its validated input: `{"amount":"5"}`, `{"amount": 5}` and `{"amount":"5.00"}` are one request, as the
 * BFF sends one for each of them). Zod's output lists an object's keys in its schema's order, so the
 * body's key order and spacing do not matter either.
 */
export function requestFingerprint(method: string, path: string, values: unknown): string {
  // Amounts are bigint cents, which JSON has no form for: their digits.
  const text = JSON.stringify(values ?? null, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return sha256Hex(`${method}\n${path}\n${text}`);
}

/**
 * Runs a money operation in one transaction. With a key, the key row is claimed in that same transaction:
 * a concurrent request with the same key blocks on the unique index until the first commits, then finds
 * the stored answer and replays it. Only successful answers are kept; a refused request rolls back its
 * claim too, so retrying it after fixing the cause works. A key is kept for IDEMPOTENCY_TTL_HOURS from its
 * claim: an older row (the hourly purge has not reached it yet) is claimed afresh, as if it were gone.
 */
export async function runMoneyOperation(
  db: Kysely<DB>,
  options: { userId: number; key: string | undefined; fingerprint: string; status: 200 | 201 },
  operation: (trx: Transaction<DB>) => Promise<unknown>,
): Promise<StoredAnswer> {
  return db.transaction().execute(async (trx) => {
    if (options.key === undefined) {
      return { status: options.status, body: JSON.stringify(await operation(trx)), replayed: false };
    }
    // A key past its time is gone, even before the hourly purge deletes it: measured on the database's
    // clock, the one that set created_at. A request racing this one waits on the deleted row, then on the
    // new claim, and replays it as for any fresh key.
    await trx
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', options.userId)
      .where('key', '=', options.key)
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`)
      .execute();
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({
        user_id: options.userId,
        key: options.key,
        request_hash: options.fingerprint,
        status_code: null,
        response_body: null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response_body'])
        .where('user_id', '=', options.userId)
        .where('key', '=', options.key)
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== options.fingerprint) {
        throw new ApiError(422, MESSAGES.idempotencyReused, {
          errors: { [IDEMPOTENCY_KEY_HEADER]: [MESSAGES.idempotencyReused] },
          extra: { code: IDEMPOTENCY_ERROR_CODES.reused },
        });
      }
      return { status: stored.status_code as 200 | 201, body: stored.response_body ?? '{}', replayed: true };
    }
    const body = JSON.stringify(await operation(trx));
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: options.status, response_body: body })
      .where('id', '=', claimed.id)
      .execute();
    return { status: options.status, body, replayed: false };
  });
}
