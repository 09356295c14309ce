import { describe, expect, it } from 'vitest';
import {
  formatAggregate,
  formatGamePoint,
  formatHalfTime,
  formatInnings,
  formatOversBowled,
  formatRunsWickets,
  formatScoreLine,
  formatShootout,
} from './score.ts';

describe('scores as fans read them', () => {
  it('writes the score of play with the shoot-out apart', () => {
    expect(formatScoreLine(1, 1)).toBe('1 × 1');
    expect(formatShootout(5, 4)).toBe('(5–4 nos pênaltis)');
    expect(formatShootout(null, null)).toBeNull();
    expect(formatScoreLine(null, 0)).toBeNull();
  });

  it('writes the aggregate of a two-legged tie', () => {
    expect(formatAggregate(3, 2)).toBe('Agregado: 3 × 2');
    expect(formatAggregate(null, 2)).toBeNull();
  });

  it('writes the score at the break once a second period has begun, where both sides have a first', () => {
    const periods = (...scores: number[]) => scores.map((score, i) => ({ number: i + 1, score }));
    expect(formatHalfTime(periods(2, 0), periods(1, 1))).toBe('Intervalo: 2 × 1');
    expect(formatHalfTime(periods(0), periods(1, 0))).toBe('Intervalo: 0 × 1');
    expect(formatHalfTime(periods(2), periods(1))).toBeNull();
    expect(formatHalfTime([], periods(1, 0))).toBeNull();
  });

  it('writes cricket innings as runs/wickets and overs with the pt-BR comma', () => {
    expect(formatInnings({ runs: 245, wickets: 6, overs: 50 })).toBe('245/6 (50 overs)');
    expect(formatInnings({ runs: 87, wickets: 2, overs: 12.4 })).toBe('87/2 (12,4 overs)');
    expect(formatInnings({ runs: 12, wickets: null, overs: null })).toBe('12');
    expect(formatRunsWickets({ runs: 193, wickets: 4, overs: 20 })).toBe('193/4');
    expect(formatOversBowled(19.4)).toBe('19,4 overs');
    expect(formatOversBowled(null)).toBeNull();
  });

  it('keeps cricket’s "over", singular from 1 to under 2 as Portuguese counts', () => {
    expect(formatOversBowled(1)).toBe('1 over');
    expect(formatOversBowled(1.4)).toBe('1,4 over');
    expect(formatOversBowled(0)).toBe('0 overs');
    expect(formatOversBowled(0.3)).toBe('0,3 overs');
    expect(formatOversBowled(2)).toBe('2 overs');
    expect(formatInnings({ runs: 9, wickets: 0, overs: 1.2 })).toBe('9/0 (1,2 over)');
  });

  it('writes the tennis game point, advantage in pt-BR', () => {
    expect(formatGamePoint('40')).toBe('40');
    expect(formatGamePoint('A')).toBe('Vant.');
    expect(formatGamePoint(null)).toBeNull();
  });
});
