import type { ChildProcess } from 'node:child_process';
import { DEFAULT_PATHS, REPO_ROOT } from '../../server/paths.ts';

/** Settings of a run (environment variables, bounded) and the messages between the bench and its servers. */

const bounded = (raw: string | undefined, fallback: number, min: number, max: number) => {
  const value = Number(raw ?? fallback);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};
export const SECONDS = bounded(process.env.BENCH_SECONDS, 5, 1, 60);
export const CONCURRENCY = Math.round(bounded(process.env.BENCH_CONCURRENCY, 16, 1, 64));
export const ROUNDS = Math.round(bounded(process.env.BENCH_ROUNDS, 5, 1, 20));
/**
 * Unmeasured load of each side before a row's rounds. With 1 s the BFF's first round was its lowest in
 * nine runs of ten (V8 still optimising Yoga, the plugins and the compiled page; 0.38–0.58 of the aggregator
 * where the later rounds made 0.6–0.8); with 4 s it no longer stands apart (docs/PERFORMANCE.md).
 */
export const WARMUP_SECONDS = bounded(process.env.BENCH_WARMUP_SECONDS, 4, 0, 30);
/** BENCH_RESPONSE_CACHE=off measures the BFF without its response cache of public operations. */
export const RESPONSE_CACHE = process.env.BENCH_RESPONSE_CACHE !== 'off';
/** What `npm start` runs with (server/main.ts), unless NODE_ENV is set. */
export const SERVERS_NODE_ENV = process.env.NODE_ENV ?? 'production';
export const UPSTREAM_TIMEOUT_MS = 5_000;
export const ROOT = REPO_ROOT;
export const PERSISTED_FILE = DEFAULT_PATHS.persistedQueries;

export type Side = 'bff' | 'aggregator';
export type CallCounts = Record<Side, Record<string, number>>;
export type ToServers =
  | { type: 'calls' }
  | { type: 'reset'; cache: boolean }
  /** Starts the servers' CPU profiler (BENCH_PROFILE), or stops it and writes the profile to `file`. */
  | { type: 'profile'; file?: string }
  | { type: 'stop' };
export type FromServers =
  /** `bffUncachedUrl`: the same BFF without its response cache, for the rows without caches. */
  | { type: 'ready'; bffUrl: string; bffUncachedUrl: string; aggregatorUrl: string }
  /**
   * The upstream calls counted since the last `calls` or `reset`, and the CPU time the servers' process used
   * meanwhile (user + system, µs): one side is loaded at a time, so a window's CPU is that side's.
   */
  | { type: 'calls'; calls: CallCounts; cpuMicros: number }
  | { type: 'reset' }
  | { type: 'profile' };

/** Sends a message to the servers' process and waits for its answer of type `expect` (30 s at most). */
export function ask<T extends FromServers['type']>(
  child: ChildProcess,
  message: ToServers,
  expect: T,
): Promise<Extract<FromServers, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`servers did not answer "${message.type}"`)), 30_000);
    const onMessage = (answer: FromServers) => {
      if (answer.type !== expect) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(answer as Extract<FromServers, { type: T }>);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}
