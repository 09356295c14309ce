import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { BACKENDS, noteSkippedPostgres, openTestDatabase, seedUserWithAccounts } from '../test/harness.ts';
import { deposit } from './ledger.ts';
import { wagerStats } from './wager-stats.ts';
import {
  gradeWager,
  listWagers,
  recordWager,
  settleByHand,
  type LegInput,
  type WagerFilters,
} from './wagers.ts';

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
  describe.skipIf(!backend.available)(`the bets history's filters and statistics (${backend.name})`, () => {
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
      ({ userId, accountIds: accounts } = await seedUserWithAccounts(
        db,
        { name: 'Ana', email: 'ana@teste.com.br' },
        ['Uma', 'Outra'],
      ));
      for (const accountId of accounts)
        await db.transaction().execute((trx) => deposit(trx, { userId, accountId, amountCents: 10_000n }));
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
      await db.transaction().execute((trx) =>
        settleByHand(trx, {
          userId,
          wagerId: ids.tennis23,
          result: 'won',
          at: new Date('2026-11-24T02:00:00Z'),
        }),
      );
      // The worker grades football22 (lost; closing 1.80) and the football leg of the multiple (won; closing
      // 2.50), whose basketball leg stays open.
      const legIds = async (wagerId: number) =>
        (
          await db
            .selectFrom('wager_legs')
            .select(['id', 'sport'])
            .where('wager_id', '=', BigInt(wagerId))
            .execute()
        ).map((l) => ({ id: Number(l.id), sport: l.sport }));
      const [footballLeg] = await legIds(ids.football22);
      await gradeWager(
        db,
        ids.football22,
        [{ legId: footballLeg.id, result: 'lost', closingOddsE4: 18_000n }],
        new Date('2026-11-24T12:00:00Z'),
      );
      const multipleFootball = (await legIds(ids.multiple23)).find((l) => l.sport === 'football')!;
      await gradeWager(db, ids.multiple23, [
        { legId: multipleFootball.id, result: 'won', closingOddsE4: 25_000n },
      ]);
    });
    afterAll(() => cleanup?.());

    const list = async (filters: WagerFilters, limit = 10, cursor?: string) =>
      listWagers(db, userId, { limit, cursor, ...filters });
    const names = (page: { data: Array<{ id: number }> }) =>
      page.data.map((w) => Object.keys(ids).find((name) => ids[name] === w.id));

    it('filters by sport (any leg), São Paulo days, state and account, combined', async () => {
      expect(names(await list({ sport: 'football' }))).toEqual(['football24', 'multiple23', 'football22']);
      expect(names(await list({ status: 'lost' }))).toEqual(['football22']);
      expect(names(await list({ from: '2026-11-23', to: '2026-11-23' }))).toEqual(['multiple23', 'tennis23']);
      expect(names(await list({ to: '2026-11-22' }))).toEqual(['football22']);
      expect(names(await list({ from: '2026-11-24' }))).toEqual(['football24']);
      expect(names(await list({ status: 'settled' }))).toEqual(['tennis23', 'football22']);
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
    it('aggregates ROI, hit rate, average odds and closing-line value per group, and profit per São Paulo day', async () => {
      const stats = await wagerStats(db, userId, {});
      // Settled: tennis23 won 1.00 → 2.00, football22 lost 1.00. Odds 2, 2, 4 (the multiple), 2. Closing
      // legs: 2.00 taken against 1.80 (+11.11 %) and against 2.50 (−20 %).
      expect(stats.summary).toEqual({
        key: null,
        bets: 4,
        open: 2,
        settled: 2,
        staked: '2.00',
        returned: '2.00',
        profit: '0.00',
        roi_percent: '0.00',
        won: 1,
        lost: 1,
        hit_rate_percent: '50.00',
        average_odds: '2.50',
        clv_legs: 2,
        clv_percent: '-4.44',
      });
      const pick = (groups: typeof stats.by_sport) =>
        groups.map((g) => [
          g.key,
          g.bets,
          g.profit,
          g.roi_percent,
          g.hit_rate_percent,
          g.average_odds,
          g.clv_percent,
        ]);
      expect(pick(stats.by_sport)).toEqual([
        ['football', 2, '-1.00', '-100.00', '0.00', '2.00', '11.11'],
        ['tennis', 1, '1.00', '100.00', '100.00', '2.00', null],
        // The multiple's legs are of two sports: it is in no sport's group (listed last among equals).
        [null, 1, '0.00', null, null, '4.00', '-20.00'],
      ]);
      expect(pick(stats.by_league)).toEqual([['Liga', 4, '0.00', '0.00', '50.00', '2.50', '-4.44']]);
      expect(pick(stats.by_market)).toEqual([['Full time', 4, '0.00', '0.00', '50.00', '2.50', '-4.44']]);
      expect(stats.by_house.map((g) => [g.key, typeof g.house_id, g.bets])).toEqual([['Casa', 'number', 4]]);
      // tennis23 settled at 23:00 of the 23rd in São Paulo (02:00 UTC on the 24th), football22 on the 24th.
      expect(stats.daily).toEqual([
        { date: '2026-11-23', settled: 1, profit: '1.00', cumulative_profit: '1.00' },
        { date: '2026-11-24', settled: 1, profit: '-1.00', cumulative_profit: '0.00' },
      ]);

      const football = await wagerStats(db, userId, { sport: 'football', accountId: accounts[0] });
      expect(football.summary).toMatchObject({
        bets: 1,
        settled: 1,
        roi_percent: '-100.00',
        clv_percent: '11.11',
      });
      const none = await wagerStats(db, userId, { from: '2026-12-01' });
      expect(none).toMatchObject({
        summary: { bets: 0, staked: '0.00', roi_percent: null },
        by_sport: [],
        daily: [],
      });
    });
  });
}
