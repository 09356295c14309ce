import { describe, expect, it } from 'vitest';
import { slugify, stripAccents } from './slugify.ts';

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
