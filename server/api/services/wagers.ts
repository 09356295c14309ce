import { sql, type Kysely, type Transaction } from 'kysely';
import {
  betOutcome,
  combinedOddsE4,
  formatOdds,
  payoutCents,
  possibleReturnCents,
  potentialReturnCents,
  wholeBetPayoutCents,
  type LegResult,
} from '../../bets/odds.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import type { DB, EntryType, LegRow, LegStatus, WagerRow, WagerStatus } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { BIGINT_MAX, decodeCursor, encodeCursor, invalidCursor } from './keyset.ts';
import { formatCents } from '../money.ts';
import { accountJson, entryJson, findAccount, type AccountJson, type EntryJson } from './accounts.ts';
import { lockAccount, write } from './ledger.ts';
import { SAO_PAULO_TIME_ZONE } from '../../i18n/sao-paulo.ts';

/**
 * Bets recorded on an account. Their money moves through the ledger in the same transaction as the bet:
 * recording moves the stake from available to locked (an "Aposta registrada" entry), settling moves it out
 * of locked and the payout into available (Aposta ganha / perdida / devolvida, Cash-out), and undoing a
 * settlement takes the payout back and locks the stake again (Aposta reaberta). Rows are locked bet first,
 * then account, everywhere, so concurrent settlements of one account queue instead of deadlocking.
 */

/** A leg as the route resolved it from the feed: what was bet on, at which odds. */
export interface LegInput {
  eventId: number;
  sport: string;
  eventName: string;
  league: string;
  startsAt: Date;
  marketId: number;
  marketName: string;
  line: string | null;
  choice: string;
  oddsE4: bigint;
  /** Taken with the event under way (its live price); pre-match when absent. */
  inPlay?: boolean;
}

export interface LegJson {
  id: number;
  position: number;
  event_id: number;
  sport: string;
  event_name: string;
  league: string;
  starts_at: string;
  market_id: number;
  market_name: string;
  line: string | null;
  choice: string;
  odds: string;
  closing_odds: string | null;
  result: LegStatus;
}

export interface WagerJson {
  id: number;
  account_id: number;
  kind: 'single' | 'multiple';
  status: WagerStatus;
  stake: string;
  /** Combined odds (the product of the legs' odds for a multiple). */
  odds: string;
  /** What the bet pays back if every leg wins, stake included. */
  potential_return: string;
  /** What it paid back (stake included) once settled; null while open. */
  payout: string | null;
  /** Payout minus stake once settled; null while open. */
  profit: string | null;
  /** Settled or reopened by the user: the settlement worker leaves it alone. */
  manual: boolean;
  settled_at: string | null;
  created_at: string;
  legs: LegJson[];
}

export interface WagerAnswer {
  wager: WagerJson;
  account: AccountJson;
  entry: EntryJson;
}

function legJson(row: LegRow): LegJson {
  return {
    id: Number(row.id),
    position: row.position,
    event_id: Number(row.event_id),
    sport: row.sport,
    event_name: row.event_name,
    league: row.league,
    starts_at: row.starts_at.toISOString(),
    market_id: row.market_id,
    market_name: row.market_name,
    line: row.line,
    choice: row.choice,
    odds: formatOdds(row.odds_e4),
    closing_odds: row.closing_odds_e4 === null ? null : formatOdds(row.closing_odds_e4),
    result: row.result,
  };
}

export function wagerJson(row: WagerRow, legs: LegRow[]): WagerJson {
  const odds = combinedOddsE4(legs.map((l) => ({ oddsE4: l.odds_e4 })));
  const potential = potentialReturnCents(
    row.stake_cents,
    legs.map((l) => ({ oddsE4: l.odds_e4 })),
  );
  return {
    id: Number(row.id),
    account_id: row.account_id,
    kind: legs.length > 1 ? 'multiple' : 'single',
    status: row.status,
    stake: formatCents(row.stake_cents),
    odds: formatOdds(odds),
    potential_return: formatCents(potential),
    payout: row.payout_cents === null ? null : formatCents(row.payout_cents),
    profit: row.payout_cents === null ? null : formatCents(row.payout_cents - row.stake_cents),
    manual: row.manual,
    settled_at: row.settled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    legs: legs.map(legJson),
  };
}

async function legsOf(db: Kysely<DB>, wagerIds: bigint[]): Promise<Map<bigint, LegRow[]>> {
  const out = new Map<bigint, LegRow[]>();
  if (!wagerIds.length) return out;
  const rows = await db
    .selectFrom('wager_legs')
    .selectAll()
    .where('wager_id', 'in', wagerIds)
    .orderBy('wager_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = out.get(row.wager_id) ?? [];
    list.push(row);
    out.set(row.wager_id, list);
  }
  return out;
}

