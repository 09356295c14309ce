import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { GraphQLContext } from '../../context.ts';
import type { BancaTotals } from '../../upstreams/banca/decode.ts';
import { keysetSlice, type PageArgs } from '../common/cursors.ts';
import { parseIntId, parseNodeIntId } from '../common/global-id.ts';
import { AccountConnection } from './account.ts';
import { AccountRef, BankrollRef, BettingHouseRef } from './refs.ts';

const BankrollTotals = builder.objectRef<BancaTotals>('BankrollTotals').implement({
  extensions: PRIVATE,
  description: 'Totals over the active accounts (summary cards and footer row).',
  fields: (t) => ({
    deposits: t.field({
      type: 'Money',
      description: 'Money put into the active accounts: the sum of their deposits (Investido).',
      resolve: (s) => s.total_deposits,
    }),
    withdrawals: t.field({
      type: 'Money',
      description: 'Money taken out of the active accounts: the sum of their withdrawals (Resgatado).',
      resolve: (s) => s.total_withdrawals,
    }),
    availableBalance: t.field({
      type: 'Money',
      nullable: true,
      description: 'Sum of the available balances (cash at the houses); null when the API does not send it.',
      resolve: (s) => s.total_available_balance ?? null,
    }),
    betLockedBalance: t.field({
      type: 'Money',
      nullable: true,
      description: 'Sum of the money in open bets (Em Apostas); null when the API does not send it.',
      resolve: (s) => s.total_bet_locked_balance ?? null,
    }),
    totalBalance: t.field({
      type: 'Money',
      description: 'Sum of the total balances, available + locked (Disponível).',
      resolve: (s) => s.total_final_balance,
    }),
    yieldPercent: t.field({
      type: 'Decimal',
      description: 'Rendimento: the yield formula over the sums (deposit-weighted).',
      resolve: (s) => s.avg_yield,
    }),
  }),
});

const ACCOUNT_CURSOR = { kind: 'Account', length: 1 };

/**
 * A keyset page of the active or the hidden accounts, from the one answer that lists them all: an account
 * created, hidden or shown again while a client pages moves no other account between pages.
 */
async function accountsPage(active: boolean, args: PageArgs, ctx: GraphQLContext) {
  const { result } = await ctx.banca.balance.load(active);
  return keysetSlice(ACCOUNT_CURSOR, result, (account) => [account.account_id], args, ctx);
}

builder.node(BankrollRef, {
  extensions: PRIVATE,
  description: "The signed-in user's bankroll: accounts at betting houses, totals and statements.",
  id: { resolve: (b) => b.userId },
  loadOne: async (id, ctx) => {
    const n = parseNodeIntId(id, 'Bankroll');
    if (n === null || !ctx.banca.signedIn) return null;
    const me = await ctx.banca.user.load('me');
    return me.id === n ? { userId: me.id } : null;
  },
  fields: (t) => ({
    activeAccounts: t.connection(
      {
        type: AccountRef,
        description: 'The accounts in use, oldest first (the order they were created in, by account id).',
        resolve: (_b, args, ctx) => accountsPage(true, args, ctx),
      },
      AccountConnection,
    ),
    inactiveAccounts: t.connection(
      {
        type: AccountRef,
        description: 'Hidden accounts (Contas Inativas), oldest first (by account id).',
        resolve: (_b, args, ctx) => accountsPage(false, args, ctx),
      },
      AccountConnection,
    ),
    totals: t.field({
      extensions: cost({ cost: UPSTREAM_CALL }),
      type: BankrollTotals,
      description: 'Sums over the active accounts; hidden ones are left out.',
      resolve: async (_b, _args, ctx) => (await ctx.banca.balance.load(true)).totals,
    }),
    hasInactiveAccounts: t.boolean({
      description: "Whether to show the 'Contas Inativas' button.",
      resolve: async (_b, _args, ctx) => (await ctx.banca.balance.load(false)).result.length > 0,
    }),
    account: t.field({
      extensions: cost({ cost: UPSTREAM_CALL }),
      type: AccountRef,
      nullable: true,
      description: 'One account (active or not) by global or REST id; null when unknown or not yours.',
      args: {
        id: t.arg.id({
          required: true,
          description: 'The account: its global id, or its REST id (`accountId`) in decimal.',
        }),
      },
      resolve: async (_b, args, ctx) => {
        const n = parseIntId(String(args.id), 'Account');
        return n === null ? null : ((await ctx.banca.statement.load({ accountId: n }))?.account ?? null);
      },
    }),
    bettingHouses: t.field({
      extensions: cost({ cost: UPSTREAM_CALL, typicalSize: 10 }),
      type: [BettingHouseRef],
      description: 'Betting houses to choose from, by name.',
      resolve: (_b, _args, ctx) => ctx.banca.bets.load('all'),
    }),
  }),
});
