import { describe, expect, it } from 'vitest';
import { feedEventOf, marketsOnOffer, type FeedMarket } from './feed-reader.ts';
import { finalResultOf, gradeLeg } from './market-rules.ts';

describe('marketsOnOffer', () => {
  const preMatch: FeedMarket = {
    marketId: 9,
    choiceGroup: '2.5',
    isLive: false,
    choices: [{ name: 'Over' }],
  };
  const live: FeedMarket = { marketId: 9, choiceGroup: '3.5', isLive: true, choices: [{ name: 'Over' }] };
  const markets = [preMatch, live];

  it('offers the pre-match markets before the start and the live ones in play, never the other', () => {
    expect(marketsOnOffer(markets, 'notstarted')).toEqual([preMatch]);
    // In play, a line only the pre-match market had is no longer on offer at its old price.
    expect(marketsOnOffer(markets, 'inprogress')).toEqual([live]);
  });

  it('offers nothing once the match is over, put off or called off', () => {
    for (const status of ['finished', 'postponed', 'canceled', undefined])
      expect(marketsOnOffer(markets, status)).toEqual([]);
  });
});

describe('feedEventOf', () => {
  it('reads scores, winner and start sent as numeric strings as the numbers they are', () => {
    const event = feedEventOf({
      event: {
        id: 15200003,
        status: { code: '100', description: 'Ended', type: 'finished' },
        winnerCode: '1',
        startTimestamp: '1795996800',
        homeScore: { current: '3', display: '3', normaltime: '2', period1: '1', extra1: '1' },
        awayScore: { current: '1', display: '1', normaltime: '1', period1: '0', extra1: 0 },
        homeTeam: { name: 'Flamengo' },
      },
    });
    expect(event).toMatchObject({
      status: { code: 100, type: 'finished' },
      winnerCode: 1,
      startTimestamp: 1795996800,
      homeScore: { current: 3, normaltime: 2, extra1: 1 },
      awayScore: { current: 1, normaltime: 1, extra1: 0 },
      homeTeam: { name: 'Flamengo' },
    });
    const result = finalResultOf(event!);
    expect(result).toMatchObject({
      kind: 'finished',
      regular: { home: 2, away: 1 },
      full: { home: 3, away: 1 },
    });
    const leg = { sport: 'football', line: null };
    expect(gradeLeg({ ...leg, marketName: 'Full time', choice: '1' }, result)).toBe('won');
    expect(gradeLeg({ ...leg, marketName: 'Match goals', line: '2.5', choice: 'Over' }, result)).toBe('won');
  });

  it('leaves out a field that is not what it should be, and answers nothing without an event', () => {
    const event = feedEventOf({
      event: { status: { type: 'finished', description: '' }, winnerCode: 'home', homeScore: 'x' },
    });
    expect(event).toEqual({
      status: { type: 'finished', description: undefined },
      winnerCode: undefined,
      homeScore: {},
    });
    // The feed's -1 is no score, and a start in milliseconds is read as one.
    const sentinels = feedEventOf({
      event: {
        startTimestamp: 1795996800123,
        homeScore: { current: 2, normaltime: -1 },
        awayScore: { current: -1 },
      },
    });
    expect(sentinels?.startTimestamp).toBe(1795996800);
    expect([sentinels?.homeScore, sentinels?.awayScore]).toEqual([{ current: 2 }, {}]);
    expect(feedEventOf({})).toBeUndefined();
    expect(feedEventOf(null)).toBeUndefined();
  });
});
