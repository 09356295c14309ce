// The one Idempotency-Key rule of Bancada's money requests, read by the Banca API (which enforces it) and by
// the BFF (which checks a client's key before spending an upstream call, sends it, and maps the refusals).
// docs/BANCA-API.md ("Idempotency-Key") states it for integrators.

/** The request header (HTTP header names are case-insensitive; Node and fetch hand them over lower-cased). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer that is a replay of the first answer stored for the key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1 to 200 visible ASCII characters, no spaces: a UUID fits, and nothing a proxy could fold or trim. */
const KEY = /^[\x21-\x7e]{1,200}$/;

export function isIdempotencyKey(value: string): boolean {
  return KEY.test(value);
}

/**
 * How long a key is remembered, per user: a client retries within minutes, not days. After that the key is
 * forgotten and counts as new.
 */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** The `code` of the Banca API's refusals about a key, beside their pt-BR `message`. */
export const IDEMPOTENCY_ERROR_CODES = {
  /** 400: the header is not a valid key. */
  invalid: 'IDEMPOTENCY_KEY_INVALID',
  /** 422: the key was already used by this user with another request (method, path or body values). */
  reused: 'IDEMPOTENCY_KEY_REUSED',
} as const;
