import { describe, expect, it } from 'vitest';
import { statusTypeOf } from './event.ts';
import { positionLabelPt, SPORT_NAMES_PT, sportNamePt, statusDescriptionPt } from './names.ts';

describe('pt-BR names', () => {
  it('names the 17 sports of the site and keeps unknown slugs as they are', () => {
    expect(SPORT_NAMES_PT).toHaveLength(17);
    expect(sportNamePt('table-tennis')).toBe('Tênis de Mesa');
    expect(sportNamePt('esports')).toBe('Esportes Eletrônicos');
    expect(sportNamePt('aussie-rules')).toBe('aussie-rules');
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
    ['3rd quarter', '3º quarto'],
    ['5th set', '5º set'],
    ['9th inning', '9ª entrada'],
    ['Something new', 'Something new'],
  ])('%s → %s', (description, pt) => {
    expect(statusDescriptionPt(description)).toBe(pt);
  });

  it('labels positions and maps status types, unknown ones to OTHER', () => {
    expect(['G', 'D', 'M', 'F', 'C'].map(positionLabelPt)).toEqual([
      'Goleiro',
      'Defensor',
      'Meio-campista',
      'Atacante',
      'C',
    ]);
    expect(statusTypeOf('inprogress')).toBe('INPROGRESS');
    expect(statusTypeOf('cancelled')).toBe('CANCELED');
    expect(statusTypeOf('willcontinue')).toBe('OTHER');
  });
});
