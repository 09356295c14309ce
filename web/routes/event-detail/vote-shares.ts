import { votePercent } from '../../format/percent.ts';

/**
 * Each option's share of a poll in percent with 1 decimal, the shares adding up to 100,0 (largest
 * remainders): rounded one by one, 1 vote of 2 000 would read "0,1%" beside "100,0%". All 0 when nobody
 * voted; rounded one by one when the counts do not add up to the total the feed gives.
 */
export function voteShares(counts: readonly number[], total: number): number[] {
  const valid = counts.every((count) => Number.isInteger(count) && count >= 0);
  if (!(total > 0) || !valid || counts.reduce((sum, count) => sum + count, 0) !== total)
    return counts.map((count) => votePercent(count, total));
  // In tenths of a percent: the whole part of each, then the tenths left over to the largest remainders.
  const exact = counts.map((count) => (count * 1000) / total);
  const tenths = exact.map(Math.floor);
  const left = 1000 - tenths.reduce((sum, t) => sum + t, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - tenths[i] }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; k < left; k++) tenths[byRemainder[k].i]++;
  return tenths.map((t) => t / 10);
}
