import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import type { GraphQLContext } from '../../context.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import { bancaStatementCursor } from '../../upstreams/banca/loaders.ts';
import { UpstreamError } from '../../upstreams/http.ts';
import { countedConnection } from '../common/connections.ts';
import {
  badCursor,
  forwardPage,
  keysetConnection,
  type KeysetConnection,
  type PageArgs,
} from '../common/cursors.ts';
import { parseNodeIntId } from '../common/global-id.ts';
import { BalancePointRef } from './balance-history.ts';
import { AccountRef, BettingHouseRef, StatementEntryRef, type StatementEntryShape } from './refs.ts';

export const StatementConnection = countedConnection(
  StatementEntryRef,
  { connection: 'StatementEntryConnection', edge: 'StatementEntryEdge' },
  { totalCount: 'Entries in the whole statement (every page).', rowsOfOnePage: true },
);

/** GraphQL cursors of the statement: the entry they follow, so any edge's cursor continues the list. */
const STATEMENT_CURSOR = { kind: 'StatementEntry', length: 1 };

/**
 * One keyset page of the statement. The newest page is the API's default page, the very load that also
 * answers `Account` by id, sliced to `first`; a later page asks the API for the entries after the cursor's
 * entry. Entries written meanwhile are newer than any cursor, so they never come back on a later page.
 */
async function statementPage(
  accountId: number,
  args: PageArgs,
  ctx: GraphQLContext,
): Promise<KeysetConnection<StatementEntryShape>> {
  const { size, after } = forwardPage(args, ctx, STATEMENT_CURSOR);
  const page = await ctx.banca.statement
    .load(
      after === undefined
        ? { accountId }
        : { accountId, cursor: bancaStatementCursor(after[0]), limit: Math.max(1, size) },
    )
    .catch((error: unknown) => {
      // The API refuses a cursor of another account (or of an entry that is not there): the caller's cursor.
      if (args.after != null && error instanceof UpstreamError && error.status === 400)
        throw badCursor(args.after);
      throw error;
    });
  const entries = (page?.statement ?? []).slice(0, size);
  return keysetConnection(
    STATEMENT_CURSOR,
    entries.map((entry) => ({ accountId, entry })),
    ({ entry }) => [entry.id],
    {
      hasPreviousPage: after !== undefined,
      hasNextPage: page !== null && (entries.length < page.statement.length || page.next_cursor !== null),
      totalCount: page?.total ?? 0,
    },
  );
}

builder.node(AccountRef, {
  extensions: PRIVATE,
  description: 'An account of the user at one betting house.',
  id: { resolve: (account) => account.account_id },
  // The statement endpoint answers 404 for another user's account, which is exactly "not yours".
  loadOne: async (id, ctx) => {
    const n = parseNodeIntId(id, 'Account');
    if (n === null || !ctx.banca.signedIn) return null;
    return (await ctx.banca.statement.load({ accountId: n }))?.account ?? null;
  },
  fields: (t) => ({
    accountId: t.exposeInt('account_id', { description: 'Id in the Banca REST API.' }),
    name: t.exposeString('account_name', {
      description: 'The name the user gave the account (1 to 100 characters), shown as Conta.',
    }),
    bettingHouse: t.field({
      type: BettingHouseRef,
      description: 'The betting house the account is at.',
      resolve: async (account, _args, ctx) =>
        account.bet_name != null
          ? { id: account.bet_id, name: account.bet_name }
          : ((await ctx.banca.bets.load('all')).find((b) => b.id === account.bet_id) ?? {
              id: account.bet_id,
              name: String(account.bet_id),
            }),
    }),
    active: t.exposeBoolean('active', {
      description:
        'False for a hidden account (Contas Inativas): listed apart, out of the totals, no money moves.',
    }),
    deposits: t.field({
      type: 'Money',
      description: 'Money put into the account so far: the sum of its deposits (Investimentos).',
      resolve: (a) => a.deposits,
    }),
    withdrawals: t.field({
      type: 'Money',
      description: 'Money taken out of the account so far: the sum of its withdrawals (Retiradas).',
      resolve: (a) => a.withdrawals,
    }),
    availableBalance: t.field({
      type: 'Money',
      description: 'Money at the house free to bet or withdraw, open stakes not included (Disponível).',
      resolve: (a) => a.available_balance,
    }),
    betLockedBalance: t.field({
      type: 'Money',
      description: "Money locked in open bets: their stakes plus the user's own adjustment (Em Apostas).",
      resolve: (a) => a.bet_locked_balance,
    }),
    totalBalance: t.field({
      type: 'Money',
      description: 'The money at the house: availableBalance + betLockedBalance (Saldo Atual).',
      resolve: (a) => a.total_balance,
    }),
    yieldPercent: t.field({
      type: 'Decimal',
      description: '(total + withdrawals − deposits) / deposits × 100, two decimals; 0 without deposits.',
      resolve: (a) => a.yield_percent,
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the account was created; null when the API does not say.',
      resolve: (a) => a.created_at ?? null,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the account last changed (name, house, balances, visibility); null when the API does not say.',
      resolve: (a) => a.updated_at ?? null,
    }),
    statement: t.connection(
      {
        type: StatementEntryRef,
        description:
          'Statement entries, newest first, in keyset pages (`first`/`after`; at most 100 per page): entries ' +
          'written while a client pages never come back twice.',
        // One call to the API per page (the newest page is the load `Account` shares), each entry a row of
        // that page: the entries' cost is their selection, multiplied by `first`.
        extensions: cost({ cost: UPSTREAM_CALL, size: 'page' }),
        resolve: (account, args, ctx) => statementPage(account.account_id, args, ctx),
      },
      StatementConnection,
    ),
    balanceHistory: t.field({
      type: [BalancePointRef],
      description:
        'Total balance at the end of each São Paulo day with statement entries, oldest first, over the whole history (not paged).',
      // Aggregated by the API (one point per day), so the chart never loads the whole statement: one call.
      // A point is two scalars, so the list's length adds nothing; 90 days is the typical history drawn.
      extensions: cost({ cost: UPSTREAM_CALL, typicalSize: 90 }),
      resolve: async (account, _args, ctx) =>
        ((await ctx.banca.daily.load(account.account_id)) ?? []).map((day) => ({
          date: day.date,
          totalBalance: day.total_balance,
        })),
    }),
  }),
});

export const AccountConnection = countedConnection(
  AccountRef,
  { connection: 'AccountConnection', edge: 'AccountEdge' },
  { totalCount: 'Accounts in the whole list (every page).' },
);
