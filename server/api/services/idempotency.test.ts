import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { BACKENDS, noteSkippedPostgres, openTestDatabase } from '../test/harness.ts';
import { runMoneyOperation } from './idempotency.ts';

noteSkippedPostgres('idempotency');

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`Idempotency-Key lifetime (${backend.name})`, () => {
    let database: Database;
    let cleanup: () => Promise<void>;
    let userId: number;

    beforeAll(async () => {
      ({ database, cleanup } = await openTestDatabase(backend, 'idempotency'));
      const user = await database.db
        .insertInto('users')
        .values({
          name: 'Pessoa',
          email: `i-${randomBytes(4).toString('hex')}@teste.com.br`,
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = user.id;
    });
    afterAll(async () => {
      await database?.close();
      await cleanup?.();
    });

    /** A key claimed `hours` ago (on the database's clock) by another request, its answer stored. */
    async function storedKey(key: string, hours: number) {
      await database.db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          request_hash: 'pedido-antigo',
          status_code: 201,
          response_body: '{"antiga":true}',
          created_at: sql<Date>`now() - make_interval(mins => ${Math.round(hours * 60)})`,
        })
        .execute();
    }

    const run = (key: string, fingerprint: string) => {
      let ran = 0;
      const answer = runMoneyOperation(database.db, { userId, key, fingerprint, status: 200 }, () => {
        ran++;
        return Promise.resolve({ nova: true });
      });
      return answer.then((stored) => ({ ...stored, ran }));
    };

    it('claims afresh a key older than 24 hours that the hourly purge has not deleted yet', async () => {
      await storedKey('velha', 24.5);
      // Another request under the old key: neither a replay of the old answer nor a refusal for reuse.
      const first = await run('velha', 'pedido-novo');
      expect(first).toEqual({ status: 200, body: '{"nova":true}', replayed: false, ran: 1 });
      // The key is this request's now, for its own 24 hours.
      const again = await run('velha', 'pedido-novo');
      expect(again).toEqual({ status: 200, body: '{"nova":true}', replayed: true, ran: 0 });
      const rows = await database.db
        .selectFrom('idempotency_keys')
        .select(['request_hash', sql<boolean>`created_at > now() - interval '1 hour'`.as('fresh')])
        .where('user_id', '=', userId)
        .where('key', '=', 'velha')
        .execute();
      expect(rows).toEqual([{ request_hash: 'pedido-novo', fresh: true }]);
    });

    it('still replays, or refuses for another request, a key within its 24 hours', async () => {
      await storedKey('recente', 23.5);
      expect(await run('recente', 'pedido-antigo')).toEqual({
        status: 201,
        body: '{"antiga":true}',
        replayed: true,
        ran: 0,
      });
      await expect(run('recente', 'pedido-novo')).rejects.toMatchObject({ status: 422 });
    });
  });
}
