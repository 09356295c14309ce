import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../api/db/database.ts';
import { migrateToLatest } from '../api/db/migrate.ts';
import { TEST_DATABASE_URL, dropSchema, withSchema } from '../api/test/harness.ts';
import { freePort, waitReady } from '../test/child-server.ts';
import { TEST_PASSWORD_HASHING_ENV } from '../test/password-hashing.ts';
import { seedFinishedBets } from './test/finished-bets.ts';

/**
 * Exactly once across processes, on real PostgreSQL and Redis: two server processes, each with the API, the
 * simulated feed and a settlement worker, share one store; hundreds of bets on finished matches are waiting.
 * The process holding the lease is killed with SIGKILL while it settles (after its first bets are settled,
 * before the last); the other takes the lease over when it lapses and settles the rest. Every bet ends
 * settled once, as the feed settles its market, and the account's money equals its ledger.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
const available = TEST_DATABASE_URL !== undefined && REDIS_URL !== undefined;
if (!available)
  console.warn(
    '[settlement exactly-once] TEST_DATABASE_URL and TEST_REDIS_URL are needed: the suite is skipped.',
  );

const SEED = 'bancada';
const SIM_START = '2026-11-23T21:00:00-03:00';
const BETS = 400;
const POLL_MS = 200;
const SETTLED_TYPES = ['bet won', 'bet half won', 'bet lost', 'bet half lost', 'bet refunded'] as const;

describe.skipIf(!available)('settlement exactly once: two processes, kill -9 mid-settlement', () => {
  const schema = `bancada_test_${randomBytes(6).toString('hex')}`;
  const children: ChildProcess[] = [];
  const folders: string[] = [];
  let database: Database | undefined;
  let redis: Redis | undefined;

  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.close();
    await redis?.del(`bancada:settlement:lease:${schema}`);
    redis?.disconnect();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    await dropSchema(schema);
  });

  async function startProcess(databaseUrl: string): Promise<ChildProcess> {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bancada-settle-'));
    folders.push(dataDir);
    const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), ['server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ROLES: 'api,sportsfeed,settlement',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        SPORTS_SEED: SEED,
        SPORTS_SIM_START: SIM_START,
        SETTLEMENT_POLL_MS: String(POLL_MS),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        ...TEST_PASSWORD_HASHING_ENV,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    await waitReady(`http://127.0.0.1:${port}`, child, { timeoutMs: 60_000, label: 'settlement process' });
    return child;
  }

  it(
    'settles every bet once although the lease holder is killed in the middle',
    { timeout: 120_000 },
    async () => {
      const databaseUrl = withSchema(TEST_DATABASE_URL!, schema);
      database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl });
      await migrateToLatest(database);
      const { db } = database;
      redis = new Redis(REDIS_URL!);

      const first = await startProcess(databaseUrl);
      const second = await startProcess(databaseUrl);
      const seeded = await seedFinishedBets(db, { seed: SEED, now: Date.parse(SIM_START), count: BETS });

      const settledCount = async () =>
        Number(
          (
            await db
              .selectFrom('wagers')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('status', '!=', 'open')
              .executeTakeFirstOrThrow()
          ).n,
        );
      // Wait for settlement to begin, then kill the lease holder at once.
      let atKill = 0;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        atKill = await settledCount();
        if (atKill > 0) break;
      }
      const holder = await redis.get(`bancada:settlement:lease:${schema}`);
      const victim = [first, second].find((c) => holder?.startsWith(`${c.pid}:`));
      expect(victim, `lease holder ${holder}, processes ${first.pid} and ${second.pid}`).toBeDefined();
      victim!.kill('SIGKILL');
      await new Promise((resolve) => victim!.once('exit', resolve));
      const afterKill = await settledCount();
      expect(atKill).toBeGreaterThan(0);
      expect(afterKill).toBeLessThan(BETS);

      // The survivor takes the lease over once it lapses and settles the rest.
      while ((await settledCount()) < BETS) {
        if (Date.now() > deadline) throw new Error(`only ${await settledCount()} of ${BETS} bets settled`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await redis.get(`bancada:settlement:lease:${schema}`)).toMatch(
        new RegExp(`^${[first, second].find((c) => c !== victim)!.pid}:`),
      );

      const wagers = await db.selectFrom('wagers').selectAll().where('user_id', '=', seeded.userId).execute();
      const status = new Map(wagers.map((w) => [Number(w.id), w.status]));
      expect(seeded.bets.map((b) => [b.wagerId, status.get(b.wagerId)])).toEqual(
        seeded.bets.map((b) => [b.wagerId, b.expected]),
      );
      // One placement and one settlement entry per bet: nothing lost, nothing doubled.
      const entries = await db
        .selectFrom('statement_entries')
        .select(['wager_id', 'type', 'amount_cents'])
        .where('account_id', '=', seeded.accountId)
        .where('wager_id', 'is not', null)
        .execute();
      const perBet = new Map<string, string[]>();
      for (const e of entries)
        perBet.set(String(e.wager_id), [...(perBet.get(String(e.wager_id)) ?? []), e.type]);
      expect(perBet.size).toBe(BETS);
      for (const [id, types] of perBet) {
        expect([
          id,
          types.length,
          types.filter((t) => (SETTLED_TYPES as readonly string[]).includes(t)).length,
        ]).toEqual([id, 2, 1]);
      }
      const paid = wagers.reduce((sum, w) => sum + (w.payout_cents ?? 0n), 0n);
      const account = await db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', seeded.accountId)
        .executeTakeFirstOrThrow();
      expect({
        available: account.available_cents,
        locked: account.locked_cents,
        open: account.open_stakes_cents,
      }).toEqual({
        available: paid,
        locked: 0n,
        open: 0n,
      });
      console.info(
        `[settlement exactly-once] ${BETS} bets; ${afterKill} settled when the lease holder was killed, the rest by the other process`,
      );
    },
  );
});
