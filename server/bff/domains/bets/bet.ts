import { GraphQLError } from 'graphql';
import { closingLineValueHundredths, parseOdds } from '../../../bets/odds.ts';
import { formatHundredths } from '../../../api/money.ts';
import { MESSAGES } from '../../../i18n/pt-BR.ts';
import { tournamentNamePt } from '../../../i18n/stages.ts';
import { isSportSlug } from '../../../slugify.ts';
import { builder, type ArgBuilder, type FieldBuilder } from '../../builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { BancaBetLeg, BancaWager, BancaWagerAnswer } from '../../upstreams/banca/decode.ts';
import type { WagerLegInput, WagersPageKey } from '../../upstreams/banca/loaders.ts';
import { UpstreamError } from '../../upstreams/http.ts';
import { countedConnection } from '../common/connections.ts';
import {
  badCursor,
  forwardPage,
  keysetConnection,
  type KeysetConnection,
  type PageArgs,
} from '../common/cursors.ts';
import { encodeId, parseIntId, parseNodeIntId } from '../common/global-id.ts';
import { idempotencyKeyErrors, idempotencyKeyField } from '../common/idempotency.ts';
import { attempt } from '../common/upstream-errors.ts';
import { formatLine, marketNamePt } from '../sports/odds-labels.ts';
import { legNames } from './leg-names.ts';
import { errorsField, idInput, userError, type UserErrorShape } from '../common/user-error.ts';
import { AccountRef, BankrollRef, StatementEntryRef, type StatementEntryShape } from '../bankroll/refs.ts';
import { UserRef } from '../auth/user.ts';
import type { BancaAccount } from '../../upstreams/banca/decode.ts';

// Bets recorded on the user's accounts (the Banca API's /wagers, docs/BETS.md): the Bet node, its legs,
// the connections on the bankroll and on an account, and the mutations that record and settle them.

export const BetRef = builder.objectRef<BancaWager>('Bet');
const BetLegRef = builder.objectRef<BancaBetLeg>('BetLeg');

const BetStatusEnum = builder.enumType('BetStatus', {
  description: 'State of a bet (docs/BETS.md, "States").',
  values: {
    OPEN: { value: 'open', description: 'Em aberto: recorded, or reopened by hand.' },
    WON: {
      value: 'won',
      description: 'Ganha: settled with a payout above the stake (docs/BETS.md, "Payouts").',
    },
    LOST: {
      value: 'lost',
      description: 'Perdida: a leg lost (any leg of a multiple), so nothing came back.',
    },
    REFUNDED: { value: 'refunded', description: 'Devolvida: the stake came back.' },
    HALF_WON: { value: 'half_won', description: 'Meio ganha (an Asian quarter line).' },
    HALF_LOST: { value: 'half_lost', description: 'Meio perdida (an Asian quarter line).' },
    CASHED_OUT: {
      value: 'cashed_out',
      description: 'Cash-out: settled by hand at the amount the house paid.',
    },
  } as const,
});

const BetLegResultEnum = builder.enumType('BetLegResult', {
  description: 'How one leg of a bet ended.',
  values: {
    OPEN: { value: 'open', description: 'Not graded yet: the event is not over, or the bet was reopened.' },
    WON: { value: 'won', description: 'The choice won: the leg counts at its odds.' },
    LOST: { value: 'lost', description: 'The choice lost: the whole bet is lost.' },
    VOID: {
      value: 'void',
      description: 'Void: counts as odds 1 (a call-off, a draw in draw no bet, a push).',
    },
    HALF_WON: { value: 'half_won', description: 'Half the stake won, half came back.' },
    HALF_LOST: { value: 'half_lost', description: 'Half the stake lost, half came back.' },
  } as const,
});

const SettleResultEnum = builder.enumType('BetSettleResult', {
  description: 'A result the user settles a bet with by hand.',
  values: {
    WON: { value: 'won', description: 'Every leg won: pays the stake times the odds of the legs.' },
    LOST: { value: 'lost', description: 'Lost: nothing comes back.' },
    REFUNDED: { value: 'refunded', description: 'Void: the stake comes back, nothing more.' },
    HALF_WON: {
      value: 'half_won',
      description:
        'Half the stake won at the odds (a multiple’s combined ones), half came back: stake × (odds + 1) ÷ 2 (an Asian quarter line).',
    },
    HALF_LOST: {
      value: 'half_lost',
      description: 'Half the stake lost, half came back, for a single or a multiple (an Asian quarter line).',
    },
  } as const,
});

