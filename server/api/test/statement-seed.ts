import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { newOpaqueToken, sha256Hex } from '../services/secrets.ts';

export interface SeededStatement {
  userId: number;
  accountId: number;
  /** A bearer token of the user, valid for a day. */
  token: string;
  entries: number;
}

/**
 * A user with a token and one account holding `entries` statement entries, written straight into the
 * database in one INSERT … SELECT over generate_series: the ledger would take minutes for 100,000
 * entries, this takes a second. Entry i (1-based) is a deposit of 1.00, except every tenth, a balance
 * update with no amount; two entries share each timestamp (one minute apart per pair, from `start`), so
 * the (created_at, id) order of the pages is exercised on ties. The account's balances and sums are then
 * set to what the ledger would hold after them; `entries_count` is kept by the database's trigger.
 */
export async function seedStatement(
  db: Kysely<DB>,
  options: { entries: number; start?: Date; betName?: string },
): Promise<SeededStatement> {
  const start = options.start ?? new Date(Date.UTC(2024, 0, 1, 12));
  const bet = await db
    .insertInto('bets')
    .values({ name: options.betName ?? 'Casa do Extrato' })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      name: 'Pessoa do Extrato',
      email: `extrato-${randomBytes(6).toString('hex')}@teste.com.br`,
      // Never signs in with a password: the token below is its way in.
      password_hash: 'not-a-password-hash',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newOpaqueToken();
  await db
    .insertInto('access_tokens')
    .values({ user_id: user.id, token_hash: sha256Hex(token), expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  const account = await db
    .insertInto('accounts')
    .values({ user_id: user.id, bet_id: bet.id, name: 'Conta com extrato longo' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const n = options.entries;
  await sql`
    insert into statement_entries
      (account_id, type, amount_cents, available_cents, locked_cents, variation_cents, created_at)
    select ${account.id},
           case when i % 10 = 0 then 'update balance' else 'deposit' end,
           case when i % 10 = 0 then null else 100 end,
           (i - i / 10) * 100,
           0,
           0,
           ${start.toISOString()}::timestamptz + ((i - 1) / 2) * interval '1 minute'
    from generate_series(1, ${n}::int) as i`.execute(db);
  const deposited = BigInt(n - Math.floor(n / 10)) * 100n;
  await db
    .updateTable('accounts')
    .set({
      available_cents: deposited,
      deposits_cents: deposited,
      updated_at: new Date(start.getTime() + Math.floor((n - 1) / 2) * 60_000),
    })
    .where('id', '=', account.id)
    .execute();
  return { userId: user.id, accountId: account.id, token, entries: n };
}
