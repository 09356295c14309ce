import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { StatementEntryRef } from './refs.ts';
import { badId, encodeId, positiveId } from '../common/global-id.ts';

export const StatementEntryTypeEnum = builder.enumType('StatementEntryType', {
  description: 'What wrote a statement entry.',
  values: {
    DEPOSIT: { description: 'Money put into the account (Investir).' },
    WITHDRAW: { description: 'Money taken out (Retirar).' },
    BALANCE_UPDATE: { description: 'Balance corrected by the user (shown as "Variação de saldo").' },
    BET_PLACED: {
      description: 'A bet recorded: its stake moved from available to locked ("Aposta registrada").',
    },
    BET_WON: { description: 'A bet won: its payout reached available ("Aposta ganha").' },
    BET_HALF_WON: {
      description:
        'A bet half won: half its stake won at its odds, the other half back in available ("Aposta meio ganha"). Entries written before this value existed are BET_WON.',
    },
    BET_LOST: { description: 'A bet lost: its stake left locked ("Aposta perdida").' },
    BET_HALF_LOST: {
      description:
        'A bet half lost: its stake left locked, half of it back in available ("Aposta meio perdida"). Entries written before this value existed are BET_LOST.',
    },
    BET_REFUNDED: { description: 'A bet refunded: its stake back in available ("Aposta devolvida").' },
    CASH_OUT: { description: 'A bet settled by hand at the amount the house paid ("Cash-out").' },
    BET_REOPENED: {
      description: 'A settlement undone: the payout taken back, the stake locked again ("Aposta reaberta").',
    },
    OTHER: { description: 'A type this version does not know; show it as "Variação de saldo".' },
  } as const,
});

const TYPES: Record<string, typeof StatementEntryTypeEnum.$inferType> = {
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  'update balance': 'BALANCE_UPDATE',
  'bet placed': 'BET_PLACED',
  'bet won': 'BET_WON',
  'bet half won': 'BET_HALF_WON',
  'bet lost': 'BET_LOST',
  'bet half lost': 'BET_HALF_LOST',
  'bet refunded': 'BET_REFUNDED',
  'cash out': 'CASH_OUT',
  'bet reopened': 'BET_REOPENED',
};

builder.node(StatementEntryRef, {
  extensions: PRIVATE,
  description:
    'One line of an account statement (append-only). `node(id:)` finds it among its account’s newest 100 lines; an older one answers null: page `Account.statement` for it.',
  // The entry id alone cannot be fetched upstream; the account id in the global id finds its statement.
  // Only the newest page (the API's default page, the load `Account` shares) is searched: an older entry by
  // id answers null rather than reading the whole history.
  id: { resolve: ({ accountId, entry }) => `${accountId}.${entry.id}` },
  loadOne: async (id, ctx) => {
    const match = /^(\d+)\.(\d+)$/.exec(id);
    if (!match) throw badId(encodeId('StatementEntry', id));
    // Each part read as every id is (global-id.ts): null names nothing that can exist.
    const accountId = positiveId(match[1]);
    const entryId = positiveId(match[2]);
    if (accountId === null || entryId === null || !ctx.banca.signedIn) return null;
    const statement = await ctx.banca.statement.load({ accountId });
    const entry = statement?.statement.find((e) => e.id === entryId);
    return entry ? { accountId, entry } : null;
  },
  fields: (t) => ({
    entryId: t.int({
      description: 'Id of the entry in the Banca REST API; grows with every entry written.',
      resolve: ({ entry }) => entry.id,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the entry was written.',
      resolve: ({ entry }) => entry.created_at,
    }),
    availableBalance: t.field({
      type: 'Money',
      description: "The account's available balance (cash at the house) right after this entry.",
      resolve: ({ entry }) => entry.available_balance,
    }),
    betLockedBalance: t.field({
      type: 'Money',
      description: "The account's money in open bets right after this entry.",
      resolve: ({ entry }) => entry.bet_locked_balance,
    }),
    totalBalance: t.field({
      type: 'Money',
      description: "The account's total balance (available + locked) right after this entry.",
      resolve: ({ entry }) => entry.total_balance,
    }),
    variation: t.field({
      type: 'Money',
      description:
        'Change of the total balance not explained by money moved in or out (0 for deposits and withdrawals).',
      resolve: ({ entry }) => entry.variation,
    }),
    type: t.field({
      type: StatementEntryTypeEnum,
      description: 'What wrote the entry; OTHER for a type this version does not know.',
      resolve: ({ entry }) => TYPES[entry.type] ?? 'OTHER',
    }),
    amount: t.field({
      type: 'Money',
      nullable: true,
      description:
        'Money moved; null for balance updates. For bets: the stake recorded, the payout of a settlement (stake included), the payout taken back by an undo.',
      resolve: ({ entry }) => entry.amount,
    }),
  }),
});
