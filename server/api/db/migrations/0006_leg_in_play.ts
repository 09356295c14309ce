import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow DB */

/**
 * Whether a leg's price was taken in play (its event under way when the bet was recorded): such a price is
 * the live market's, which the pre-match closing price says nothing about, so the leg gets no closing price
 * and its bet no closing-line value (docs/BETS.md). Legs recorded before are taken as pre-match.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('wager_legs')
    .addColumn('in_play', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wager_legs').dropColumn('in_play').execute();
}
