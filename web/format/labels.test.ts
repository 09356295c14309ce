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
    expect(describeStatus('Golden set')).toBe('Golden set');
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
    expect(sportName('curling')).toBe('curling');
  });
});
