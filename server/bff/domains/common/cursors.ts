import { GraphQLError } from 'graphql';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';

/**
 * A cursor the server never gave out is the caller's mistake: BAD_USER_INPUT with HTTP 400 (Yoga answers
 * the status an error's `extensions.http` names), never a masked INTERNAL_SERVER_ERROR.
 */
export function badCursor(cursor: string): GraphQLError {
  return new GraphQLError(BFF_MESSAGES.cursorInvalid(cursor.slice(0, 100)), {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/** Pothos' offset cursors (resolveArrayConnection, resolveOffsetConnection): base64 of "OffsetConnection:<n>". */
const OFFSET_CURSOR = /^OffsetConnection:(\d{1,9})$/;

function isOffsetCursor(cursor: string): boolean {
  return (
    /^[A-Za-z0-9+/]{1,64}={0,2}$/.test(cursor) &&
    OFFSET_CURSOR.test(Buffer.from(cursor, 'base64').toString('utf8'))
  );
}

/**
 * Checks `after`/`before` of a connection paged by offset before Pothos reads them: Pothos throws a plain
 * error for a foreign prefix (masked as internal) and reads "OffsetConnection:abc" as NaN (a wrong page).
 */
export function checkOffsetCursors(args: { after?: string | null; before?: string | null }): void {
  for (const cursor of [args.after, args.before]) {
    if (cursor != null && !isOffsetCursor(cursor)) throw badCursor(cursor);
  }
}

/**
 * Keyset cursors of one kind: base64url of "<kind>:<value>", opaque to clients. `value` must match
 * `valuePattern`; anything else (garbage, another kind's cursor, an offset cursor) is a bad cursor.
 */
export function encodeKeysetCursor(kind: string, value: string): string {
  return Buffer.from(`${kind}:${value}`, 'utf8').toString('base64url');
}

export function decodeKeysetCursor(kind: string, cursor: string, valuePattern: RegExp): string {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const value = text.startsWith(`${kind}:`) ? text.slice(kind.length + 1) : '';
  if (!valuePattern.test(value)) throw badCursor(cursor);
  return value;
}
