import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { possibleReturnCents } from '../../bets/odds.ts';
import { createRng, type Rng } from '../../sportsfeed/prng.ts';
import type { DB } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { BACKENDS, noteSkippedPostgres, openTestDatabase, seedUserWithAccounts } from '../test/harness.ts';
import { deposit, updateBalance, withdraw } from './ledger.ts';
import {
  cashOut,
  gradeWager,
  recordWager,
  reopenWager,
  settleByHand,
  type LegInput,
  type ManualResult,
} from './wagers.ts';

noteSkippedPostgres('wagers property');

/**
 * Random sequences of deposits, withdrawals, bets, gradings, settlements by hand, cash-outs, undos and
 * balance updates on two accounts. After every step the balances equal an independent model and the sum
 * of the ledger; refused steps change nothing. The seed is fixed per run, so a failure repeats exactly.
 */

const STEPS = 160;
const LEG_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
const MANUAL: ManualResult[] = ['won', 'lost', 'refunded', 'half_won', 'half_lost'];

interface Model {
  available: bigint;
  locked: bigint;
  openStakes: bigint;
  deposits: bigint;
  withdrawals: bigint;
}

const cents = (rng: Rng, max: number) => BigInt(rng.int(1, max));

function legs(rng: Rng): LegInput[] {
  return Array.from({ length: rng.int(1, 3) }, (_, i) => ({
    eventId: 1000 + i,
    sport: 'football',
    eventName: `Casa ${i} vs Fora ${i}`,
    league: 'Liga',
    startsAt: new Date(0),
    marketId: 1,
    marketName: 'Full time',
    line: null,
    choice: '1',
    // 1.0001 to 12.0000, with every digit of the four decimals used.
    oddsE4: BigInt(rng.int(10_001, 120_000)),
  }));
}

/** Refused operations are expected (overdrafts, a bet already settled…): they must leave no trace. */
async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

async function checkAccount(db: Kysely<DB>, accountId: number, model: Model): Promise<void> {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  expect({
    available: account.available_cents,
    locked: account.locked_cents,
    openStakes: account.open_stakes_cents,
    deposits: account.deposits_cents,
    withdrawals: account.withdrawals_cents,
  }).toEqual(model);
}

