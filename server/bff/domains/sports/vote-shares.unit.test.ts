import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voteShares } from './vote-shares.ts';

describe('voteShares', () => {
  it('adds up to 100.0 with 1 decimal, a few votes of many being 0.0 rather than nothing', () => {
    expect(voteShares([1, 1999], 2000)).toEqual([0.1, 99.9]);
    expect(voteShares([1, 2999], 3000)).toEqual([0, 100]);
    expect(voteShares([620, 380], 1000)).toEqual([62, 38]);
    expect(voteShares([1840, 2250, 5910], 10000)).toEqual([18.4, 22.5, 59.1]);
    expect(voteShares([5, 0], 5)).toEqual([100, 0]);
  });

  it('gives the tenths lost to rounding to the largest remainders, ties to the earlier option', () => {
    // 33.33… each: rounded alone, 99.9 in all.
    expect(voteShares([1, 1, 1], 3)).toEqual([33.4, 33.3, 33.3]);
    expect(voteShares([2, 1], 3)).toEqual([66.7, 33.3]);
    // 66.66… and 16.66… twice, equal remainders: the two tenths left go to the first two options. (Worked
    // out in floating point, the remainders differ in their last bits and the tie went elsewhere.)
    expect(voteShares([1, 4, 1], 6)).toEqual([16.7, 66.7, 16.6]);
    expect(voteShares([1, 1, 10], 12)).toEqual([8.4, 8.3, 83.3]);
  });

  it('sums to exactly 100.0 whenever the counts add up to the total, each share its own rounded down or up', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 4 }), (counts) => {
        const total = counts.reduce((sum, count) => sum + count, 0);
        fc.pre(total > 0);
        const tenths = voteShares(counts, total).map((share) => Math.round(share * 10));
        expect(tenths.reduce((sum, t) => sum + t, 0)).toBe(1000);
        for (const [i, t] of tenths.entries())
          expect(t - Math.floor((counts[i] * 1000) / total)).toBeOneOf([0, 1]);
      }),
    );
  });

  it('is all 0 when nobody voted', () => {
    expect(voteShares([0, 0], 0)).toEqual([0, 0]);
    expect(voteShares([0, 0, 0], 0)).toEqual([0, 0, 0]);
  });

  it('rounds each share on its own when the counts do not add up to the total', () => {
    expect(voteShares([1, 2], 4)).toEqual([25, 50]);
    expect(voteShares([1, 1, 1], 4)).toEqual([25, 25, 25]);
    expect(voteShares([1, 2], 3.5)).toEqual([28.6, 57.1]);
  });

  it('rounds each share on its own when a count is past what integer tenths can hold exactly', () => {
    expect(voteShares([1e13 + 1, 2e13 + 1, 1], 3e13 + 3)).toEqual([33.3, 66.7, 0]);
  });
});
