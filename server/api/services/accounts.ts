import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountsTable, DB, EntryRow } from '../db/schema.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import { stripAccents } from '../../slugify.ts';
import { formatCents, formatYield } from '../money.ts';

export type AccountWithBet = Selectable<AccountsTable> & { bet_name: string };

export interface AccountJson {
  account_id: number;
  account_name: string;
  bet_id: number;
  bet_name: string;
  active: boolean;
  deposits: string;
  withdrawals: string;
  available_balance: string;
  bet_locked_balance: string;
  /** The part of bet_locked_balance staked in open bets recorded here. */
  bet_open_stakes: string;
  /** The rest of bet_locked_balance: what the user's own Atualizar Saldo set beyond those stakes. */
  bet_locked_adjustment: string;
  total_balance: string;
  final_balance: string;
  yield_percent: string;
  created_at: string;
  updated_at: string;
}

export interface TotalsJson {
  total_deposits: string;
  total_withdrawals: string;
  total_available_balance: string;
  total_bet_locked_balance: string;
  total_final_balance: string;
  avg_yield: string;
}

export interface EntryJson {
  id: number;
  created_at: string;
  available_balance: string;
  bet_locked_balance: string;
  total_balance: string;
  variation: string;
  type: EntryRow['type'];
  amount: string | null;
}

