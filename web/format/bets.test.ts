import { describe, expect, it } from 'vitest';
import {
  betStanding,
  combinedOdds,
  formatLegChance,
  formatOddsExactPt,
  formatOddsPt,
  legChance,
  liveStanding,
  oddsInputText,
  oddsInputToWire,
  possibleReturn,
  potentialReturn,
  type LegResultName,
  type LiveStanding,
} from './bets.ts';

describe('odds as typed and shown', () => {
  it('reads pt-BR and dotted odds into wire odds, refusing what the API refuses', () => {
    expect(oddsInputToWire('1,85')).toBe('1.85');
    expect(oddsInputToWire(' 2 ')).toBe('2.00');
    expect(oddsInputToWire('1,6154')).toBe('1.6154');
    expect(oddsInputToWire('1000')).toBe('1000.00');
    expect(oddsInputToWire('1,00')).toBeNull();
    expect(oddsInputToWire('0,5')).toBeNull();
    expect(oddsInputToWire('1000,01')).toBeNull();
    expect(oddsInputToWire('1,23456')).toBeNull();
    // A thousands dot where a comma holds the decimals, as the field's hint writes the highest odds.
    expect(oddsInputToWire('1.000,00')).toBe('1000.00');
    expect(oddsInputToWire('1.000,50')).toBeNull();
    expect(oddsInputToWire('1.000')).toBeNull();
    expect(oddsInputToWire('1.0000,5')).toBeNull();
    expect(oddsInputToWire('')).toBeNull();
  });

  it('shows wire odds with a comma and two decimals (SPEC §9), rounded half up', () => {
    expect(formatOddsPt('1.8500')).toBe('1,85');
    expect(formatOddsPt('2.3')).toBe('2,30');
    // Combined odds of a multiple keep four decimals on the wire; the screen shows two.
    expect(formatOddsPt('27.573')).toBe('27,57');
    expect(formatOddsPt('3.885')).toBe('3,89');
    expect(formatOddsPt('1.615')).toBe('1,62');
    expect(formatOddsPt('1.6149')).toBe('1,61');
    expect(formatOddsPt('1.9999')).toBe('2,00');
    // A multiple's combined odds may pass the 1000 a leg is held to.
    expect(formatOddsPt('3125.00')).toBe('3.125,00');
    expect(formatOddsPt('1234.5678')).toBe('1.234,57');
    expect(formatOddsPt(null)).toBe('N/A');
    expect(formatOddsPt('x')).toBe('N/A');
    expect(formatOddsPt('-2.00')).toBe('N/A');
    // The CSV keeps what was recorded.
    expect(formatOddsExactPt('27.573')).toBe('27,573');
    expect(formatOddsExactPt('1.8500')).toBe('1,85');
    expect(formatOddsExactPt('2.3')).toBe('2,30');
    expect(formatOddsExactPt('1.6154')).toBe('1,6154');
    expect(formatOddsExactPt('3125.00')).toBe('3125,00');
    expect(formatOddsExactPt(null)).toBe('N/A');
    expect(oddsInputText('2.50')).toBe('2,50');
    expect(oddsInputText(null)).toBe('');
  });
});

describe('returns', () => {
  it('multiplies the legs exactly and rounds the return down to the cent once', () => {
    expect(combinedOdds(['1.85', '2.10'])).toBe('3.885');
    expect(potentialReturn(1000n, ['1.85'])).toBe('18.50');
    // 0,33 × 1,5 = 0,495 → 0,49 (down, never up).
    expect(potentialReturn(33n, ['1.5'])).toBe('0.49');
    // Leg by leg rounding would give 10,00 × 1,333 = 13,33 then × 1,333 = 17,76; the exact product is 17,76889.
    expect(potentialReturn(1000n, ['1.333', '1.333'])).toBe('17.76');
    expect(potentialReturn(1000n, ['1.85', 'x'])).toBeNull();
    expect(combinedOdds([])).toBeNull();
  });
});

