import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow DB */

/**
 * Blog posts are paged by keyset on (published_at, id), and a cursor carries the publication time as the
 * JSON answers it: in milliseconds. Kept to the millisecond in the database as well, a cursor names its
 * post's key exactly; with microseconds, posts within one millisecond of the cursor's could be skipped.
 * 0001's index on (published_at, id) is rebuilt with the column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table blog_posts alter column published_at type timestamptz(3)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table blog_posts alter column published_at type timestamptz`.execute(db);
}
