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
    expect(describeStatus({ description: english })).toBe(portuguese);
  });

  it('reads an unknown description by the status type, never in English', () => {
    // Golden set is named since the catalogue covers volleyball's statuses; the next one is made up.
    expect(describeStatus({ description: 'Golden set' })).toBe('Set de ouro');
    expect(describeStatus({ description: 'Tea break on the moon', type: 'INPROGRESS' })).toBe('Em andamento');
    expect(describeStatus({ description: 'Bottom 9th', type: 'INPROGRESS' })).toBe(
      'Parte baixa da 9ª entrada',
    );
    expect(describeStatus({ description: 'AOT', type: 'FINISHED' })).toBe('Após prorrogação');
    expect(describeStatus({ description: 'Tea break on the moon' })).toBe('Outra situação');
    expect(describeStatus(undefined)).toBe('N/A');
    expect(describeStatus({ description: null, type: null })).toBe('N/A');
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
