import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The token of an `Authorization: Bearer …` header (the scheme in any case), or undefined: one reading for
 * the Banca API, the BFF over HTTP and graphql-ws' connection_init. A token is one run of visible
 * characters, at most 512 (the API's are 43): a longer one is no token anyone issued.
 */
export function bearerTokenOf(authorization: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S{1,512})\s*$/i.exec(authorization ?? '')?.[1];
}

/** Whether a secret can travel as a bearer token at all (a server's own: SETTLEMENT_TOKEN, METRICS_TOKEN). */
export function isBearerToken(secret: string): boolean {
  return bearerTokenOf(`Bearer ${secret}`) === secret;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A check of a sent token against one secret (SETTLEMENT_TOKEN, METRICS_TOKEN), in constant time: both are
 * hashed first, so neither the secret's length nor its first differing character shows in the timing.
 */
export function secretTokenCheck(secret: string): (sent: string | undefined) => boolean {
  const expected = digest(secret);
  return (sent) => sent !== undefined && timingSafeEqual(digest(sent), expected);
}
