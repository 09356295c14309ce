import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

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
    return { message: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}