describe('an open acumulada with legs already graded', () => {
  const legs = (...results: Array<[string, LegResultName]>) =>
    results.map(([odds, result]) => ({ odds, result }));

  it('can still pay the graded legs at their factor and the open ones at their odds (docs/BETS.md)', () => {
    expect(possibleReturn('10.00', legs(['2.00', 'OPEN'], ['1.85', 'OPEN']))).toBe('37.00');
    expect(possibleReturn('10.00', legs(['2.00', 'WON'], ['1.85', 'OPEN']))).toBe('37.00');
    // A void leg counts at odds 1.
    expect(possibleReturn('10.00', legs(['2.00', 'VOID'], ['1.85', 'OPEN']))).toBe('18.50');
    // Half won: (2 + 1) / 2; half lost: 1/2.
    expect(possibleReturn('10.00', legs(['2.00', 'HALF_WON'], ['1.85', 'OPEN']))).toBe('27.75');
    expect(possibleReturn('10.00', legs(['2.00', 'HALF_LOST'], ['1.85', 'OPEN']))).toBe('9.25');
    expect(possibleReturn('10.00', legs(['2.00', 'LOST'], ['1.85', 'OPEN']))).toBe('0.00');
    // Rounded down once: 0,33 × 1,5 = 0,495.
    expect(possibleReturn('0.33', legs(['1.5', 'OPEN']))).toBe('0.49');
    expect(possibleReturn('10.00', legs(['x', 'OPEN']))).toBeNull();
  });

  it('is lost once a leg is lost, and otherwise stands as its worst leg, graded ones included', () => {
    // A graded leg has no live standing: its event is no longer followed.
    const leg = (result: LegResultName) => ({ result, standing: null });
    const open = (standing: LiveStanding | null) => ({ result: 'OPEN' as const, standing });
    expect(betStanding([leg('LOST'), open('winning')])).toBe('lost');
    expect(betStanding([leg('LOST'), open('level')])).toBe('lost');
    expect(betStanding([leg('WON'), open('winning')])).toBe('winning');
    expect(betStanding([leg('WON'), open('level')])).toBe('level');
    expect(betStanding([leg('WON'), open(null)])).toBeNull();
    expect(betStanding([leg('VOID'), open('winning')])).toBe('winning');
    expect(betStanding([leg('HALF_WON'), open('winning')])).toBe('winning');
    expect(betStanding([leg('HALF_LOST'), open('winning')])).toBe('losing');
    expect(betStanding([open('winning'), open('losing')])).toBe('losing');
    expect(betStanding([open(null)])).toBeNull();
  });
});

describe('a leg while the match is played', () => {
  const leg = (marketName: string, choice: string, line: string | null = null) => ({
    sport: 'football',
    marketName,
    choice,
    line,
  });

  it('stands as it would be graded if the match ended now', () => {
    expect(liveStanding(leg('Full time', '1'), 1, 0)).toBe('winning');
    expect(liveStanding(leg('Full time', '1'), 0, 0)).toBe('losing');
    expect(liveStanding(leg('Full time', 'X'), 0, 0)).toBe('winning');
    expect(liveStanding(leg('Double chance', 'X2'), 0, 1)).toBe('winning');
    expect(liveStanding(leg('Draw no bet', '2'), 1, 1)).toBe('level');
    expect(liveStanding(leg('Both teams to score', 'Yes'), 1, 0)).toBe('losing');
    expect(liveStanding(leg('Match goals', 'Over', '2.5'), 2, 1)).toBe('winning');
    expect(liveStanding(leg('Match goals', 'Under', '2.5'), 2, 1)).toBe('losing');
    expect(liveStanding(leg('Match goals', 'Over', '2'), 1, 1)).toBe('level');
    expect(liveStanding(leg('Corners', 'Over', '9.5'), 1, 1)).toBeNull();
  });

  it('has a chance from the feed’s win probability for the markets decided by the winner', () => {
    const chances = { homeWin: 50, draw: 30, awayWin: 20 };
    expect(legChance('Full time', '1', chances)).toBe(50);
    expect(legChance('Full time', 'X', chances)).toBe(30);
    expect(legChance('Double chance', '1X', chances)).toBe(80);
    expect(legChance('Draw no bet', '2', chances)).toBeCloseTo(28.571, 3);
    expect(legChance('Home/Away', '1', { homeWin: 64, awayWin: 36 })).toBe(64);
    expect(legChance('Match goals', 'Over', chances)).toBeNull();
    expect(legChance('Full time', 'Y', chances)).toBeNull();
    expect(formatLegChance(28.5714)).toBe('28,6%');
    expect(formatLegChance(null)).toBeNull();
  });
});
