import { describe, expect, it } from 'vitest';
import { sportName, statusDescription } from './labels.ts';
import { SPORT_NAMES } from './pt-BR.ts';

describe('pt-BR labels of the feed codes', () => {
  it('names the 17 sports of the site and keeps unknown slugs as they are', () => {
    expect(Object.keys(SPORT_NAMES)).toHaveLength(17);
    expect(sportName('table-tennis')).toBe('Tênis de Mesa');
    expect(sportName('esports')).toBe('Esportes Eletrônicos');
    expect(sportName('aussie-rules')).toBe('Futebol Australiano');
    // A slug that happens to name an Object property is still an unknown slug.
    expect(sportName('constructor')).toBe('constructor');
  });

  it.each([
    ['1st half', '1º tempo'],
    ['2nd half', '2º tempo'],
    ['Halftime', 'Intervalo'],
    ['Not started', 'Não iniciado'],
    ['Ended', 'Encerrado'],
    ['Postponed', 'Adiado'],
    ['Canceled', 'Cancelado'],
    ['1st overtime', '1ª prorrogação'],
    ['2nd overtime', '2ª prorrogação'],
    ['1st extra', '1ª prorrogação'],
    ['3rd quarter', '3º quarto'],
    ['5th set', '5º set'],
    ['9th inning', '9ª entrada'],
    ['Something new', 'Something new'],
    ['2nd toString', '2nd toString'],
  ])('%s → %s', (description, pt) => {
    expect(statusDescription(description)).toBe(pt);
  });
});

describe('lookupLabel', () => {
  it('answers the table entry, else a readable form, and reports the miss with its kind', async () => {
    const { lookupLabel, onLabelMiss, readableKey } = await import('./labels.ts');
    const misses: string[] = [];
    onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
    try {
      expect(lookupLabel('choice', { X: 'Empate' }, 'X')).toBe('Empate');
      expect(lookupLabel('choice', { X: 'Empate' }, 'NO_GOAL')).toBe('No goal');
      expect(lookupLabel('statistic', {}, 'expectedGoals')).toBe('Expected goals');
      expect(lookupLabel('sport', {}, 'toString')).toBe('To string');
      expect(misses).toEqual(['choice:NO_GOAL', 'statistic:expectedGoals', 'sport:toString']);
      expect(readableKey('aussie-rules')).toBe('Aussie rules');
      expect(readableKey('')).toBe('');
    } finally {
      onLabelMiss(() => {});
    }
  });
});
