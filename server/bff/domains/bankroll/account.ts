import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { parseIntId } from '../common/global-id.ts';
import { BalancePointRef, dailyBalances } from './balance-history.ts';
import { AccountRef, BetRef, StatementEntryRef } from './refs.ts';

export const StatementConnection = builder.connectionObject(
  { type: StatementEntryRef, name: 'StatementEntryConnection' },
  { name: 'StatementEntryEdge' },
);

builder.node(AccountRef, {
  description: 'An account of the user at one betting house.',
  id: { resolve: (account) => account.account_id },
  // The statement endpoint answers 404 for another user's account, which is exactly "not yours".
  loadOne: async (id, ctx) => {
    const n = parseIntId(id, 'Account');
    if (n === null || !ctx.banca.signedIn) return null;
    return (await ctx.banca.statement.load(n))?.account ?? null;
  },
  fields: (t) => ({
    accountId: t.exposeInt('account_id', { description: 'Id in the Banca REST API.' }),
    name: t.exposeString('account_name'),
    bet: t.field({
      type: BetRef,
      resolve: async (account, _args, ctx) =>
        account.bet_name != null
          ? { id: account.bet_id, name: account.bet_name }
          : ((await ctx.banca.bets.load('all')).find((b) => b.id === account.bet_id) ?? {
              id: account.bet_id,
              name: String(account.bet_id),
            }),
    }),
    active: t.exposeBoolean('active'),
    deposits: t.field({
      type: 'Money',
      description: 'Sum of deposits (Investimentos).',
      resolve: (a) => a.deposits,
    }),
    withdrawals: t.field({
      type: 'Money',
      description: 'Sum of withdrawals (Retiradas).',
      resolve: (a) => a.withdrawals,
    }),
    availableBalance: t.field({
      type: 'Money',
      description: 'Cash at the house.',
      resolve: (a) => a.available_balance,
    }),
    betLockedBalance: t.field({
      type: 'Money',
      description: 'Money in open bets.',
      resolve: (a) => a.bet_locked_balance,
    }),
    totalBalance: t.field({
      type: 'Money',
      description: 'available + locked (Saldo Atual).',
      resolve: (a) => a.total_balance,
    }),
    finalBalance: t.field({ type: 'Money', resolve: (a) => a.final_balance }),
    yieldPercent: t.field({
      type: 'Decimal',
      description: '(total + withdrawals − deposits) / deposits × 100, two decimals; 0 without deposits.',
      resolve: (a) => a.yield_percent,
    }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.created_at ?? null }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.updated_at ?? null }),
    statement: t.connection(
      {
        type: StatementEntryRef,
        description: 'Statement entries, newest first; at most 100 per page.',
        resolve: async (account, args, ctx) => {
          const statement = await ctx.banca.statement.load(account.account_id);
          const entries = (statement?.statement ?? []).map((entry) => ({
            accountId: account.account_id,
            entry,
          }));
          return resolveArrayConnection({ args }, entries);
        },
      },
      StatementConnection,
    ),
    balanceHistory: t.field({
      type: [BalancePointRef],
      description:
        'Total balance at the end of each São Paulo day with statement entries, oldest first, over the whole history (not paged).',
      // The same load as `statement` (one upstream call per request for both).
      resolve: async (account, _args, ctx) =>
        dailyBalances((await ctx.banca.statement.load(account.account_id))?.statement ?? []),
    }),
  }),
});

export const AccountConnection = builder.connectionObject(
  { type: AccountRef, name: 'AccountConnection' },
  { name: 'AccountEdge' },
);
