/**
 * `npm run bench:bff`: the event-detail and dashboard queries through the GraphQL BFF, side by side with a
 * hand-written REST aggregator (plain node:http + fetch) that makes exactly the same upstream calls. Prints,
 * per query, req/s, p50 and p99 of both and the BFF/aggregator throughput ratio (target ≥ 0.75). Absolute
 * numbers depend on the machine; only the ratio, measured side by side in one run, means anything.
 *
 * Three processes, so that no side pays for another's work on its event loop:
 *   1. upstreams: `server/main.ts` with ROLES=api,sportsfeed (Banca API on PGlite, or on PostgreSQL when
 *      TEST_DATABASE_URL is set; the simulated sports feed), on a free loopback port;
 *   2. servers: `bench-bff/servers.ts`, the BFF (Hono and the /graphql route, as `npm start` serves it) and the
 *      aggregator (`bench-bff/aggregator.ts`), each on its own loopback port. They share the process but are
 *      never loaded at the same time, so each one has the whole event loop while it is measured; both call
 *      upstreams through undici's global keep-alive pool with the same 5 s timeout (the BFF through undici's
 *      request API, the aggregator through fetch, as a hand-written one would);
 *   3. this process: setup over HTTP (`bench-bff/setup.ts`), then the load generator (`bench-bff/load.ts`,
 *      node:http keep-alive clients) over the rows of `bench-bff/scenarios.ts`.
 *
 * Queries: event-detail is the web app's persisted EventPageQuery, sent by id as the browser sends it
 * (header, odds, votes, lineups, statistics, both teams' season statistics and goal distributions,
 * standings: every tab of the page) as a visitor's page (`withViewer: false`), for a finished football event
 * whose sections all have coverage; the aggregator answers
 * with the upstream bodies combined as they came (it neither decodes nor trims them, so it sends about
 * twice the bytes). dashboard is the bankroll screen (DASHBOARD, shared with the tests) with a Bearer token,
 * over a user with five funded accounts. The servers run with NODE_ENV=production, as `npm start` does
 * (server/main.ts), unless NODE_ENV is set: graphql-js runs cheaper checks under it.
 *
 * Same upstream calls: the servers count every upstream call by method and path on both sides (the BFF's
 * two HTTP clients are wrapped, the aggregator counts its own), and before measuring a query the script
 * sends one request to each side with cold caches and fails unless both made the same multiset of calls.
 *
 * Cache: the BFF reads public sports data through a shared TTL cache with in-flight dedupe. The aggregator
 * gets the same kind of cache (a TTL map plus in-flight dedupe keyed by path, TTLs taken from the BFF's
 * resource table). The event-detail query runs twice: with those caches, then with every TTL set to 0 on
 * both sides (no cache; concurrent identical reads still share one flight, on both sides, and the BFF
 * keeps a value for the requests that arrived before it landed, as the aggregator, which asks at arrival,
 * shares its flight with them: upstreams/sports/cache.ts). Banca data is per user and never cached by
 * either side.
 *
 * The BFF also has its response cache of public query operations (server/bff/plugins/response-cache.ts):
 * the event page's whole answer for the max age its schema declares. The rows with the caches go to a BFF
 * with it; the row without caches to a second BFF in the same process without it (its max ages are fixed
 * when the schema is built, so TTLs of 0 do not turn it off). It never stores the dashboard (user data). A
 * reset empties it with the other caches. BENCH_RESPONSE_CACHE=off measures the first BFF without it too.
 *
 * Rounds: each query's BENCH_SECONDS per side are split into BENCH_ROUNDS windows, alternating sides
 * (A B, B A, A B, …) after a warm-up of each side. req/s and the ratio are the median of the rounds (the
 * ratio of each round pairs two adjacent windows); p50/p99 pool every round's latencies.
 *
 *   npm run bench:bff        BENCH_SECONDS=5 BENCH_CONCURRENCY=16 BENCH_ROUNDS=5 by default
 *   BENCH_PROFILE=dir        a V8 CPU profile of the servers' process per measured window, written to dir
 *                            (`<side>.<row>.<round>.cpuprofile`), and each row's heaviest frames printed
 *                            per side (`bench-bff/profile.ts` sums them again from the files)
 *   BENCH_RESPONSE_CACHE=off the BFF without its response cache
 *   BENCH_ONLY=text          only the rows whose name and cache label contain the text ("no cache")
 */