const status = <T extends string>(value: string, known: readonly T[], fallback: T): T =>
  (known as readonly string[]).includes(value) ? (value as T) : fallback;
const STATUSES = ['open', 'won', 'lost', 'refunded', 'half_won', 'half_lost', 'cashed_out'] as const;
const LEG_RESULTS = ['open', 'won', 'lost', 'void', 'half_won', 'half_lost'] as const;

/** A leg's pt-BR names, from the Banca API's snapshot of it (leg-names.ts, as the bets screens read it). */
const namesOf = (l: BancaBetLeg) =>
  legNames({ eventName: l.event_name, marketName: l.market_name, line: l.line, choice: l.choice });

BetLegRef.implement({
  extensions: PRIVATE,
  description: 'One selection of a bet: an event, a market, a choice and the odds taken.',
  fields: (t) => ({
    eventId: t.id({
      description: "The event's global id (as Query.event and node take it).",
      resolve: (l) => encodeId('Event', l.event_id),
    }),
    sportEventId: t.int({ description: "The event's id in the sports feed.", resolve: (l) => l.event_id }),
    sport: t.exposeString('sport', { description: 'Sport slug of the feed (football, tennis…).' }),
    eventName: t.exposeString('event_name', {
      description: '"Home vs Away" when the bet was recorded; see `eventNamePt`.',
    }),
    eventNamePt: t.string({
      description: 'The event as the screens write it: "Flamengo × Palmeiras".',
      resolve: (l) => namesOf(l).event,
    }),
    league: t.string({
      description:
        'Competition when the bet was recorded, in pt-BR as the event page names it ("Club Friendly Games" → ' +
        '"Amistosos de Clubes"; a proper name such as "Brasileirão Série A" as the feed writes it).',
      resolve: (l) => leagueNamePt(l.league),
    }),
    startsAt: t.field({
      type: 'DateTime',
      description: 'When the event starts, as the feed scheduled it when the bet was recorded.',
      resolve: (l) => l.starts_at,
    }),
    marketId: t.exposeInt('market_id', {
      description: "The feed's id of the kind of market, as `OddsMarket.marketId` (1 is Full time).",
    }),
    marketName: t.exposeString('market_name', {
      description: "The feed's market name (Full time, Match goals…); see `marketNamePt`.",
    }),
    marketNamePt: t.string({
      description:
        'The market in pt-BR, as `OddsMarket.marketNamePt` names it ("Resultado final", "Total de gols"); ' +
        'the line is apart (`linePt`).',
      resolve: (l) => marketNamePt(l.market_name),
    }),
    line: t.exposeString('line', {
      nullable: true,
      description: 'Line of a total or handicap ("2.5"); see `linePt`.',
    }),
    linePt: t.string({
      nullable: true,
      description: 'The line with a decimal comma ("2,5"), as the screens write it; null without a line.',
      resolve: (l) => (l.line ? formatLine(l.line) : null),
    }),
    choice: t.exposeString('choice', { description: 'The choice taken (1, X, 2, Over…); see `choicePt`.' }),
    choicePt: t.string({
      description:
        'The choice in pt-BR, as the Odds tab writes it: a side by its name ("Flamengo"), "Empate", ' +
        '"Mais de 2,5", "Empate ou Palmeiras".',
      resolve: (l) => namesOf(l).choice,
    }),
    odds: t.field({
      type: 'Decimal',
      description: 'Decimal odds taken for this leg (above 1.00, up to 4 decimals, e.g. "1.85").',
      resolve: (l) => l.odds,
    }),
    closingOdds: t.field({
      type: 'Decimal',
      nullable: true,
      description:
        "The choice's closing price (the last pre-match price), once graded: closing-line value. Never for a " +
        "leg taken in play, whose price was the live market's.",
      resolve: (l) => l.closing_odds,
    }),
    result: t.field({
      type: BetLegResultEnum,
      description:
        'How the leg ended, as the feed graded it; OPEN until then. A bet settled by hand (settleBet, ' +
        "cashOutBet) leaves its legs as they were: the bet's status says how it ended.",
      resolve: (l) => status(l.result, LEG_RESULTS, 'open'),
    }),
  }),
});

