/**
 * One row of the bench: the same upstream calls on both sides first, then alternating timed windows (with
 * each window's CPU profile when BENCH_PROFILE is set).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { answerIsRight, bodyOf, load, median, quantile, type Window } from './load.ts';
import { processCpuMicros } from './process-cpu.ts';
import { ask, ROUNDS, SECONDS, WARMUP_SECONDS, type Side } from './protocol.ts';
import type { Query } from './scenarios.ts';

export interface SideResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** The first failed answer of the side, to say why it failed. */
  firstError?: string;
  callsPerRequest: number;
  /**
   * Upstream calls per second of the windows. With every TTL at 0 only the in-flight dedupe shares a
   * call: one flight of a path serves every request that asks for it while it is out, so calls per
   * request is 1 / (1 + req/s × flight time). A side whose requests spend more of their time in its own
   * CPU than waiting on flights has fewer requests joining each flight: more calls per request, at fewer
   * calls per second.
   */
  callsPerSecond: number;
  /** CPU of the servers' process per request, µs (user + system, so the machine's other load is left out). */
  cpuMicrosPerRequest: number;
  /**
   * CPU of the load generator (this process) per request, µs. It shares the machine's cores with the
   * servers: when it nears a whole core, it rather than the server sets the side's requests per second.
   */
  generatorCpuMicrosPerRequest: number;
  /**
   * CPU of the upstreams' process per request, µs (process-cpu.ts; undefined where it cannot be read): what
   * the side's upstream calls cost the same machine. With the servers' and the load generator's, it is
   * the machine's CPU per request, which sets the side's requests per second when the cores are busy.
   */
  upstreamCpuMicrosPerRequest?: number;
  bytes: number;
}

export interface QueryResult {
  query: Query;
  bff: SideResult;
  aggregator: SideResult;
  ratio: number;
  ratios: number[];
  upstreamCalls: number;
  callList: string[];
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** One request per side from cold caches: both must make the same upstream calls. */
async function checkSameCalls(servers: ChildProcess, query: Query) {
  const one = async (side: Side) => {
    await ask(servers, { type: 'reset', cache: query.cache }, 'reset');
    const answer = await query[side].send();
    if (!answerIsRight(query[side], answer, true))
      throw new Error(
        `${query.name}: ${side} answered ${answer.status}: ${bodyOf(answer).subarray(0, 300).toString()}`,
      );
    const { calls } = await ask(servers, { type: 'calls' }, 'calls');
    return { calls: calls[side], bytes: bodyOf(answer).length };
  };
  const bff = await one('bff');
  const aggregator = await one('aggregator');
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([key, n]) => (n === 1 ? key : `${key} ×${n}`))
      .sort();
  const [a, b] = [list(bff.calls), list(aggregator.calls)];
  if (a.join('\n') !== b.join('\n')) {
    throw new Error(
      `${query.name}: different upstream calls\n  BFF:        ${a.join('\n              ')}\n  aggregator: ${b.join('\n              ')}`,
    );
  }
  return { calls: total(bff.calls), list: a, bytes: { bff: bff.bytes, aggregator: aggregator.bytes } };
}

