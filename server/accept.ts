import { parseAccept } from 'hono/utils/accept';

/**
 * The Accept and Accept-Encoding request headers, read one way for the whole server (RFC 9110 §12.5.1,
 * §12.5.3): the GraphQL answer's media type, SSE subscriptions, GraphiQL and the CSRF rule that exempts its
 * page, the web app's pages, and which answers are sent gzipped. The members are split by Hono's parser
 * (the one its `accepts` helper uses: quoted strings, spaces, `q` weights); what they mean is decided here.
 */

/** A member of an Accept header, in lower case. A lone `*` is read as any type, as Hono and most servers do. */
export interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  /** Its parameters other than the weight, names in lower case. */
  readonly params: Readonly<Record<string, string>>;
  /** Its weight, 0 to 1: 0 says the types it covers are not acceptable. */
  readonly q: number;
}

export interface MediaTypeOptions {
  /**
   * Only a range that names the type itself counts, no wildcard (`text/*`, any type). For answers a client
   * should get only when it asks for them, where a wildcard sent out of habit is no request.
   */
  byNameOnly?: boolean;
  /**
   * The charset the answer is written in (`utf-8`): a range that names another one does not cover it.
   * Without it, a range's charset is not looked at.
   */
  charset?: string;
}

export interface Accept {
  /** The ranges, highest weight first, or undefined without an Accept header (or with an empty one). */
  readonly ranges: readonly MediaRange[] | undefined;
  /**
   * The weight the header gives `mediaType` (`type/subtype`): that of the most specific range that covers
   * it (the type itself, then `type/*`, then any type; the highest weight among equally specific ones), or 0
   * when none does. Without an Accept header any type is acceptable (1), but none is named (0 by name only).
   * Parameters other than the charset are not compared: no answer of this server differs by them.
   */
  quality(mediaType: string, options?: MediaTypeOptions): number;
  /** Whether `mediaType` is acceptable: a weight above 0 (`q=0` says "not acceptable"). */
  accepts(mediaType: string, options?: MediaTypeOptions): boolean;
}

/**
 * How specific a range that covers a type is: a wildcard of all types, of the type's subtypes, the type
 * itself; each one more so when it names the answer's charset (§12.5.1: the more specific range decides).
 */
const ANY_TYPE = 0;
const ANY_SUBTYPE = 2;
const NAMED = 4;
const WITH_CHARSET = 1;

function mediaRangeOf(member: ReturnType<typeof parseAccept>[number]): MediaRange | undefined {
  const range = member.type.toLowerCase();
  const [type, subtype, ...rest] = range === '*' ? ['*', '*'] : range.split('/');
  // Not a media range (no subtype, more than one slash, `*/html`): it covers nothing.
  if (!type || !subtype || rest.length > 0 || (type === '*' && subtype !== '*')) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(member.params)) {
    const key = name.toLowerCase();
    if (key !== 'q') params[key] = value;
  }
  return { type, subtype, params, q: member.q };
}

/**
 * The ranges of an Accept header value (null or undefined when the request has none), highest weight first
 * and in the order sent among equal weights.
 */
export function parseMediaRanges(header: string | null | undefined): MediaRange[] | undefined {
  // An empty Accept is read as none at all, as Yoga and Hono read it, so that all three agree on it.
  if (!header?.trim()) return undefined;
  return parseAccept(header).flatMap((member) => mediaRangeOf(member) ?? []);
}

function qualityOf(
  ranges: readonly MediaRange[] | undefined,
  mediaType: string,
  options: MediaTypeOptions,
): number {
  const [type, subtype] = mediaType.toLowerCase().split('/');
  if (!ranges) return options.byNameOnly ? 0 : 1;
  const charset = options.charset?.toLowerCase();
  let best = -1;
  let q = 0;
  for (const range of ranges) {
    let specificity: number;
    if (range.type === type && range.subtype === subtype) specificity = NAMED;
    else if (options.byNameOnly) continue;
    else if (range.type === type && range.subtype === '*') specificity = ANY_SUBTYPE;
    else if (range.type === '*') specificity = ANY_TYPE;
    else continue;
    const named = range.params.charset?.toLowerCase();
    if (charset !== undefined && named !== undefined) {
      if (named !== charset) continue;
      specificity += WITH_CHARSET;
    }
    if (specificity > best) [best, q] = [specificity, range.q];
    else if (specificity === best) q = Math.max(q, range.q);
  }
  return q;
}

/** An Accept header read once, for the questions asked of it. */
export function readAccept(header: string | null | undefined): Accept {
  const ranges = parseMediaRanges(header);
  const quality = (mediaType: string, options: MediaTypeOptions = {}) =>
    qualityOf(ranges, mediaType, options);
  return { ranges, quality, accepts: (mediaType, options) => quality(mediaType, options) > 0 };
}

/**
 * Whether an Accept-Encoding header accepts gzip: named with a weight above 0 (`x-gzip` is the same coding,
 * §8.4.1.3), or not named and covered by `*`. A request without the header gets no gzip, though RFC 9110
 * would allow it: the clients that send none (curl, scripts, monitors) mostly cannot read it.
 */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let named: number | undefined;
  let any: number | undefined;
  for (const { type, q } of parseAccept(header)) {
    const coding = type.toLowerCase();
    if (coding === 'gzip' || coding === 'x-gzip') named = Math.max(named ?? 0, q);
    else if (coding === '*') any = Math.max(any ?? 0, q);
  }
  return (named ?? any ?? 0) > 0;
}
