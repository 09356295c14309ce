import { serverStoreIn } from '../../api/test/server-store.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE } from '../../bff/session.ts';
import { typed } from '../../bff/test/harness.ts';
import {
  figure,
  graphql,
  hasRedisServer,
  startBancada,
  startOwnRedis,
  type OwnRedis,
  type RunningBancada,
} from './harness.ts';

/**
 * Redis killed under a running Bancada (REDIS_URL set): public data keeps flowing within a second, a signed-in
 * browser gets SERVICE_UNAVAILABLE within a second (and keeps its cookie), and everything works again by
 * itself once Redis is back on the same port. Then the embedded process (no Redis) restarted on the same
 * DATA_DIR: the browser's session survives.
 */

const SIGNUP = typed<{ signup: { errors: unknown[] } }>(`mutation Signup($input: SignupInput!) {
  signup(input: $input) { errors { code message } viewer { email } }
}`);
const LOGIN = typed<{ login: unknown }>(`mutation Login($input: LoginInput!) {
  login(input: $input) { errors { code message } viewer { email } }
}`);
const VIEWER = typed<{ viewer: { email: string } | null }>('{ viewer { email } }');
const PUBLIC = ['{ sports { slug } }', '{ blogCategories { slug } }'].map((query) => typed<unknown>(query));
const PASSWORD = 'Senha-da-queda-1';
/** Every user here signs up on its own: no demo user to seed (a third of a start's CPU), three starts. */
const OWN_USERS = { SEED_DEMO: 'false' };

/** What the web app sends: the CSRF header and its own origin, with the session cookie once it has one. */
function browserHeaders(base: string, cookie?: string): Record<string, string> {
  return { [CSRF_HEADER]: '1', origin: base, ...(cookie ? { cookie } : {}) };
}

/** Signs up as the web app does and returns the session cookie it is given. */
async function webSignUp(base: string, email: string): Promise<string> {
  const answer = await graphql(base, SIGNUP, {
    variables: { input: { name: 'Torcedora', email, password: PASSWORD, passwordConfirmation: PASSWORD } },
    headers: browserHeaders(base),
  });
  expect(answer.body.data.signup.errors).toEqual([]);
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.endsWith('='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

const viewer = (base: string, cookie: string) =>
  graphql(base, VIEWER, { headers: browserHeaders(base, cookie) });

/** Opens a live subscription over SSE and resolves with the time its first update took. */
async function firstLiveUpdateMs(base: string, query: string): Promise<number> {
  const controller = new AbortController();
  const started = performance.now();
  try {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query }),
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended without an update: ${text}`);
      text += value;
      if (/event: next\ndata: .*"initial":true/.test(text)) return performance.now() - started;
      if (text.includes('"errors"')) throw new Error(`live subscription failed: ${JSON.stringify(text)}`);
    }
  } finally {
    controller.abort();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Math.round(ms);

const withRedis = hasRedisServer();
if (!withRedis)
  console.warn('[abuse redis-outage] no redis-server binary on this machine: the outage test is skipped.');

describe.skipIf(!withRedis)('Redis killed under a running Bancada', () => {
  let redis: OwnRedis;
  let server: RunningBancada;
  beforeAll(async () => {
    redis = await startOwnRedis({ persist: true });
    server = await startBancada({ REDIS_URL: redis.url, ...OWN_USERS });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  });

  it('serves public data and a clear refusal within a second, and recovers by itself', async () => {
    const email = `queda.${Date.now()}@example.com`;
    const cookie = await webSignUp(server.base, email);
    expect((await viewer(server.base, cookie)).body.data.viewer?.email).toBe(email);
    for (const query of PUBLIC) expect((await graphql(server.base, query)).body.errors).toBeUndefined();

    await redis.kill();

    const latencies: number[] = [];
    for (let i = 0; i < 40; i++) {
      const answer = await graphql(server.base, PUBLIC[i % PUBLIC.length]);
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      latencies.push(answer.ms);
    }
    expect(Math.max(...latencies)).toBeLessThan(1000);

    const refused = await viewer(server.base, cookie);
    expect(refused.status).toBe(503);
    expect(refused.body.errors?.[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(refused.body.errors?.[0].message).toMatch(/sessão/);
    expect(refused.ms).toBeLessThan(1000);
    // Not signed out: no cookie is cleared.
    expect(refused.headers.getSetCookie()).toEqual([]);

    const login = await graphql(server.base, LOGIN, {
      variables: { input: { email, password: PASSWORD } },
      headers: browserHeaders(server.base),
    });
    expect(login.body.errors?.[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(login.ms).toBeLessThan(1000);

    // A live topic opened during the outage is polled by this process for its own listeners.
    const liveFirstUpdateMs = await firstLiveUpdateMs(
      server.base,
      'subscription { sportCounts { initial version changed { live total } } }',
    );
    expect(liveFirstUpdateMs).toBeLessThan(5000);

    await redis.restart();
    const restartedAt = performance.now();
    let recoveredMs = -1;
    while (performance.now() - restartedAt < 15_000) {
      const answer = await viewer(server.base, cookie);
      if (answer.body?.data?.viewer?.email === email) {
        recoveredMs = performance.now() - restartedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recoveredMs).toBeGreaterThanOrEqual(0);

    figure('redis killed', {
      publicRequests: latencies.length,
      publicP99Ms: round(percentile(latencies, 99)),
      publicMaxMs: round(Math.max(...latencies)),
      signedInRefusalMs: round(refused.ms),
      loginRefusalMs: round(login.ms),
      liveFirstUpdateMs: round(liveFirstUpdateMs),
      recoveredAfterRestartMs: round(recoveredMs),
    });
  }, 60_000);
});

describe('the embedded process restarted on the same DATA_DIR', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await serverStoreIn(dataDir).remove();
  });

  it('keeps the browser signed in', async () => {
    const first = await startBancada(OWN_USERS, { keepDataDir: true });
    dataDir = first.dataDir;
    const email = `reinicio.${Date.now()}@example.com`;
    let cookie: string;
    try {
      cookie = await webSignUp(first.base, email);
      expect((await viewer(first.base, cookie)).body.data.viewer?.email).toBe(email);
    } finally {
      await first.stop();
    }
    const second = await startBancada(OWN_USERS, { dataDir, keepDataDir: true });
    try {
      const again = await viewer(second.base, cookie);
      expect(again.body.data.viewer?.email).toBe(email);
      figure('embedded restart', { sessionKept: 'yes' });
    } finally {
      await second.stop();
    }
  }, 240_000);
});
