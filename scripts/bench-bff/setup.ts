/** What the bench prepares over HTTP: the upstreams' process, a user with funded accounts, the event. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { saoPauloDate } from '../../server/i18n/sao-paulo.ts';
import { freePort, waitReady } from '../../server/test/child-server.ts';
import type { FeedEvent } from './aggregator.ts';
import { ROOT } from './protocol.ts';

export async function api(base: string, method: string, p: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${p} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Asks a child to stop and waits for it; kills it if it has not gone within 10 s. */
export async function stopChild(child: ChildProcess, ask: () => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  ask();
  await exited;
  clearTimeout(timer);
}

/**
 * `server/main.ts` with ROLES=api,sportsfeed on a free loopback port: the Banca API on PGlite under
 * `dataDir` (PostgreSQL when TEST_DATABASE_URL is set) and the simulated sports feed.
 */
export async function startUpstreams(dataDir: string) {
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
  const child = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    bancaUrl: `${base}/api`,
    sportsUrl: `${base}/sportsfeed/api/v1`,
    ready: () => waitReady(base, child, { timeoutMs: 120_000, label: 'upstreams' }),
  };
}

/** A user with five funded accounts, so the dashboard has rows to resolve; its bearer token. */
export async function seedUser(bancaUrl: string): Promise<string> {
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
  return token;
}

/**
 * A finished football event of today whose every event-page section has coverage in the feed; yesterday's
 * when today has none yet (just after midnight in São Paulo, no match of the day has started).
 */
export async function pickEvent(sportsUrl: string): Promise<number> {
  const day = 86_400_000;
  for (const date of [saoPauloDate(Date.now()), saoPauloDate(Date.now() - day)]) {
    const id = await coveredEventOn(sportsUrl, date);
    if (id !== undefined) return id;
  }
  throw new Error('no event of today or yesterday has every section covered by the sports feed');
}

async function coveredEventOn(sportsUrl: string, date: string): Promise<number | undefined> {
  const { events } = (await api(sportsUrl, 'GET', `/sport/football/scheduled-events/${date}`)) as {
    events: Array<FeedEvent['event'] & { id: number; status: { type: string } }>;
  };
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
  return undefined;
}
