import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow DB */

const ENTRY_TYPES_BEFORE = `('deposit', 'withdraw', 'update balance', 'bet placed', 'bet won', 'bet lost', 'bet refunded', 'cash out', 'bet reopened')`;
const ENTRY_TYPES = `('deposit', 'withdraw', 'update balance', 'bet placed', 'bet won', 'bet half won', 'bet lost', 'bet half lost', 'bet refunded', 'cash out', 'bet reopened')`;

/**
 * A bet settled half won or half lost writes an entry of its own kind: the statement names it as the bet's
 * outcome ("Aposta meio ganha"), not as a whole win or loss. Entries written before keep their type: a
 * statement is append-only, and the amount each moved is unchanged either way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table statement_entries drop constraint if exists statement_entries_type_check`.execute(db);
  await sql`alter table statement_entries add constraint statement_entries_type_check check (type in ${sql.raw(ENTRY_TYPES)})`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  // The statement is append-only (0001's trigger): going back is the one rewrite of its types allowed.
  await sql`alter table statement_entries disable trigger statement_entries_no_update`.execute(db);
  await sql`update statement_entries set type = 'bet won' where type = 'bet half won'`.execute(db);
  await sql`update statement_entries set type = 'bet lost' where type = 'bet half lost'`.execute(db);
  await sql`alter table statement_entries enable trigger statement_entries_no_update`.execute(db);
  await sql`alter table statement_entries drop constraint if exists statement_entries_type_check`.execute(db);
  await sql`alter table statement_entries add constraint statement_entries_type_check check (type in ${sql.raw(ENTRY_TYPES_BEFORE)})`.execute(
    db,
  );
}
