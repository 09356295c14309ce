import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshServerStore, serverStoreIn } from '../../api/test/server-store.ts';
import type { GqlAnswer, TypedQuery } from '../../bff/test/harness.ts';
import { EVERY_EVENT_SECTION } from '../../bff/test/sports-harness.ts';
import { freePort, waitReady } from '../child-server.ts';
import { TEST_PASSWORD_HASHING_ENV } from '../password-hashing.ts';

// The abuse suite attacks real processes: `server/main.ts` in a child, over real HTTP and WebSockets. Each
// attack prints the figure it proves (time to refusal, upstream calls, memory growth, a bystander's latency).

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningBancada {
  base: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** Everything the child logged (pino JSON lines at LOG_LEVEL, `info` unless the env says otherwise). */
  logs(): Promise<string>;
  /** Resident memory of the child, in bytes (Linux /proc). */
  rss(): Promise<number>;
  /** Upstream HTTP calls the BFF has made so far (its Prometheus counter). */
  upstreamCalls(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts every role (or `env.ROLES`) on a free loopback port with a store of its own (server-store.ts),
 * the demo data seeded, and logs kept in a file the test can read.
 */
export async function startBancada(
  env: Record<string, string> = {},
  options: {
    /** Reuse this folder's store (a restart on the same data) instead of a fresh one. */
    dataDir?: string;
    /** Leave the store in place on stop, for a later start on it. */
    keepDataDir?: boolean;
  } = {},
): Promise<RunningBancada> {
  const port = await freePort();
  const store = options.dataDir ? serverStoreIn(options.dataDir) : await freshServerStore('bancada-abuse');
  const { dataDir } = store;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: store.databaseUrl,
      REDIS_URL: '',
      ...TEST_PASSWORD_HASHING_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await new Promise((resolve) => log.end(resolve));
    if (!options.keepDataDir) await store.remove();
  };
  try {
    await waitReady(base, child, { timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    // Nobody can start again on a store whose first start failed: it is not kept for them.
    if (options.keepDataDir && !options.dataDir) await store.remove();
    throw error;
  }
  return {
    base,
    port,
    child,
    dataDir,
    logs: () => readFile(logFile, 'utf8'),
    rss: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    upstreamCalls: async () => {
      const text = await (await fetch(`${base}/metrics`)).text();
      let total = 0;
      for (const line of text.split('\n')) {
        if (line.startsWith('bancada_upstream_requests_total')) total += Number(line.split(' ').at(-1));
      }
      return total;
    },
    stop,
  };
}

export interface BystanderReport {
  requests: number;
  /** Answers other than 200: a bystander refused or failed. */
  failures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A bystander asking `/healthz` one request after another while `attack` runs: what an innocent client
 * sees of the attack. Stops with the attack.
 */
export async function withBystander<T>(
  base: string,
  attack: () => Promise<T>,
): Promise<{ result: T; bystander: BystanderReport }> {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failures++;
    }
  })();
  try {
    const result = await attack();
    return { result, bystander: summarize(latencies, failures) };
  } finally {
    running = false;
    await loop;
  }
}

/** The same bystander on an idle server, for a baseline beside the attack. */
export async function idleBystander(base: string, requests = 200): Promise<BystanderReport> {
  const latencies: number[] = [];
  let failures = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) failures++;
  }
  return summarize(latencies, failures);
}

function summarize(latencies: number[], failures: number): BystanderReport {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failures,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Prints the figure an attack proves, one line each, so CI's log carries them. */
export function figure(attack: string, values: Record<string, number | string>): void {
  const text = Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  console.log(`abuse figure · ${attack}: ${text}`);
}

/** Whether this machine has a `redis-server` binary the outage test can start and kill. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

export interface OwnRedis {
  url: string;
  port: number;
  /** SIGKILL: the outage. */
  kill(): Promise<void>;
  /** A new redis-server on the same port: the recovery. */
  restart(): Promise<void>;
  /** Kills it for good and removes its files. */
  stop(): Promise<void>;
}

/**
 * A throwaway redis-server on a free loopback port, nothing kept on disk; with `persist`, every write is
 * synced to an append-only file in a temporary folder, so a restart after SIGKILL has the same data (as a
 * production Redis with persistence would, and as a network outage leaves it).
 */
export async function startOwnRedis(options: { persist?: boolean } = {}): Promise<OwnRedis> {
  const port = await freePort();
  const dir = options.persist ? await mkdtemp(path.join(os.tmpdir(), 'bancada-redis-')) : undefined;
  const storage = dir
    ? ['--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always']
    : ['--save', '', '--appendonly', 'no'];
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', ...storage], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const ok =
        spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  };
  const kill = async () => {
    // A child ended by a signal keeps exitCode null: signalCode says it is gone.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    restart: start,
    async stop() {
      await kill();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Sends one GraphQL operation over HTTP as an integrator would. `graphql<TData>()` (or a typed() document)
 * gives the body its shape; left untyped, `data` is `unknown`.
 */
export async function graphql<TData = unknown>(
  base: string,
  query: TypedQuery<TData>,
  options: { variables?: Record<string, unknown>; token?: string; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  headers: Headers;
  body: GqlAnswer<TData>['body'];
  ms: number;
}> {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  return {
    status: response.status,
    headers: response.headers,
    // A body that is not JSON stays its text, for the test to see.
    body: body as GqlAnswer<TData>['body'],
    ms: performance.now() - started,
  };
}

/** The attack: `nodes(ids: $ids)` asking every section of each event. */
export const NODES_ATTACK = `query Attack($ids: [ID!]!) { nodes(ids: $ids) { ... on Event { id ${EVERY_EVENT_SECTION} } } }`;
