import { describe, expect, it } from 'vitest';
import { marketsOnOffer, type FeedMarket } from './feed-reader.ts';

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