/**
 * A leg's league in pt-BR, read as the event page reads it. The API keeps the feed's name from when the bet
 * was recorded: the competition's (UniqueTournament.name, which the event page reads with
 * competitionNamePt), or the tournament's when the feed groups the event under no competition (read with
 * tournamentNamePt, which reads a competition's name as competitionNamePt does and a stage after it).
 */
export function leagueNamePt(league: string): string {
  return tournamentNamePt(league);
}

/** A bet's closing-line value as a percentage with two decimals, from its legs' prices (exact). */
function closingLineValue(legs: BancaBetLeg[]): string | null {
  const prices = [];
  for (const leg of legs) {
    const taken = parseOdds(leg.odds);
    const closing = leg.closing_odds === null ? null : parseOdds(leg.closing_odds);
    if (!taken.ok || !closing?.ok) return null;
    prices.push({ oddsE4: taken.e4, closingOddsE4: closing.e4 });
  }
  const hundredths = closingLineValueHundredths(prices);
  return hundredths === null ? null : formatHundredths(hundredths);
}

/** The caller's bet of that REST id, or null when it is not theirs (one upstream call). */
export async function betById(ctx: GraphQLContext, id: number): Promise<BancaWager | null> {
  // The bets after id + 1, one of them: the bet itself, or nothing when it is not the caller's.
  const page = await ctx.banca.wagers.load({ afterId: id + 1, limit: 1 });
  return page.data[0]?.id === id ? page.data[0] : null;
}

builder.node(BetRef, {
  extensions: PRIVATE,
  description: "A bet recorded on one of the user's accounts: a single or a multiple (acumulada).",
  id: { resolve: (b) => b.id },
  loadOne: async (id, ctx) => {
    const n = parseNodeIntId(id, 'Bet');
    if (n === null || !ctx.banca.signedIn) return null;
    return betById(ctx, n);
  },
  fields: (t) => ({
    betId: t.exposeInt('id', { description: 'Id in the Banca REST API (/wagers/{id}).' }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description: 'The account it was recorded on.',
      extensions: cost({ cost: UPSTREAM_CALL }),
      resolve: async (b, _args, ctx) =>
        (await ctx.banca.statement.load({ accountId: b.account_id }))?.account ?? null,
    }),
    multiple: t.boolean({
      description:
        'True for a multiple (acumulada: several legs, their odds multiplied); false for a single.',
      resolve: (b) => b.kind === 'multiple',
    }),
    status: t.field({
      type: BetStatusEnum,
      description: 'Where the bet stands: OPEN until settled (by the feed or by hand), then how it ended.',
      resolve: (b) => status(b.status, STATUSES, 'open'),
    }),
    stake: t.field({
      type: 'Money',
      description: 'The amount bet, greater than zero; locked in the account while the bet is open.',
      resolve: (b) => b.stake,
    }),
    odds: t.field({
      type: 'Decimal',
      description:
        'Combined odds: the product of the legs, to four decimals rounded down (the return is computed from ' +
        'the exact product).',
      resolve: (b) => b.odds,
    }),
    potentialReturn: t.field({
      type: 'Money',
      description: 'What it pays back if every leg wins, stake included.',
      resolve: (b) => b.potential_return,
    }),
    payout: t.field({
      type: 'Money',
      nullable: true,
      description: 'What it paid back, stake included; null while open.',
      resolve: (b) => b.payout,
    }),
    profit: t.field({
      type: 'Money',
      nullable: true,
      description: 'Payout minus stake; null while open.',
      resolve: (b) => b.profit,
    }),
    settledByHand: t.boolean({
      description: 'Settled or reopened by the user: the settlement worker leaves it alone.',
      resolve: (b) => b.manual,
    }),
    settledAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the bet was settled (by the feed or by hand); null while open, reopened included.',
      resolve: (b) => b.settled_at,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the bet was recorded.',
      resolve: (b) => b.created_at,
    }),
    closingLineValuePercent: t.field({
      type: 'Decimal',
      nullable: true,
      description:
        'Closing-line value: (odds taken ÷ closing odds − 1) × 100, the products of the legs for a multiple, ' +
        "two decimals; positive when the price taken beat the market's last pre-match price. Null until " +
        'every leg has its closing price (set when the settlement worker grades it); always null when a leg ' +
        'was taken in play.',
      resolve: (b) => closingLineValue(b.legs),
    }),
    legs: t.field({
      type: [BetLegRef],
      description: 'Its selections, in the order recorded.',
      resolve: (b) => b.legs,
    }),
  }),
});