import { fork, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measure, profilePrefix, type QueryResult } from './bench-bff/measure.ts';
import { framesText, profilesIn, topFrames } from './bench-bff/profile.ts';
import {
  CONCURRENCY,
  RESPONSE_CACHE,
  ROUNDS,
  SECONDS,
  SERVERS_NODE_ENV,
  WARMUP_SECONDS,
  type FromServers,
  type ToServers,
} from './bench-bff/protocol.ts';
import { report, table } from './bench-bff/report.ts';
import { scenarios } from './bench-bff/scenarios.ts';
import { pickEvent, seedUser, startUpstreams, stopChild } from './bench-bff/setup.ts';

const started = Date.now();
const children = new Set<ChildProcess>();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bancada-bench-bff-'));
// Whatever way this process ends, its children and data go with it.
process.on('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
// Bounded in time even if something hangs: setup, three queries, warm-ups and slack.
setTimeout(
  () => {
    console.error('bench-bff: time limit reached, stopping');
    process.exit(1);
  },
  (180 + 3 * 2 * (SECONDS + WARMUP_SECONDS) * 2) * 1000,
).unref();

let stopping = false;
const upstreams = await startUpstreams(dataDir);
children.add(upstreams.child);
upstreams.child.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`bench-bff: the upstreams exited during the run (code ${code}, signal ${signal})`);
  process.exit(1);
});
await upstreams.ready();
const { bancaUrl, sportsUrl } = upstreams;
const token = await seedUser(bancaUrl);
const eventId = await pickEvent(sportsUrl);

const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
const servers = fork(path.join(import.meta.dirname, 'bench-bff/servers.ts'), [], {
  env: {
    ...process.env,
    NODE_ENV: SERVERS_NODE_ENV,
    BENCH_BANCA_URL: bancaUrl,
    BENCH_SPORTS_URL: sportsUrl,
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
children.add(servers);
servers.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`bench-bff: the servers exited during the run (code ${code}, signal ${signal})`);
  process.exit(1);
});
const ready = await new Promise<Extract<FromServers, { type: 'ready' }>>((resolve, reject) => {
  servers.once('message', (m: FromServers) =>
    m.type === 'ready' ? resolve(m) : reject(new Error('servers failed')),
  );
  servers.once('exit', (code) => reject(new Error(`servers exited with code ${code}`)));
});
const rows = await scenarios({
  bffUrl: ready.bffUrl,
  bffUncachedUrl: ready.bffUncachedUrl,
  aggregatorUrl: ready.aggregatorUrl,
  eventId,
  token,
});

console.log(
  `BFF versus REST aggregator: concurrency ${CONCURRENCY}, ${SECONDS} s per side per query in ${ROUNDS} ` +
    `alternating rounds (after ${WARMUP_SECONDS} s warm-up each), ${os.cpus().length} cores, Node ` +
    `${process.version}, servers' NODE_ENV=${SERVERS_NODE_ENV}, BFF response cache ` +
    `${RESPONSE_CACHE ? 'on' : 'off'}`,
);
const results: QueryResult[] = [];
let failed = false;
try {
  // BENCH_ONLY=<substring> measures only the matching rows ("no cache", "dashboard"…), e.g. to profile one.
  const only = process.env.BENCH_ONLY;
  for (const query of rows.queries) {
    if (only && !`${query.name} ${query.cacheLabel}`.includes(only)) continue;
    const result = await measure(servers, upstreams.child.pid, query);
    results.push(result);
    console.log(report(result, !results.slice(0, -1).some((r) => r.query.name === query.name)));
    if (profileDir) {
      for (const side of ['bff', 'aggregator'] as const) {
        const files = await profilesIn(profileDir, profilePrefix(side, query));
        console.log(`  ${side}: heaviest frames by self time, ${files.length} windows (${profileDir})`);
        console.log(framesText(await topFrames(files, 12)));
      }
    }
    if (result.bff.errors > 0 || result.aggregator.errors > 0) failed = true;
  }
} finally {
  await rows.close();
  stopping = true;
  await stopChild(servers, () => servers.send({ type: 'stop' } satisfies ToServers));
  await stopChild(upstreams.child, () => upstreams.child.kill('SIGTERM'));
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\n${table(results)}`);
console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (failed) process.exitCode = 1;
