import { afterEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from './labels.ts';
import { competitionNamePt, roundNamePt, tableNamePt, tournamentNamePt } from './stages.ts';

const misses: string[] = [];
onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
afterEach(() => {
  misses.length = 0;
});

describe('tableNamePt', () => {
  it('reads a table named by its stage alone in pt-BR', () => {
    expect(tableNamePt('Group A')).toBe('Grupo A');
    expect(tableNamePt('Premier League Women')).toBe('Premier League Feminino');
    expect(tableNamePt('Brasileirão Série A')).toBe('Brasileirão Série A');
    expect(tableNamePt('Group 4')).toBe('Grupo 4');
    expect(tableNamePt('Pool C')).toBe('Grupo C');
    expect(tableNamePt('Regular Season')).toBe('Temporada regular');
    expect(tableNamePt('Africa Cup of Nations, Group B')).toBe('Africa Cup of Nations, Grupo B');
    expect(misses).toEqual([]);
  });

  it('keeps a proper name, even one ending in a letter or a year', () => {
    expect(tableNamePt('Brasileirão Série A 2025')).toBe('Brasileirão Série A 2025');
    expect(tableNamePt('Série A')).toBe('Série A');
    expect(tableNamePt('NBB')).toBe('NBB');
    expect(misses).toEqual([]);
  });

  it('counts a stage word it does not know, and shows it readable', () => {
    expect(tableNamePt('Conference round 2')).toBe('Conference round 2');
    expect(misses).toEqual(['stage:conference round']);
  });
});

describe('tournamentNamePt', () => {
  it('reads the feed’s stage suffixes in pt-BR and keeps the competition’s proper name', () => {
    expect(tournamentNamePt('Africa Cup of Nations, Group A')).toBe('Africa Cup of Nations, Grupo A');
    expect(tournamentNamePt('División de Honor Juvenil, Group 4')).toBe('División de Honor Juvenil, Grupo 4');
    expect(tournamentNamePt(' Trabzon 1. Amatör Ligi - Group 1')).toBe('Trabzon 1. Amatör Ligi - Grupo 1');
    expect(tournamentNamePt('CONMEBOL Libertadores, Knockout stage')).toBe(
      'CONMEBOL Libertadores, Mata-mata',
    );
    expect(tournamentNamePt('Copa do Brasil, Round of 16')).toBe('Copa do Brasil, Oitavas de final');
    expect(misses).toEqual([]);
  });

  it('leaves names without a stage as they are', () => {
    expect(tournamentNamePt('Brasileirão Série A')).toBe('Brasileirão Série A');
    expect(tournamentNamePt('Premier League')).toBe('Premier League');
    expect(misses).toEqual([]);
  });

  it('counts a stage it does not know and shows it readable', () => {
    expect(tournamentNamePt('Some Cup, Wildcard round')).toBe('Some Cup, Wildcard round');
    expect(tournamentNamePt('Taça Fortaleza, CE')).toBe('Taça Fortaleza, CE');
    expect(misses).toEqual(['stage:wildcard round']);
  });
});

describe('roundNamePt', () => {
  it('reads a cup’s stage as the real feed names it, and the second leg of a tie', () => {
    expect(roundNamePt({ name: 'Round of 16', cupRoundType: 8 })).toBe('Oitavas de final');
    expect(roundNamePt({ name: 'Quarterfinals', cupRoundType: 4 }, true)).toBe(
      'Quartas de final · Jogo de volta',
    );
    expect(roundNamePt({ name: 'Semifinals', cupRoundType: 2 })).toBe('Semifinal');
    expect(roundNamePt({ name: 'Final', cupRoundType: 1 })).toBe('Final');
    expect(roundNamePt({ name: 'Round of 32', cupRoundType: 16 })).toBe('16 avos de final');
    expect(roundNamePt({ name: '1st round' })).toBe('Primeira fase');
    expect(misses).toEqual([]);
  });

  it('falls back on cupRoundType without a name, reads a named league round, and is null without a stage', () => {
    expect(roundNamePt({ cupRoundType: 4 })).toBe('Quartas de final');
    expect(roundNamePt({ name: 'Round 32', cupRoundType: 1 })).toBe('Rodada 32');
    expect(roundNamePt({})).toBeNull();
    expect(roundNamePt({ cupRoundType: 3 })).toBeNull();
    expect(misses).toEqual([]);
  });

  it('counts a stage it does not know and shows it readable', () => {
    expect(roundNamePt({ name: 'Playoff round' })).toBe('Playoff round');
    expect(misses).toEqual(['stage:playoff round']);
  });
});

describe('competitionNamePt', () => {
  it('reads an age group in any name as Sub-nn, the rest of a proper name kept', () => {
    expect(competitionNamePt('U19 Division de Honor Juvenil 25/26')).toBe(
      'Sub-19 Division de Honor Juvenil 25/26',
    );
    expect(tournamentNamePt('Premier League 2 U21, Group A')).toBe('Premier League 2 Sub-21, Grupo A');
    expect(tableNamePt('U19 Division de Honor Juvenil, Group 4')).toBe(
      'Sub-19 Division de Honor Juvenil, Grupo 4',
    );
  });

  it('reads a competition named by what it is in pt-BR, with its season’s year', () => {
    expect(competitionNamePt('Club Friendly Games')).toBe('Amistosos de Clubes');
    expect(competitionNamePt('Club Friendly Games 2025')).toBe('Amistosos de Clubes 2025');
    expect(competitionNamePt('U23 Friendly Games 2025')).toBe('Amistosos Sub-23 2025');
    expect(competitionNamePt('ITF Men')).toBe('ITF Masculino');
    expect(tournamentNamePt('Club Friendly Games')).toBe('Amistosos de Clubes');
    expect(tournamentNamePt('International Friendly Games, Group B')).toBe(
      'Amistosos Internacionais, Grupo B',
    );
  });

  it('keeps a proper name, with or without a year', () => {
    for (const name of ['Brasileirão Série A', 'Premier League 25/26', 'Brasileirão Série A 2025', 'ATP'])
      expect(competitionNamePt(name)).toBe(name);
  });
});

describe('names the real feed writes with a side, a numbered season or a group after a space', () => {
  it('reads the side of a competition and a numbered season', () => {
    expect(competitionNamePt('A-League Women')).toBe('A-League Feminino');
    expect(competitionNamePt('A-League Men')).toBe('A-League Masculino');
    expect(competitionNamePt('A-League, Women 25/26')).toBe('A-League, Feminino 25/26');
    expect(competitionNamePt('Season 2')).toBe('Temporada 2');
    // Proper names stay as they are, a word that merely ends in "men" included.
    expect(competitionNamePt('Yemen League 2025')).toBe('Yemen League 2025');
    expect(competitionNamePt('Premier League 25/26')).toBe('Premier League 25/26');
  });

  it('reads a group joined by a space in a tournament or a table', () => {
    expect(tournamentNamePt('Second Division Group B')).toBe('Second Division Grupo B');
    expect(tableNamePt('Second Division Group B')).toBe('Second Division Grupo B');
    expect(tournamentNamePt('Liga Pool 3')).toBe('Liga Grupo 3');
    expect(tableNamePt('Group A')).toBe('Grupo A');
  });
});
