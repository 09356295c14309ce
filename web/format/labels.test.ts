import { describe, expect, it } from 'vitest';
import { sportName } from '../../server/i18n/labels.ts';
import { describeStatus } from './status.ts';

describe('describeStatus', () => {
  it.each([
    ['1st half', '1º tempo'],
    ['2nd half', '2º tempo'],
    ['Halftime', 'Intervalo'],
    ['Ended', 'Encerrado'],
    ['Not started', 'Não iniciado'],
    ['1st overtime', '1ª prorrogação'],
    ['2nd overtime', '2ª prorrogação'],
    ['3rd quarter', '3º quarto'],
    ['Postponed', 'Adiado'],
    ['Canceled', 'Cancelado'],
  ])('%s → %s', (english, portuguese) => {
    expect(describeStatus(english)).toBe(portuguese);
  });

  it('keeps unknown descriptions as they come', () => {
    // Golden set is named since the catalogue covers volleyball's statuses; the next one is made up.
    expect(describeStatus('Golden set')).toBe('Set de ouro');
    expect(describeStatus('Tea break on the moon')).toBe('Tea break on the moon');
    expect(describeStatus(undefined)).toBe('N/A');
  });
});

describe('sportName', () => {
  it('names the sports in Portuguese and leaves unknown slugs as they are', () => {
    expect(sportName('football')).toBe('Futebol');
    expect(sportName('ice-hockey')).toBe('Hóquei no Gelo');
    expect(sportName('table-tennis')).toBe('Tênis de Mesa');
    expect(sportName('esports')).toBe('Esportes Eletrônicos');
    expect(sportName('floorball')).toBe('Floorball');
    // Curling is among the feed's other sports now; an unknown slug still comes back as it is.
    expect(sportName('curling')).toBe('Curling');
    expect(sportName('underwater-chess')).toBe('underwater-chess');
  });
});
