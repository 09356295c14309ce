/** The load generator: keep-alive HTTP clients and timed windows of concurrent requests. */
import { Pool } from 'undici';
import { CONCURRENCY } from './protocol.ts';

export interface Answer {
  status: number;
  /**
   * The bytes as received, in the chunks they came in: joining or decoding them costs the load generator
   * (on the same cores as the servers) time per byte, and only the sampled content checks read them.
   */
  chunks: Buffer[];
}

/** An answer's whole body. */
export const bodyOf = (answer: Answer): Buffer => Buffer.concat(answer.chunks);

/**
 * Keep-alive HTTP connections to one base URL (undici's Pool, through its lowest-level dispatch: no stream
 * objects per answer), cheap enough not to steal much CPU from the servers.
 */
export function client(base: string) {
  // A hung answer fails its request after 30 s instead of undici's 300 s, so a window cannot overrun by minutes.
  const pool = new Pool(base, { connections: CONCURRENCY, headersTimeout: 30_000, bodyTimeout: 30_000 });
  const send = (method: 'GET' | 'POST', p: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const answer: Answer = { status: 0, chunks: [] };
      pool.dispatch(
        { origin: base, method, path: p, headers, body },
        {
          // Its presence marks the handler as one of the current API (undici's UnwrapHandler).
          onRequestStart: () => undefined,
          onResponseStart: (_controller, status) => void (answer.status = status),
          onResponseData: (_controller, chunk) => void answer.chunks.push(chunk),
          onResponseEnd: () => resolve(answer),
          onResponseError: (_controller, error) => reject(error),
        },
      );
    });
  return { send, close: () => pool.destroy() };
}

/** One answer in CONTENT_CHECK_EVERY has its content read by `Target.content`; every one its status. */
export const CONTENT_CHECK_EVERY = 16;

export interface Target {
  send(): Promise<Answer>;
  /** Whether an answer's status is right: checked on every answer. */
  ok(answer: Answer): boolean;
  /**
   * Whether its content is right (a GraphQL answer without errors), read on one answer in
   * CONTENT_CHECK_EVERY of each window, and on the answer each side gives from cold caches before the
   * windows (measure.ts): searching every 54 kB answer for `"errors"` was 14% of the load generator's CPU,
   * which the BFF's side alone paid.
   */
  content?(body: Buffer): boolean;
}

export interface Window {
  requests: number;
  errors: number;
  rps: number;
  seconds: number;
  latencies: number[];
  /** Status and start of the body of the first failed answer. */
  firstError?: string;
}

/** Whether an answer is right: its status always, its content when its turn comes. */
export function answerIsRight(target: Target, answer: Answer, readContent: boolean): boolean {
  if (!target.ok(answer)) return false;
  return !readContent || !target.content || target.content(bodyOf(answer));
}

export async function load(target: Target, seconds: number): Promise<Window> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const answer = await target.send().catch((): Answer => ({ status: 0, chunks: [] }));
        latencies.push(performance.now() - t0);
        if (!answerIsRight(target, answer, latencies.length % CONTENT_CHECK_EVERY === 1)) {
          errors += 1;
          firstError ??= `${answer.status} ${bodyOf(answer).subarray(0, 300).toString()}`;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    seconds: elapsed,
    latencies,
    firstError,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