/** Where each window's CPU profile goes (BENCH_PROFILE), named by side, row and round. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
/** The start of the names of a row's profiles of one side: `bff.event-detail-no-cache-on-either-side.`. */
export const profilePrefix = (side: Side, query: Query) =>
  `${side}.${`${query.name} ${query.cacheLabel}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.`;

/**
 * One timed window of one side, with the upstream calls and the servers' CPU of that window alone (read
 * before the profile, if any, is written).
 */
async function window(
  servers: ChildProcess,
  upstreamsPid: number | undefined,
  query: Query,
  side: Side,
  round: number,
) {
  const profiled = PROFILE_DIR !== undefined;
  if (profiled) {
    await mkdir(PROFILE_DIR, { recursive: true });
    await ask(servers, { type: 'profile' }, 'profile');
  }
  // Clears the counts and restarts the CPU clock.
  await ask(servers, { type: 'calls' }, 'calls');
  const generatorCpu = process.cpuUsage();
  const upstreamCpu = processCpuMicros(upstreamsPid);
  const measured: Window = await load(query[side], SECONDS / ROUNDS);
  const { user, system } = process.cpuUsage(generatorCpu);
  const upstreamCpuAfter = processCpuMicros(upstreamsPid);
  const counted = await ask(servers, { type: 'calls' }, 'calls');
  if (profiled) {
    const file = path.join(PROFILE_DIR, `${profilePrefix(side, query)}${round}.cpuprofile`);
    await ask(servers, { type: 'profile', file }, 'profile');
  }
  return {
    measured,
    calls: total(counted.calls[side]),
    cpuMicros: counted.cpuMicros,
    generatorCpuMicros: user + system,
    upstreamCpuMicros:
      upstreamCpu === undefined || upstreamCpuAfter === undefined
        ? undefined
        : upstreamCpuAfter - upstreamCpu,
  };
}

/** `upstreamsPid`: the upstreams' process, whose CPU each window reads too (undefined: not read). */
export async function measure(
  servers: ChildProcess,
  upstreamsPid: number | undefined,
  query: Query,
): Promise<QueryResult> {
  const same = await checkSameCalls(servers, query);
  await ask(servers, { type: 'reset', cache: query.cache }, 'reset');
  await load(query.bff, WARMUP_SECONDS);
  await load(query.aggregator, WARMUP_SECONDS);
  await ask(servers, { type: 'calls' }, 'calls');

  const windows: Record<Side, Window[]> = { bff: [], aggregator: [] };
  const calls: Record<Side, number> = { bff: 0, aggregator: 0 };
  const cpu: Record<Side, number> = { bff: 0, aggregator: 0 };
  const generatorCpu: Record<Side, number> = { bff: 0, aggregator: 0 };
  // Undefined once any window could not read it: a sum of some windows would pass for all of them.
  const upstreamCpu: Record<Side, number | undefined> = { bff: 0, aggregator: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const order: Side[] = round % 2 === 0 ? ['bff', 'aggregator'] : ['aggregator', 'bff'];
    for (const side of order) {
      const measured = await window(servers, upstreamsPid, query, side, round);
      windows[side].push(measured.measured);
      calls[side] += measured.calls;
      cpu[side] += measured.cpuMicros;
      generatorCpu[side] += measured.generatorCpuMicros;
      const before = upstreamCpu[side];
      upstreamCpu[side] =
        before === undefined || measured.upstreamCpuMicros === undefined
          ? undefined
          : before + measured.upstreamCpuMicros;
    }
  }
  const summarise = (side: Side): SideResult => {
    const all = windows[side].flatMap((w) => w.latencies).sort((a, b) => a - b);
    const requests = windows[side].reduce((n, w) => n + w.requests, 0);
    const seconds = windows[side].reduce((n, w) => n + w.seconds, 0);
    return {
      rps: median(windows[side].map((w) => w.rps)),
      p50: quantile(all, 0.5),
      p99: quantile(all, 0.99),
      requests,
      errors: windows[side].reduce((n, w) => n + w.errors, 0),
      firstError: windows[side].find((w) => w.firstError !== undefined)?.firstError,
      callsPerRequest: calls[side] / Math.max(1, requests),
      callsPerSecond: calls[side] / Math.max(1e-9, seconds),
      cpuMicrosPerRequest: cpu[side] / Math.max(1, requests),
      generatorCpuMicrosPerRequest: generatorCpu[side] / Math.max(1, requests),
      upstreamCpuMicrosPerRequest:
        upstreamCpu[side] === undefined ? undefined : upstreamCpu[side] / Math.max(1, requests),
      bytes: same.bytes[side],
    };
  };
  const ratios = windows.bff.map((w, i) => w.rps / windows.aggregator[i].rps);
  return {
    query,
    bff: summarise('bff'),
    aggregator: summarise('aggregator'),
    ratio: median(ratios),
    ratios,
    upstreamCalls: same.calls,
    callList: same.list,
  };
}
