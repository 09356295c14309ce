import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';

// The REST lists that can grow (a statement, bets, blog posts) are paged by keyset: `cursor` names the sort
// key of the last item a client has, never a position, so rows written or removed meanwhile shift nothing.
// Cursors are base64url of "<kind>:<k1>.<k2>…" (integers), opaque to clients; this is the one place that
// writes and reads them.

export function encodeCursor(kind: string, key: ReadonlyArray<number | bigint>): string {
  return Buffer.from(`${kind}:${key.join('.')}`, 'utf8').toString('base64url');
}

/** The largest values of PostgreSQL's integer and bigint columns. */
export const INTEGER_MAX = 2n ** 31n - 1n;
export const BIGINT_MAX = 2n ** 63n - 1n;

/**
 * The key of a cursor of `kind`, one part per column it is compared with, each at most that column's
 * largest value (`maxima`); null for anything else (garbage, another kind's). A part past its column's type
 * would fail the query in the database (a 500 where the client sent a bad cursor).
 */
export function decodeCursor(kind: string, cursor: string, maxima: readonly bigint[]): bigint[] | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const parts = text.startsWith(`${kind}:`) ? text.slice(kind.length + 1).split('.') : [];
  if (parts.length !== maxima.length || !parts.every((part) => /^\d{1,19}$/.test(part))) return null;
  const key = parts.map(BigInt);
  return key.every((part, i) => part <= maxima[i]) ? key : null;
}

/** 400 with the code INVALID_CURSOR and a pt-BR message saying where to start again. */
export function invalidCursor(message: string = MESSAGES.statementInvalidCursor): ApiError {
  return new ApiError(400, message, { errors: { cursor: [message] }, extra: { code: 'INVALID_CURSOR' } });
}
