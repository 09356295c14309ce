import type { Transaction } from 'kysely';
import type { DB, EntryType } from '../db/schema.ts';
import { ApiError, MESSAGES } from '../errors.ts';
import { accountJson, entryJson, findAccount, type AccountJson, type EntryJson } from './accounts.ts';

export interface LedgerResult {
  account: AccountJson;
  entry: EntryJson;
}

interface Target {
  userId: number;
  accountId: number;
  /** Backdates the entry (the demo seed builds months of history); requests always use now. */
  at?: Date;
}

/**
 * Locks the account row for the rest of the transaction, so concurrent money requests on one account
 * apply one after another (PGlite has a single session and serialises anyway).
 */
async function lockAccount(trx: Transaction<DB>, userId: number, accountId: number) {
  const row = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, MESSAGES.accountNotFound);
  if (!row.active) throw new ApiError(409, MESSAGES.accountInactive);
  return row;
}

function checkExpected(expectedTotal: bigint | undefined, actualTotal: bigint): void {
  if (expectedTotal !== undefined && expectedTotal !== actualTotal) {
    throw new ApiError(409, MESSAGES.balanceChanged, {
      errors: { total_balance: [MESSAGES.balanceChanged] },
    });
  }
}

async function write(
  trx: Transaction<DB>,
  target: Target,
  next: { available: bigint; locked: bigint; deposits: bigint; withdrawals: bigint },
  entry: { type: EntryType; amount: bigint | null; variation: bigint },
): Promise<LedgerResult> {
  const at = target.at ?? new Date();
  await trx
    .updateTable('accounts')
    .set({
      available_cents: next.available,
      locked_cents: next.locked,
      deposits_cents: next.deposits,
      withdrawals_cents: next.withdrawals,
      updated_at: at,
    })
    .where('id', '=', target.accountId)
    .execute();
  const row = await trx
    .insertInto('statement_entries')
    .values({
      account_id: target.accountId,
      type: entry.type,
      amount_cents: entry.amount,
      available_cents: next.available,
      locked_cents: next.locked,
      variation_cents: entry.variation,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    account: accountJson(await findAccount(trx, target.userId, target.accountId)),
    entry: entryJson(row),
  };
}

/** Money in: raises available and deposits by `amount`; the expected total, when sent, must match. */
export async function deposit(
  trx: Transaction<DB>,
  target: Target & { amountCents: bigint; expectedTotalCents?: bigint },
): Promise<LedgerResult> {
  const account = await lockAccount(trx, target.userId, target.accountId);
  const available = account.available_cents + target.amountCents;
  checkExpected(target.expectedTotalCents, available + account.locked_cents);
  return write(
    trx,
    target,
    {
      available,
      locked: account.locked_cents,
      deposits: account.deposits_cents + target.amountCents,
      withdrawals: account.withdrawals_cents,
    },
    { type: 'deposit', amount: target.amountCents, variation: 0n },
  );
}

/** Money out of the available balance only; money locked in open bets cannot be withdrawn. */
export async function withdraw(
  trx: Transaction<DB>,
  target: Target & { amountCents: bigint; expectedTotalCents?: bigint },
): Promise<LedgerResult> {
  const account = await lockAccount(trx, target.userId, target.accountId);
  if (target.amountCents > account.available_cents) {
    throw new ApiError(422, MESSAGES.insufficient, { errors: { amount: [MESSAGES.insufficient] } });
  }
  const available = account.available_cents - target.amountCents;
  checkExpected(target.expectedTotalCents, available + account.locked_cents);
  return write(
    trx,
    target,
    {
      available,
      locked: account.locked_cents,
      deposits: account.deposits_cents,
      withdrawals: account.withdrawals_cents + target.amountCents,
    },
    { type: 'withdraw', amount: target.amountCents, variation: 0n },
  );
}

/**
 * The user reports what the house shows now; the difference in total balance is the result of their bets
 * (the variation), since no money came in or went out.
 */
export async function updateBalance(
  trx: Transaction<DB>,
  target: Target & { availableCents: bigint; lockedCents: bigint },
): Promise<LedgerResult> {
  const account = await lockAccount(trx, target.userId, target.accountId);
  const before = account.available_cents + account.locked_cents;
  const after = target.availableCents + target.lockedCents;
  return write(
    trx,
    target,
    {
      available: target.availableCents,
      locked: target.lockedCents,
      deposits: account.deposits_cents,
      withdrawals: account.withdrawals_cents,
    },
    { type: 'update balance', amount: null, variation: after - before },
  );
}