const BetConnection = countedConnection(
  BetRef,
  { connection: 'BetConnection', edge: 'BetEdge' },
  { totalCount: 'Bets in the whole list (every page).', rowsOfOnePage: true },
);

const BET_CURSOR = { kind: 'Bet', length: 1 };

/** What a history asks of the API besides the page: account, status, sport, São Paulo days. */
export type BetFilters = Omit<WagersPageKey, 'afterId' | 'limit'>;

/** One keyset page of bets, newest first (`first`/`after`). */
async function betsPage(
  filters: BetFilters,
  args: PageArgs,
  ctx: GraphQLContext,
): Promise<KeysetConnection<BancaWager>> {
  const { size, after } = forwardPage(args, ctx, BET_CURSOR);
  const page = await filteredAccountFound(
    ctx.banca.wagers.load({ ...filters, afterId: after?.[0], limit: Math.max(1, size) }),
  ).catch((error: unknown) => {
    if (args.after != null && error instanceof UpstreamError && error.status === 400)
      throw badCursor(args.after);
    throw error;
  });
  return keysetConnection(BET_CURSOR, page.data.slice(0, size), (bet) => [bet.id], {
    hasPreviousPage: after !== undefined,
    hasNextPage: page.data.length > size || page.next_cursor !== null,
    totalCount: page.total,
  });
}

const BETS_DESCRIPTION =
  'Bets, newest first, in keyset pages (`first`/`after`; at most 100 per page): bets recorded while a client pages never come back twice.';

builder.objectField(BankrollRef, 'bets', (t) =>
  t.connection(
    {
      type: BetRef,
      description: `The user's bets on every account. ${BETS_DESCRIPTION}`,
      extensions: cost({ cost: UPSTREAM_CALL, size: 'page' }),
      resolve: (_b, args, ctx) => betsPage({}, args, ctx),
    },
    BetConnection,
  ),
);

builder.objectField(AccountRef, 'bets', (t) =>
  t.connection(
    {
      type: BetRef,
      description: `The bets recorded on this account. ${BETS_DESCRIPTION}`,
      extensions: cost({ cost: UPSTREAM_CALL, size: 'page' }),
      resolve: (account, args, ctx) => betsPage({ accountId: account.account_id }, args, ctx),
    },
    BetConnection,
  ),
);

const BetStatusFilterEnum = builder.enumType('BetStatusFilter', {
  description: 'Which bets a history lists, by state.',
  values: {
    OPEN: { value: 'open', description: 'Bets not settled yet (status OPEN).' },
    SETTLED: { value: 'settled', description: 'Every settled bet, whatever its result (not open).' },
    WON: { value: 'won', description: 'Bets settled as WON: a payout above the stake.' },
    LOST: { value: 'lost', description: 'Bets settled as LOST: nothing came back.' },
    REFUNDED: { value: 'refunded', description: 'Bets settled as REFUNDED: the stake came back.' },
    HALF_WON: { value: 'half_won', description: 'Bets settled as HALF_WON (Asian lines).' },
    HALF_LOST: { value: 'half_lost', description: 'Bets settled as HALF_LOST (Asian lines).' },
    CASHED_OUT: { value: 'cashed_out', description: 'Bets closed by a cash-out before the end.' },
  } as const,
});

function badFilter(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', argument, http: { status: 400 } },
  });
}

/**
 * The API answers 404 for a filter's account id that no account can have (past its integer column); one
 * that is merely not the caller's keeps no bet. NOT_FOUND on the field, rather than a failed upstream.
 */
export function filteredAccountFound<T>(load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    if (error instanceof UpstreamError && error.status === 404) throw filteredAccountNotFound();
    throw error;
  });
}

/** The `accountId` filter names no account that can exist: zero, another type's id, past the API's column. */
function filteredAccountNotFound(): GraphQLError {
  return new GraphQLError(MESSAGES.accountNotFound, { extensions: { code: 'NOT_FOUND' } });
}