const notFound = () => new ApiError(404, MESSAGES.wagerNotFound, { extra: { code: 'WAGER_NOT_FOUND' } });

/** The user's bet, locked for the rest of the transaction; another user's is as unknown as a missing one. */
async function lockWager(trx: Transaction<DB>, userId: number | undefined, wagerId: number) {
  let query = trx.selectFrom('wagers').selectAll().where('id', '=', BigInt(wagerId));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Records a bet: the stake leaves the available balance for the locked one at once. */
export async function recordWager(
  trx: Transaction<DB>,
  input: { userId: number; accountId: number; stakeCents: bigint; legs: LegInput[]; at?: Date },
): Promise<WagerAnswer> {
  const account = await lockAccount(trx, input.userId, input.accountId);
  if (input.stakeCents > account.available_cents) {
    throw new ApiError(422, MESSAGES.wagerStakeInsufficient, {
      errors: { stake: [MESSAGES.wagerStakeInsufficient] },
      extra: { code: 'INSUFFICIENT_BALANCE' },
    });
  }
  const at = input.at ?? new Date();
  const wager = await trx
    .insertInto('wagers')
    .values({
      user_id: input.userId,
      account_id: input.accountId,
      stake_cents: input.stakeCents,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const legs = await trx
    .insertInto('wager_legs')
    .values(
      input.legs.map((leg, position) => ({
        wager_id: wager.id,
        position,
        event_id: BigInt(leg.eventId),
        sport: leg.sport,
        event_name: leg.eventName,
        league: leg.league,
        starts_at: leg.startsAt,
        market_id: leg.marketId,
        market_name: leg.marketName,
        line: leg.line,
        choice: leg.choice,
        odds_e4: leg.oddsE4,
        in_play: leg.inPlay ?? false,
      })),
    )
    .returningAll()
    .execute();
  const ledger = await write(
    trx,
    { userId: input.userId, accountId: input.accountId, at },
    {
      available: account.available_cents - input.stakeCents,
      locked: account.locked_cents + input.stakeCents,
      deposits: account.deposits_cents,
      withdrawals: account.withdrawals_cents,
      openStakes: account.open_stakes_cents + input.stakeCents,
    },
    { type: 'bet placed', amount: input.stakeCents, variation: 0n, wagerId: wager.id },
  );
  return { wager: wagerJson(wager, legs), ...ledger };
}

const SETTLED_ENTRY: Record<Exclude<WagerStatus, 'open'>, EntryType> = {
  won: 'bet won',
  half_won: 'bet half won',
  lost: 'bet lost',
  half_lost: 'bet half lost',
  refunded: 'bet refunded',
  cashed_out: 'cash out',
};

/** Closes an open, locked bet: its stake leaves locked, the payout enters available. */
async function close(
  trx: Transaction<DB>,
  wager: WagerRow,
  outcome: { status: Exclude<WagerStatus, 'open'>; payout: bigint; manual: boolean; at: Date },
): Promise<WagerAnswer> {
  const account = await lockAccount(trx, wager.user_id, wager.account_id, { allowInactive: true });
  const ledger = await write(
    trx,
    { userId: wager.user_id, accountId: wager.account_id, at: outcome.at },
    {
      available: account.available_cents + outcome.payout,
      locked: account.locked_cents - wager.stake_cents,
      deposits: account.deposits_cents,
      withdrawals: account.withdrawals_cents,
      openStakes: account.open_stakes_cents - wager.stake_cents,
    },
    {
      type: SETTLED_ENTRY[outcome.status],
      amount: outcome.payout,
      variation: outcome.payout - wager.stake_cents,
      wagerId: wager.id,
    },
  );
  const updated = await trx
    .updateTable('wagers')
    .set({
      status: outcome.status,
      payout_cents: outcome.payout,
      manual: outcome.manual || wager.manual,
      settled_at: outcome.at,
      updated_at: outcome.at,
    })
    .where('id', '=', wager.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const legs = (await legsOf(trx, [wager.id])).get(wager.id) ?? [];
  return { wager: wagerJson(updated, legs), ...ledger };
}

/** A leg's grade from the feed, with the market's closing odds for the closing-line value. */
export interface LegGrade {
  legId: number;
  result: LegResult;
  closingOddsE4?: bigint;
}

export interface SettleOutcome {
  wager: WagerJson;
  /** Whose bet it is (the worker's grading names no user; the change is told to this one). */
  userId: number;
  /** Whether this call changed anything (false when repeated, or when the bet is the user's to settle). */
  changed: boolean;
}

/**
 * The settlement worker's grading of a bet's legs. Idempotent: only open legs of an open bet that the user
 * has not taken over are written; the bet settles, and its money moves, when its last leg is graded. Calling
 * it again with the same grades changes nothing.
 */
export async function gradeWager(
  db: Kysely<DB>,
  wagerId: number,
  grades: LegGrade[],
  at: Date = new Date(),
): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    const wager = await lockWager(trx, undefined, wagerId);
    let legs = (await legsOf(trx, [wager.id])).get(wager.id) ?? [];
    const userId = wager.user_id;
    if (wager.status !== 'open' || wager.manual)
      return { wager: wagerJson(wager, legs), userId, changed: false };
    let changed = false;
    for (const grade of grades) {
      const leg = legs.find((l) => Number(l.id) === grade.legId);
      if (!leg || leg.result !== 'open') continue;
      await trx
        .updateTable('wager_legs')
        .set({ result: grade.result, closing_odds_e4: grade.closingOddsE4 ?? leg.closing_odds_e4 })
        .where('id', '=', leg.id)
        .execute();
      changed = true;
    }
    if (!changed) return { wager: wagerJson(wager, legs), userId, changed: false };
    legs = (await legsOf(trx, [wager.id])).get(wager.id) ?? [];
    if (legs.some((l) => l.result === 'open'))
      return { wager: wagerJson(wager, legs), userId, changed: true };
    const graded = legs.map((l) => ({ result: l.result as LegResult, oddsE4: l.odds_e4 }));
    const payout = payoutCents(wager.stake_cents, graded);
    const status = betOutcome(wager.stake_cents, graded, payout);
    const answer = await close(trx, wager, { status, payout, manual: false, at });
    return { wager: answer.wager, userId, changed: true };
  });
}

export type ManualResult = 'won' | 'lost' | 'refunded' | 'half_won' | 'half_lost';

/** A result by hand as the factor it applies to the whole bet (refunded: the stake back). */
const MANUAL_RESULT: Record<ManualResult, LegResult> = {
  won: 'won',
  lost: 'lost',
  refunded: 'void',
  half_won: 'half_won',
  half_lost: 'half_lost',
};

/** The answer for a request that finds the bet already as asked: nothing moves, the same state comes back. */
async function unchanged(trx: Transaction<DB>, wager: WagerRow): Promise<WagerAnswer> {
  const legs = (await legsOf(trx, [wager.id])).get(wager.id) ?? [];
  const last = await trx
    .selectFrom('statement_entries')
    .selectAll()
    .where('wager_id', '=', wager.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    wager: wagerJson(wager, legs),
    account: accountJson(await findAccount(trx, wager.user_id, wager.account_id)),
    entry: entryJson(last),
  };
}

function settledDifferently(): ApiError {
  return new ApiError(409, MESSAGES.wagerAlreadySettled, { extra: { code: 'WAGER_SETTLED' } });
}

/**
 * Each leg's odds with the feed's grade, for what a bet settled by hand pays and what it can still pay: none
 * once the bet is the user's (reopened by hand, the feed's grades are what the user overrides).
 */
function feedGrades(wager: WagerRow, legs: LegRow[]): Array<{ oddsE4: bigint; result: LegResult | null }> {
  return legs.map((l) => ({
    oddsE4: l.odds_e4,
    result: wager.manual || l.result === 'open' ? null : l.result,
  }));
}

/**
 * The user settles a bet by hand with the result of its legs still open (all of them once it was reopened
 * by hand); its payout follows from their odds, the legs the feed graded keeping their factor
 * (wholeBetPayoutCents). Settling it again with the same result changes nothing.
 */
export async function settleByHand(
  trx: Transaction<DB>,
  input: { userId: number; wagerId: number; result: ManualResult; at?: Date },
): Promise<WagerAnswer> {
  const wager = await lockWager(trx, input.userId, input.wagerId);
  if (wager.status !== 'open') {
    if (wager.status === input.result && wager.manual) return unchanged(trx, wager);
    throw settledDifferently();
  }
  await lockAccount(trx, input.userId, wager.account_id);
  const legs = (await legsOf(trx, [wager.id])).get(wager.id) ?? [];
  const grades = feedGrades(wager, legs);
  // A leg the feed graded lost leaves nothing for a result that pays (a "won" would pay 0): the bet is lost
  // or refunded, or, once the feed has settled it, reopened and the user's to say otherwise.
  if (input.result !== 'lost' && input.result !== 'refunded' && grades.some((g) => g.result === 'lost'))
    throw new ApiError(422, MESSAGES.wagerLegLost, {
      errors: { result: [MESSAGES.wagerLegLost] },
      extra: { code: 'WAGER_LEG_LOST' },
    });
  const payout = wholeBetPayoutCents(wager.stake_cents, MANUAL_RESULT[input.result], grades);
  return close(trx, wager, { status: input.result, payout, manual: true, at: input.at ?? new Date() });
}

/**
 * Cash-out at the amount the house paid, at most what the bet can still pay back (the legs the feed graded
 * at their factor, unless the bet was reopened by hand). Repeating it with the same amount changes nothing.
 */
export async function cashOut(
  trx: Transaction<DB>,
  input: { userId: number; wagerId: number; amountCents: bigint; at?: Date },
): Promise<WagerAnswer> {
  const wager = await lockWager(trx, input.userId, input.wagerId);
  if (wager.status !== 'open') {
    if (wager.status === 'cashed_out' && wager.payout_cents === input.amountCents)
      return unchanged(trx, wager);
    throw settledDifferently();
  }
  await lockAccount(trx, input.userId, wager.account_id);
  const legs = (await legsOf(trx, [wager.id])).get(wager.id) ?? [];
  // What the bet can still pay: a multiple whose leg is lost can be cashed out for nothing more.
  const possible = possibleReturnCents(wager.stake_cents, feedGrades(wager, legs));
  if (input.amountCents > possible) {
    throw new ApiError(422, MESSAGES.wagerCashoutTooBig, {
      errors: { amount: [MESSAGES.wagerCashoutTooBig] },
      extra: { code: 'CASHOUT_TOO_BIG' },
    });
  }
  return close(trx, wager, {
    status: 'cashed_out',
    payout: input.amountCents,
    manual: true,
    at: input.at ?? new Date(),
  });
}

/**
 * Undoes a settlement (the feed's or the user's): the payout leaves available, the stake is locked again
 * and the bet is open, now the user's to settle. Reopening an open bet changes nothing.
 */
export async function reopenWager(
  trx: Transaction<DB>,
  input: { userId: number; wagerId: number; at?: Date },
): Promise<WagerAnswer> {
  const wager = await lockWager(trx, input.userId, input.wagerId);
  if (wager.status === 'open') {
    const settledBefore = await trx
      .selectFrom('statement_entries')
      .select('id')
      .where('wager_id', '=', wager.id)
      .where('type', '=', 'bet reopened')
      .executeTakeFirst();
    if (settledBefore && wager.manual) return unchanged(trx, wager);
    throw new ApiError(409, MESSAGES.wagerNotSettled, { extra: { code: 'WAGER_OPEN' } });
  }
  const account = await lockAccount(trx, input.userId, wager.account_id);
  const payout = wager.payout_cents ?? 0n;
  if (payout > account.available_cents) {
    throw new ApiError(422, MESSAGES.wagerReopenInsufficient, { extra: { code: 'INSUFFICIENT_BALANCE' } });
  }
  const at = input.at ?? new Date();
  const ledger = await write(
    trx,
    { userId: input.userId, accountId: wager.account_id, at },
    {
      available: account.available_cents - payout,
      locked: account.locked_cents + wager.stake_cents,
      deposits: account.deposits_cents,
      withdrawals: account.withdrawals_cents,
      openStakes: account.open_stakes_cents + wager.stake_cents,
    },
    { type: 'bet reopened', amount: payout, variation: wager.stake_cents - payout, wagerId: wager.id },
  );
  const updated = await trx
    .updateTable('wagers')
    .set({ status: 'open', payout_cents: null, manual: true, settled_at: null, updated_at: at })
    .where('id', '=', wager.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const legs = (await legsOf(trx, [wager.id])).get(wager.id) ?? [];
  return { wager: wagerJson(updated, legs), ...ledger };
}

export async function getWager(db: Kysely<DB>, userId: number, wagerId: number): Promise<WagerJson> {
  const row = await db
    .selectFrom('wagers')
    .selectAll()
    .where('id', '=', BigInt(wagerId))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return wagerJson(row, (await legsOf(db, [row.id])).get(row.id) ?? []);
}

export const WAGER_STATUS_FILTERS = [
  'open',
  'settled',
  'won',
  'lost',
  'refunded',
  'half_won',
  'half_lost',
  'cashed_out',
] as const;
export type WagerStatusFilter = (typeof WAGER_STATUS_FILTERS)[number];

export function wagerCursor(id: number | bigint): string {
  return encodeCursor('wager', [id]);
}

/** Filters of the bets' history (all optional, combined with "and"). */
export interface WagerFilters {
  accountId?: number;
  status?: WagerStatusFilter;
  /** Bets with a leg in this sport (the feed's slug). */
  sport?: string;
  /** Recorded on or after this São Paulo day (YYYY-MM-DD). */
  from?: string;
  /** Recorded on or before this São Paulo day (YYYY-MM-DD). */
  to?: string;
}

/** The start of a São Paulo calendar day as an instant, computed by the database (its time zone rules). */
const saoPauloMidnight = (day: string, plusDays = 0) =>
  sql<Date>`((${day}::date + ${plusDays}::int)::timestamp at time zone ${sql.lit(SAO_PAULO_TIME_ZONE)})`;

/** The user's bets that pass the filters (the ranges compare instants, so the created_at index serves). */
export function filteredWagers(db: Kysely<DB>, userId: number, filters: WagerFilters) {
  let base = db.selectFrom('wagers').where('wagers.user_id', '=', userId);
  if (filters.accountId !== undefined) base = base.where('wagers.account_id', '=', filters.accountId);
  if (filters.status === 'settled') base = base.where('wagers.status', '!=', 'open');
  else if (filters.status !== undefined) base = base.where('wagers.status', '=', filters.status);
  if (filters.from !== undefined)
    base = base.where('wagers.created_at', '>=', saoPauloMidnight(filters.from));
  if (filters.to !== undefined) base = base.where('wagers.created_at', '<', saoPauloMidnight(filters.to, 1));
  const sport = filters.sport;
  if (sport !== undefined)
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('wager_legs')
          .select('wager_legs.id')
          .whereRef('wager_legs.wager_id', '=', 'wagers.id')
          .where('wager_legs.sport', '=', sport),
      ),
    );
  return base;
}

