import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';

// The REST lists that can grow (a statement, bets, blog posts) are paged by keyset: `cursor` names the sort
// key of the last item a client has, never a position, so rows written or removed meanwhile shift nothing.
// Cursors are base64url of "<kind>:<k1>.<k2>…" (integers), opaque to clients; this is the one place that
// writes and reads them.

export function encodeCursor(kind: string, key: ReadonlyArray<number | bigint>): string {
  return Buffer.from(`${kind}:${key.join('.')}`, 'utf8').toString('base64url');
}

/** The key of a cursor of `kind` with `length` parts; null for anything else (garbage, another kind's). */
export function decodeCursor(kind: string, cursor: string, length: number): bigint[] | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const parts = text.startsWith(`${kind}:`) ? text.slice(kind.length + 1).split('.') : [];
  if (parts.length !== length || !parts.every((part) => /^\d{1,18}$/.test(part))) return null;
  return parts.map(BigInt);
}

/** 400 with the code INVALID_CURSOR and a pt-BR message saying where to start again. */
export function invalidCursor(message: string = MESSAGES.statementInvalidCursor): ApiError {
  return new ApiError(400, message, { errors: { cursor: [message] }, extra: { code: 'INVALID_CURSOR' } });
}
