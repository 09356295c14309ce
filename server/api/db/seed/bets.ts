import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** Betting houses operating in Brazil, offered when a user opens an account in the tracker. */
export const BET_NAMES = [
  'Bet365',
  'Betano',
  'Sportingbet',
  'Betfair',
  'Superbet',
  'KTO',
  'Estrela Bet',
  'Pixbet',
  'Novibet',
  'Betnacional',
  'Rivalo',
  'Galera.bet',
  'Esportes da Sorte',
  'Parimatch',
] as const;

/** Reference data, not demo data: inserted on every start when missing, so /bets is never empty. */
export async function seedBets(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('bets')
    .values(BET_NAMES.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