export function accountJson(row: AccountWithBet): AccountJson {
  const total = row.available_cents + row.locked_cents;
  return {
    account_id: row.id,
    account_name: row.name,
    bet_id: row.bet_id,
    bet_name: row.bet_name,
    active: row.active,
    deposits: formatCents(row.deposits_cents),
    withdrawals: formatCents(row.withdrawals_cents),
    available_balance: formatCents(row.available_cents),
    bet_locked_balance: formatCents(row.locked_cents),
    bet_open_stakes: formatCents(row.open_stakes_cents),
    bet_locked_adjustment: formatCents(row.locked_cents - row.open_stakes_cents),
    total_balance: formatCents(total),
    final_balance: formatCents(total),
    yield_percent: formatYield(total, row.withdrawals_cents, row.deposits_cents),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function entryJson(row: EntryRow): EntryJson {
  return {
    id: Number(row.id),
    created_at: row.created_at.toISOString(),
    available_balance: formatCents(row.available_cents),
    bet_locked_balance: formatCents(row.locked_cents),
    total_balance: formatCents(row.available_cents + row.locked_cents),
    variation: formatCents(row.variation_cents),
    type: row.type,
    amount: row.amount_cents === null ? null : formatCents(row.amount_cents),
  };
}

/** Sums in cents, and the average yield as the yield of the sums (weighted by what was deposited). */
export function totalsJson(rows: AccountWithBet[]): TotalsJson {
  let deposits = 0n;
  let withdrawals = 0n;
  let available = 0n;
  let locked = 0n;
  for (const row of rows) {
    deposits += row.deposits_cents;
    withdrawals += row.withdrawals_cents;
    available += row.available_cents;
    locked += row.locked_cents;
  }
  return {
    total_deposits: formatCents(deposits),
    total_withdrawals: formatCents(withdrawals),
    total_available_balance: formatCents(available),
    total_bet_locked_balance: formatCents(locked),
    total_final_balance: formatCents(available + locked),
    avg_yield: formatYield(available + locked, withdrawals, deposits),
  };
}

function accountsWithBet(db: Kysely<DB>) {
  return db
    .selectFrom('accounts')
    .innerJoin('bets', 'bets.id', 'accounts.bet_id')
    .selectAll('accounts')
    .select('bets.name as bet_name');
}

/** The user's account or 404: another user's id is indistinguishable from an unknown one. */
export async function findAccount(
  db: Kysely<DB>,
  userId: number,
  accountId: number,
): Promise<AccountWithBet> {
  const row = await accountsWithBet(db)
    .where('accounts.id', '=', accountId)
    .where('accounts.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, MESSAGES.accountNotFound);
  return row;
}

export async function listAccounts(db: Kysely<DB>, userId: number, active: boolean) {
  const rows = await accountsWithBet(db)
    .where('accounts.user_id', '=', userId)
    .where('accounts.active', '=', active)
    .orderBy('accounts.id')
    .execute();
  return { result: rows.map(accountJson), totals: totalsJson(rows) };
}

async function requireBet(db: Kysely<DB>, betId: number): Promise<void> {
  const bet = await db.selectFrom('bets').select('id').where('id', '=', betId).executeTakeFirst();
  if (!bet) throw new ApiError(422, MESSAGES.betRequired, { errors: { bet_id: [MESSAGES.betRequired] } });
}

/**
 * A name as the user tells accounts apart: trimmed, without case or accents, so "Betano", " betano " and
 * "BÉTANO" are one name (docs/BANCA-API.md).
 */
export function accountNameKey(name: string): string {
  // Names that read the same on screen are one name: compatibility forms (a no-break space, full-width
  // letters), characters that show nothing and runs of spaces do not tell two accounts apart.
  const shown = name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  return stripAccents(shown).toLowerCase();
}

/** Format characters, which show nothing (zero-width spaces, joiners, direction marks), as requiredText reads them. */
const INVISIBLE = /\p{Cf}/gu;

/**
 * Two accounts of one user with one name could not be told apart in the table, the statement or a bet's
 * account, so a name another of the user's accounts has (active or hidden: a hidden one comes back on
 * reactivation) is refused. The caller holds the user's row locked, so two requests cannot both pass.
 */
async function requireFreeName(
  trx: Transaction<DB>,
  userId: number,
  name: string,
  exceptAccountId?: number,
): Promise<void> {
  const key = accountNameKey(name);
  const accounts = await trx
    .selectFrom('accounts')
    .select(['id', 'name', 'active'])
    .where('user_id', '=', userId)
    .execute();
  const other = accounts.find((a) => a.id !== exceptAccountId && accountNameKey(a.name) === key);
  if (!other) return;
  const message = other.active ? MESSAGES.accountNameTaken : MESSAGES.accountNameTakenInactive;
  throw new ApiError(409, message, { errors: { name: [message] }, extra: { code: 'ACCOUNT_NAME_TAKEN' } });
}

/**
 * Serialises the name checks of one user's accounts. NO KEY UPDATE conflicts with itself but not with the
 * key-share locks that rows referencing the user take (a token, a money entry), so those never wait on it.
 */
async function lockUser(trx: Transaction<DB>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

export async function createAccount(db: Kysely<DB>, userId: number, input: { name: string; betId: number }) {
  await requireBet(db, input.betId);
  const id = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    await requireFreeName(trx, userId, input.name);
    const row = await trx
      .insertInto('accounts')
      .values({ user_id: userId, bet_id: input.betId, name: input.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return accountJson(await findAccount(db, userId, id));
}

export async function updateAccount(
  db: Kysely<DB>,
  userId: number,
  accountId: number,
  input: { name: string; betId: number },
) {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const current = await findAccount(trx, userId, accountId);
    await requireBet(trx, input.betId);
    // Keeping the name (in any case or accents) adds no duplicate, even beside one made before this rule.
    if (accountNameKey(current.name) !== accountNameKey(input.name))
      await requireFreeName(trx, userId, input.name, accountId);
    await trx
      .updateTable('accounts')
      .set({ name: input.name, bet_id: input.betId, updated_at: new Date() })
      .where('id', '=', accountId)
      .where('user_id', '=', userId)
      .execute();
  });
  return accountJson(await findAccount(db, userId, accountId));
}

/** Hiding keeps the account and its history; it only leaves the active list. */
export async function setAccountActive(db: Kysely<DB>, userId: number, accountId: number, active: boolean) {
  const updated = await db
    .updateTable('accounts')
    .set({ active, updated_at: new Date() })
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new ApiError(404, MESSAGES.accountNotFound);
  return accountJson(await findAccount(db, userId, accountId));
}

/** Starts the bankroll over: every account and entry of the user goes; the user stays. */
export async function resetAccounts(db: Kysely<DB>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('accounts').where('user_id', '=', userId).execute();
  });
}
