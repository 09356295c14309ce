import { describe, expect, it } from 'vitest';
import { formatDecimalOdds } from './odds.ts';
import { formatChance, formatPercent, formatVotePercent } from './percent.ts';
import { formatLineupRating, formatTeamRating } from './rating.ts';
import { orNA } from './missing.ts';

describe('formatPercent', () => {
  it('shows 2 decimals with a comma', () => {
    expect(formatPercent('12.34')).toBe('12,34%');
    expect(formatPercent('12.345')).toBe('12,35%');
    expect(formatPercent('-3.1')).toBe('-3,10%');
    expect(formatPercent('1234.5')).toBe('1.234,50%');
  });

  it('shows zero as 0,00%', () => {
    expect(formatPercent('0')).toBe('0,00%');
    expect(formatPercent(0)).toBe('0,00%');
  });
});

describe('formatDecimalOdds', () => {
  it("writes the BFF's decimal odds (a/b + 1, 2 decimals) with a comma", () => {
    expect(formatDecimalOdds('3.50')).toBe('3,50');
    expect(formatDecimalOdds('1.01')).toBe('1,01');
    expect(formatDecimalOdds('101.00')).toBe('101,00');
  });

  it('answers N/A for a missing or unusable price', () => {
    expect(formatDecimalOdds(null)).toBe('N/A');
    expect(formatDecimalOdds('5/2')).toBe('N/A');
    expect(formatDecimalOdds('2.5')).toBe('N/A');
  });
});

describe('vote percentages', () => {
  // The share is the API's (VoteOption.percentage, balanced by the BFF); the web only writes it.
  it('writes the share with 1 decimal and a comma', () => {
    expect(formatVotePercent(33.3, 3)).toBe('33,3%');
    expect(formatVotePercent(66.7, 3)).toBe('66,7%');
    expect(formatVotePercent(100, 5)).toBe('100,0%');
    expect(formatVotePercent(50, 2)).toBe('50,0%');
  });

  it('is 0% when nobody voted', () => {
    expect(formatVotePercent(0, 0)).toBe('0%');
  });

  it('keeps its decimal when people voted, however small the share', () => {
    // "Sim 100,0%" beside "Não 0,0%", not "0%": SPEC's 0 is for a poll nobody voted in.
    expect(formatVotePercent(0, 5)).toBe('0,0%');
    expect(formatVotePercent(0, 3000)).toBe('0,0%');
    expect(formatVotePercent(0.1, 2000)).toBe('0,1%');
  });
});

describe('ratings', () => {
  it('uses 2 decimals in lineups and 1 in team statistics', () => {
    expect(formatLineupRating(7.456)).toBe('7,46');
    expect(formatLineupRating('6.8')).toBe('6,80');
    expect(formatTeamRating(6.94)).toBe('6,9');
    expect(formatTeamRating(null)).toBe('N/A');
  });
});

describe('orNA', () => {
  it('shows N/A for missing values only', () => {
    expect(orNA(null)).toBe('N/A');
    expect(orNA('')).toBe('N/A');
    expect(orNA(0)).toBe('0');
    expect(orNA(5000, (n) => `${n} lugares`)).toBe('5000 lugares');
  });
});

describe('formatChance', () => {
  it('always writes one decimal with a pt-BR comma, so chances side by side read alike', () => {
    expect([31, 43.5, 25.5, 0, 100, 18.44, 18.46].map(formatChance)).toEqual([
      '31,0%',
      '43,5%',
      '25,5%',
      '0,0%',
      '100,0%',
      '18,4%',
      '18,5%',
    ]);
  });
});
