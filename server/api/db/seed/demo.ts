import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../services/passwords.ts';
import { deposit, updateBalance, withdraw } from '../../services/ledger.ts';
import type { DB } from '../schema.ts';

export const DEMO_EMAIL = 'demo@bancada.com.br';
export const DEMO_PASSWORD = 'bancada123';
export const DEMO_NAME = 'Usuário Demo';

interface DemoAccount {
  name: string;
  bet: string;
  /** First deposit, in cents. */
  firstDeposit: bigint;
  /** Average result of a balance update, in basis points: the account's long-run trend. */
  driftBp: number;
  active: boolean;
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  { name: 'Bet365 Principal', bet: 'Bet365', firstDeposit: 100_000n, driftBp: 60, active: true },
  { name: 'Betano Futebol', bet: 'Betano', firstDeposit: 50_000n, driftBp: -40, active: true },
  { name: 'Superbet Múltiplas', bet: 'Superbet', firstDeposit: 30_000n, driftBp: 120, active: true },
  { name: 'KTO Antiga', bet: 'KTO', firstDeposit: 20_000n, driftBp: -150, active: false },
];

const DAY_MS = 86_400_000;

/** mulberry32: a tiny seeded generator, so the demo history is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number in [min, max]; the generator's float never touches money, only picks integers. */
function pick(next: () => number, min: number, max: number): number {
  return min + Math.floor(next() * (max - min + 1));
}

/**
 * About four months of deposits, withdrawals and balance updates per account, going up and down,
 * written through the ledger so every invariant of a real account holds.
 */
async function buildHistory(
  trx: Transaction<DB>,
  userId: number,
  accountId: number,
  spec: DemoAccount,
  seed: number,
) {
  const next = random(seed);
  const now = Date.now();
  let at = now - 120 * DAY_MS;
  const target = (time: number) => ({ userId, accountId, at: new Date(time) });
  let state = await deposit(trx, { ...target(at), amountCents: spec.firstDeposit });
  const cents = (text: string) => BigInt(text.replace('.', ''));

  for (;;) {
    at += pick(next, 2, 4) * DAY_MS + pick(next, 0, 10) * 3_600_000;
    if (at > now - 3_600_000) break;
    const available = cents(state.account.available_balance);
    const total = cents(state.account.total_balance);
    const roll = pick(next, 1, 100);
    if (roll <= 8) {
      const amount = BigInt(pick(next, 2, 10)) * 5_000n;
      state = await deposit(trx, { ...target(at), amountCents: amount });
    } else if (roll <= 15 && available > 30_000n) {
      const amount = ((available * BigInt(pick(next, 20, 50))) / 100n / 1_000n) * 1_000n;
      if (amount > 0n) state = await withdraw(trx, { ...target(at), amountCents: amount });
    } else {
      const changeBp = BigInt(pick(next, -1_100, 1_100) + spec.driftBp);
      const newTotal = total + (total * changeBp) / 10_000n;
      const floored = newTotal < 0n ? 0n : newTotal;
      const locked = (floored * BigInt(pick(next, 0, 35))) / 100n;
      state = await updateBalance(trx, {
        ...target(at),
        availableCents: floored - locked,
        lockedCents: locked,
      });
    }
  }
  if (!spec.active) {
    await trx.updateTable('accounts').set({ active: false }).where('id', '=', accountId).execute();
  }
}

/** Creates the demo user with accounts at several houses and their history, all in one transaction. */
export async function seedDemo(db: Kysely<DB>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ name: DEMO_NAME, email: DEMO_EMAIL, password_hash: passwordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bets = await trx.selectFrom('bets').select(['id', 'name']).execute();
    const betIds = new Map(bets.map((b) => [b.name, b.id]));
    let seed = 20_250_314;
    for (const spec of DEMO_ACCOUNTS) {
      const betId = betIds.get(spec.bet);
      if (betId === undefined) throw new Error(`demo seed: bet "${spec.bet}" is missing`);
      const created = new Date(Date.now() - 120 * DAY_MS);
      const account = await trx
        .insertInto('accounts')
        .values({
          user_id: user.id,
          bet_id: betId,
          name: spec.name,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await buildHistory(trx, user.id, account.id, spec, seed++);
    }
  });
}
