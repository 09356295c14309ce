import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { bearerTokenOf, secretTokenCheck } from '../../bearer-token.ts';
import { fractionalToE4, parseOdds, potentialReturnCents } from '../../bets/odds.ts';
import {
  FeedUnavailableError,
  eventName,
  eventTitlePt,
  marketsOnOffer,
  type FeedReader,
} from '../../bets/feed-reader.ts';
import { isCalendarDay } from '../../calendar-days.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../idempotency-key.ts';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import { isSportSlug } from '../../slugify.ts';
import type { DB } from '../db/schema.ts';
import { MAX_AMOUNT_CENTS } from '../money.ts';
import { ApiError } from '../errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser, type ApiEnv } from '../http/env.ts';
import { amountField, positiveId, requiredText, toId } from '../http/fields.ts';
import { validate } from '../http/validate.ts';
import type { AuthService } from '../services/auth.ts';
import type { UserEventKind, UserEvents } from '../../user-events.ts';
import { parseIdempotencyKey, requestFingerprint, runMoneyOperation } from '../services/idempotency.ts';
import {
  WAGER_STATUS_FILTERS,
  cashOut,
  getWager,
  gradeWager,
  listWagers,
  openLegs,
  recordWager,
  reopenWager,
  settleByHand,
  type LegInput,
  type WagerAnswer,
  type WagerFilters,
  type WagerStatusFilter,
} from '../services/wagers.ts';
import { wagerStats } from '../services/wager-stats.ts';

/**
 * Bets under /wagers (SPEC's /bets keeps listing the betting houses). The user's routes take a bearer token
 * like the rest of the bankroll; the settlement worker's grading routes under /internal/wagers take the
 * process's settlement token instead, never a user's.
 */

/** Validation failures of these routes carry a code for integrators besides the pt-BR message. */
function check<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  try {
    return validate(schema, data);
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(error.status, error.message, {
        errors: error.errors,
        extra: { code: 'INVALID_INPUT' },
      });
    throw error;
  }
}

const oddsField = () =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      const parsed = parseOdds(value);
      if (parsed.ok) return parsed.e4;
      ctx.addIssue({
        code: 'custom',
        message:
          parsed.reason === 'tooLow'
            ? MESSAGES.wagerOddsTooLow
            : parsed.reason === 'tooHigh'
              ? MESSAGES.wagerOddsTooHigh
              : MESSAGES.wagerOddsInvalid,
      });
      return z.NEVER;
    });

const legSchema = z.object({
  event_id: positiveId(MESSAGES.wagerEventNotFound),
  market_id: positiveId(MESSAGES.wagerMarketNotInEvent),
  line: z
    .union([z.string().trim().max(20), z.number().transform(String), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : v)),
  choice: requiredText(MESSAGES.wagerChoiceNotInMarket, 60),
  /** Absent: the feed's current price for the choice. */
  odds: oddsField(),
});

function recordSchema(maxLegs: number) {
  return z.object({
    account_id: positiveId(MESSAGES.accountNotFound),
    stake: amountField(),
    legs: z
      .array(legSchema, { error: MESSAGES.wagerLegsRequired })
      .min(1, MESSAGES.wagerLegsRequired)
      .max(maxLegs, MESSAGES.wagerLegsMax(maxLegs))
      .refine((legs) => new Set(legs.map((l) => l.event_id)).size === legs.length, MESSAGES.wagerSameEvent),
  });
}

const MANUAL_RESULTS = ['won', 'lost', 'refunded', 'half_won', 'half_lost'] as const;
const settleSchema = z.object({
  result: z.enum(MANUAL_RESULTS, { error: MESSAGES.wagerResultInvalid }),
});
const cashoutSchema = z.object({ amount: amountField() });

const LEG_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
function gradeSchema(max: number) {
  return z.object({
    grades: z
      .array(
        z.object({
          wager_id: positiveId(MESSAGES.wagerNotFound),
          legs: z
            .array(
              z.object({
                leg_id: positiveId(MESSAGES.wagerNotFound),
                result: z.enum(LEG_RESULTS),
                closing_odds: oddsField(),
              }),
            )
            .min(1)
            .max(100),
        }),
      )
      .min(1)
      .max(max),
  });
}

