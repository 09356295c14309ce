import { describe, expect, it } from 'vitest';
import { FeaturedMarketRole, GoalMouthLocation } from './feed-enums.ts';

describe('feed codes read as enums', () => {
  it("reads every goal-mouth location of SofaScore's shot maps, and a new one as OTHER", () => {
    // The locations of the shot map sampled from the real feed (../shared/sofascore-samples/shotmap.json).
    const sampled = [
      'low-centre',
      'low-left',
      'high-left',
      'high',
      'right',
      'low-right',
      'left',
      'high-right',
    ];
    expect(sampled.map((code) => GoalMouthLocation.read(code))).toEqual([
      'LOW_CENTRE',
      'LOW_LEFT',
      'HIGH_LEFT',
      'HIGH',
      'RIGHT',
      'LOW_RIGHT',
      'LEFT',
      'HIGH_RIGHT',
    ]);
    expect(GoalMouthLocation.read('close-right')).toBe('CLOSE_RIGHT');
    expect(GoalMouthLocation.read('far-away')).toBe('OTHER');
    expect(GoalMouthLocation.read(null)).toBeNull();
  });

  it('reads the roles of featured odds the feed keys them by', () => {
    expect(['default', 'fullTime', 'live'].map((key) => FeaturedMarketRole.read(key))).toEqual([
      'DEFAULT',
      'FULL_TIME',
      'OTHER',
    ]);
  });
});