/** A page of the user's bets, newest first, by keyset on the id, through the filters. */
export async function listWagers(
  db: Kysely<DB>,
  userId: number,
  page: { limit: number; cursor?: string } & WagerFilters,
): Promise<{ data: WagerJson[]; next_cursor: string | null; total: number }> {
  const base = filteredWagers(db, userId, page);
  let query = base
    .selectAll('wagers')
    .orderBy('wagers.id', 'desc')
    .limit(page.limit + 1);
  if (page.cursor !== undefined) {
    const after = decodeCursor('wager', page.cursor, [BIGINT_MAX])?.[0];
    if (after === undefined) throw invalidCursor(MESSAGES.wagerInvalidCursor);
    query = query.where('wagers.id', '<', after);
  }
  const [rows, counted] = await Promise.all([
    query.execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, page.limit);
  const legs = await legsOf(
    db,
    items.map((r) => r.id),
  );
  const last = items.at(-1);
  return {
    data: items.map((r) => wagerJson(r, legs.get(r.id) ?? [])),
    next_cursor: rows.length > page.limit && last ? wagerCursor(last.id) : null,
    total: Number(counted.n),
  };
}

/** An open leg the settlement worker should grade: of an open bet the user has not taken over. */
export interface OpenLegJson {
  wager_id: number;
  leg_id: number;
  event_id: number;
  sport: string;
  market_id: number;
  market_name: string;
  line: string | null;
  choice: string;
  /** Taken in play: graded without a closing price. */
  in_play: boolean;
}

/** The open legs to grade, grouped by event by the caller; bounded per call, oldest events first. */
export async function openLegs(db: Kysely<DB>, limit: number): Promise<OpenLegJson[]> {
  const rows = await db
    .selectFrom('wager_legs')
    .innerJoin('wagers', 'wagers.id', 'wager_legs.wager_id')
    .select([
      'wager_legs.wager_id',
      'wager_legs.id',
      'wager_legs.event_id',
      'wager_legs.sport',
      'wager_legs.market_id',
      'wager_legs.market_name',
      'wager_legs.line',
      'wager_legs.choice',
      'wager_legs.in_play',
    ])
    .where('wager_legs.result', '=', 'open')
    .where('wagers.status', '=', 'open')
    .where('wagers.manual', '=', false)
    .orderBy('wager_legs.starts_at')
    .orderBy('wager_legs.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    wager_id: Number(r.wager_id),
    leg_id: Number(r.id),
    event_id: Number(r.event_id),
    sport: r.sport,
    market_id: r.market_id,
    market_name: r.market_name,
    line: r.line,
    choice: r.choice,
    in_play: r.in_play,
  }));
}
