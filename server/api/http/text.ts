import type { MiddlewareHandler } from 'hono';
import { fieldNameOf } from '../../i18n/api.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';

// C0 controls and DEL. NUL is what PostgreSQL refuses outright (a 500 before this check existed); the
// others have no place in a name, an e-mail or a password and only serve to confuse logs and screens.
// \p{Cs} in a /u pattern matches only a lone surrogate (a pair is read as one code point): text that is
// not valid Unicode, which PostgreSQL would store as U+FFFD.
// The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are refused too: they
// reorder how the text after them is shown ("Conta\u202Egpj.exe" reads "Contaexe.jpg"), on our screens and
// in the e-mail and CSV that carry a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_BAD = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
// Multi-line fields keep tab, line feed and carriage return (a textarea sends CRLF).
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_BAD = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/** Deeper than any body of this API; also keeps the walk below from running away. */
const MAX_DEPTH = 16;

/** Whether `text` is valid UTF-16 (no lone surrogate) without control characters. */
export function isCleanText(text: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_BAD : SINGLE_LINE_BAD).test(text);
}

export const invalidCharactersMessage = (field: string): string =>
  MESSAGES.invalidCharactersField(fieldNameOf(field));

/**
 * Refuses (422, naming the field) a decoded body holding a string with control characters or a lone
 * surrogate anywhere, at any depth, keys included. Every route reads its body through `readBody`, which
 * calls this: one check for all of them. `multiline` names top-level fields that may hold tab and newline.
 */
export function assertCleanBody(data: Record<string, unknown>, multiline: ReadonlySet<string>): void {
  // Iterative (a deeply nested body cannot exhaust the stack) and breadth-first, so the field reported
  // is the first one the form shows.
  const queue: Array<{ value: unknown; path: string[] }> = [{ value: data, path: [] }];
  for (let next = 0; next < queue.length; next++) {
    const { value, path } = queue[next];
    if (typeof value === 'string') {
      const field = path.join('.');
      if (!isCleanText(value, path.length === 1 && multiline.has(field))) {
        const message = invalidCharactersMessage(field);
        throw new ApiError(422, message, {
          errors: { [field]: [message] },
          extra: { code: 'INVALID_CHARACTERS' },
        });
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_DEPTH) throw new ApiError(400, MESSAGES.invalidBody);
    for (const [key, child] of Object.entries(value)) {
      // A key is echoed in the message: one that is not clean text makes the body malformed.
      if (!isCleanText(key)) throw new ApiError(400, MESSAGES.invalidBody);
      queue.push({ value: child, path: [...path, key] });
    }
  }
}

/**
 * The same rule for what arrives in the URL: a path segment with control characters names nothing (404,
 * like any unknown resource), and a query parameter with them is refused with 422 naming it.
 */
export function rejectControlCharactersInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      throw new ApiError(404, MESSAGES.notFound);
    }
    if (!isCleanText(path)) throw new ApiError(404, MESSAGES.notFound);
    for (const [key, value] of url.searchParams) {
      if (!isCleanText(key)) throw new ApiError(400, MESSAGES.invalidQuery);
      if (!isCleanText(value)) {
        const message = MESSAGES.invalidCharactersParam(key);
        throw new ApiError(422, message, {
          errors: { [key]: [message] },
          extra: { code: 'INVALID_CHARACTERS' },
        });
      }
    }
    await next();
  };
}
