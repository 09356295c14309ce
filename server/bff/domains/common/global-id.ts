import { GraphQLError } from 'graphql';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';

/** Relay global ids: base64 of "Typename:id", the Pothos default, kept here so inputs can parse them too. */
export function encodeId(typename: string, id: bigint | number | string): string {
  return Buffer.from(`${typename}:${id}`, 'utf8').toString('base64');
}

/** Text given as an id that is no id at all: a class of its own so that mutations can tell it apart. */
class BadIdError extends GraphQLError {}

export function badId(value: string): GraphQLError {
  return new BadIdError(BFF_MESSAGES.idInvalid(value.slice(0, 100)), {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export function decodeId(globalId: string): { typename: string; id: string } {
  const text = /^[A-Za-z0-9+/]+={0,2}$/.test(globalId)
    ? Buffer.from(globalId, 'base64').toString('utf8')
    : '';
  const colon = text.indexOf(':');
  const typename = text.slice(0, colon);
  const id = text.slice(colon + 1);
  if (colon <= 0 || !id || !/^[A-Z_a-z]\w*$/.test(typename)) throw badId(globalId);
  return { typename, id };
}

/**
 * The number an id argument names: a global id of `typename`, or the raw upstream id in decimal
 * (integrators know the REST ids). Null when it names nothing that can exist (an id of another type, zero,
 * more digits than any id has), so callers answer "not found" exactly as for an id that belongs to
 * someone else. Text that is no id at all (empty, neither decimal nor a global id, or a global id of
 * `typename` whose id is not a number) is the client's mistake, refused with BAD_USER_INPUT as
 * docs/GRAPHQL.md says: `badId`.
 */
export function parseIntId(value: string, typename: string): number | null {
  if (/^\d+$/.test(value)) return positiveId(value);
  const decoded = decodeId(value);
  if (decoded.typename !== typename) return null;
  if (!/^\d+$/.test(decoded.id)) throw badId(value);
  return positiveId(decoded.id);
}

/**
 * The id part of a global id Pothos has already decoded for a node's `loadOne` ("42" of "Account:42"):
 * a number, or BAD_USER_INPUT ("Account:abc"), as `parseIntId` answers the whole id.
 */
export function parseNodeIntId(id: string, typename: string): number | null {
  if (!/^\d+$/.test(id)) throw badId(encodeId(typename, id));
  return positiveId(id);
}

/** Decimal digits as an id ("007" is 7): null for zero or more digits than a safe integer holds. */
export function positiveId(digits: string): number | null {
  const significant = digits.replace(/^0+/, '');
  if (significant.length > 15) return null;
  const n = Number(significant);
  return n > 0 ? n : null;
}

/** Whether an error is `badId`'s, so a mutation can report it in its payload rather than as a field error. */
export function isBadId(error: unknown): error is GraphQLError {
  return error instanceof BadIdError;
}
