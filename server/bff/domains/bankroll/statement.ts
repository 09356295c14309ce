import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { StatementEntryRef } from './refs.ts';

export const StatementEntryTypeEnum = builder.enumType('StatementEntryType', {
  values: {
    DEPOSIT: { description: 'Money put into the account (Investir).' },
    WITHDRAW: { description: 'Money taken out (Retirar).' },
    BALANCE_UPDATE: { description: 'Balance corrected by the user (shown as "Variação de saldo").' },
    OTHER: { description: 'A type this version does not know; show it as "Variação de saldo".' },
  } as const,
});

const TYPES: Record<string, 'DEPOSIT' | 'WITHDRAW' | 'BALANCE_UPDATE'> = {
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  'update balance': 'BALANCE_UPDATE',
};

builder.node(StatementEntryRef, {
  extensions: PRIVATE,
  description: 'One line of an account statement (append-only).',
  // The entry id alone cannot be fetched upstream; the account id in the global id finds its statement.
  // Only the newest page (the API's default page, the load `Account` shares) is searched: an older entry by
  // id answers null rather than reading the whole history.
  id: { resolve: ({ accountId, entry }) => `${accountId}.${entry.id}` },
  loadOne: async (id, ctx) => {
    const match = /^(\d{1,15})\.(\d{1,15})$/.exec(id);
    if (!match || !ctx.banca.signedIn) return null;
    const accountId = Number(match[1]);
    const statement = await ctx.banca.statement.load({ accountId });
    const entry = statement?.statement.find((e) => e.id === Number(match[2]));
    return entry ? { accountId, entry } : null;
  },
  fields: (t) => ({
    entryId: t.int({ resolve: ({ entry }) => entry.id }),
    createdAt: t.field({ type: 'DateTime', resolve: ({ entry }) => entry.created_at }),
    availableBalance: t.field({ type: 'Money', resolve: ({ entry }) => entry.available_balance }),
    betLockedBalance: t.field({ type: 'Money', resolve: ({ entry }) => entry.bet_locked_balance }),
    totalBalance: t.field({ type: 'Money', resolve: ({ entry }) => entry.total_balance }),
    variation: t.field({
      type: 'Money',
      description:
        'Change of the total balance not explained by money moved in or out (0 for deposits and withdrawals).',
      resolve: ({ entry }) => entry.variation,
    }),
    type: t.field({ type: StatementEntryTypeEnum, resolve: ({ entry }) => TYPES[entry.type] ?? 'OTHER' }),
    amount: t.field({
      type: 'Money',
      nullable: true,
      description: 'Money moved; null for balance updates.',
      resolve: ({ entry }) => entry.amount,
    }),
  }),
});
