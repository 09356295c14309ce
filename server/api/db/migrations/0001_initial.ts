import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow DB */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('bets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bet_id', 'integer', (c) => c.notNull().references('bets.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    // The database itself refuses an overdraft or a negative sum, whatever the code above it does.
    .addColumn('available_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`available_cents >= 0`),
    )
    .addColumn('locked_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`locked_cents >= 0`),
    )
    .addColumn('deposits_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`deposits_cents >= 0`),
    )
    .addColumn('withdrawals_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`withdrawals_cents >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('accounts_user_idx').on('accounts').columns(['user_id', 'active']).execute();

  await db.schema
    .createTable('statement_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('deposit', 'withdraw', 'update balance')`),
    )
    .addColumn('amount_cents', 'bigint')
    .addColumn('available_cents', 'bigint', (c) => c.notNull())
    .addColumn('locked_cents', 'bigint', (c) => c.notNull())
    .addColumn('variation_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('statement_entries_account_idx')
    .on('statement_entries')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  // The statement is a ledger: rows are only ever added (or removed with their account), never rewritten.
  await sql`
    create function statement_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'statement_entries is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger statement_entries_no_update before update on statement_entries
    for each row execute function statement_entries_append_only()`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('blog_categories.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('blog_posts_published_idx')
    .on('blog_posts')
    .columns(['published_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'blog_posts',
    'blog_categories',
    'idempotency_keys',
    'statement_entries',
    'accounts',
    'bets',
    'password_resets',
    'access_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists statement_entries_append_only()`.execute(db);
}
