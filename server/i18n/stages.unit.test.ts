import { afterEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from './labels.ts';
import { tournamentNamePt } from './stages.ts';

describe('tournamentNamePt', () => {
  const misses: string[] = [];
  onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
  afterEach(() => {
    misses.length = 0;
  });

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
