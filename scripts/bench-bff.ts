/**
 * `npm run bench:bff`: the event-detail and dashboard queries through the GraphQL BFF, side by side with a
 * hand-written REST aggregator (plain node:http + fetch) that makes exactly the same upstream calls. Prints,
 * per query, req/s, p50 and p99 of both and the BFF/aggregator throughput ratio (target ≥ 0.75). Absolute
 * numbers depend on the machine; only the ratio, measured side by side in one run, means anything.
 *
 * Three processes, so that no side pays for another's work on its event loop:
 *   1. upstreams: `server/main.ts` with ROLES=api,sportsfeed (Banca API on PGlite, or on PostgreSQL when
 *      TEST_DATABASE_URL is set; the simulated sports feed), on a free loopback port;
 *   2. servers: this file with `--serve`, the BFF (Yoga served straight by node:http, as a listener) and the
 *      aggregator, each on its own loopback port. They share the process but are never loaded at the same
 *      time, so each one has the whole event loop while it is measured; both use the same global fetch
 *      (undici, keep-alive pool) for upstream calls, with the same 5 s timeout;
 *   3. this process: setup over HTTP, then the load generator (node:http keep-alive clients).
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
 * both sides (no cache; concurrent identical reads still share one flight, on both sides). Banca data is
 * per user and never cached by either side.
 *
 * The BFF also has its response cache of public query operations (server/bff/plugins/response-cache.ts):
 * the event page's whole answer for the shortest sports TTL (3 s). It takes its TTL from the same resource
 * table, so it is off with the TTLs at 0, and it never stores the dashboard (user data). A reset empties it
 * with the other caches. BENCH_RESPONSE_CACHE=off measures the BFF without it.
 *
 * Rounds: each query's BENCH_SECONDS per side are split into BENCH_ROUNDS windows, alternating sides
 * (A B, B A, A B, …) after a warm-up of each side. req/s and the ratio are the median of the rounds (the
 * ratio of each round pairs two adjacent windows); p50/p99 pool every round's latencies.
 *
 *   npm run bench:bff        BENCH_SECONDS=5 BENCH_CONCURRENCY=16 BENCH_ROUNDS=5 by default
 *   BENCH_PROFILE=dir        writes a V8 CPU profile of the servers' process to dir (node --cpu-prof)
 *   BENCH_RESPONSE_CACHE=off the BFF without its response cache
 *   BENCH_ONLY=text          only the rows whose name and cache label contain the text ("no cache")
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../server/logger.ts';
import { DEFAULT_LIMITS } from '../server/limits.ts';
import { DASHBOARD } from '../server/bff/domains/bankroll/queries.ts';
import { createBffMetrics } from '../server/bff/plugins/metrics.ts';
import { createPersistedStore } from '../server/bff/plugins/persisted-operations.ts';
import { createMemoryResponseCache } from '../server/bff/plugins/response-cache.ts';
import { createMemorySessionStore } from '../server/bff/session-store.ts';
import { createUpstream, type Upstream, type UpstreamRequestOptions } from '../server/bff/upstreams/http.ts';
import { saoPauloDate } from '../server/bff/sao-paulo-date.ts';
import { sportsResources, type SportsResource } from '../server/bff/upstreams/sports/resources.ts';
import { createBff } from '../server/bff/yoga.ts';
import { freePort, waitReady } from '../server/test/child-server.ts';

const bounded = (raw: string | undefined, fallback: number, min: number, max: number) => {
  const value = Number(raw ?? fallback);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};
const SECONDS = bounded(process.env.BENCH_SECONDS, 5, 1, 60);
const CONCURRENCY = Math.round(bounded(process.env.BENCH_CONCURRENCY, 16, 1, 64));
const ROUNDS = Math.round(bounded(process.env.BENCH_ROUNDS, 5, 1, 20));
const WARMUP_SECONDS = 1;
const TARGET_RATIO = 0.75;
/** BENCH_RESPONSE_CACHE=off measures the BFF without its response cache of public operations. */
const RESPONSE_CACHE = process.env.BENCH_RESPONSE_CACHE !== 'off';
/** What `npm start` runs with (server/main.ts), unless NODE_ENV is set. */
const SERVERS_NODE_ENV = process.env.NODE_ENV ?? 'production';
const UPSTREAM_TIMEOUT_MS = 5_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const PERSISTED_FILE = path.join(ROOT, 'web/relay/persisted-queries.json');

