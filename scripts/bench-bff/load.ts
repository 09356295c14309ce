/** The load generator: keep-alive HTTP clients and timed windows of concurrent requests. */
import { Agent, request, type IncomingMessage } from 'node:http';
import { CONCURRENCY } from './protocol.ts';

export interface Answer {
  status: number;
  /**
   * The bytes as received, never decoded: decoding costs the load generator (on the same cores as the
   * servers) time per byte, more for the BFF's pt-BR text than for the aggregator's ASCII, and checks only
   * need to search the bytes.
   */
  body: Buffer;
}

/** A keep-alive HTTP client for one base URL, cheap enough not to steal much CPU from the servers. */
export function client(base: string) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const send = (method: string, p: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        { agent, host: url.hostname, port: url.port, method, path: p, headers },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export interface Target {
  send(): Promise<Answer>;
  ok(answer: Answer): boolean;
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
        const answer = await target.send().catch(() => ({ status: 0, body: Buffer.alloc(0) }));
        latencies.push(performance.now() - t0);
        if (!target.ok(answer)) {
          errors += 1;
          firstError ??= `${answer.status} ${answer.body.subarray(0, 300).toString()}`;
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
