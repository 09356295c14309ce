import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, noteSkippedPostgres, startTestApi, type TestApi } from '../test/harness.ts';
import { seedStatement, type SeededStatement } from '../test/statement-seed.ts';
import type { DailyAnswer, StatementAnswer } from '../test/answers.ts';

/**
 * A long statement read page by page as the CSV export reads it, and the daily aggregate's São Paulo days.
 * The history is written straight into the database (see seedStatement), so 10,000 entries cost a second.
 */

const ENTRIES = 10_000;

noteSkippedPostgres('statement pages');

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`statement pages and days (${backend.name})`, () => {
    let api: TestApi;
    let long: SeededStatement;
    let midnight: SeededStatement;

    beforeAll(async () => {
      api = await startTestApi(backend, {
        prepare: async (db) => {
          long = await seedStatement(db, { entries: ENTRIES });
          midnight = await seedStatement(db, { entries: 0 });
          // São Paulo is UTC−3 all year (no daylight saving since 2019): 02:59:59.999Z is 23:59:59.999 of
          // the 9th there and 03:00Z is midnight of the 10th; 23:59 and 00:01 likewise fall on two days.
          const at = [
            '2025-03-10T02:59:00.000Z',
            '2025-03-10T02:59:59.999Z',
            '2025-03-10T03:00:00.000Z',
            '2025-03-10T03:01:00.000Z',
          ];
          await db
            .insertInto('statement_entries')
            .values(
              at.map((iso, i) => ({
                account_id: midnight.accountId,
                type: 'deposit' as const,
                amount_cents: 100n,
                available_cents: BigInt((i + 1) * 100),
                locked_cents: 0n,
                variation_cents: 0n,
                created_at: new Date(iso),
              })),
            )
            .execute();
          await db
            .updateTable('accounts')
            .set({ available_cents: 400n, deposits_cents: 400n })
            .where('id', '=', midnight.accountId)
            .execute();
        },
      });
    }, 120_000);

    afterAll(async () => {
      await api?.dispose();
    });

    it(`reads ${ENTRIES.toLocaleString('en')} entries page by page: each exactly once, newest first`, async () => {
      const ids: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor === null ? '' : `?cursor=${cursor}`;
        const page = await api.call<StatementAnswer>('GET', `/account/statement/${long.accountId}${query}`, {
          token: long.token,
        });
        expect(page.status).toBe(200);
        expect(page.body.total).toBe(ENTRIES);
        expect(page.body.statement.length).toBeLessThanOrEqual(100);
        for (const entry of page.body.statement) ids.push(entry.id);
        cursor = page.body.next_cursor;
        pages++;
      } while (cursor !== null && pages <= ENTRIES);
      expect(pages).toBe(ENTRIES / 100);
      expect(ids).toHaveLength(ENTRIES);
      expect(new Set(ids).size).toBe(ENTRIES);
      // Pairs share a timestamp: the id breaks the tie, so the whole order is by id, descending.
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('the pages agree with the account: last entry first, balances as the ledger would hold them', async () => {
      const first = await api.call<StatementAnswer>('GET', `/account/statement/${long.accountId}?limit=2`, {
        token: long.token,
      });
      expect(first.body.account).toMatchObject({
        available_balance: '9000.00',
        deposits: '9000.00',
        total_balance: '9000.00',
      });
      expect(
        first.body.statement.map((e: { type: string; amount: string | null }) => [e.type, e.amount]),
      ).toEqual([
        ['update balance', null],
        ['deposit', '1.00'],
      ]);
      expect(first.body.statement[0].total_balance).toBe('9000.00');
    });

    it('the daily route splits São Paulo days at midnight there (UTC−3), not at UTC midnight', async () => {
      const answer = await api.call<DailyAnswer>('GET', `/account/statement/${midnight.accountId}/daily`, {
        token: midnight.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        account_id: midnight.accountId,
        daily: [
          // 23:59 and 23:59:59.999 on the 9th: the day ends at the later one.
          { date: '2025-03-09', total_balance: '2.00' },
          // 00:00 and 00:01 on the 10th, although all four are on the 10th in UTC.
          { date: '2025-03-10', total_balance: '4.00' },
        ],
      });
    });

    it('the daily route of the long statement has one point per São Paulo day, oldest first', async () => {
      const answer = await api.call<DailyAnswer>('GET', `/account/statement/${long.accountId}/daily`, {
        token: long.token,
      });
      expect(answer.status).toBe(200);
      const days: { date: string; total_balance: string }[] = answer.body.daily;
      // 5,000 minutes from 2024-01-01 12:00Z (09:00 in São Paulo): 1 Jan to 4 Jan there.
      expect(days.map((d) => d.date)).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']);
      expect(days.at(-1)!.total_balance).toBe('9000.00');
    });
  });
}
