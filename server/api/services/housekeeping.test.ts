import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { BACKENDS, noteSkippedPostgres, openTestDatabase } from '../test/harness.ts';
import { purgeExpired } from './housekeeping.ts';

noteSkippedPostgres('housekeeping');

const HOUR = 3_600_000;

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`purge of expired rows (${backend.name})`, () => {
    let database: Database;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ database, cleanup } = await openTestDatabase(backend, 'housekeeping'));
    });
    afterAll(async () => {
      await database?.close();
      await cleanup?.();
    });

    it('forgets idempotency keys after 24 hours, expired reset links and dead sessions, nothing else', async () => {
      const { db } = database;
      const now = new Date();
      const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
      const user = await db
        .insertInto('users')
        .values({
          name: 'Pessoa',
          email: `p-${randomBytes(4).toString('hex')}@teste.com.br`,
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const key = (name: string, createdAt: Date) => ({
        user_id: user.id,
        key: name,
        request_hash: 'h',
        status_code: 200,
        response_body: '{}',
        created_at: createdAt,
      });
      await db
        .insertInto('idempotency_keys')
        .values([key('antiga', ago(25)), key('recente', ago(23))])
        .execute();
      const token = (hash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
        user_id: user.id,
        token_hash: hash,
        expires_at: expiresAt,
        revoked_at: revokedAt,
      });
      await db
        .insertInto('access_tokens')
        .values([token('expirado', ago(1)), token('revogado', ago(-5), ago(2)), token('valido', ago(-5))])
        .execute();
      await db
        .insertInto('password_resets')
        .values([
          { user_id: user.id, token_hash: 'vencido', expires_at: ago(0.5) },
          { user_id: user.id, token_hash: 'aberto', expires_at: ago(-0.5) },
        ])
        .execute();

      expect(await purgeExpired(db, now)).toEqual({ idempotencyKeys: 1, passwordResets: 1, accessTokens: 2 });
      const keys = await db.selectFrom('idempotency_keys').select('key').execute();
      expect(keys.map((row) => row.key)).toEqual(['recente']);
      const tokens = await db.selectFrom('access_tokens').select('token_hash').execute();
      expect(tokens.map((row) => row.token_hash)).toEqual(['valido']);
      const resets = await db.selectFrom('password_resets').select('token_hash').execute();
      expect(resets.map((row) => row.token_hash)).toEqual(['aberto']);
      // Run again: nothing more to purge.
      expect(await purgeExpired(db, now)).toEqual({ idempotencyKeys: 0, passwordResets: 0, accessTokens: 0 });
    });
  });
}