/** The history's filters as the API takes them; a malformed one is refused before any upstream call. */
export function historyFilters(args: {
  status?: string | null;
  sport?: string | null;
  accountId?: string | number | null;
  from?: string | null;
  to?: string | null;
}): BetFilters {
  const filters: BetFilters = {};
  if (args.status != null) filters.status = args.status;
  if (args.sport != null) {
    if (!isSportSlug(args.sport)) throw badFilter(MESSAGES.wagerSportInvalid, 'sport');
    filters.sport = args.sport;
  }
  if (args.accountId != null) {
    // An id naming no account that can exist is answered as an unknown account (global-id.ts).
    const id = parseIntId(String(args.accountId), 'Account');
    if (id === null) throw filteredAccountNotFound();
    filters.accountId = id;
  }
  if (args.from != null) filters.from = args.from;
  if (args.to != null) filters.to = args.to;
  if (filters.from !== undefined && filters.to !== undefined && filters.to < filters.from)
    throw badFilter(MESSAGES.wagerDaysReversed, 'to');
  return filters;
}

/** The history's filters other than the state, as arguments (User.bets and User.betStats take them). */
export const historyArgs = (t: ArgBuilder) => ({
  sport: t.string({ description: 'Only bets with a leg in this sport (its slug: football, tennis…).' }),
  accountId: t.id({ description: 'Only bets on this account: its global id or its REST id.' }),
  from: t({ type: 'Date', description: 'Only bets recorded on or after this day (São Paulo time).' }),
  to: t({ type: 'Date', description: 'Only bets recorded on or before this day (São Paulo time).' }),
});

builder.objectField(UserRef, 'bets', (t) =>
  t.connection(
    {
      type: BetRef,
      description:
        `The user's bets, filtered as the history screen asks (every filter optional, combined). ${BETS_DESCRIPTION} ` +
        'A malformed filter is refused with code BAD_USER_INPUT.',
      extensions: cost({ cost: UPSTREAM_CALL, size: 'page' }),
      args: {
        status: t.arg({ type: BetStatusFilterEnum, description: 'Only bets in this state.' }),
        ...historyArgs(t.arg),
      },
      resolve: (_user, args, ctx) => betsPage(historyFilters(args), args, ctx),
    },
    BetConnection,
  ),
);

interface BetPayload {
  errors: UserErrorShape[];
  bet: BancaWager | null;
  account: BancaAccount | null;
  entry: StatementEntryShape | null;
}

const failed = (errors: UserErrorShape[]): BetPayload => ({ errors, bet: null, account: null, entry: null });
const betNotFound = () => failed([userError('NOT_FOUND', MESSAGES.wagerNotFound, 'id')]);

/** Runs a step of a bet mutation; the API's 404 is told on `chosenBy`, the input that chose it (attempt). */
async function run(
  step: () => Promise<BancaWagerAnswer>,
  fallback: string,
  chosenBy: 'accountId' | 'id',
): Promise<BetPayload> {
  const result = await attempt(step, fallback, { NOT_FOUND: chosenBy });
  if (!result.ok) return failed(result.errors);
  const { wager, account, entry } = result.value;
  return { errors: [], bet: wager, account, entry: { accountId: account.account_id, entry } };
}

const BetLegInput = builder.inputType('BetLegInput', {
  description: 'One selection: an event, a market of its odds and the choice taken.',
  fields: (t) => ({
    eventId: t.id({ required: true, description: "The event: its global id or the feed's number." }),
    marketId: t.int({ required: true, description: "The feed's market id (Odds market `marketId`)." }),
    line: t.string({ description: 'Line of a total or handicap market (its choiceGroup, "2.5").' }),
    choice: t.string({
      required: true,
      description: 'The choice taken, as the market names it (1, X, 2, Over…).',
    }),
    odds: t.field({
      type: 'Decimal',
      description:
        "Decimal odds taken (above 1.00 and at most 1000.00, up to four decimals); absent: the feed's current price.",
    }),
  }),
});

const betOutput = {
  outputFields: (t: FieldBuilder<BetPayload>) => ({
    errors: errorsField(t),
    bet: t.field({
      type: BetRef,
      nullable: true,
      description: 'The bet after the change.',
      resolve: (p) => p.bet,
    }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description: 'Its account after the change (balances).',
      resolve: (p) => p.account,
    }),
    entry: t.field({
      type: StatementEntryRef,
      nullable: true,
      description: 'The statement entry this change wrote.',
      resolve: (p) => p.entry,
    }),
  }),
};

