import { GraphQLError } from 'graphql';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import { pageSizes } from '../../plugins/cost-model.ts';

// Every list that can grow is a Relay connection paged by keyset: a cursor names the sort key of the edge it
// belongs to (never a position), so entries written or removed while a client pages neither shift the pages
// after it nor come back twice. Keys are tuples of integers (an id; a time in ms and an id), compared in
// order; cursors are base64url of "<kind>:<k1>.<k2>…", opaque to clients. This module is the one place that
// encodes, decodes and checks them and builds the connection objects.

/** A sort key: integers compared one after another (e.g. [startTimestamp, id]). */
export type Key = readonly number[];

/** The cursors of one list: their prefix and the number of parts of their key. */
export interface CursorKind {
  kind: string;
  length: number;
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface KeysetConnection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: {
    startCursor: string | null;
    endCursor: string | null;
    hasPreviousPage: boolean;
    hasNextPage: boolean;
  };
  totalCount: number;
}

/**
 * A cursor the server never gave out is the caller's mistake: BAD_USER_INPUT on its field, never a masked
 * INTERNAL_SERVER_ERROR. Its `extensions.http` status counts only where an answer has no data at all
 * (plugins/errors.ts): a field error beside data is answered 200, as GraphQL over HTTP asks.
 */
export function badCursor(cursor: string): GraphQLError {
  return new GraphQLError(BFF_MESSAGES.cursorInvalid(cursor.slice(0, 100)), {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

export function encodeCursor({ kind }: CursorKind, key: Key): string {
  return Buffer.from(`${kind}:${key.join('.')}`, 'utf8').toString('base64url');
}

const KEY_PART = /^-?\d{1,16}$/;

/** The key a cursor of `kind` names, of `length` parts; anything else (garbage, another kind's) is refused. */
export function decodeCursor({ kind, length }: CursorKind, cursor: string): Key {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const parts = text.startsWith(`${kind}:`) ? text.slice(kind.length + 1).split('.') : [];
  if (parts.length !== length || !parts.every((part) => KEY_PART.test(part))) throw badCursor(cursor);
  const key = parts.map(Number);
  if (!key.every(Number.isSafeInteger)) throw badCursor(cursor);
  return key;
}

export function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * The page asked for: forward only (`first`/`after`), its size within the limits the cost was computed
 * with (plugins/cost.ts refused a larger `first` before this runs) and the key after which it starts.
 */
export function forwardPage(
  args: PageArgs,
  ctx: Parameters<typeof pageSizes>[0],
  cursor: CursorKind,
): { size: number; after: Key | undefined } {
  if (args.last != null || args.before != null) {
    throw new GraphQLError(BFF_MESSAGES.pageForwardOnly, {
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
  const pages = pageSizes(ctx);
  return {
    size: Math.max(0, Math.min(args.first ?? pages.defaultSize, pages.maxSize)),
    after: args.after == null ? undefined : decodeCursor(cursor, args.after),
  };
}

/** The connection of one page of nodes, each edge's cursor made from its node's key. */
export function keysetConnection<T>(
  kind: CursorKind,
  nodes: readonly T[],
  keyOf: (node: T) => Key,
  page: { hasPreviousPage: boolean; hasNextPage: boolean; totalCount: number },
): KeysetConnection<T> {
  const edges = nodes.map((node) => ({ cursor: encodeCursor(kind, keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: page.hasPreviousPage,
      hasNextPage: page.hasNextPage,
    },
    totalCount: page.totalCount,
  };
}

/**
 * A keyset page of a list held whole (one upstream answer): `items` in any order are sorted by their key,
 * and the page holds the first `size` items whose key comes after the cursor's. The cursor's own item need
 * not be there any more: a key between two items still places the page.
 */
export function keysetSlice<T>(
  cursor: CursorKind,
  items: readonly T[],
  keyOf: (item: T) => Key,
  args: PageArgs,
  ctx: Parameters<typeof pageSizes>[0],
): KeysetConnection<T> {
  const { size, after } = forwardPage(args, ctx, cursor);
  const sorted = [...items].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const rest = after === undefined ? sorted : sorted.filter((item) => compareKeys(keyOf(item), after) > 0);
  return keysetConnection(cursor, rest.slice(0, size), keyOf, {
    hasPreviousPage: rest.length < sorted.length,
    hasNextPage: rest.length > size,
    totalCount: sorted.length,
  });
}
