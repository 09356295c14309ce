/**
 * `npm run bench:abuse`: what an attacker within the limits, and one beyond them, does to a bystander.
 *
 * Two processes as deployed: the upstreams (ROLES=api,sportsfeed) and the BFF (ROLES=bff). In one run:
 *   idle     — a bystander asks the BFF's /healthz one request after another: the baseline;
 *   allowed  — clients from several addresses send the worst document the cost limit admits (`nodes(ids:)`
 *              with as many events as fit, every event section), as fast as their budgets let them;
 *   refused  — a flood of documents over the cost limit from as many clients;
 *   sockets  — WebSockets from as many addresses, each sending pings far above its budget until the BFF
 *              closes it (4429).
 * Targets: the bystander's p99 ≤ 50 ms and ≤ 10× idle in each phase; refused documents make no upstream
 * call. Options: BENCH_SECONDS (per phase, default 10), BENCH_CLIENTS (default 8).
 */
import {
  NODES_ATTACK,
  figure,
  graphql,
  idleBystander,
  startBancada,
  withBystander,
} from '../server/test/abuse/harness.ts';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import WebSocket from 'ws';
import { saoPauloDate } from '../server/i18n/sao-paulo.ts';
import type { GqlBody } from '../server/bff/test/harness.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
if (!(SECONDS > 0 && SECONDS <= 120) || !(CLIENTS >= 1 && CLIENTS <= 64)) {
  console.error('BENCH_SECONDS must be in 1..120 and BENCH_CLIENTS in 1..64');
  process.exit(2);
}

interface PhaseReport {
  phase: string;
  requests: number;
  answered: number;
  refused: number;
  rateLimited: number;
  upstreamCalls: number;
  bystanderRequests: number;
  /** The bystander's answers other than 200. */
  failures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

async function main() {
  const upstreams = await startBancada({ ROLES: 'api,sportsfeed', LOG_LEVEL: 'silent', API_RATE_LIMIT: '0' });
  const bff = await startBancada({
    ROLES: 'bff',
    LOG_LEVEL: 'silent',
    BANCA_API_URL: `${upstreams.base}/api`,
    SPORTS_API_URL: `${upstreams.base}/sportsfeed/api/v1`,
  });
  try {
    const ids = await eventIds(upstreams.base, bff.base);
    console.log(`bench:abuse · ${ids.length} events · ${CLIENTS} clients · ${SECONDS} s per phase`);
    const worst = await largestAdmitted(bff.base, ids);
    console.log(`worst allowed document: nodes(ids:) with ${worst.count} events, cost ${worst.cost}`);
    const refusedIds = ids.slice(0, Math.min(ids.length, 100));

    const reports: PhaseReport[] = [];
    const idle = await idleBystander(bff.base, 500);
    const { requests: idleRequests, ...idleLatency } = idle;
    reports.push({
      phase: 'idle',
      requests: 0,
      answered: 0,
      refused: 0,
      rateLimited: 0,
      upstreamCalls: 0,
      bystanderRequests: idleRequests,
      ...idleLatency,
    });
    reports.push(await phase('allowed', bff, worst.ids));
    reports.push(await phase('refused', bff, refusedIds));
    reports.push(await socketFlood(bff));
    print(reports);
  } finally {
    await bff.stop();
    await upstreams.stop();
  }
}

const EVENT_ID = 'query ($id: ID!) { event(id: $id) { id } }';

/** Ids of today's football events (live and scheduled), as global ids from the BFF. */
async function eventIds(upstreamsBase: string, bffBase: string): Promise<string[]> {
  const today = saoPauloDate(Date.now());
  const feed = `${upstreamsBase}/sportsfeed/api/v1`;
  const lists = await Promise.all(
    [`/sport/football/scheduled-events/${today}`, '/sport/basketball/scheduled-events/' + today].map((path) =>
      fetch(feed + path).then((r) => r.json() as Promise<{ events: Array<{ id: number }> }>),
    ),
  );
  const numeric = [...new Set(lists.flatMap((list) => list.events.map((event) => event.id)))].slice(0, 150);
  const ids: string[] = [];
  for (const id of numeric) {
    const { body } = await graphql<{ event: { id: string } | null }>(bffBase, EVENT_ID, {
      variables: { id },
      headers: { 'x-forwarded-for': '10.255.0.1' },
    });
    if (body?.data?.event?.id) ids.push(body.data.event.id);
  }
  return ids;
}

/** Whether the BFF refused the document as too costly or too large (before running it). */
function refused(body: GqlBody<unknown> | undefined): boolean {
  const codes = (body?.errors ?? []).map((error) => error.extensions?.code);
  return codes.includes('COST_LIMIT') || codes.includes('BAD_USER_INPUT');
}

/** The most events whose all-sections document the cost limit admits (binary search on refusals). */
async function largestAdmitted(base: string, ids: string[]) {
  let low = 0;
  let high = Math.min(ids.length, 100);
  let cost = 0;
  const admitted = async (count: number) => {
    const { body } = await graphql<unknown>(base, NODES_ATTACK, {
      variables: { ids: ids.slice(0, count) },
      headers: { 'x-forwarded-for': `10.254.${count}.1` },
    });
    if (refused(body)) return false;
    cost = body?.extensions?.cost?.requested ?? cost;
    return true;
  };
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await admitted(middle)) low = middle;
    else high = middle - 1;
  }
  await admitted(low);
  return { count: low, ids: ids.slice(0, low), cost };
}

