import { describe, expect, it } from 'vitest';
import { sportName } from '../../server/i18n/labels.ts';

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
