import { builder } from '../../builder.ts';
import type { BancaAccount, BancaBet, BancaEntry } from '../../upstreams/banca/decode.ts';

/** Refs shared by the bankroll type files, declared apart so those files do not import each other in a cycle. */
export interface BankrollShape {
  userId: number;
}
export interface StatementEntryShape {
  accountId: number;
  entry: BancaEntry;
}

export const BankrollRef = builder.objectRef<BankrollShape>('Bankroll');
export const AccountRef = builder.objectRef<BancaAccount>('Account');
export const StatementEntryRef = builder.objectRef<StatementEntryShape>('StatementEntry');
export const BettingHouseRef = builder.objectRef<BancaBet>('BettingHouse');
