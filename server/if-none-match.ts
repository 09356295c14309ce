/**
 * If-None-Match, evaluated as RFC 9110 §13.1.2 has a GET or HEAD evaluate it, for every answer that carries
 * an ETag: the GraphQL response cache's kept answers (bff/plugins/response-cache.ts), the server-rendered
 * pages, the web app's files and the link cards (webapp/).
 */

/** A quoted entity tag, weak or not: what is compared is the quoted text, `W/` aside (§8.8.3). */
const ENTITY_TAG = /(?:W\/)?("[^"]*")/g;

/** The opaque tag of an ETag: `"x"` for both `"x"` and `W/"x"`. */
const opaqueTag = (etag: string) => etag.trim().replace(/^W\//, '');

/**
 * Whether the header names `etag`, so that the answer is a 304: `*` names any current representation;
 * otherwise it is a comma-separated list of entity tags, each compared weakly with `etag` (`W/"x"` matches
 * `"x"`: a GET may be answered from a copy that is semantically the same). A member that is no entity tag
 * names nothing. Call it only when the answer would otherwise be a 2xx (§13.2.1).
 */
export function ifNoneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (header === null || header === undefined) return false;
  if (header.trim() === '*') return true;
  const own = opaqueTag(etag);
  for (const [, tag] of header.matchAll(ENTITY_TAG)) if (tag === own) return true;
  return false;
}
