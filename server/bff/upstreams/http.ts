import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen } from 'cockatiel';
import { GraphQLError } from 'graphql';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { request as undiciRequest, type Dispatcher } from 'undici';
import { systemClock, type TimerClock } from '../../clock.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../idempotency-key.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import type { Logger } from '../../logger.ts';
import { raceSignal } from './budget.ts';

/**
 * 'aborted': the caller gave up (its operation's deadline passed); only metrics see this kind.
 * 'too-large': the body, decoded, passed limits.upstreamResponseBytes.
 */
export type UpstreamErrorKind = 'http' | 'timeout' | 'network' | 'decode' | 'aborted' | 'too-large';

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

const UNAVAILABLE_MESSAGES: Record<string, string> = {
  sports: MESSAGES.sportsUnavailable,
  banca: MESSAGES.bancaUnavailable,
};

/**
 * The upstream's circuit is open: the call was refused at once, without reaching the upstream. A
 * GraphQLError so that the client sees code `UPSTREAM_UNAVAILABLE` and a pt-BR message on that field.
 */
export class UpstreamUnavailableError extends GraphQLError {
  readonly upstream: string;

  constructor(upstream: string) {
    super(UNAVAILABLE_MESSAGES[upstream] ?? MESSAGES.upstreamUnavailable, {
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    this.name = 'UpstreamUnavailableError';
    this.upstream = upstream;
  }
}

export interface UpstreamRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * The caller's operation signal (its deadline): aborting it cancels the call, which then rejects with
   * the signal's reason. Combined with the wrapper's own timeout.
   */
  signal?: AbortSignal;
  token?: string;
  body?: unknown;
  requestId?: string;
  idempotencyKey?: string;
  /** The end user's address, for the upstream's per-address throttling (sent as X-Forwarded-For). */
  forwardedFor?: string;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /**
   * Whether the caller already holds the value of a 2xx answer with this text (it decoded the same bytes
   * before). Such a text is not parsed again and the answer's `body` is undefined: parsing an unchanged
   * body was most of this wrapper's own time on the event page.
   */
  known?: (text: string) => boolean;
}

export interface UpstreamAnswer<T> {
  status: number;
  body: T;
  /** The body's text as it arrived ('' when empty): lets a caller skip decoding a body it has seen. */
  text?: string;
}

export interface Upstream {
  readonly name: string;
  request<T = unknown>(path: string, options?: UpstreamRequestOptions): Promise<UpstreamAnswer<T>>;
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

export type CircuitStateName = 'closed' | 'open' | 'half-open';

export interface UpstreamMetrics {
  call(call: UpstreamCall): void;
  /** The upstream's circuit breaker changed state (and once at creation, 'closed'). */
  circuit?(upstream: string, state: CircuitStateName): void;
  /** A call refused at once because the circuit is open. */
  circuitRejected?(upstream: string): void;
}

export interface CircuitOptions {
  /** Consecutive failures (502–504, network errors, timeouts) that open the circuit. */
  failureThreshold: number;
  /** Time the open circuit waits before letting one probe call through. */
  probeAfterMs: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

/** The statuses of an upstream that is down or overloaded, rather than one that answered this call. */
const UPSTREAM_DOWN_STATUSES = new Set([502, 503, 504]);

/**
 * A failure of the upstream itself: worth one retry, and counted by the circuit breaker. 4xx are answers,
 * and so is a 500: the upstream is up and failed this one request (a request that always makes it fail
 * would otherwise open the circuit for everyone, repeated a few times). The Banca API answers 503 when its
 * database is out of reach; a 503 whose body names another refusal of its own (its FEED_UNAVAILABLE: the
 * sports feed behind it did not answer) is an answer of a working upstream too.
 */
function isRetryable(error: UpstreamError): boolean {
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  if (error.status === undefined || !UPSTREAM_DOWN_STATUSES.has(error.status)) return false;
  const code = (error.body as { code?: unknown } | null | undefined)?.code;
  return typeof code !== 'string' || code === 'SERVICE_UNAVAILABLE';
}

/**
 * Decoders of the encodings asked for (`accept-encoding` below), as fetch decodes them. Done here rather
 * than by undici's decompress interceptor, which is experimental and says so on every process's stderr.
 */
const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** Answers that have no body to decode, whatever their headers say (as undici's interceptor skips them). */
const WITHOUT_BODY = new Set([204, 304]);

/** The body's bytes as sent, or decoded when they came in an encoding asked for. */
function decodedBody(response: Dispatcher.ResponseData): { bytes: Readable; encoded: boolean } {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder = DECODERS[encoding];
  const empty = WITHOUT_BODY.has(response.statusCode) || response.headers['content-length'] === '0';
  if (!decoder || empty) return { bytes: response.body, encoded: false };
  // One fails, both are destroyed: a corrupt body or a closed connection ends the reading with its error,
  // and a reader that stops early closes the connection. The error is the reader's to see.
  return { bytes: pipeline(response.body, decoder(), () => {}), encoded: true };
}

/**
 * The body as text, or undefined (and the rest of it left unread) once it passes `max` bytes. A body
 * whose declared length fits (an answer sent as it is) is read in one go; a compressed or chunked one is
 * counted as it is decoded, so a small compressed answer cannot unfold into gigabytes.
 */
async function readCapped(response: Dispatcher.ResponseData, max: number): Promise<string | undefined> {
  const { bytes, encoded } = decodedBody(response);
  const declared = encoded ? Number.NaN : Number(response.headers['content-length'] ?? Number.NaN);
  if (declared > max) {
    // The connection is closed rather than read to its end; the abort it reports is expected.
    response.body.on('error', () => {}).destroy();
    return undefined;
  }
  if (declared >= 0) return response.body.text();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of bytes as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the stream: nothing more is read or decoded.
    if (size > max) return undefined;
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks, size));
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
  /** A circuit breaker in front of every attempt; without it, calls always reach the upstream. */
  circuit?: CircuitOptions;
  /** The timer of each attempt's timeout (the system clock by default); tests move a manual one. */
  clock?: TimerClock;
  /** Largest body read, decoded (limits.upstreamResponseBytes by default). */
  maxResponseBytes?: number;
}): Upstream {
  const { name, logger, metrics } = options;
  const clock = options.clock ?? systemClock;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_LIMITS.upstreamResponseBytes;

  async function attempt<T>(
    path: string,
    opts: UpstreamRequestOptions,
    retry: boolean,
  ): Promise<UpstreamAnswer<T>> {
    const method = opts.method ?? 'GET';
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.requestId) headers['x-request-id'] = opts.requestId;
    if (opts.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = opts.idempotencyKey;
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

    let text: string | undefined;
    const callerSignal = opts.signal;
    callerSignal?.throwIfAborted();
    // As AbortSignal.timeout (a TimeoutError, a timer that keeps no process alive), on the upstream's clock.
    const timeoutController = new AbortController();
    const timeout = timeoutController.signal;
    const timer = clock.after(
      timeoutMs,
      () =>
        timeoutController.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      { unref: true },
    );
    try {
      // undici's own request API (the library under Node's fetch, same keep-alive pool): no WHATWG Request,
      // Response and Headers objects nor a resource-timing entry per call. With fetch, the client was a
      // fifth of the BFF's CPU on the uncached event page; a 3xx is not followed either way.
      const response = await undiciRequest(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        signal: callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout,
      });
      status = response.statusCode;
      text = await readCapped(response, maxResponseBytes);
      timer.cancel();
    } catch (cause) {
      timer.cancel();
      // The caller gave up (its deadline passed): not the upstream's fault, so no retry and no failure
      // for the circuit breaker; the caller's reason (a DeadlineError) goes back as it is.
      if (callerSignal?.aborted && !timeout.aborted) {
        finish('aborted');
        throw callerSignal.reason as Error;
      }
      // The caller's abort was handled above: an abort now is this attempt's own timeout.
      const timedOut = timeout.aborted;
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

    if (text === undefined) {
      finish('too-large');
      throw new UpstreamError(
        name,
        'too-large',
        `${name} ${method} ${path} answered more than ${maxResponseBytes} bytes`,
        { status },
      );
    }

    let body: unknown;
    let decoded = true;
    const ok = status >= 200 && status < 300;
    if (text.length > 0 && !(ok && opts.known?.(text))) {
      try {
        body = JSON.parse(text);
      } catch {
        decoded = false;
        body = text;
      }
    }

    if (!ok) {
      finish('http');
      throw new UpstreamError(name, 'http', `${name} ${method} ${path} answered ${status}`, { status, body });
    }
    if (!decoded) {
      finish('decode');
      throw new UpstreamError(name, 'decode', `${name} ${method} ${path} answered invalid JSON`, { status });
    }
    finish();
    return { status, body: body as T, text };
  }

  const breaker = options.circuit && createCircuit(name, options.circuit, logger, metrics);

  /** One attempt through the circuit breaker: refused at once while it is open or probing. */
  async function guarded<T>(
    path: string,
    opts: UpstreamRequestOptions,
    retry: boolean,
  ): Promise<UpstreamAnswer<T>> {
    if (!breaker) return attempt<T>(path, opts, retry);
    // cockatiel makes calls wait for the half-open probe's outcome; we want them to fail fast instead.
    if (breaker.state === CircuitState.HalfOpen) {
      metrics?.circuitRejected?.(name);
      throw new UpstreamUnavailableError(name);
    }
    // Past the break, the call that finds the circuit open becomes its one probe. The probe runs on its own
    // timeout, not the caller's deadline, so that a caller giving up cannot count as a success that
    // closes the circuit; the caller still stops waiting at its deadline.
    const probe = breaker.state === CircuitState.Open;
    const callOpts = probe ? { ...opts, signal: undefined } : opts;
    const outcome = breaker.execute(async (): Promise<Outcome<T>> => {
      try {
        return { answer: await attempt<T>(path, callOpts, retry) };
      } catch (error) {
        // An answer that is not a failure of the upstream (4xx, a 500, a body we cannot read) is a sign of
        // health for the breaker; only 502–504, network errors and timeouts are thrown through it. A caller's
        // abort is thrown too but not handled by the breaker's filter, so it counts neither way.
        if (error instanceof UpstreamError && !isRetryable(error)) return { error };
        throw error;
      }
    });
    const settled = probe && opts.signal ? raceSignal(outcome, opts.signal) : outcome;
    let result: Outcome<T>;
    try {
      result = await settled;
    } catch (error) {
      throw circuitError(error);
    }
    if ('error' in result) throw result.error;
    return result.answer;
  }

  function circuitError(error: unknown): unknown {
    if (error instanceof BrokenCircuitError) {
      metrics?.circuitRejected?.(name);
      return new UpstreamUnavailableError(name);
    }
    return error;
  }

  return {
    name,
    async request<T = unknown>(path: string, opts: UpstreamRequestOptions = {}) {
      try {
        return await guarded<T>(path, opts, false);
      } catch (error) {
        // Only GETs are repeated: a repeated POST/PUT could apply twice when the first one did arrive.
        const idempotent = (opts.method ?? 'GET') === 'GET';
        if (idempotent && error instanceof UpstreamError && isRetryable(error)) {
          return guarded<T>(path, opts, true);
        }
        throw error;
      }
    },
  };
}

type Outcome<T> = { answer: UpstreamAnswer<T> } | { error: UpstreamError };

const STATE_NAMES: Record<number, CircuitStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/**
 * cockatiel's breaker over consecutive failures (502–504, network errors, timeouts); after `probeAfterMs` open,
 * one probe call goes through and its success closes the circuit again. Transitions are logged and reported
 * to metrics.
 */
function createCircuit(name: string, circuit: CircuitOptions, logger?: Logger, metrics?: UpstreamMetrics) {
  const breaker = circuitBreaker(
    handleWhen((error) => error instanceof UpstreamError && isRetryable(error)),
    { halfOpenAfter: circuit.probeAfterMs, breaker: new ConsecutiveBreaker(circuit.failureThreshold) },
  );
  metrics?.circuit?.(name, 'closed');
  breaker.onStateChange((state) => {
    const stateName = STATE_NAMES[state] ?? 'open';
    metrics?.circuit?.(name, stateName);
    if (stateName === 'open') {
      const failure = breaker.lastFailure;
      const err = failure && 'error' in failure ? failure.error : undefined;
      logger?.warn(
        { upstream: name, circuit: stateName, err, probeAfterMs: circuit.probeAfterMs },
        `${name} circuit opened: calls fail fast until a probe succeeds`,
      );
    } else {
      logger?.info({ upstream: name, circuit: stateName }, `${name} circuit ${stateName}`);
    }
  });
  return breaker;
}
