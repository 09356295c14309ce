import { describe, expect, it } from 'vitest';
import {
  FeedUnavailableError,
  type FeedEvent,
  type FeedMarket,
  type FeedReader,
} from '../bets/feed-reader.ts';
import { createManualClock } from '../clock.ts';
import { localLease } from './lease.ts';
import { createSettlementWorker, MARKETS_TRIES, type OpenLeg, type WagerGrade } from './worker.ts';

const finished: FeedEvent = {
  status: { type: 'finished', description: 'Ended' },
  homeScore: { current: 2 },
  awayScore: { current: 0 },
  winnerCode: 1,
};
const leg = (wager: number, event: number): OpenLeg => ({
  wager_id: wager,
  leg_id: wager,
  event_id: event,
  sport: 'football',
  market_id: 1,
  market_name: 'Full time',
  line: null,
  choice: '1',
  in_play: false,
});
const preMatch: FeedMarket = {
  marketId: 1,
  marketName: 'Full time',
  isLive: false,
  choices: [{ name: '1', fractionalValue: '1/2' }],
};

describe('the settlement worker when a finished event’s odds cannot be read', () => {
  it('grades the other events at once, and that one without closing prices after a few passes', async () => {
    const sent: WagerGrade[] = [];
    const open = [leg(1, 10), leg(2, 20)];
    const feed: FeedReader = {
      event: () => Promise.resolve(finished),
      // Event 20's odds answer is unreadable, pass after pass.
      markets: (id) =>
        id === 20 ? Promise.reject(new FeedUnavailableError('odds unreadable')) : Promise.resolve([preMatch]),
    };
    const worker = createSettlementWorker({
      api: {
        openLegs: () => Promise.resolve(open.filter((l) => !sent.some((g) => g.wager_id === l.wager_id))),
        grade: (grades) => {
          sent.push(...grades);
          return Promise.resolve(grades.map((g) => ({ wager_id: g.wager_id, changed: true })));
        },
      },
      feed,
      lease: localLease(),
      clock: createManualClock(0),
      pollMs: 1000,
      batchSize: 25,
      logger: { info() {}, warn() {}, debug() {} },
    });

    expect(await worker.runOnce()).toMatchObject({ graded: 1 });
    expect(sent).toEqual([{ wager_id: 1, legs: [{ leg_id: 1, result: 'won', closing_odds: '1.50' }] }]);
    for (let pass = 2; pass < MARKETS_TRIES; pass++)
      expect(await worker.runOnce()).toMatchObject({ graded: 0 });
    expect(await worker.runOnce()).toMatchObject({ graded: 1 });
    expect(sent[1]).toEqual({ wager_id: 2, legs: [{ leg_id: 2, result: 'won' }] });
  });
});
