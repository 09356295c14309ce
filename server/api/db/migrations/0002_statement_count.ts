import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow DB */

/**
 * The statement is read in keyset pages; its total (GraphQL `totalCount`) must not cost a count over the
 * whole history on every page, or reading a long statement page by page would be quadratic. Each account
 * keeps the number of its entries, kept by the database itself after every insert (whatever writes the
 * rows: the ledger, the seed or a bulk load), once per statement.
 *
 * The pages themselves are served by 0001's index on (account_id, created_at, id), scanned backwards for
 * the statement's newest-first order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('entries_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update accounts set entries_count = counted.n
    from (select account_id, count(*) as n from statement_entries group by account_id) counted
    where accounts.id = counted.account_id`.execute(db);
  await sql`
    create function statement_entries_count() returns trigger language plpgsql as $$
    begin
      update accounts set entries_count = accounts.entries_count + added.n
      from (select account_id, count(*) as n from inserted group by account_id) added
      where accounts.id = added.account_id;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger statement_entries_counted after insert on statement_entries
    referencing new table as inserted
    for each statement execute function statement_entries_count()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists statement_entries_counted on statement_entries`.execute(db);
  await sql`drop function if exists statement_entries_count()`.execute(db);
  await db.schema.alterTable('accounts').dropColumn('entries_count').execute();
}
