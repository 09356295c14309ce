/**
 * Each option's share of a poll in percent with 1 decimal, the shares adding up to exactly 100.0 by the
 * largest-remainder method (ties to the earlier option): rounded one by one, 1 vote of 2 000 would read 0.1
 * beside 100.0, and three equal thirds 99.9 in all. All 0 when nobody voted. When the counts do not add up to
 * the total (not a poll the decoder made), there is nothing to balance: each is rounded on its own.
 */
export function voteShares(counts: readonly number[], total: number): number[] {
  // Tenths of a percent are worked out in integers below: counts whose thousandfold is no safe integer
  // (far past any poll's, and past GraphQL's Int) are rounded one by one instead.
  const valid = counts.every(
    (count) => Number.isSafeInteger(count * 1000) && Number.isInteger(count) && count >= 0,
  );
  if (!(total > 0) || !valid || counts.reduce((sum, count) => sum + count, 0) !== total)
    return counts.map((count) => ownShare(count, total));
  // In tenths of a percent, in integers so that equal remainders tie exactly: the whole tenths of each, then
  // the tenths left over, one each, to the largest remainders.
  const remainders = counts.map((count) => (count * 1000) % total);
  const tenths = counts.map((count, i) => (count * 1000 - remainders[i]) / total);
  const left = 1000 - tenths.reduce((sum, t) => sum + t, 0);
  const byRemainder = counts.map((_, i) => i).sort((a, b) => remainders[b] - remainders[a] || a - b);
  for (const i of byRemainder.slice(0, left)) tenths[i]++;
  return tenths.map((t) => t / 10);
}

/** One option's share rounded on its own, 1 decimal; 0 when nobody voted or the count is unusable. */
function ownShare(count: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(count)) return 0;
  return Math.round((count / total) * 1000) / 10;
}