type Side = 'bff' | 'aggregator';
type CallCounts = Record<Side, Record<string, number>>;
type ToServers = { type: 'calls' } | { type: 'reset'; cache: boolean } | { type: 'stop' };
type FromServers =
  | { type: 'ready'; bffUrl: string; aggregatorUrl: string }
  | { type: 'calls'; calls: CallCounts }
  | { type: 'reset' };

// ─── servers (child process) ───────────────────────────────────────────────────────────────────────────

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface FeedEvent {
  event?: {
    homeTeam?: { id?: number };
    awayTeam?: { id?: number };
    season?: { id?: number };
    tournament?: { uniqueTournament?: { id?: number } };
  };
}

/**
 * The REST aggregator a team without GraphQL would write: each screen's upstream calls in parallel (an
 * event's id-only sections start together with the event itself), bodies returned combined as they came.
 * Sports data goes through a TTL map with in-flight dedupe keyed by path, like the BFF's shared cache.
 */
function createAggregator(options: { bancaUrl: string; sportsUrl: string; count: (key: string) => void }) {
  const { bancaUrl, sportsUrl, count } = options;
  const cache = new Map<string, { value: unknown; expiresAt: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  async function get(upstream: 'banca' | 'sports', p: string, authorization?: string): Promise<unknown> {
    count(`${upstream} GET ${p}`);
    const response = await fetch(`${upstream === 'banca' ? bancaUrl : sportsUrl}${p}`, {
      headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    // The feed's "no coverage" is an answer: that section is null.
    if (upstream === 'sports' && response.status === 404) {
      await response.text();
      return null;
    }
    if (!response.ok) throw new Error(`${upstream} ${p} answered ${response.status}`);
    return response.json();
  }

  function feed(p: string, resource: SportsResource<unknown>): Promise<unknown> {
    const entry = cache.get(p);
    if (entry && entry.expiresAt > Date.now()) return Promise.resolve(entry.value);
    const pending = inFlight.get(p);
    if (pending) return pending;
    const flight = get('sports', p)
      .then((value) => {
        const ttl =
          typeof resource.ttlMs === 'function'
            ? resource.ttlMs(value === null ? null : resource.decode(value))
            : resource.ttlMs;
        if (ttl > 0) cache.set(p, { value, expiresAt: Date.now() + ttl });
        return value;
      })
      .finally(() => inFlight.delete(p));
    inFlight.set(p, flight);
    return flight;
  }

  async function dashboard(authorization: string) {
    const [user, active, inactive, bets] = (await Promise.all([
      get('banca', '/user', authorization),
      get('banca', '/account/balance/1', authorization),
      get('banca', '/account/balance/0', authorization),
      get('banca', '/bets', authorization),
    ])) as Array<Record<string, unknown>>;
    return {
      viewer: { id: user.id, name: user.name },
      accounts: active.result,
      totals: active.totals,
      hasInactiveAccounts: (inactive.result as unknown[]).length > 0,
      bets,
    };
  }

  async function eventDetail(id: number) {
    const r = sportsResources as unknown as Record<keyof typeof sportsResources, SportsResource<unknown>>;
    const [body, odds, votes, lineups, statistics] = await Promise.all([
      feed(`/event/${id}`, r.event),
      feed(`/event/${id}/odds/1/all`, r.odds),
      feed(`/event/${id}/votes`, r.votes),
      feed(`/event/${id}/lineups`, r.lineups),
      feed(`/event/${id}/statistics`, r.statistics),
    ]);
    const event = (body as FeedEvent | null)?.event;
    if (!event) return null;
    const ut = event.tournament?.uniqueTournament?.id;
    const season = event.season?.id;
    const team = (teamId: number | undefined, what: string, resource: SportsResource<unknown>) =>
      teamId ? feed(`/team/${teamId}/unique-tournament/${ut}/season/${season}/${what}`, resource) : null;
    const [homeStats, awayStats, homeGoals, awayGoals, standings] =
      ut && season
        ? await Promise.all([
            team(event.homeTeam?.id, 'statistics/overall', r.teamSeasonStatistics),
            team(event.awayTeam?.id, 'statistics/overall', r.teamSeasonStatistics),
            team(event.homeTeam?.id, 'goal-distributions', r.goalDistributions),
            team(event.awayTeam?.id, 'goal-distributions', r.goalDistributions),
            feed(`/unique-tournament/${ut}/season/${season}/standings/total`, r.standings),
          ])
        : [null, null, null, null, null];
    return {
      event,
      odds,
      votes,
      lineups,
      statistics,
      teamSeasonStatistics: { home: homeStats, away: awayStats },
      goalDistributions: { home: homeGoals, away: awayGoals },
      standings,
    };
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  return {
    clear: () => cache.clear(),
    handler(req: IncomingMessage, res: ServerResponse) {
      const eventId = /^\/event\/(\d+)$/.exec(req.url ?? '')?.[1];
      const answer =
        req.url === '/dashboard'
          ? dashboard(req.headers.authorization ?? '')
          : eventId
            ? eventDetail(Number(eventId))
            : Promise.resolve(undefined);
      answer.then(
        (body) =>
          body === undefined || body === null
            ? send(res, 404, { message: 'not found' })
            : send(res, 200, body),
        () => send(res, 502, { message: 'upstream' }),
      );
    },
  };
}

async function serve(): Promise<void> {
  const bancaUrl = process.env.BENCH_BANCA_URL!;
  const sportsUrl = process.env.BENCH_SPORTS_URL!;
  const logger = createLogger('silent');
  const metrics = createBffMetrics();
  const calls: Record<Side, Map<string, number>> = { bff: new Map(), aggregator: new Map() };
  const count = (side: Side, key: string) => calls[side].set(key, (calls[side].get(key) ?? 0) + 1);
  // The BFF's response cache (as createBff would build it, in memory), here so that a reset empties it.
  const responseCache = createMemoryResponseCache();

  // The BFF's own HTTP clients (as createBff builds them), wrapped to count calls.
  const counted = (name: string, baseUrl: string): Upstream => {
    const upstream = createUpstream({
      name,
      baseUrl,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
      logger,
      metrics: metrics.upstream,
    });
    return {
      name,
      request<T>(p: string, opts?: UpstreamRequestOptions) {
        count('bff', `${name} ${opts?.method ?? 'GET'} ${p}`);
        return upstream.request<T>(p, opts);
      },
    };
  };
  const bff = createBff({
    bancaApiUrl: bancaUrl,
    sportsApiUrl: sportsUrl,
    logger,
    metrics,
    sessionStore: createMemorySessionStore(),
    sessionTtlMs: 3600_000,
    allowedOrigins: [],
    persisted: createPersistedStore(PERSISTED_FILE),
    // One client hammering on purpose: lift the per-client limits for the benchmark alone.
    rateLimit: { perIp: 10_000_000, windowSeconds: 60 },
    costLimits: { ...DEFAULT_LIMITS, anonymousCostBucketSize: 1e12, anonymousCostRefillPerSecond: 1e9 },
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    bancaUpstream: counted('banca', bancaUrl),
    sportsUpstream: counted('sports', sportsUrl),
    responseCache: RESPONSE_CACHE && { cache: responseCache },
  });
  const aggregator = createAggregator({
    bancaUrl,
    sportsUrl,
    count: (key) => count('aggregator', key),
  });

  // "No cache" sets every resource's TTL to 0: the BFF's cache and the aggregator's both read it per call.
  const resources = Object.values(sportsResources) as Array<SportsResource<unknown>>;
  const ttls = resources.map((r) => r.ttlMs);
  const reset = (cache: boolean) => {
    for (const [i, r] of resources.entries()) r.ttlMs = cache ? ttls[i] : 0;
    bff.sports.cache.clear();
    responseCache.clear();
    aggregator.clear();
    calls.bff.clear();
    calls.aggregator.clear();
  };

  const bffServer = await listen(bff.yoga);
  const aggregatorServer = await listen(aggregator.handler);
  const reply = (message: FromServers) => process.send!(message);

  const stop = async () => {
    await bff.yoga.dispose();
    for (const { server } of [bffServer, aggregatorServer]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    process.exit(0);
  };
  // Never outlive the benchmark, whatever happened to it.
  process.on('disconnect', () => void stop());
  process.on('message', (message: ToServers) => {
    if (message.type === 'calls') {
      reply({
        type: 'calls',
        calls: { bff: Object.fromEntries(calls.bff), aggregator: Object.fromEntries(calls.aggregator) },
      });
      calls.bff.clear();
      calls.aggregator.clear();
    } else if (message.type === 'reset') {
      reset(message.cache);
      reply({ type: 'reset' });
    } else void stop();
  });
  reply({ type: 'ready', bffUrl: bffServer.url, aggregatorUrl: aggregatorServer.url });
}

// ─── load generator and report (this process) ─────────────────────────────────────────────────────────

interface Answer {
  status: number;
  body: string;
}

/** A keep-alive HTTP client for one base URL, cheap enough not to steal much CPU from the servers. */
function client(base: string) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const send = (method: string, p: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        { agent, host: url.hostname, port: url.port, method, path: p, headers },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

interface Target {
  send(): Promise<Answer>;
  ok(answer: Answer): boolean;
}

interface Window {
  requests: number;
  errors: number;
  rps: number;
  latencies: number[];
}

async function load(target: Target, seconds: number): Promise<Window> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const answer = await target.send().catch(() => ({ status: 0, body: '' }));
        latencies.push(performance.now() - t0);
        if (!target.ok(answer)) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, latencies };
}

function ask<T extends FromServers['type']>(
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

async function api(base: string, method: string, p: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${p} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Asks a child to stop and waits for it; kills it if it has not gone within 10 s. */
async function stopChild(child: ChildProcess, ask: () => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  ask();
  await exited;
  clearTimeout(timer);
}

/** A finished football event of today whose every event-page section has coverage in the feed. */
async function pickEvent(sportsUrl: string): Promise<number> {
  const { events } = (await api(
    sportsUrl,
    'GET',
    `/sport/football/scheduled-events/${saoPauloDate(Date.now())}`,
  )) as { events: Array<FeedEvent['event'] & { id: number; status: { type: string } }> };
  const ordered = [...events].sort(
    (a, b) => Number(b.status.type === 'finished') - Number(a.status.type === 'finished'),
  );
  for (const e of ordered) {
    const ut = e.tournament?.uniqueTournament?.id;
    const season = e.season?.id;
    if (!ut || !season) continue;
    const paths = [
      `/event/${e.id}/odds/1/all`,
      `/event/${e.id}/votes`,
      `/event/${e.id}/lineups`,
      `/event/${e.id}/statistics`,
      `/unique-tournament/${ut}/season/${season}/standings/total`,
      `/team/${e.homeTeam?.id}/unique-tournament/${ut}/season/${season}/statistics/overall`,
      `/team/${e.awayTeam?.id}/unique-tournament/${ut}/season/${season}/goal-distributions`,
    ];
    const statuses = await Promise.all(
      paths.map(async (p) => {
        const response = await fetch(`${sportsUrl}${p}`);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    if (statuses.every((s) => s === 200)) return e.id;
  }
  throw new Error('no event of today has every section covered by the sports feed');
}

interface Query {
  name: string;
  /** Sports data TTLs as configured (true) or all 0 (false). */
  cache: boolean;
  cacheLabel: string;
  note: string;
  bff: Target;
  aggregator: Target;
}

interface SideResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  callsPerRequest: number;
  bytes: number;
}

interface QueryResult {
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
    if (!query[side].ok(answer))
      throw new Error(`${query.name}: ${side} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const { calls } = await ask(servers, { type: 'calls' }, 'calls');
    return { calls: calls[side], bytes: Buffer.byteLength(answer.body) };
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

async function measure(servers: ChildProcess, query: Query): Promise<QueryResult> {
  const same = await checkSameCalls(servers, query);
  await ask(servers, { type: 'reset', cache: query.cache }, 'reset');
  await load(query.bff, WARMUP_SECONDS);
  await load(query.aggregator, WARMUP_SECONDS);
  await ask(servers, { type: 'calls' }, 'calls');

  const windows: Record<Side, Window[]> = { bff: [], aggregator: [] };
  const calls: Record<Side, number> = { bff: 0, aggregator: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const order: Side[] = round % 2 === 0 ? ['bff', 'aggregator'] : ['aggregator', 'bff'];
    for (const side of order) {
      windows[side].push(await load(query[side], SECONDS / ROUNDS));
      calls[side] += total((await ask(servers, { type: 'calls' }, 'calls')).calls[side]);
    }
  }
  const summarise = (side: Side): SideResult => {
    const all = windows[side].flatMap((w) => w.latencies).sort((a, b) => a - b);
    const requests = windows[side].reduce((n, w) => n + w.requests, 0);
    return {
      rps: median(windows[side].map((w) => w.rps)),
      p50: quantile(all, 0.5),
      p99: quantile(all, 0.99),
      requests,
      errors: windows[side].reduce((n, w) => n + w.errors, 0),
      callsPerRequest: calls[side] / Math.max(1, requests),
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

/** Truncated, so that a ratio just under the target never prints as the target. */
const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

function report(r: QueryResult, showCalls: boolean): string {
  const row = (label: string, s: SideResult) =>
    [
      label.padEnd(18),
      s.rps.toFixed(0).padStart(7),
      s.p50.toFixed(1).padStart(8),
      s.p99.toFixed(1).padStart(8),
      s.callsPerRequest.toFixed(2).padStart(10),
      String(s.bytes).padStart(8),
      String(s.requests).padStart(9),
      String(s.errors).padStart(7),
    ].join(' ');
  const verdict = r.ratio >= TARGET_RATIO ? 'PASS' : 'FAIL';
  return [
    `\n${r.query.name} (${r.query.cacheLabel}) — ${r.query.note}`,
    `  ${r.upstreamCalls} upstream calls per request from cold caches, identical on both sides`,
    ...(showCalls ? r.callList.map((call) => `    ${call}`) : []),
    `  ${'side'.padEnd(18)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'calls/req'.padStart(10)} ${'bytes'.padStart(8)} ${'requests'.padStart(9)} ${'errors'.padStart(7)}`,
    `  ${row('REST aggregator', r.aggregator)}`,
    `  ${row('GraphQL BFF', r.bff)}`,
    `  ratio BFF/aggregator ${ratioText(r.ratio)} (rounds: ${r.ratios.map(ratioText).join(' ')}) target ≥ ${TARGET_RATIO}: ${verdict}`,
  ].join('\n');
}

async function main(): Promise<void> {
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

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ROLES: 'api,sportsfeed',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // The benchmark loads the API on purpose, from one token per side.
    API_RATE_LIMIT: '0',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'BANCA_API_URL', 'SPORTS_API_URL', 'PUBLIC_URL'])
    delete env[name];
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  const upstreams = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(upstreams);
  let stopping = false;
  upstreams.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`bench-bff: the upstreams exited during the run (code ${code}, signal ${signal})`);
    process.exit(1);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, upstreams, { timeoutMs: 120_000, label: 'upstreams' });
  const bancaUrl = `${base}/api`;
  const sportsUrl = `${base}/sportsfeed/api/v1`;

  // A user with five funded accounts, so the dashboard has rows to resolve.
  const signup = await api(bancaUrl, 'POST', '/signup', {
    name: 'Bench',
    email: `bench.${Date.now()}@example.com`,
    password: 'segredo123',
    password_confirmation: 'segredo123',
  });
  const token = String(signup.access_token);
  const bets = (await fetch(`${bancaUrl}/bets`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
    r.json(),
  )) as Array<{ id: number }>;
  for (let i = 0; i < 5; i++) {
    const { account } = (await api(
      bancaUrl,
      'POST',
      '/accounts',
      { name: `Conta ${i + 1}`, bet_id: bets[i % bets.length].id },
      token,
    )) as { account: { account_id: number } };
    await api(bancaUrl, 'PUT', `/account/deposit/${account.account_id}`, { amount: '100.00' }, token);
  }
  const eventId = await pickEvent(sportsUrl);

  // The web app's event page document, sent as the browser sends it (by persisted id).
  const persisted = createPersistedStore(PERSISTED_FILE);
  const documents = JSON.parse(await readFile(PERSISTED_FILE, 'utf8')) as Record<string, string>;
  // The store keeps earlier versions too: the current one is the id in relay-compiler's artifact.
  const artifact = await readFile(
    path.join(ROOT, 'web/relay/__generated__/EventPageQuery.graphql.ts'),
    'utf8',
  );
  const eventDocId = /"id": "([0-9a-f]+)"/.exec(artifact)?.[1];
  if (!eventDocId || persisted.get(eventDocId) === null)
    throw new Error('EventPageQuery is missing from web/relay/persisted-queries.json');
  // A visitor's page, as the aggregator's (the header's viewer is asked only when signed in).
  const eventVariables = /\$withViewer\b/.test(documents[eventDocId])
    ? { id: eventId, withViewer: false }
    : { id: eventId };

  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
  const servers = fork(import.meta.filename, ['--serve'], {
    env: {
      ...process.env,
      NODE_ENV: SERVERS_NODE_ENV,
      BENCH_BANCA_URL: bancaUrl,
      BENCH_SPORTS_URL: sportsUrl,
    },
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
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

  const bff = client(ready.bffUrl);
  const aggregator = client(ready.aggregatorUrl);
  const auth = { authorization: `Bearer ${token}` };
  const json = { 'content-type': 'application/json' };
  const graphqlOk = (a: Answer) => a.status === 200 && !a.body.includes('"errors"');
  const restOk = (a: Answer) => a.status === 200;
  const dashboardBody = JSON.stringify({ query: DASHBOARD });
  const eventBody = JSON.stringify({ doc_id: eventDocId, variables: eventVariables });
  const eventQuery = (cache: boolean): Query => ({
    name: 'event-detail',
    cache,
    cacheLabel: cache ? 'shared TTL cache on both sides' : 'no cache on either side',
    note: `the web app's EventPageQuery (persisted) for event ${eventId}`,
    bff: { send: () => bff.send('POST', '/graphql', json, eventBody), ok: graphqlOk },
    aggregator: { send: () => aggregator.send('GET', `/event/${eventId}`, {}), ok: restOk },
  });
  const queries: Query[] = [
    eventQuery(true),
    eventQuery(false),
    {
      name: 'dashboard',
      cache: true,
      cacheLabel: 'per-user data, no cache on either side',
      note: 'viewer, bankroll totals, active accounts, bets (Bearer token)',
      bff: { send: () => bff.send('POST', '/graphql', { ...json, ...auth }, dashboardBody), ok: graphqlOk },
      aggregator: { send: () => aggregator.send('GET', '/dashboard', auth), ok: restOk },
    },
  ];

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
    for (const query of queries) {
      if (only && !`${query.name} ${query.cacheLabel}`.includes(only)) continue;
      const result = await measure(servers, query);
      results.push(result);
      console.log(report(result, !results.slice(0, -1).some((r) => r.query.name === query.name)));
      if (result.bff.errors > 0 || result.aggregator.errors > 0) failed = true;
    }
  } finally {
    bff.close();
    aggregator.close();
    stopping = true;
    await stopChild(servers, () => servers.send({ type: 'stop' } satisfies ToServers));
    await stopChild(upstreams, () => upstreams.kill('SIGTERM'));
    await rm(dataDir, { recursive: true, force: true });
  }

  const ms = (n: number) => n.toFixed(1);
  console.log(
    [
      '\n| query | cache | aggregator req/s | p50 ms | p99 ms | BFF req/s | p50 ms | p99 ms | ratio | ≥ 0.75 |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...results.map((r) =>
        [
          '',
          r.query.name,
          r.query.cacheLabel,
          r.aggregator.rps.toFixed(0),
          ms(r.aggregator.p50),
          ms(r.aggregator.p99),
          r.bff.rps.toFixed(0),
          ms(r.bff.p50),
          ms(r.bff.p99),
          ratioText(r.ratio),
          r.ratio >= TARGET_RATIO ? 'yes' : 'no',
          '',
        ]
          .join(' | ')
          .trim(),
      ),
    ].join('\n'),
  );
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (failed) process.exitCode = 1;
}

if (process.argv.includes('--serve')) await serve();
else await main();
