import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow DB */

const ENTRY_TYPES_BEFORE = `('deposit', 'withdraw', 'update balance')`;
const ENTRY_TYPES = `('deposit', 'withdraw', 'update balance', 'bet placed', 'bet won', 'bet lost', 'bet refunded', 'cash out', 'bet reopened')`;

/**
 * Bets (wagers) owned by the API: a bet on an account with its legs (one for a single, several for a
 * multiple), its stake moved from available to locked at once, and the statement entries of their money.
 * The account keeps the sum of its open stakes, so that SPEC's locked balance (Em Apostas) reads as open
 * stakes plus the user's own adjustment without a sum over the bets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('open_stakes_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`open_stakes_cents >= 0`),
    )
    .execute();
  await sql`alter table accounts add constraint accounts_open_stakes_locked check (open_stakes_cents <= locked_cents)`.execute(
    db,
  );

  await db.schema
    .createTable('wagers')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('stake_cents', 'bigint', (c) => c.notNull().check(sql`stake_cents > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'won', 'lost', 'refunded', 'half_won', 'half_lost', 'cashed_out')`),
    )
    .addColumn('payout_cents', 'bigint', (c) => c.check(sql`payout_cents >= 0`))
    // Settled or reopened by the user: the settlement worker leaves the bet alone from then on.
    .addColumn('manual', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('wagers_user_idx')
    .on('wagers')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('wagers_account_idx').on('wagers').columns(['account_id', 'id']).execute();

  await db.schema
    .createTable('wager_legs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('wager_id', 'bigint', (c) => c.notNull().references('wagers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('league', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('line', 'text')
    .addColumn('choice', 'text', (c) => c.notNull())
    .addColumn('odds_e4', 'bigint', (c) => c.notNull().check(sql`odds_e4 > 10000`))
    .addColumn('closing_odds_e4', 'bigint')
    .addColumn('result', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`result in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost')`),
    )
    .addUniqueConstraint('wager_legs_position', ['wager_id', 'position'])
    .execute();
  // The worker's question: which events still have open legs to grade.
  await sql`create index wager_legs_open_idx on wager_legs (event_id) where result = 'open'`.execute(db);

  await sql`alter table statement_entries drop constraint if exists statement_entries_type_check`.execute(db);
  await sql`alter table statement_entries add constraint statement_entries_type_check check (type in ${sql.raw(ENTRY_TYPES)})`.execute(
    db,
  );
  await db.schema
    .alterTable('statement_entries')
    .addColumn('wager_id', 'bigint', (c) => c.references('wagers.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('statement_entries').dropColumn('wager_id').execute();
  await sql`alter table statement_entries drop constraint if exists statement_entries_type_check`.execute(db);
  await sql`alter table statement_entries add constraint statement_entries_type_check check (type in ${sql.raw(ENTRY_TYPES_BEFORE)})`.execute(
    db,
  );
  await db.schema.dropTable('wager_legs').execute();
  await db.schema.dropTable('wagers').execute();
  await sql`alter table accounts drop constraint if exists accounts_open_stakes_locked`.execute(db);
  await db.schema.alterTable('accounts').dropColumn('open_stakes_cents').execute();
}