builder.relayMutationField(
  'recordBet',
  {
    inputFields: (t) => ({
      accountId: t.id({ required: true, description: 'Account: its global id or its REST id.' }),
      stake: t.field({
        type: 'Money',
        required: true,
        description: 'Above zero, at most the available balance.',
      }),
      legs: t.field({
        type: [BetLegInput],
        required: true,
        description: 'One for a single, several for a multiple.',
      }),
      idempotencyKey: t.string(idempotencyKeyField),
    }),
  },
  {
    description:
      'Records a bet (Registrar aposta): checked against the sports feed, its stake moved from available to locked at once.',
    extensions: cost({ cost: UPSTREAM_CALL }),
    resolve: async (_root, { input }, ctx) => {
      const account = idInput(input.accountId, 'Account', 'accountId', MESSAGES.accountIdRequired);
      if (account.error) return failed([account.error]);
      const accountId = account.id;
      if (accountId === null) return failed([userError('NOT_FOUND', MESSAGES.accountNotFound, 'accountId')]);
      const keyErrors = idempotencyKeyErrors(input.idempotencyKey);
      if (keyErrors.length) return failed(keyErrors);
      const legs: WagerLegInput[] = [];
      for (const [i, leg] of input.legs.entries()) {
        const event = idInput(leg.eventId, 'Event', `legs.${i}.eventId`, MESSAGES.eventIdRequired);
        if (event.error) return failed([event.error]);
        const eventId = event.id;
        if (eventId === null)
          return failed([userError('NOT_FOUND', MESSAGES.wagerEventNotFound, `legs.${i}.eventId`)]);
        legs.push({
          event_id: eventId,
          market_id: leg.marketId,
          line: leg.line ?? null,
          choice: leg.choice,
          ...(leg.odds == null ? {} : { odds: leg.odds }),
        });
      }
      return run(
        () =>
          ctx.banca.recordWager({ account_id: accountId, stake: input.stake, legs }, input.idempotencyKey),
        MESSAGES.wagerFeedUnavailable,
        'accountId',
      );
    },
  },
  betOutput,
);

function byHand(
  name: 'settleBet' | 'cashOutBet' | 'reopenBet',
  description: string,
  step: (
    ctx: GraphQLContext,
    id: number,
    input: { result?: string | null; amount?: string | null },
    key: string,
  ) => Promise<BancaWagerAnswer>,
) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        id: t.id({ required: true, description: 'The bet: its global id or its REST id.' }),
        ...(name === 'settleBet'
          ? {
              result: t.field({
                type: SettleResultEnum,
                required: true,
                description: 'How the bet ended; the payout follows from it and the odds.',
              }),
            }
          : {}),
        ...(name === 'cashOutBet'
          ? {
              amount: t.field({
                type: 'Money',
                required: true,
                description:
                  'What the house paid, at most what the bet can still pay back: its graded legs at their factor (a void one at odds 1, a lost one at 0), the open ones as won; every leg’s odds once the bet was reopened by hand.',
              }),
            }
          : {}),
        idempotencyKey: t.string(idempotencyKeyField),
      }),
    },
    {
      description,
      extensions: cost({ cost: UPSTREAM_CALL }),
      resolve: async (_root, { input }, ctx) => {
        const bet = idInput(input.id, 'Bet', 'id', MESSAGES.betIdRequired);
        if (bet.error) return failed([bet.error]);
        const id = bet.id;
        if (id === null) return betNotFound();
        const keyErrors = idempotencyKeyErrors(input.idempotencyKey);
        if (keyErrors.length) return failed(keyErrors);
        const fields = input as { result?: string | null; amount?: string | null };
        return run(() => step(ctx, id, fields, input.idempotencyKey), MESSAGES.wagerNotFound, 'id');
      },
    },
    betOutput,
  );
}

byHand(
  'settleBet',
  'Settles a bet by hand with a result; its payout follows from the odds. The same result again changes nothing.',
  (ctx, id, input, key) => ctx.banca.settleWager(id, { result: input.result ?? '' }, key),
);
byHand(
  'cashOutBet',
  'Settles a bet by hand at the amount the house paid (Cash-out). The same amount again changes nothing.',
  (ctx, id, input, key) => ctx.banca.cashOutWager(id, { amount: input.amount ?? '' }, key),
);
byHand(
  'reopenBet',
  "Undoes a settlement: the payout leaves available, the stake is locked again and the bet is open, now the user's to settle.",
  (ctx, id, _input, key) => ctx.banca.reopenWager(id, key),
);