async function phase(name: string, bff: Awaited<ReturnType<typeof startBancada>>, ids: string[]) {
  const callsBefore = await bff.upstreamCalls();
  const deadline = Date.now() + SECONDS * 1000;
  const counts = { requests: 0, answered: 0, refused: 0, rateLimited: 0 };
  const client = async (index: number) => {
    let sent = 0;
    while (Date.now() < deadline) {
      // Within the limits, a client keeps its address; the flood of refused documents comes from a new
      // address each time, as a botnet's would, so no per-address limit slows it down.
      const host = name === 'allowed' ? 1 : (sent++ % 250) + 1;
      const headers = { 'x-forwarded-for': `10.${name === 'allowed' ? 1 : 2}.${index}.${host}` };
      const { status, body } = await graphql<unknown>(bff.base, NODES_ATTACK, {
        variables: { ids },
        headers,
      });
      counts.requests++;
      if (status === 429) {
        counts.rateLimited++;
        const wait = Number(body?.errors?.[0]?.extensions?.retryAfter ?? 1);
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 2) * 1000));
      } else if (refused(body)) counts.refused++;
      else counts.answered++;
    }
  };
  return beside(name, bff, counts, callsBefore, client);
}

type PhaseCounts = Pick<PhaseReport, 'requests' | 'answered' | 'refused' | 'rateLimited'>;

/** Runs CLIENTS attackers at once beside the bystander, and reports the phase with the upstream calls made. */
async function beside(
  name: string,
  bff: Awaited<ReturnType<typeof startBancada>>,
  counts: PhaseCounts,
  callsBefore: number,
  attacker: (index: number) => Promise<void>,
): Promise<PhaseReport> {
  const { bystander } = await withBystander(bff.base, () =>
    Promise.all(Array.from({ length: CLIENTS }, (_, index) => attacker(index))),
  );
  const upstreamCalls = (await bff.upstreamCalls()) - callsBefore;
  const { requests: bystanderRequests, ...latency } = bystander;
  figure(`bench ${name}`, { ...counts, upstreamCalls, bystanderRequests, ...latency });
  return { phase: name, ...counts, upstreamCalls, bystanderRequests, ...latency };
}

/**
 * CLIENTS sockets, an address each, each sending pings (most 20,000) until the BFF closes it. `requests` counts
 * the messages sent, `answered` those the BFF sent back (the ack and pongs), `refused` the sockets closed with
 * 4429.
 */
async function socketFlood(bff: Awaited<ReturnType<typeof startBancada>>): Promise<PhaseReport> {
  const counts = { requests: 0, answered: 0, refused: 0, rateLimited: 0 };
  const url = `${bff.base.replace(/^http/, 'ws')}/graphql`;
  const flooder = async (index: number) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', {
      headers: { 'x-forwarded-for': `10.3.${index}.1` },
    });
    const closed = once(ws, 'close') as Promise<[number, Buffer]>;
    await once(ws, 'open');
    ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    ws.on('message', () => counts.answered++);
    for (let sent = 0; sent < 20_000 && ws.readyState === WebSocket.OPEN; sent++) {
      ws.send('{"type":"ping"}');
      counts.requests++;
      // In slices, so that this process's own bystander gets its turns.
      if (sent % 50 === 49) await nextTurn();
    }
    const [code] = await closed;
    if (code === 4429) counts.refused++;
  };
  return beside('sockets', bff, counts, await bff.upstreamCalls(), flooder);
}

function print(reports: PhaseReport[]) {
  const idle = reports[0];
  console.log(
    '\n| phase | requests | answered | refused | 429 | upstream calls | bystander requests | p50 | p99 | max | p99 / idle |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of reports) {
    const ratio = idle.p99Ms > 0 ? (r.p99Ms / idle.p99Ms).toFixed(1) : '–';
    console.log(
      `| ${r.phase} | ${r.requests} | ${r.answered} | ${r.refused} | ${r.rateLimited} | ${r.upstreamCalls} | ${r.bystanderRequests} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.maxMs} ms | ${ratio} |`,
    );
  }
  const verdicts = reports.slice(1).map((r) => {
    const ok = r.p99Ms <= 50 && r.p99Ms <= 10 * Math.max(idle.p99Ms, 1) && r.failures === 0;
    return `${r.phase}: bystander p99 ${r.p99Ms} ms, ${r.failures} failed ${ok ? 'meets' : 'MISSES'} ≤ 50 ms, ≤ 10× idle, none failed`;
  });
  const refused = reports.find((r) => r.phase === 'refused')!;
  verdicts.push(
    `refused: ${refused.upstreamCalls} upstream calls ${refused.upstreamCalls === 0 ? 'meets' : 'MISSES'} 0`,
  );
  const sockets = reports.find((r) => r.phase === 'sockets')!;
  verdicts.push(
    `sockets: ${sockets.refused} of ${CLIENTS} closed with 4429 ${sockets.refused === CLIENTS ? 'meets' : 'MISSES'} all`,
  );
  console.log(`\n${verdicts.join('\n')}`);
}

await main();
