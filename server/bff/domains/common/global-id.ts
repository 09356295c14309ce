import { GraphQLError } from 'graphql';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';

/** Relay global ids: base64 of "Typename:id", the Pothos default, kept here so inputs can parse them too. */
export function encodeId(typename: string, id: bigint | number | string): string {
  return Buffer.from(`${typename}:${id}`, 'utf8').toString('base64');
}

export function badId(value: string): GraphQLError {
  return new GraphQLError(BFF_MESSAGES.idInvalid(value.slice(0, 100)), {
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
 * Parses an id argument that may be a global id of `typename` or the raw upstream id (integrators know
 * the REST ids). Returns null for an id of another type or a non-positive number, so callers answer
 * "not found" exactly as for an id that belongs to someone else.
 */
export function parseIntId(value: string, typename: string): number | null {
  const raw = /^\d+$/.test(value) ? value : safeDecode(value, typename);
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

function safeDecode(value: string, typename: string): string | null {
  try {
    const decoded = decodeId(value);
    return decoded.typename === typename ? decoded.id : null;
  } catch {
    return null;
  }
}
