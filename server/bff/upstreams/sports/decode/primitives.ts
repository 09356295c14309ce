import { z } from 'zod';

/**
 * Building blocks for tolerant decoding of the sports upstream. Real feeds of this style omit fields, send
 * `{}` or null for "nothing", numbers as strings and values nobody documented; a schema built from these
 * keeps what is valid and drops the rest instead of failing the whole payload.
 */

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A finite number, also when sent as a numeric string ("12", " 7.3 "). */
export const num = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(NUMERIC)
    .transform((s) => Number(s))
    .pipe(z.number()),
]);

/** A safe integer (numeric strings accepted). */
export const int = num.pipe(z.int());

/** A count (events live, a score): a whole number not below 0; the feed's -1 means none. */
export const count = int.pipe(z.number().min(0));

/**
 * An instant in seconds since 1970, as the feed writes them; one written in milliseconds (any value past the
 * year 5000 in seconds) is read as such, and 0 or less is none.
 */
export const unixSeconds = num
  .pipe(z.number().positive())
  .transform((value) => (value > 100_000_000_000 ? Math.floor(value / 1000) : value));

/**
 * An id the BFF answers as a GraphQL Int, which holds 32 bits: a larger one cannot be answered, and is dropped
 * by `opt` rather than fail the field that carries it.
 */
export const int32Id = int.pipe(z.number().min(1).max(2_147_483_647));

/** A non-empty string; numbers are turned into strings (ids, jersey numbers and years come either way). */
export const str = z
  .union([z.string(), z.number().transform((n) => String(n))])
  .transform((s) => s.trim())
  .pipe(z.string().min(1));

/** true/false, also as 0/1 or "true"/"false". */
export const bool = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.enum(['true', 'false']).transform((s) => s === 'true'),
]);

/** Optional field: anything missing, null or invalid becomes undefined, never an error. */
export function opt<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** The items `item` accepts, in order; the others are dropped. */
function validItems<T extends z.ZodType>(item: T) {
  return (items: unknown[]): Array<z.output<T>> => {
    const kept: Array<z.output<T>> = [];
    for (const raw of items) {
      const parsed = item.safeParse(raw);
      if (parsed.success) kept.push(parsed.data);
    }
    return kept;
  };
}

/** A list that keeps its valid items and drops invalid ones; anything but an array becomes []. */
export function list<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).catch([]).transform(validItems(item));
}

/** A list that must be present as an array (the envelope of a payload), items still filtered. */
export function requiredList<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform(validItems(item));
}

/** An object of numbers: keeps every key whose value is numeric, drops the others. */
export const numericRecord = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((record) => {
    const out: Record<string, number> = {};
    for (const [key, value] of Object.entries(record)) {
      const parsed = num.safeParse(value);
      if (parsed.success) out[key] = parsed.data;
    }
    return out;
  });

/** An object of counts (a side's score): keeps every key whose value is a whole number not below 0. */
export const countRecord = numericRecord.transform((record) => {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(record)) if (count.safeParse(value).success) out[key] = value;
  return out;
});

/** Thrown when a payload's envelope is unusable (not JSON object, required top-level key missing). */
export class SportsDecodeError extends Error {
  readonly resource: string;
  constructor(resource: string, detail: string) {
    super(`Malformed sports payload for ${resource}: ${detail}`);
    this.name = 'SportsDecodeError';
    this.resource = resource;
  }
}

/**
 * Parses an envelope, turning a failure into a SportsDecodeError with a short reason. Pass a schema built
 * once at module level: zod compiles a schema's parser on its first use, so a schema built per call is
 * compiled again on every decode.
 */
export function decodeWith<T extends z.ZodType>(resource: string, schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new SportsDecodeError(
    resource,
    issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid',
  );
}