function wagerIdParam(c: Context): number {
  const id = toId(c.req.param('id'));
  if (id === undefined)
    throw new ApiError(404, MESSAGES.wagerNotFound, { extra: { code: 'WAGER_NOT_FOUND' } });
  return id;
}

function pageLimit(raw: string | undefined, max: number): number {
  if (raw === undefined) return max;
  const limit = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (limit >= 1 && limit <= max) return limit;
  const message = MESSAGES.statementInvalidLimit(max);
  throw new ApiError(422, message, { errors: { limit: [message] }, extra: { code: 'INVALID_LIMIT' } });
}

/** A field of the request refused with INVALID_INPUT. */
const refuse = (field: string, message: string) =>
  new ApiError(422, message, { errors: { [field]: [message] }, extra: { code: 'INVALID_INPUT' } });

/**
 * `account_id`, `sport`, `from` and `to` of the history and the statistics (docs/BETS.md); a malformed one
 * is refused with INVALID_INPUT (an account id that is no id, with ACCOUNT_NOT_FOUND).
 */
function historyFilters(c: Context): Omit<WagerFilters, 'status'> {
  const rawAccount = c.req.query('account_id');
  const accountId = rawAccount === undefined ? undefined : toId(rawAccount);
  if (rawAccount !== undefined && accountId === undefined)
    throw new ApiError(404, MESSAGES.accountNotFound, { extra: { code: 'ACCOUNT_NOT_FOUND' } });
  const sport = c.req.query('sport') || undefined;
  if (sport !== undefined && !isSportSlug(sport)) throw refuse('sport', MESSAGES.wagerSportInvalid);
  const day = (field: 'from' | 'to') => {
    const value = c.req.query(field) || undefined;
    if (value !== undefined && !isCalendarDay(value)) throw refuse(field, MESSAGES.wagerDayInvalid);
    return value;
  };
  const from = day('from');
  const to = day('to');
  if (from !== undefined && to !== undefined && to < from) throw refuse('to', MESSAGES.wagerDaysReversed);
  return { accountId, sport, from, to };
}

const legError = (index: number, field: string, message: string, code: string, status: 422 | 503 = 422) =>
  new ApiError(status, message, { errors: { [`legs.${index}.${field}`]: [message] }, extra: { code } });

const NUMERIC_LINE = /^[+-]?\d+(?:\.\d+)?$/;

/** A line as sent matches the feed's as a number when both are numbers ("2.50" is "2.5"), else as text. */
function sameLine(feed: string | null, asked: string | null): boolean {
  if (feed === asked) return true;
  if (feed === null || asked === null || !NUMERIC_LINE.test(feed) || !NUMERIC_LINE.test(asked)) return false;
  return Number(feed) === Number(asked);
}

