import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '../i18n/pt-BR.ts';

export type FieldErrors = Record<string, string[]>;

/**
 * The `code` of an error answer whose refusal has no code of its own (INVALID_CURSOR, ACCOUNT_NOT_FOUND…):
 * its status's, so that every error of the API names its kind to a program (docs/BANCA-API.md).
 */
export const CODE_BY_STATUS: Readonly<Partial<Record<number, string>>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The body of an error answer: its pt-BR message and its code. */
export function errorBody(status: number, message: string): { message: string; code: string } {
  return { message, code: CODE_BY_STATUS[status] ?? 'ERROR' };
}

/** 405 to a method the address does not serve, with `Allow` naming the ones it does (RFC 9110 §15.5.6). */
export function methodNotAllowed(c: Context, allow: string): Response {
  return c.json(errorBody(405, MESSAGES.methodNotAllowed(c.req.method, allow)), 405, { Allow: allow });
}

/** An expected failure with the status and pt-BR message the client gets; never logged as a fault. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Extra top-level fields some screens read (e.g. `error` on /account/reset). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
    this.extra = options.extra;
  }

  toBody(): Record<string, unknown> {
    return {
      ...errorBody(this.status, this.message),
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}
