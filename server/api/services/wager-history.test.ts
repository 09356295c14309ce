import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { BACKENDS, noteSkippedPostgres, openTestDatabase } from '../test/harness.ts';
import { deposit } from './ledger.ts';
import { listWagers, recordWager, settleByHand, type LegInput, type WagerFilters } from './wagers.ts';

noteSkippedPostgres('bets history');

/** A leg of a made-up event of the sport: the filters read the snapshot the bet keeps, not the feed. */
const leg = (sport: string, eventId: number): LegInput => ({
  eventId,
  sport,
  eventName: 'Casa vs Fora',
  league: 'Liga',
  startsAt: new Date('2026-11-23T18:00:00Z'),
  marketId: 1,
  marketName: 'Full time',
  line: null,
  choice: '1',
  oddsE4: 20_000n,
});

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`the bets history's filters (${backend.name})`, () => {
    let db: Kysely<DB>;
    let cleanup: () => Promise<void>;
    let userId: number;
    let accounts: number[];
    /** Ids by name, so the expectations read as the story below. */
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const opened = await openTestDatabase(backend, 'history');
      db = opened.database.db;
      cleanup = async () => {
        await opened.database.close();
        await opened.cleanup();
      };
      const user = await db
        .insertInto('users')
        .values({ name: 'Ana', email: 'ana@teste.com.br', password_hash: 'x', updated_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = user.id;
      const house = await db
        .insertInto('bets')
        .values({ name: 'Casa' })
        .returning('id')
        .executeTakeFirstOrThrow();
      accounts = [];
      for (const name of ['Uma', 'Outra']) {
        const account = await db
          .insertInto('accounts')
          .values({ user_id: userId, bet_id: house.id, name })
          .returning('id')
          .executeTakeFirstOrThrow();
        accounts.push(account.id);
        await db
          .transaction()
          .execute((trx) => deposit(trx, { userId, accountId: account.id, amountCents: 10_000n }));
      }
      // Recorded at instants around São Paulo midnights (UTC−3): 02:30 UTC on the 23rd is the 22nd there.
      const story: Array<[string, number, LegInput[], string]> = [
        ['football22', 0, [leg('football', 1)], '2026-11-23T02:30:00Z'],
        ['tennis23', 0, [leg('tennis', 2)], '2026-11-23T03:00:00Z'],
        ['multiple23', 1, [leg('basketball', 3), leg('football', 4)], '2026-11-24T02:59:59Z'],
        ['football24', 1, [leg('football', 5)], '2026-11-24T03:00:00Z'],
      ];
      for (const [name, account, legs, at] of story) {
        const answer = await db
          .transaction()
          .execute((trx) =>
            recordWager(trx, { userId, accountId: accounts[account], stakeCents: 100n, legs }),
          );
        ids[name] = answer.wager.id;
        // created_at is the database's to set; the story needs instants of its own.
        await sql`update wagers set created_at = ${new Date(at)} where id = ${answer.wager.id}`.execute(db);
      }
      await db
        .transaction()
        .execute((trx) => settleByHand(trx, { userId, wagerId: ids.tennis23, result: 'won' }));
    });
    afterAll(() => cleanup?.());

    const list = async (filters: WagerFilters, limit = 10, cursor?: string) =>
      listWagers(db, userId, { limit, cursor, ...filters });
    const names = (page: { data: Array<{ id: number }> }) =>
      page.data.map((w) => Object.keys(ids).find((name) => ids[name] === w.id));

    it('filters by sport (any leg), São Paulo days, state and account, combined', async () => {
      expect(names(await list({ sport: 'football' }))).toEqual(['football24', 'multiple23', 'football22']);
      expect(names(await list({ from: '2026-11-23', to: '2026-11-23' }))).toEqual(['multiple23', 'tennis23']);
      expect(names(await list({ to: '2026-11-22' }))).toEqual(['football22']);
      expect(names(await list({ from: '2026-11-24' }))).toEqual(['football24']);
      expect(names(await list({ status: 'settled' }))).toEqual(['tennis23']);
      expect(names(await list({ status: 'open', accountId: accounts[1] }))).toEqual([
        'football24',
        'multiple23',
      ]);
      expect(names(await list({ sport: 'football', from: '2026-11-23', status: 'open' }))).toEqual([
        'football24',
        'multiple23',
      ]);
      expect((await list({ sport: 'hockey' })).total).toBe(0);
    });

    it('pages a filtered history by keyset, with the filtered total on every page', async () => {
      const first = await list({ sport: 'football' }, 2);
      expect(names(first)).toEqual(['football24', 'multiple23']);
      expect(first.total).toBe(3);
      const second = await list({ sport: 'football' }, 2, first.next_cursor!);
      expect(names(second)).toEqual(['football22']);
      expect(second).toMatchObject({ total: 3, next_cursor: null });
    });
  });
}
