import type { Context } from 'hono';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import { JsonDecimal } from '../money.ts';
import { assertCleanBody } from './text.ts';
import { strictUtf8 } from '../../strict-utf8.ts';

export interface ParsedBody {
  /** The decoded object; empty when the request carried no body. */
  data: Record<string, unknown>;
}

/**
 * Keeps every JSON number that is not a plain safe integer as the text the client wrote (a JsonDecimal),
 * so money never passes through a binary float. Relies on JSON.parse source text access (Node ≥ 21).
 */
function reviver(this: unknown, _key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== 'number') return value;
  const source = context?.source ?? String(value);
  return Number.isSafeInteger(value) && /^-?\d+$/.test(source) ? value : new JsonDecimal(source);
}

function mediaType(c: Context): string | undefined {
  return c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return c.req.header('transfer-encoding') !== undefined;
}

const NO_MULTILINE: ReadonlySet<string> = new Set();

/**
 * A url-encoded body's fields, as URLSearchParams reads them (the last of a repeated name wins), except that
 * an escape that is not UTF-8 (`%E3` alone) refuses the body rather than becoming U+FFFD.
 */
function formFields(raw: string): Record<string, string> {
  const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
  try {
    // Entries, not assignments: a field named __proto__ is a field like any other.
    return Object.fromEntries(
      raw
        .split('&')
        .filter((pair) => pair !== '')
        .map((pair) => {
          const equals = pair.indexOf('=');
          return equals === -1
            ? [decode(pair), '']
            : [decode(pair.slice(0, equals)), decode(pair.slice(equals + 1))];
        }),
    );
  } catch (error) {
    if (error instanceof URIError) throw new ApiError(400, MESSAGES.invalidBody);
    throw error;
  }
}

/** The body as text; bytes that are not UTF-8 are a malformed body. */
async function utf8Text(c: Context): Promise<string> {
  const text = strictUtf8(await c.req.arrayBuffer());
  if (text === undefined) throw new ApiError(400, MESSAGES.invalidBody);
  return text;
}

/**
 * Reads a JSON (or, where `form` is allowed, url-encoded) object body. No body at all is an empty object,
 * so a missing field is reported per field (422) rather than as a malformed request. Every text in it is
 * checked for control characters here, for every route at once; `multiline` names the fields that may
 * hold tab and newline (none of today's routes has one).
 */
export async function readBody(
  c: Context,
  options: { form?: boolean; multiline?: ReadonlySet<string> } = {},
): Promise<ParsedBody> {
  if (!hasBody(c)) return { data: {} };
  const type = mediaType(c);
  const isJson =
    type === 'application/json' || (type !== undefined && /^application\/[\w.+-]+\+json$/.test(type));
  const isForm = options.form === true && type === 'application/x-www-form-urlencoded';
  if (!isJson && !isForm) {
    throw new ApiError(415, options.form ? MESSAGES.unsupportedTypeForm : MESSAGES.unsupportedType);
  }
  const raw = await utf8Text(c);
  if (isForm) {
    const data = formFields(raw);
    assertCleanBody(data, options.multiline ?? NO_MULTILINE);
    return { data };
  }
  if (raw.trim() === '') return { data: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw, reviver);
  } catch {
    throw new ApiError(400, MESSAGES.invalidBody);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, MESSAGES.invalidBody);
  }
  const data = parsed as Record<string, unknown>;
  assertCleanBody(data, options.multiline ?? NO_MULTILINE);
  return { data };
}
