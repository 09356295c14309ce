import { describe, expect, it } from 'vitest';
import { decodeHeadToHead } from './h2h.ts';
import { SportsDecodeError } from './primitives.ts';

describe('decodeHeadToHead', () => {
  it('keeps both duels as the feed counts them', () => {
    expect(
      decodeHeadToHead({
        teamDuel: { homeWins: 4, awayWins: 2, draws: 3 },
        managerDuel: { homeWins: 1, awayWins: 0, draws: 1 },
      }),
    ).toEqual({
      teamDuel: { homeWins: 4, awayWins: 2, draws: 3 },
      managerDuel: { homeWins: 1, awayWins: 0, draws: 1 },
    });
  });

  it('reads the sentinel -1 and missing counts as 0, and a duel of no meeting as none', () => {
    expect(
      decodeHeadToHead({
        teamDuel: { homeWins: -1, awayWins: 2 },
        managerDuel: { homeWins: 0, awayWins: 0, draws: 0 },
      }),
    ).toEqual({ teamDuel: { homeWins: 0, awayWins: 2, draws: 0 }, managerDuel: null });
  });

  it('is null when the sides never met (empty object, null duels)', () => {
    expect(decodeHeadToHead({})).toBeNull();
    expect(decodeHeadToHead({ teamDuel: null, managerDuel: null })).toBeNull();
  });

  it('fails on a body that is not an object', () => {
    expect(() => decodeHeadToHead('maintenance')).toThrow(SportsDecodeError);
  });
});
