import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedReader } from '../bets/feed-reader.ts';
import { systemClock } from '../clock.ts';
import type { AccountJson } from '../api/services/accounts.ts';
import { settleByHand, type WagerJson } from '../api/services/wagers.ts';
import { BACKENDS, noteSkippedPostgres, startTestApi, type TestApi } from '../api/test/harness.ts';
import { localLease, type Lease } from './lease.ts';
import { seedFinishedBets, type SeededBet } from './test/finished-bets.ts';
import { createGradingApi, createSettlementWorker } from './worker.ts';

noteSkippedPostgres('settlement worker');

const SEED = 'bancada';
/** An evening in São Paulo: the afternoon's football is over. */
const SIM_START = Date.parse('2026-11-23T21:00:00-03:00');
const BETS = 60;
const silent = { info() {}, warn() {}, debug() {} };

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(
    `settlement worker against the API and the feed (${backend.name})`,
    () => {
      let api: TestApi;
      let seeded: { userId: number; accountId: number; token: string; bets: SeededBet[] };

      beforeAll(async () => {
        api = await startTestApi(backend, {
          roles: ['sportsfeed'],
          sportsSimStart: SIM_START,
          prepare: async (db) => {
            seeded = await seedFinishedBets(db, { seed: SEED, now: SIM_START, count: BETS, inPlayEvery: 4 });
            // The user settled the first bet by hand (as lost) before the worker came by.
            await db
              .transaction()
              .execute((trx) =>
                settleByHand(trx, { userId: seeded.userId, wagerId: seeded.bets[0].wagerId, result: 'lost' }),
              );
          },
        });
      });
      afterAll(async () => {
        await api?.dispose();
      });

      const worker = (lease: Lease = localLease()) =>
        createSettlementWorker({
          api: createGradingApi(api.api, api.server.context.settlementToken),
          feed: createFeedReader(`${api.url}/sportsfeed/api/v1`),
          lease,
          clock: systemClock,
          pollMs: 1000,
          batchSize: 25,
          logger: silent,
        });
      const wagers = async () =>
        (await api.call<{ data: WagerJson[] }>('GET', `/wagers?limit=${BETS}`, { token: seeded.token })).body
          .data;

      it('settles the bets of finished matches as the feed settles its markets, once; hands off the user’s', async () => {
        const elsewhere: Lease = {
          owner: 'outra',
          hold: () => Promise.resolve(false),
          release: () => Promise.resolve(),
        };
        expect(await worker(elsewhere).runOnce()).toBeUndefined();
        expect((await wagers()).filter((w) => w.status === 'open')).toHaveLength(BETS - 1);

        expect(await worker().runOnce()).toMatchObject({ graded: BETS - 1 });
        // A second pass (another worker, a restart) finds nothing left and moves nothing.
        expect(await worker().runOnce()).toEqual({ events: 0, graded: 0 });

        const byId = new Map((await wagers()).map((w) => [w.id, w]));
        const [handled, ...rest] = seeded.bets;
        expect(byId.get(handled.wagerId)).toMatchObject({ status: 'lost', manual: true });
        const statuses = rest.map((b) => [b.wagerId, byId.get(b.wagerId)!.status]);
        expect(statuses).toEqual(rest.map((b) => [b.wagerId, b.expected]));
        expect(new Set(rest.map((b) => b.expected))).toEqual(new Set(['won', 'lost', 'refunded']));
        // Every leg taken before its match carries the closing price of its choice; one taken in play, none
        // (its price was the live market's).
        const closings = rest.map((b) => [b.inPlay, byId.get(b.wagerId)!.legs[0].closing_odds !== null]);
        expect(closings).toEqual(rest.map((b) => [b.inPlay, !b.inPlay]));
        expect(rest.filter((b) => b.inPlay).length).toBeGreaterThan(10);

        // The money: every stake left locked and every payout reached available, exactly once.
        const account = (
          await api.call<{ result: AccountJson[] }>('GET', '/account/balance/1', { token: seeded.token })
        ).body.result[0];
        const paid = [...byId.values()].reduce((sum, w) => sum + Number(w.payout!.replace('.', '')), 0);
        expect(account).toMatchObject({ bet_locked_balance: '0.00', bet_open_stakes: '0.00' });
        expect(Number(account.available_balance.replace('.', ''))).toBe(paid);
      });
    },
  );
}
