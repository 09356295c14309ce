/**
 * `npm run bench:live`: graphql-ws subscribers to one live event, beside a raw `ws` broadcast of the same
 * bytes and a plain TCP write of the same bytes (no WebSocket at all: what the machine's loopback allows),
 * in the same run. Reports delivery latency (p50/p99, from the publish of a change to the client's receipt),
 * the time the servers take to hand the last frame to the kernel, server memory per subscriber and GraphQL
 * executions per published change.
 *
 * Every phase runs its servers in child processes (`bench-live/phase-server.ts`) and its clients in one more
 * (`bench-live/load-client.ts`), so each measures only itself. A layout is how many server processes share
 * the subscribers: one process alone (in-memory pub/sub), or replicas on Redis, one polling, all fanning
 * out, as the BFF scales across cores and machines (DESIGN §7). The baselines run in the same layout.
 * Each size and layout runs a few rounds that alternate which side goes first; tables show the medians of
 * the rounds. Loopback only; bounded in count and time.
 *
 *   node --expose-gc scripts/bench-live.ts [sizes=1000,5000,10000] [changes=10] [rounds=3] [layouts=1,2]
 *
 * Replicas need Redis: REDIS_URL, else TEST_REDIS_URL, else redis://127.0.0.1:6379; without one reachable
 * those rows are left out, with a message. BENCH_SERVER_PROF=<dir> and BENCH_CLIENT_PROF=<dir> write CPU
 * profiles of the server processes and of the load generator there.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  ask,
  CHANGE_INTERVAL_MS,
  type ClientCommand,
  type ClientMessage,
  type PhaseKind,
  type ServerConfig,
  type ServerMessage,
} from './bench-live/protocol.ts';

const HERE = import.meta.dirname;

interface PhaseResult {
  p50: number;
  p99: number;
  /** Median over the changes of the time from publish to the last server's last write of that change. */
  sendDone: number;
  /** Longest stretch a server's event loop was blocked while the changes were sent. */
  maxBlock: number;
  /** Growth of the servers' resident memory and of their JavaScript heap (with buffers) per subscriber. */
  perSubscriber: { rss: number; heap: number };
  /** GraphQL executions per change in each process (the target: the number of distinct groups). */
  executionsPerChange?: number;
  samples?: string[];
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function startServer(config: ServerConfig): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(`${HERE}/bench-live/phase-server.ts`, [JSON.stringify(config)], {
    // V8 sizes its young generation from the allocation rate (up to 128 MB here): at a fixed size, the
    // memory slope counts what subscribers hold, not that allocation buffer growing while they connect.
    execArgv: [
      '--expose-gc',
      '--min-semi-space-size=16',
      '--max-semi-space-size=16',
      ...(process.env.BENCH_SERVER_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return ask<ServerMessage, 'listening'>(child, null, 'listening', 30_000).then(({ url }) => ({
    child,
    url,
  }));
}

const askClient = <T extends ClientMessage['type']>(
  client: ChildProcess,
  command: ClientCommand | null,
  type: T,
  ms: number,
) => ask<ClientMessage, T>(client, command, type, ms);

async function runPhase(input: {
  kind: PhaseKind;
  client: ChildProcess;
  size: number;
  changes: number;
  processes: number;
  redisUrl?: string;
  samples: string[];
}): Promise<PhaseResult> {
  const { kind, client, size, changes, processes } = input;
  const prefix = `bench:${randomUUID()}:`;
  const servers = await Promise.all(
    Array.from({ length: processes }, (_, i) =>
      startServer({
        kind,
        redisUrl: processes > 1 ? input.redisUrl : undefined,
        prefix,
        driver: i === 0,
        samples: input.samples,
      }),
    ),
  );
  try {
    // Memory per subscriber is the slope between half and all of the subscribers, so the process's fixed
    // costs (lazy initialisation, heap reservations) do not count as subscribers'.
    const connectAndWeigh = async (count: number) => {
      const urls = servers.map((s) => s.url);
      await askClient(client, { type: 'connect', kind, urls, count, changes }, 'ready', 180_000);
      const armed = await Promise.all(
        servers.map((s) => ask<ServerMessage, 'armed'>(s.child, { type: 'arm' }, 'armed', 30_000)),
      );
      const sum = (pick: (a: (typeof armed)[number]) => number) =>
        armed.reduce((total, a) => total + pick(a), 0);
      return { rss: sum((a) => a.rss), heap: sum((a) => a.heap) };
    };
    const half = Math.floor(size / 2);
    const atHalf = await connectAndWeigh(half);
    const atFull = await connectAndWeigh(size);
    const receipts = askClient(client, null, 'receipts', changes * CHANGE_INTERVAL_MS * 4 + 60_000);
    for (const s of servers) s.child.send({ type: 'start', changes });
    const received = await receipts;
    const results = await Promise.all(
      servers.map((s) => ask<ServerMessage, 'result'>(s.child, { type: 'stop' }, 'result', 30_000)),
    );
    await askClient(client, { type: 'close' }, 'closed', 60_000);

    const sentAt: Record<number, number> = {};
    for (const result of results) Object.assign(sentAt, result.sentAt);
    const version = (index: number) => received.base + index + 1;
    const latencies: number[] = [];
    received.receipts.forEach((times, index) => {
      const publishedAt = sentAt[version(index)];
      if (publishedAt === undefined)
        throw new Error(`${kind}: no publish time for version ${version(index)}`);
      for (const t of times) latencies.push(t - publishedAt);
    });
    latencies.sort((a, b) => a - b);
    const sendDone = received.receipts.map(
      (_, index) => Math.max(...results.map((r) => r.doneAt[version(index)] ?? NaN)) - sentAt[version(index)],
    );
    return {
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      sendDone: median(sendDone),
      maxBlock: Math.max(...results.map((r) => r.maxBlock)),
      perSubscriber: {
        rss: (atFull.rss - atHalf.rss) / (size - half),
        heap: (atFull.heap - atHalf.heap) / (size - half),
      },
      executionsPerChange:
        kind === 'graphql' ? median(results.map((r) => r.executions / Math.max(1, r.changes))) : undefined,
      samples: received.samples,
    };
  } finally {
    await Promise.all(
      servers.map(
        (s) =>
          new Promise((resolve) => {
            s.child.once('exit', resolve);
            s.child.send({ type: 'exit' });
            setTimeout(() => s.child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  }
}

/** The Redis the replicas share, if one answers. */
async function reachableRedis(): Promise<string | undefined> {
  const url = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  // Bounded, so a slip of the finger cannot open more sockets than the machine's descriptors allow.
  const counts = (text: string, name: string, max: number) => {
    const values = text.split(',').map(Number);
    if (values.some((n) => !Number.isInteger(n) || n < 1 || n > max)) {
      console.error(
        `bench:live: ${name} must be whole numbers from 1 to ${max}, separated by commas: "${text}"`,
      );
      process.exit(2);
    }
    return values;
  };
  const sizes = counts(process.argv[2] ?? '1000,5000,10000', 'sizes', 20_000);
  const [changes] = counts(process.argv[3] ?? '10', 'changes', 1000);
  const [rounds] = counts(process.argv[4] ?? '3', 'rounds', 100);
  let layouts = counts(process.argv[5] ?? '1,2', 'layouts', 4);
  const redisUrl = layouts.some((n) => n > 1) ? await reachableRedis() : undefined;
  if (!redisUrl && layouts.some((n) => n > 1)) {
    console.warn(
      'No Redis reachable (REDIS_URL, TEST_REDIS_URL or 127.0.0.1:6379): replica layouts are left out.',
    );
    layouts = layouts.filter((n) => n === 1);
  }
  const client = fork(`${HERE}/bench-live/load-client.ts`, [], {
    execArgv: process.env.BENCH_CLIENT_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CLIENT_PROF}`]
      : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const latencyRows: string[] = [];
  const costRows: string[] = [];
  const verdicts: string[] = [];
  const ms = (n: number) => n.toFixed(1);
  const kb = (n: number) => (n / 1024).toFixed(1);
  const layoutName = (n: number) => (n === 1 ? '1 process' : `${n} replicas (Redis)`);
  try {
    for (const size of sizes) {
      for (const processes of layouts) {
        const gqls: PhaseResult[] = [];
        const raws: PhaseResult[] = [];
        const tcps: PhaseResult[] = [];
        let samples: string[] = [];
        const phase = (kind: PhaseKind) =>
          runPhase({ kind, client, size, changes, processes, redisUrl, samples });
        for (let round = 0; round < rounds; round++) {
          // The first round starts with graphql-ws (its messages are what the baselines send); then the order
          // is reversed every other round, so no side always runs first.
          const baselines = async () => {
            raws.push(await phase('raw'));
            tcps.push(await phase('tcp'));
          };
          if (round % 2 === 1) await baselines();
          const gql = await phase('graphql');
          gqls.push(gql);
          samples = gql.samples!;
          if (round % 2 === 0) await baselines();
          const [g, r, t] = [gqls[round], raws[round], tcps[round]];
          console.log(
            `  ${size} × ${layoutName(processes)} round ${round + 1}: graphql-ws p50 ${ms(g.p50)} p99 ${ms(g.p99)}` +
              ` send ${ms(g.sendDone)} block ${ms(g.maxBlock)} | raw ws p50 ${ms(r.p50)} p99 ${ms(r.p99)}` +
              ` send ${ms(r.sendDone)} | plain TCP p50 ${ms(t.p50)} p99 ${ms(t.p99)} send ${ms(t.sendDone)}`,
          );
        }
        const m = (list: PhaseResult[], pick: (r: PhaseResult) => number) => median(list.map(pick));
        const ratios = gqls.map((g, i) => g.p99 / raws[i].p99);
        const ratio = median(ratios);
        const p99 = m(gqls, (r) => r.p99);
        const tcpP99 = m(tcps, (r) => r.p99);
        // The larger of the two slopes: resident memory also counts native memory (socket handles), but it
        // moves in allocator-sized steps, so at small sizes it can read below the heap that it contains.
        const perSubscriber = m(gqls, (r) => Math.max(r.perSubscriber.rss, r.perSubscriber.heap));
        const executions = m(gqls, (r) => r.executionsPerChange!);
        latencyRows.push(
          `| ${[
            size,
            layoutName(processes),
            ms(m(gqls, (r) => r.p50)),
            ms(p99),
            ms(m(raws, (r) => r.p50)),
            ms(m(raws, (r) => r.p99)),
            ms(m(tcps, (r) => r.p50)),
            ms(tcpP99),
            `${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
            [gqls, raws, tcps].map((list) => ms(m(list, (r) => r.sendDone))).join(' / '),
          ].join(' | ')} |`,
        );
        costRows.push(
          `| ${[
            size,
            layoutName(processes),
            [gqls, raws, tcps].map((list) => ms(m(list, (r) => r.maxBlock))).join(' / '),
            `${kb(m(gqls, (r) => r.perSubscriber.rss))} / ${kb(m(gqls, (r) => r.perSubscriber.heap))}`,
            `${kb(m(raws, (r) => r.perSubscriber.rss))} / ${kb(m(raws, (r) => r.perSubscriber.heap))}`,
            executions.toFixed(2),
            samples.map((sample) => Buffer.byteLength(sample)).join(' / '),
          ].join(' | ')} |`,
        );
        const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
        verdicts.push(
          `${size} × ${layoutName(processes)}: p99 ratio ${ratio.toFixed(2)} ≤ 2 ${mark(ratio <= 2)}; ` +
            `${kb(perSubscriber)} KB ≤ 16 KB per subscriber ${mark(perSubscriber <= 16 * 1024)}; ` +
            `executions per change and process ${executions.toFixed(2)} = 2 groups ${mark(executions === 2)}` +
            (size === 10_000
              ? `; p99 ${ms(p99)} ms ≤ 100 ms ${mark(p99 <= 100)} (plain TCP p99 ${ms(tcpP99)} ms in the same rounds)`
              : ''),
        );
        console.log(latencyRows.at(-1));
      }
    }
  } finally {
    const exited = new Promise((resolve) => client.once('exit', resolve));
    client.send({ type: 'exit' });
    const timer = setTimeout(() => client.kill(), 5_000);
    await exited;
    clearTimeout(timer);
  }
  console.log(
    [
      `\nlive delivery, ${changes} changes per round, medians of ${rounds} rounds, 2 subscription groups:`,
      '| subscribers | servers | graphql-ws p50 ms | graphql-ws p99 ms | raw ws p50 ms | raw ws p99 ms | plain TCP p50 ms | plain TCP p99 ms | p99 ratio graphql-ws / raw ws (min–max) | send ms graphql-ws / raw ws / TCP |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...latencyRows,
      '',
      '| subscribers | servers | max block ms graphql-ws / raw ws / TCP | KB/subscriber RSS / heap | KB/raw ws socket RSS / heap | executions/change/process | message bytes (per document) |',
      '|---|---|---|---|---|---|---|',
      ...costRows,
      '',
      'targets:',
      ...verdicts.map((line) => `  ${line}`),
    ].join('\n'),
  );
}

await main();