/** Checks a leg against the feed (the event open to bets, the choice in the market) and snapshots it. */
async function resolveLeg(
  feed: FeedReader,
  leg: z.output<typeof legSchema>,
  index: number,
): Promise<LegInput> {
  try {
    const event = await feed.event(leg.event_id);
    if (!event) throw legError(index, 'event_id', MESSAGES.wagerEventNotFound, 'EVENT_NOT_FOUND');
    const status = event.status?.type;
    if (status !== 'notstarted' && status !== 'inprogress')
      // Named: in a multiple, the user must know which selection to take out.
      throw legError(index, 'event_id', MESSAGES.wagerEventClosed(eventTitlePt(event)), 'EVENT_CLOSED');
    const markets = marketsOnOffer(await feed.markets(leg.event_id), status);
    let found:
      | { marketName: string; line: string | null; fractional: string | undefined; suspended: boolean }
      | undefined;
    for (const market of markets) {
      if (market.marketId !== leg.market_id || !sameLine(market.choiceGroup ?? null, leg.line)) continue;
      const choice = market.choices?.find((c) => c.name === leg.choice);
      if (choice) {
        found = {
          marketName: market.marketName ?? '',
          // The feed's own text ("2.5" for "2.50" sent): what the worker and the screens compare with.
          line: market.choiceGroup ?? null,
          fractional: choice.fractionalValue,
          suspended: market.suspended === true,
        };
        break;
      }
    }
    // A house takes no bet on a suspended market; a slip filled before the suspension must not either.
    if (found?.suspended)
      throw legError(index, 'choice', MESSAGES.wagerMarketSuspended(eventTitlePt(event)), 'MARKET_SUSPENDED');
    if (!found) {
      // The field to blame is the first that matches nothing: the market, then its line, then the choice.
      const sameMarket = markets.filter((market) => market.marketId === leg.market_id);
      if (sameMarket.length === 0)
        throw legError(index, 'market_id', MESSAGES.wagerMarketNotInEvent, 'CHOICE_NOT_IN_MARKET');
      if (!sameMarket.some((market) => sameLine(market.choiceGroup ?? null, leg.line)))
        // A market offered only with lines (totals, handicaps) asks for one rather than refusing none.
        throw legError(
          index,
          'line',
          leg.line === null ? MESSAGES.wagerLineRequired : MESSAGES.wagerLineNotInMarket,
          'CHOICE_NOT_IN_MARKET',
        );
      throw legError(index, 'choice', MESSAGES.wagerChoiceNotInMarket, 'CHOICE_NOT_IN_MARKET');
    }
    const oddsE4 = leg.odds ?? (found.fractional ? fractionalToE4(found.fractional) : undefined);
    if (oddsE4 === undefined || oddsE4 <= 10_000n)
      throw legError(index, 'odds', MESSAGES.wagerOddsTooLow, 'INVALID_INPUT');
    return {
      eventId: leg.event_id,
      sport: event.sport?.slug ?? '',
      eventName: eventName(event),
      league: event.tournament?.uniqueTournament?.name ?? event.tournament?.name ?? '',
      startsAt: new Date((event.startTimestamp ?? 0) * 1000),
      marketId: leg.market_id,
      marketName: found.marketName,
      line: found.line,
      choice: leg.choice,
      inPlay: status === 'inprogress',
      oddsE4,
    };
  } catch (error) {
    if (error instanceof FeedUnavailableError)
      throw legError(index, 'event_id', MESSAGES.wagerFeedUnavailable, 'FEED_UNAVAILABLE', 503);
    throw error;
  }
}

/** The settlement worker's routes: the process's settlement token, compared in constant time. */
function requireSettlementToken(token: string): MiddlewareHandler<ApiEnv> {
  const tokenMatches = secretTokenCheck(token);
  return async (c, next) => {
    if (!tokenMatches(bearerTokenOf(c.req.header('authorization'))))
      throw new ApiError(401, MESSAGES.noToken, { extra: { code: 'UNAUTHENTICATED' } });
    await next();
  };
}

