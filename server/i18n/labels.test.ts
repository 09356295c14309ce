import { describe, expect, it } from 'vitest';
import { onLabelMiss, sportName, statusDescription } from './labels.ts';
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
    ['AOT', 'Após prorrogação'],
    ['AET', 'Após prorrogação'],
    ['AP', 'Após pênaltis'],
    ['Top 9th', 'Parte alta da 9ª entrada'],
    ['Bottom 9th', 'Parte baixa da 9ª entrada'],
    ['Middle 3rd', 'Meio da 3ª entrada'],
    ['End 1st', 'Fim da 1ª entrada'],
    ['Bottom of the 10th', 'Parte baixa da 10ª entrada'],
  ])('%s → %s', (description, pt) => {
    expect(statusDescription({ description })).toBe(pt);
  });

  it('never shows the feed’s English: an unread description goes by its code, then its type', () => {
    const misses: string[] = [];
    onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
    try {
      // The stable codes, whatever the sport words them as.
      expect(statusDescription({ description: 'After OT', code: 110, type: 'finished' })).toBe(
        'Após prorrogação',
      );
      expect(statusDescription({ description: 'Rained out', code: 60, type: 'postponed' })).toBe('Adiado');
      expect(statusDescription({ description: 'Halftime break', code: 31, type: 'inprogress' })).toBe(
        'Intervalo',
      );
      expect(statusDescription({ description: 'Abandoned (crowd)', code: 90, type: 'canceled' })).toBe(
        'Abandonado',
      );
      // A period's code varies per sport (13 is a quarter or a period): its type reads it.
      expect(statusDescription({ description: '7th stretch', code: 13, type: 'inprogress' })).toBe(
        'Em andamento',
      );
      expect(statusDescription({ description: 'Something new', type: 'finished' })).toBe('Encerrado');
      expect(statusDescription({ description: '2nd toString', type: 'notstarted' })).toBe('Não iniciado');
      expect(statusDescription({ description: 'Something new', type: 'weird' })).toBe('Outra situação');
      expect(statusDescription({ code: 100 })).toBe('Encerrado');
      expect(statusDescription({})).toBe('Outra situação');
      // Each unread description is counted, so it is seen and added to the catalogue.
      expect(misses).toEqual([
        'status:After OT',
        'status:Rained out',
        'status:Halftime break',
        'status:Abandoned (crowd)',
        'status:7th stretch',
        'status:Something new',
        'status:2nd toString',
        'status:Something new',
      ]);
    } finally {
      onLabelMiss(() => {});
    }
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
