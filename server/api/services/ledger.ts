import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, EntryType } from '../db/schema.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import { BIGINT_MAX, decodeCursor, encodeCursor, invalidCursor } from './keyset.ts';
import { formatCents, MAX_AMOUNT_CENTS } from '../money.ts';
// The message is read by people: the amount as the site writes money (R$ 40,00).
import { formatBRL } from '../../../web/format/money.ts';
import { accountJson, entryJson, findAccount, type AccountJson, type EntryJson } from './accounts.ts';
import { SAO_PAULO_TIME_ZONE } from '../../i18n/sao-paulo.ts';

export interface LedgerResult {
  account: AccountJson;
  entry: EntryJson;
}

export interface Target {
  userId: number;
  accountId: number;
  /** Backdates the entry (the demo seed builds months of history); requests always use now. */
  at?: Date;
}

/**
 * Locks the account row for the rest of the transaction, so concurrent money requests on one account
 * apply one after another (PGlite has a single session and serialises anyway).
 */
export async function lockAccount(
  trx: Transaction<DB>,
  userId: number,
  accountId: number,
  options: { allowInactive?: boolean } = {},
) {
  const row = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, MESSAGES.accountNotFound);
  if (!row.active && !options.allowInactive)
    throw new ApiError(409, MESSAGES.accountInactive, { extra: { code: 'ACCOUNT_INACTIVE' } });
  return row;
}

function checkExpected(expectedTotal: bigint | undefined, actualTotal: bigint): void {
  if (expectedTotal !== undefined && expectedTotal !== actualTotal) {
    throw new ApiError(409, MESSAGES.balanceChanged, {
      errors: { total_balance: [MESSAGES.balanceChanged] },
    });
  }
}

/**
 * Writes an account's new balances and the statement entry that explains them, in the caller's transaction
 * (the account row locked by lockAccount). `openStakes` changes only with bets.
 */
