import { describe, expect, it } from 'vitest';
import { shootoutHomeChance, type ShootoutKick } from './shootout.ts';

/** Kicks in the order taken, home first: "1" scored, "0" missed, alternating sides. */
const kicks = (taken: string): ShootoutKick[] =>
  [...taken].map((mark, i) => ({
    t: i,
    side: i % 2 === 0 ? 0 : 1,
    playerId: undefined,
    scored: mark === '1',
  }));

describe('shootoutHomeChance', () => {
  it('is even before the first kick and moves with every kick', () => {
    expect(shootoutHomeChance([])).toBeCloseTo(0.5, 10);
    const afterScore = shootoutHomeChance(kicks('1'));
    const afterMiss = shootoutHomeChance(kicks('0'));
    expect(afterScore).toBeGreaterThan(0.5);
    expect(afterMiss).toBeLessThan(0.5);
    // The away side answering a scored kick brings it back to even.
    expect(shootoutHomeChance(kicks('11'))).toBeCloseTo(0.5, 10);
  });

  it('is certain once the other side cannot catch up', () => {
    // 4–2 after four rounds: the away side has one kick left.
    expect(shootoutHomeChance(kicks('11111010'))).toBe(1);
    expect(shootoutHomeChance(kicks('01010111'))).toBe(0);
  });

  it('follows sudden death: the side kicking second must answer', () => {
    const p = 0.76;
    // Level after five each; home scores the sixth: away must score to go on.
    expect(shootoutHomeChance(kicks('1111111111' + '1'), p)).toBeCloseTo(1 - p + p * 0.5, 10);
    // Home misses the sixth: away wins by scoring, else it goes on even.
    expect(shootoutHomeChance(kicks('1111111111' + '0'), p)).toBeCloseTo((1 - p) * 0.5, 10);
    expect(shootoutHomeChance(kicks('1111111111' + '10'), p)).toBe(1);
  });

  it('agrees with the odds of a symmetric game for any p', () => {
    for (const p of [0.5, 0.76, 0.9]) expect(shootoutHomeChance([], p)).toBeCloseTo(0.5, 10);
  });
});
