import { afterEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from './labels.ts';
import { streakNamePt } from './streaks.ts';

afterEach(() => onLabelMiss(() => {}));

describe("a team's run in pt-BR", () => {
  it('names the runs the feed sends, whatever their capitals and spaces', () => {
    expect(streakNamePt('Wins')).toBe('Vitórias');
    expect(streakNamePt('No losses')).toBe('Sem perder');
    expect(streakNamePt(' without  Clean sheet ')).toBe('Sofrendo gols');
    expect(streakNamePt('Matches played')).toBe('Jogos disputados');
  });

  it('reads a run over or under a line with a decimal comma', () => {
    expect(streakNamePt('More than 2.5 goals')).toBe('Mais de 2,5 gols');
    expect(streakNamePt('Less than 4.5 cards')).toBe('Menos de 4,5 cartões');
  });

  it('answers null for a run it does not know, and reports it so that it is added', () => {
    const misses: string[] = [];
    onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
    expect(streakNamePt('Goals per match')).toBeNull();
    expect(misses).toEqual(['streak:Goals per match']);
  });
});