export async function write(
  trx: Transaction<DB>,
  target: Target,
  next: { available: bigint; locked: bigint; deposits: bigint; withdrawals: bigint; openStakes?: bigint },
  entry: { type: EntryType; amount: bigint | null; variation: bigint; wagerId?: bigint },
): Promise<LedgerResult> {
  const at = target.at ?? new Date();
  await trx
    .updateTable('accounts')
    .set({
      available_cents: next.available,
      locked_cents: next.locked,
      deposits_cents: next.deposits,
      withdrawals_cents: next.withdrawals,
      ...(next.openStakes === undefined ? {} : { open_stakes_cents: next.openStakes }),
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
      wager_id: entry.wagerId ?? null,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    account: accountJson(await findAccount(trx, target.userId, target.accountId)),
    entry: entryJson(row),
  };
}

type MoneyMove = Target & { amountCents: bigint; expectedTotalCents?: bigint };

/**
 * What the user adds stays within what one amount may be (MAX_AMOUNT_CENTS): a deposit, or a reported
 * balance that raises the total, past it is refused on the field that would pass it. A bet's winnings may
 * still take a total past it (settling never fails for it), and money can then always be taken out.
 */
function refuseOverMaximum(totalCents: bigint, field: string): void {
  if (totalCents <= MAX_AMOUNT_CENTS) return;
  throw new ApiError(422, MESSAGES.balanceTooBig, { errors: { [field]: [MESSAGES.balanceTooBig] } });
}

/**
 * Money in or out of the available balance: a deposit adds to deposits, a withdrawal to withdrawals and
 * may not take more than is available (money locked in open bets cannot be withdrawn). The expected
 * total, when sent, must match the new one.
 */
async function moveMoney(
  trx: Transaction<DB>,
  target: MoneyMove,
  type: 'deposit' | 'withdraw',
): Promise<LedgerResult> {
  const account = await lockAccount(trx, target.userId, target.accountId);
  const amount = target.amountCents;
  const out = type === 'withdraw';
  if (out && amount > account.available_cents) {
    throw new ApiError(422, MESSAGES.insufficient, { errors: { amount: [MESSAGES.insufficient] } });
  }
  const available = out ? account.available_cents - amount : account.available_cents + amount;
  if (!out) refuseOverMaximum(available + account.locked_cents, 'amount');
  checkExpected(target.expectedTotalCents, available + account.locked_cents);
  return write(
    trx,
    target,
    {
      available,
      locked: account.locked_cents,
      deposits: out ? account.deposits_cents : account.deposits_cents + amount,
      withdrawals: out ? account.withdrawals_cents + amount : account.withdrawals_cents,
    },
    { type, amount, variation: 0n },
  );
}

/** Money in: raises available and deposits by `amount`; the expected total, when sent, must match. */
export function deposit(trx: Transaction<DB>, target: MoneyMove): Promise<LedgerResult> {
  return moveMoney(trx, target, 'deposit');
}

/** Money out of the available balance only; money locked in open bets cannot be withdrawn. */
export function withdraw(trx: Transaction<DB>, target: MoneyMove): Promise<LedgerResult> {
  return moveMoney(trx, target, 'withdraw');
}

/** What a balance update sets, and the balances its client read before the user typed over them. */
type BalanceUpdate = Target & {
  availableCents: bigint;
  lockedCents: bigint;
  previousAvailableCents?: bigint;
  previousLockedCents?: bigint;
};

/**
 * The user reports what the house shows now; the difference in total balance is the result of their bets
 * (the variation), since no money came in or went out. Balances are absolute: one typed over a deposit or a
 * settled bet that came in meanwhile (another tab, the settlement worker) would erase it as a loss, so the
 * balances the client read, when sent, must still be the account's.
 */
export async function updateBalance(trx: Transaction<DB>, target: BalanceUpdate): Promise<LedgerResult> {
  const account = await lockAccount(trx, target.userId, target.accountId);
  // Already what is asked (a retry of an update whose answer was lost): set again, as any repeat is.
  const asked =
    account.available_cents === target.availableCents && account.locked_cents === target.lockedCents;
  const stale = asked
    ? []
    : (
        [
          ['previous_available_balance', target.previousAvailableCents, account.available_cents],
          ['previous_bet_locked_balance', target.previousLockedCents, account.locked_cents],
        ] as const
      ).filter(([, read, now]) => read !== undefined && read !== now);
  if (stale.length > 0) {
    throw new ApiError(409, MESSAGES.balanceChanged, {
      errors: Object.fromEntries(stale.map(([field]) => [field, [MESSAGES.balanceChanged]])),
    });
  }
  // Em Apostas is the open bets' stakes plus the user's own adjustment, which cannot be negative: the
  // stakes are there until their bets are settled (by the feed or by hand).
  if (target.lockedCents < account.open_stakes_cents) {
    const message = MESSAGES.lockedBelowOpenStakes(formatBRL(formatCents(account.open_stakes_cents)));
    throw new ApiError(422, message, {
      errors: { bet_locked_balance: [message] },
      extra: { code: 'LOCKED_BELOW_OPEN_STAKES' },
    });
  }
  const before = account.available_cents + account.locked_cents;
  const after = target.availableCents + target.lockedCents;
  if (after > before) refuseOverMaximum(after, 'available_balance');
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

/** One page of a statement, newest first, and what is needed to ask for the next one. */
export interface StatementPage {
  account: AccountJson;
  statement: EntryJson[];
  /** Pass back as `cursor` for the entries after this page; null on the last page. */
  next_cursor: string | null;
  /** Number of entries in the whole statement (all pages). */
  total: number;
}

/**
 * The keyset cursor names the last entry a client has (by id; services/keyset.ts). The entry's sort key
 * (created_at, id) is read back from the database, exact to the microsecond, so the next page starts right
 * after it whatever was written meanwhile: new entries are newer and land on the first page, never shifting
 * the pages after it (as offsets did). Entries are never deleted one by one, so the entry is always there.
 */
export function statementCursor(entryId: bigint | number): string {
  return encodeCursor('entry', [entryId]);
}

/**
 * A page of the account's statement, newest first (created_at, then id, both descending), after the
 * entry the cursor names. The work is bounded by `limit` whatever the length of the history: one index
 * range scan of `limit + 1` rows (the extra row says whether a next page exists) and the account row,
 * which carries the entry count.
 */
export async function statementPage(
  db: Kysely<DB>,
  userId: number,
  accountId: number,
  page: { limit: number; cursor?: string },
): Promise<StatementPage> {
  const account = await findAccount(db, userId, accountId);
  let query = db
    .selectFrom('statement_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.cursor !== undefined) {
    const entryId = decodeCursor('entry', page.cursor, [BIGINT_MAX])?.[0] ?? null;
    // A cursor of another account (or of none) is as malformed as garbage: it cannot place a page here.
    const after =
      entryId === null
        ? undefined
        : await db
            .selectFrom('statement_entries')
            .select(['created_at', 'id'])
            .where('id', '=', entryId)
            .where('account_id', '=', accountId)
            .executeTakeFirst();
    if (!after) throw invalidCursor();
    // Compared in SQL against the stored value, so no precision is lost on the way through JavaScript.
    query = query.where((eb) =>
      eb(
        eb.refTuple('created_at', 'id'),
        '<',
        eb
          .selectFrom('statement_entries as cursor_entry')
          .select(['cursor_entry.created_at', 'cursor_entry.id'])
          .where('cursor_entry.id', '=', after.id)
          .$asTuple('created_at', 'id'),
      ),
    );
  }
  const rows = await query.execute();
  const entries = rows.slice(0, page.limit);
  const last = entries.at(-1);
  return {
    account: accountJson(account),
    statement: entries.map(entryJson),
    next_cursor: rows.length > page.limit && last ? statementCursor(last.id) : null,
    total: Number(account.entries_count),
  };
}

/** The total balance at the end of one São Paulo calendar day. */
export interface DailyBalanceJson {
  /** YYYY-MM-DD in America/Sao_Paulo. */
  date: string;
  total_balance: string;
}

/**
 * One point per São Paulo day with entries, oldest first: the total balance after the day's last entry.
 * Aggregated by the database, so the chart never needs the whole statement on the wire; the answer grows
 * with the days the account has been used, not with its entries.
 */
export async function dailyBalances(
  db: Kysely<DB>,
  userId: number,
  accountId: number,
): Promise<{ account_id: number; daily: DailyBalanceJson[] }> {
  await findAccount(db, userId, accountId);
  const day = sql<string>`to_char(created_at at time zone ${sql.lit(SAO_PAULO_TIME_ZONE)}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('statement_entries')
    .select([day.as('day'), 'available_cents', 'locked_cents'])
    .distinctOn(day)
    .where('account_id', '=', accountId)
    .orderBy(day)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    account_id: accountId,
    daily: rows.map((row) => ({
      date: row.day,
      total_balance: formatCents(row.available_cents + row.locked_cents),
    })),
  };
}