async function checkLedger(db: Kysely<DB>, accountId: number, model: Model): Promise<void> {
  await checkAccount(db, accountId, model);
  const entries = await db
    .selectFrom('statement_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  const wagers = await db.selectFrom('wagers').selectAll().where('account_id', '=', accountId).execute();
  const stakeOf = new Map(wagers.map((w) => [w.id, w.stake_cents]));
  // Replaying the ledger entry by entry gives every snapshot, and the last one is the account.
  let available = 0n;
  let locked = 0n;
  let sums = { deposits: 0n, withdrawals: 0n, variation: 0n };
  for (const e of entries) {
    const amount = e.amount_cents ?? 0n;
    const stake = e.wager_id === null ? 0n : stakeOf.get(e.wager_id)!;
    switch (e.type) {
      case 'deposit':
        available += amount;
        sums = { ...sums, deposits: sums.deposits + amount };
        break;
      case 'withdraw':
        available -= amount;
        sums = { ...sums, withdrawals: sums.withdrawals + amount };
        break;
      case 'update balance':
        [available, locked] = [e.available_cents, e.locked_cents];
        break;
      case 'bet placed':
        available -= amount;
        locked += amount;
        break;
      case 'bet reopened':
        available -= amount;
        locked += stake;
        break;
      default:
        available += amount;
        locked -= stake;
    }
    sums.variation += e.variation_cents;
    expect([e.id, e.type, available, locked]).toEqual([e.id, e.type, e.available_cents, e.locked_cents]);
  }
  expect([available, locked]).toEqual([model.available, model.locked]);
  // Money in minus money out plus what the bets (and corrections) made is the balance.
  expect(sums.deposits - sums.withdrawals + sums.variation).toBe(model.available + model.locked);
  expect([sums.deposits, sums.withdrawals]).toEqual([model.deposits, model.withdrawals]);
  expect(wagers.filter((w) => w.status === 'open').reduce((s, w) => s + w.stake_cents, 0n)).toBe(
    model.openStakes,
  );
}

/** What an open bet can still pay back, read from its rows as docs/BETS.md words it. */
async function returnStillPossible(db: Kysely<DB>, wagerId: number): Promise<bigint> {
  const wager = await db
    .selectFrom('wagers')
    .select(['stake_cents', 'manual'])
    .where('id', '=', BigInt(wagerId))
    .executeTakeFirstOrThrow();
  const legs = await db
    .selectFrom('wager_legs')
    .select(['odds_e4', 'result'])
    .where('wager_id', '=', BigInt(wagerId))
    .execute();
  return possibleReturnCents(
    wager.stake_cents,
    legs.map((leg) => ({
      oddsE4: leg.odds_e4,
      result: wager.manual || leg.result === 'open' ? null : leg.result,
    })),
  );
}

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`bets and the ledger, property (${backend.name})`, () => {
    let db: Kysely<DB>;
    let cleanup: () => Promise<void>;
    let userId: number;
    const accounts: number[] = [];

    beforeAll(async () => {
      const opened = await openTestDatabase(backend, 'wagers-property');
      db = opened.database.db;
      cleanup = async () => {
        await opened.database.close();
        await opened.cleanup();
      };
      const seeded = await seedUserWithAccounts(db, { name: 'Pessoa', email: 'prop@teste.com.br' }, [
        'A',
        'B',
      ]);
      userId = seeded.userId;
      accounts.push(...seeded.accountIds);
    });
    afterAll(async () => {
      await cleanup?.();
    });

    it(`balances equal the model and the sum of the ledger after each of ${STEPS} random steps`, async () => {
      const rng = createRng('wagers-property', backend.name);
      const models = new Map<number, Model>(
        accounts.map((id) => [
          id,
          { available: 0n, locked: 0n, openStakes: 0n, deposits: 0n, withdrawals: 0n },
        ]),
      );
      const open: Array<{ id: number; accountId: number; stake: bigint; legIds: number[]; manual: boolean }> =
        [];
      const settled: Array<{ id: number; accountId: number; stake: bigint; payout: bigint }> = [];
      const tx = <T>(
        run: (
          trx: Parameters<Parameters<ReturnType<Kysely<DB>['transaction']>['execute']>[0]>[0],
        ) => Promise<T>,
      ) => attempt(() => db.transaction().execute(run));
      const counts: Record<string, number> = {};

      for (let step = 0; step < STEPS; step++) {
        const accountId = rng.pick(accounts);
        const m = models.get(accountId)!;
        const op = rng.pick([
          'deposit',
          'deposit',
          'withdraw',
          'bet',
          'bet',
          'bet',
          'grade',
          'grade',
          'hand',
          'cashout',
          'reopen',
          'update',
        ]);
        counts[op] = (counts[op] ?? 0) + 1;
        if (op === 'deposit') {
          const amount = cents(rng, 50_000);
          await tx((trx) => deposit(trx, { userId, accountId, amountCents: amount }));
          m.available += amount;
          m.deposits += amount;
        } else if (op === 'withdraw') {
          const amount = cents(rng, 30_000);
          const done = await tx((trx) => withdraw(trx, { userId, accountId, amountCents: amount }));
          expect(done !== undefined).toBe(amount <= m.available);
          if (done) {
            m.available -= amount;
            m.withdrawals += amount;
          }
        } else if (op === 'bet') {
          const stake = cents(rng, 20_000);
          const done = await tx((trx) =>
            recordWager(trx, { userId, accountId, stakeCents: stake, legs: legs(rng) }),
          );
          expect(done !== undefined).toBe(stake <= m.available);
          if (done) {
            m.available -= stake;
            m.locked += stake;
            m.openStakes += stake;
            open.push({
              id: done.wager.id,
              accountId,
              stake,
              legIds: done.wager.legs.map((l) => l.id),
              manual: false,
            });
          }
        } else if (op === 'grade' && open.length) {
          // The worker grades some or all legs of a bet; sometimes twice (a retry), which must change nothing.
          const bet = rng.pick(open);
          const grades = bet.legIds
            .filter(() => rng.next() < 0.8)
            .map((legId) => ({ legId, result: rng.pick(LEG_RESULTS) }));
          for (let again = 0; again < (rng.next() < 0.3 ? 2 : 1); again++) {
            const outcome = await gradeWager(db, bet.id, grades);
            if (outcome.wager.status !== 'open' && outcome.changed) {
              const bm = models.get(bet.accountId)!;
              const payout = BigInt(outcome.wager.payout!.replace('.', ''));
              bm.available += payout;
              bm.locked -= bet.stake;
              bm.openStakes -= bet.stake;
              open.splice(open.indexOf(bet), 1);
              settled.push({ id: bet.id, accountId: bet.accountId, stake: bet.stake, payout });
            }
            if (bet.manual) expect(outcome.changed).toBe(false);
          }
        } else if ((op === 'hand' || op === 'cashout') && open.length) {
          const bet = rng.pick(open);
          const amount = cents(rng, Number(bet.stake) * 2);
          // docs/BETS.md: at most what the bet can still pay, the legs the feed graded at their factor
          // (every leg's odds once it was reopened by hand).
          const cap = op === 'cashout' ? await returnStillPossible(db, bet.id) : undefined;
          const done = await tx((trx) =>
            op === 'hand'
              ? settleByHand(trx, { userId, wagerId: bet.id, result: rng.pick(MANUAL) })
              : cashOut(trx, { userId, wagerId: bet.id, amountCents: amount }),
          );
          if (cap !== undefined)
            expect(done !== undefined, `cash-out ${amount} of at most ${cap}`).toBe(amount <= cap);
          if (done) {
            const bm = models.get(bet.accountId)!;
            const payout = BigInt(done.wager.payout!.replace('.', ''));
            bm.available += payout;
            bm.locked -= bet.stake;
            bm.openStakes -= bet.stake;
            open.splice(open.indexOf(bet), 1);
            settled.push({ id: bet.id, accountId: bet.accountId, stake: bet.stake, payout });
          }
        } else if (op === 'reopen' && settled.length) {
          const bet = rng.pick(settled);
          const bm = models.get(bet.accountId)!;
          const done = await tx((trx) => reopenWager(trx, { userId, wagerId: bet.id }));
          expect(done !== undefined).toBe(bet.payout <= bm.available);
          if (done) {
            bm.available -= bet.payout;
            bm.locked += bet.stake;
            bm.openStakes += bet.stake;
            settled.splice(settled.indexOf(bet), 1);
            open.push({ id: bet.id, accountId: bet.accountId, stake: bet.stake, legIds: [], manual: true });
          }
        } else if (op === 'update') {
          const available = cents(rng, 80_000);
          const locked =
            m.openStakes + (rng.next() < 0.5 ? 0n : cents(rng, 5_000)) - (rng.next() < 0.2 ? 1n : 0n);
          const done = await tx((trx) =>
            updateBalance(trx, { userId, accountId, availableCents: available, lockedCents: locked }),
          );
          expect(done !== undefined).toBe(locked >= m.openStakes);
          if (done) [m.available, m.locked] = [available, locked];
        }
        // The account after every step; the whole ledger replayed every few steps (it grows with the run).
        if (step % 20 === 19) await checkLedger(db, accountId, m);
        else await checkAccount(db, accountId, m);
      }
      for (const id of accounts) await checkLedger(db, id, models.get(id)!);
      // The run went through every kind of step (the seed is fixed; this guards a change that starves one).
      for (const op of ['deposit', 'withdraw', 'bet', 'grade', 'hand', 'cashout', 'reopen', 'update'])
        expect(counts[op] ?? 0).toBeGreaterThan(3);
      expect(settled.length + open.length).toBeGreaterThan(10);
    });
  });
}
