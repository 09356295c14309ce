import type { Logger } from '../../logger.ts';

export type UpstreamErrorKind = 'http' | 'timeout' | 'network' | 'decode';

/** A failed upstream call; `status` and the parsed `body` are set for kind 'http'. */
export class UpstreamError extends Error {
  readonly upstream: string;
  readonly kind: UpstreamErrorKind;
  readonly status?: number;
  readonly body?: unknown;

  constructor(
    upstream: string,
    kind: UpstreamErrorKind,
    message: string,
    extra: { status?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'UpstreamError';
    this.upstream = upstream;
    this.kind = kind;
    if (extra.status !== undefined) this.status = extra.status;
    if (extra.body !== undefined) this.body = extra.body;
  }
}

export interface UpstreamRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  body?: unknown;
  requestId?: string;
  idempotencyKey?: string;
  /** The end user's address, for the upstream's per-address throttling (sent as X-Forwarded-For). */
  forwardedFor?: string;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
}

export interface Upstream {
  readonly name: string;
  request<T = unknown>(path: string, options?: UpstreamRequestOptions): Promise<{ status: number; body: T }>;
}

/** One finished attempt, as the metrics hook sees it. */
export interface UpstreamCall {
  upstream: string;
  method: string;
  /** HTTP status when an answer arrived. */
  status?: number;
  /** Set when the attempt failed (non-2xx, timeout, network or decode). */
  errorKind?: UpstreamErrorKind;
  seconds: number;
  /** True for the second attempt of an idempotent GET. */
  retry: boolean;
}

export interface UpstreamMetrics {
  call(call: UpstreamCall): void;
}

const DEFAULT_TIMEOUT_MS = 5_000;

function isRetryable(error: UpstreamError): boolean {
  return (
    error.kind === 'timeout' ||
    error.kind === 'network' ||
    (error.status !== undefined && error.status >= 500)
  );
}

function encodeForm(body: unknown): string {
  const params = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  return params.toString();
}

/**
 * The one fetch wrapper per upstream: bounded by a timeout, retried once only where repeating is harmless
 * (GET), carrying the request id for log correlation and the caller's token untouched.
 */
export function createUpstream(options: {
  name: string;
  baseUrl: string;
  timeoutMs?: number;
  logger?: Logger;
  metrics?: UpstreamMetrics;
}): Upstream {
  const { name, logger, metrics } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function attempt<T>(
    path: string,
    opts: UpstreamRequestOptions,
    retry: boolean,
  ): Promise<{ status: number; body: T }> {
    const method = opts.method ?? 'GET';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.requestId) headers['x-request-id'] = opts.requestId;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
    let payload: string | undefined;
    if (opts.body !== undefined) {
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = encodeForm(opts.body);
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(opts.body);
      }
    }

    const started = performance.now();
    let status: number | undefined;
    const finish = (errorKind?: UpstreamErrorKind) => {
      const seconds = (performance.now() - started) / 1000;
      metrics?.call({ upstream: name, method, status, errorKind, seconds, retry });
      logger?.debug(
        {
          upstream: name,
          method,
          path,
          status,
          errorKind,
          ms: Math.round(seconds * 1000),
          requestId: opts.requestId,
        },
        'upstream call',
      );
    };

    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      const timedOut =
        cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      const kind: UpstreamErrorKind = timedOut ? 'timeout' : 'network';
      finish(kind);
      throw new UpstreamError(
        name,
        kind,
        timedOut
          ? `${name} ${method} ${path} timed out after ${timeoutMs} ms`
          : `${name} ${method} ${path} failed`,
        { cause, status },
      );
    }

    let body: unknown;
    let decoded = true;
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        decoded = false;
        body = text;
      }
    }

    if (status < 200 || status >= 300) {
      finish('http');
      throw new UpstreamError(name, 'http', `${name} ${method} ${path} answered ${status}`, { status, body });
    }
    if (!decoded) {
      finish('decode');
      throw new UpstreamError(name, 'decode', `${name} ${method} ${path} answered invalid JSON`, { status });
    }
    finish();
    return { status, body: body as T };
  }

  return {
    name,
    async request<T = unknown>(path: string, opts: UpstreamRequestOptions = {}) {
      try {
        return await attempt<T>(path, opts, false);
      } catch (error) {
        // Only GETs are repeated: a repeated POST/PUT could apply twice when the first one did arrive.
        const idempotent = (opts.method ?? 'GET') === 'GET';
        if (idempotent && error instanceof UpstreamError && isRetryable(error)) {
          return attempt<T>(path, opts, true);
        }
        throw error;
      }
    },
  };
}
