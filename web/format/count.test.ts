import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';
import { BETS_LABELS } from '../../server/i18n/screens/bets.ts';

describe('formatCount', () => {
  it('says none, one, or the number with thousands in pt-BR', () => {
    const words = BETS_LABELS.betsShown;
    expect(formatCount(0, words)).toBe(words.none);
    expect(formatCount(1, words)).toBe(words.one);
    expect(formatCount(3, words)).toBe(words.many('3'));
    expect(formatCount(1234, words)).toBe(words.many('1.234'));
  });
});
