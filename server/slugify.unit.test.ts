import { describe, expect, it } from 'vitest';
import { isSlug, isSportSlug, slugify, stripAccents } from './slugify.ts';

describe('stripAccents', () => {
  it('drops pt-BR accents and the cedilla and keeps everything else', () => {
    expect(stripAccents('São Paulo, Ação, Grêmio, Avaí, Açaí — 1º')).toBe(
      'Sao Paulo, Acao, Gremio, Avai, Acai — 1º',
    );
  });
});

describe('slugify', () => {
  it('strips accents and punctuation', () => {
    expect(slugify('Análise Tática')).toBe('analise-tatica');
    expect(slugify('  Jogo Responsável!  ')).toBe('jogo-responsavel');
  });

  it('joins words with single dashes and leaves none at the ends', () => {
    expect(slugify('--Atlético  Mineiro / Galo--')).toBe('atletico-mineiro-galo');
    expect(slugify('Bet da Sorte')).toBe('bet-da-sorte');
  });

  it('keeps digits and gives an empty slug for text without letters or digits', () => {
    expect(slugify('Série A 2026')).toBe('serie-a-2026');
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('isSlug and isSportSlug', () => {
  it("take what slugify gives and the feed's sport names", () => {
    for (const slug of ['football', 'ice-hockey', 'american-football', 'serie-a-2026', 'x'])
      expect(isSportSlug(slug), slug).toBe(true);
    expect(isSlug(slugify('Análise Tática'), 20)).toBe(true);
  });

  it('refuse empty, upper-case, accented, spaced and badly dashed text, and any over the length', () => {
    for (const text of [
      '',
      'Football',
      'futebol-sâo',
      'ice hockey',
      '-football',
      'football-',
      'ice--hockey',
      '../x',
    ])
      expect(isSportSlug(text), text).toBe(false);
    expect(isSportSlug('a'.repeat(40))).toBe(true);
    expect(isSportSlug('a'.repeat(41))).toBe(false);
    expect(isSlug('analise-tatica', 13)).toBe(false);
  });
});