export function wagerRoutes(deps: {
  db: Kysely<DB>;
  auth: AuthService;
  feed: FeedReader;
  settlementToken: string;
  limits?: Pick<Limits, 'wagerLegs' | 'wagerPageSize'>;
  /** Where committed changes are told to the user's devices (server/user-events.ts). */
  events?: UserEvents;
}): Hono<ApiEnv> {
  const { db, auth, feed, events } = deps;
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const app = new Hono<ApiEnv>();
  const signedIn = requireUser(auth);
  const schema = recordSchema(limits.wagerLegs);

  /**
   * A money request on bets: Idempotency-Key, one transaction, the answer replayed on a retry. Once it has
   * committed, the user's devices are told (a replay changed nothing, so it tells nobody).
   */
  async function money(
    c: Context<ApiEnv>,
    status: 200 | 201,
    /** The request's validated input, which a retry with the same key must repeat (services/idempotency.ts). */
    values: unknown,
    kind: UserEventKind,
    operation: (trx: Transaction<DB>, userId: number) => Promise<WagerAnswer>,
  ) {
    const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
    const userId = c.get('user').id;
    let done: WagerAnswer | undefined;
    const answer = await runMoneyOperation(
      db,
      { userId, key, fingerprint: requestFingerprint(c.req.method, c.req.path, values), status },
      async (trx) => (done = await operation(trx, userId)),
    );
    if (done && !answer.replayed)
      events?.publish(userId, { kind, betId: done.wager.id, accountId: done.account.account_id });
    return c.body(answer.body, answer.status, {
      'content-type': 'application/json; charset=UTF-8',
      ...(answer.replayed ? { [IDEMPOTENT_REPLAYED_HEADER]: 'true' } : {}),
    });
  }

  app.post('/wagers', signedIn, async (c) => {
    const body = await readBody(c);
    const input = check(schema, body.data);
    // Checked against the feed before the transaction: no row is locked while the feed answers.
    const legs: LegInput[] = [];
    for (const [index, leg] of input.legs.entries()) legs.push(await resolveLeg(feed, leg, index));
    // A won bet's return is credited to the account: it must be an amount an account can hold.
    if (potentialReturnCents(input.stake, legs) > MAX_AMOUNT_CENTS)
      throw refuse('stake', MESSAGES.wagerReturnTooBig);
    return money(c, 201, input, 'bet_recorded', (trx, userId) =>
      recordWager(trx, { userId, accountId: input.account_id, stakeCents: input.stake, legs }),
    );
  });

  app.get('/wagers', signedIn, async (c) => {
    const status = c.req.query('status');
    if (status !== undefined && !(WAGER_STATUS_FILTERS as readonly string[]).includes(status))
      throw new ApiError(422, MESSAGES.wagerStatusInvalid, {
        errors: { status: [MESSAGES.wagerStatusInvalid] },
        extra: { code: 'INVALID_INPUT' },
      });
    const cursor = c.req.query('cursor');
    return c.json(
      await listWagers(db, c.get('user').id, {
        limit: pageLimit(c.req.query('limit'), limits.wagerPageSize),
        cursor: cursor === '' ? undefined : cursor,
        status: status as WagerStatusFilter | undefined,
        ...historyFilters(c),
      }),
    );
  });

  // Before /wagers/:id, which would take "stats" for an id.
  app.get('/wagers/stats', signedIn, async (c) =>
    c.json(await wagerStats(db, c.get('user').id, historyFilters(c))),
  );

  app.get('/wagers/:id', signedIn, async (c) =>
    c.json({ wager: await getWager(db, c.get('user').id, wagerIdParam(c)) }),
  );

  app.post('/wagers/:id/settle', signedIn, async (c) => {
    const wagerId = wagerIdParam(c);
    const body = await readBody(c);
    const input = check(settleSchema, body.data);
    return money(c, 200, input, 'bet_settled', (trx, userId) =>
      settleByHand(trx, { userId, wagerId, result: input.result }),
    );
  });

  app.post('/wagers/:id/cashout', signedIn, async (c) => {
    const wagerId = wagerIdParam(c);
    const body = await readBody(c);
    const input = check(cashoutSchema, body.data);
    return money(c, 200, input, 'bet_cashed_out', (trx, userId) =>
      cashOut(trx, { userId, wagerId, amountCents: input.amount }),
    );
  });

  app.post('/wagers/:id/reopen', signedIn, async (c) => {
    const wagerId = wagerIdParam(c);
    // Its body says nothing: every reopen of the bet is the same request.
    await readBody(c);
    return money(c, 200, null, 'bet_reopened', (trx, userId) => reopenWager(trx, { userId, wagerId }));
  });

  const internal = requireSettlementToken(deps.settlementToken);

  app.get('/internal/wagers/open-legs', internal, async (c) =>
    c.json({ legs: await openLegs(db, pageLimit(c.req.query('limit'), limits.wagerPageSize * 10)) }),
  );

  const grades = gradeSchema(limits.wagerPageSize);
  app.post('/internal/wagers/grade', internal, async (c) => {
    const input = check(grades, (await readBody(c)).data);
    const results = [];
    // One transaction per bet: a crash in the middle keeps the bets already settled, and the rest are
    // graded on the next call, each exactly once.
    for (const grade of input.grades) {
      const outcome = await gradeWager(
        db,
        grade.wager_id,
        grade.legs.map((l) => ({
          legId: l.leg_id,
          result: l.result,
          closingOddsE4: l.closing_odds,
        })),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      });
      if (outcome?.changed)
        events?.publish(outcome.userId, {
          kind: outcome.wager.status === 'open' ? 'bet_updated' : 'bet_settled',
          betId: outcome.wager.id,
          accountId: outcome.wager.account_id,
        });
      results.push(
        outcome
          ? { wager_id: grade.wager_id, status: outcome.wager.status, changed: outcome.changed }
          : { wager_id: grade.wager_id, status: null, changed: false },
      );
    }
    return c.json({ results });
  });

  return app;
}
