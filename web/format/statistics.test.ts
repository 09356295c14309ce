import { describe, expect, it } from 'vitest';
import { barWidths, formatMatchStatPair, formatMatchStatValue } from './match-statistics.ts';
import {
  formatTeamStatValue,
  groupTeamStatistics,
  TEAM_STAT_GROUPS,
  TEAM_STAT_SUMMARY_KEYS,
} from './team-statistics.ts';

// The keys of a real /statistics/overall answer (a superset of the simulated feed's): each needs a pt-BR
// label and a group.
const REAL_KEYS = [
  'goalsScored',
  'goalsConceded',
  'ownGoals',
  'assists',
  'shots',
  'penaltyGoals',
  'penaltiesTaken',
  'freeKickGoals',
  'freeKickShots',
  'goalsFromInsideTheBox',
  'goalsFromOutsideTheBox',
  'shotsFromInsideTheBox',
  'shotsFromOutsideTheBox',
  'headedGoals',
  'leftFootGoals',
  'rightFootGoals',
  'bigChances',
  'bigChancesCreated',
  'bigChancesMissed',
  'shotsOnTarget',
  'shotsOffTarget',
  'blockedScoringAttempt',
  'successfulDribbles',
  'dribbleAttempts',
  'corners',
  'hitWoodwork',
  'fastBreaks',
  'fastBreakGoals',
  'fastBreakShots',
  'averageBallPossession',
  'totalPasses',
  'accuratePasses',
  'accuratePassesPercentage',
  'totalOwnHalfPasses',
  'accurateOwnHalfPasses',
  'accurateOwnHalfPassesPercentage',
  'totalOppositionHalfPasses',
  'accurateOppositionHalfPasses',
  'accurateOppositionHalfPassesPercentage',
  'totalLongBalls',
  'accurateLongBalls',
  'accurateLongBallsPercentage',
  'totalCrosses',
  'accurateCrosses',
  'accurateCrossesPercentage',
  'cleanSheets',
  'tackles',
  'interceptions',
  'saves',
  'errorsLeadingToGoal',
  'errorsLeadingToShot',
  'penaltiesCommited',
  'penaltyGoalsConceded',
  'clearances',
  'clearancesOffLine',
  'lastManTackles',
  'totalDuels',
  'duelsWon',
  'duelsWonPercentage',
  'totalGroundDuels',
  'groundDuelsWon',
  'groundDuelsWonPercentage',
  'totalAerialDuels',
  'aerialDuelsWon',
  'aerialDuelsWonPercentage',
  'possessionLost',
  'offsides',
  'fouls',
  'yellowCards',
  'yellowRedCards',
  'redCards',
  'avgRating',
  'accurateFinalThirdPassesAgainst',
  'accurateOppositionHalfPassesAgainst',
  'accurateOwnHalfPassesAgainst',
  'accuratePassesAgainst',
  'bigChancesAgainst',
  'bigChancesCreatedAgainst',
  'bigChancesMissedAgainst',
  'clearancesAgainst',
  'cornersAgainst',
  'crossesSuccessfulAgainst',
  'crossesTotalAgainst',
  'dribbleAttemptsTotalAgainst',
  'dribbleAttemptsWonAgainst',
  'errorsLeadingToGoalAgainst',
  'errorsLeadingToShotAgainst',
  'hitWoodworkAgainst',
  'interceptionsAgainst',
  'keyPassesAgainst',
  'longBallsSuccessfulAgainst',
  'longBallsTotalAgainst',
  'offsidesAgainst',
  'redCardsAgainst',
  'shotsAgainst',
  'shotsBlockedAgainst',
  'shotsFromInsideTheBoxAgainst',
  'shotsFromOutsideTheBoxAgainst',
  'shotsOffTargetAgainst',
  'shotsOnTargetAgainst',
  'blockedScoringAttemptAgainst',
  'tacklesAgainst',
  'totalFinalThirdPassesAgainst',
  'oppositionHalfPassesTotalAgainst',
  'ownHalfPassesTotalAgainst',
  'totalPassesAgainst',
  'yellowCardsAgainst',
  'throwIns',
  'goalKicks',
  'ballRecovery',
  'freeKicks',
  'matches',
  'awardedMatches',
];

describe('team season statistics', () => {
  it('puts the keys in the groups of SPEC §9, unknown ones under Outros', () => {
    const groups = groupTeamStatistics(['fouls', 'expectedGoals', 'goalsScored', 'tackles', 'matches']);
    expect(groups).toEqual([
      { title: 'Gols & Finalização', keys: ['goalsScored'] },
      { title: 'Defesa', keys: ['tackles'] },
      { title: 'Disputa & Faltas', keys: ['fouls'] },
      { title: 'Outros', keys: ['expectedGoals'] },
    ]);
  });

  it('has a label and a single group for every key of a real answer', () => {
    const keys = REAL_KEYS;
    const grouped = groupTeamStatistics(keys);
    expect(grouped.map((g) => g.title)).not.toContain('Outros');
    const shown = grouped.flatMap((g) => g.keys);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown, ...TEAM_STAT_SUMMARY_KEYS].sort()).toEqual([...keys].sort());
    const all = TEAM_STAT_GROUPS.flatMap((g) => g.keys);
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows percentages with 1 decimal and counts in pt-BR digits', () => {
    expect(formatTeamStatValue('accuratePassesPercentage', 83.456)).toBe('83,5%');
    expect(formatTeamStatValue('averageBallPossession', 55)).toBe('55,0%');
    expect(formatTeamStatValue('totalPasses', 12345)).toBe('12.345');
    expect(formatTeamStatValue('goalsScored', 0)).toBe('0');
    expect(formatTeamStatValue('goalsScored', null)).toBe('N/A');
  });
});

describe('match statistics', () => {
  it('writes decimals with a comma and leaves ratios alone', () => {
    expect(formatMatchStatValue('1.35')).toBe('1,35');
    expect(formatMatchStatValue('9/12 (75%)')).toBe('9/12 (75%)');
    expect(formatMatchStatValue('58%')).toBe('58%');
    expect(formatMatchStatValue(null)).toBe('N/A');
  });

  it('writes both sides of a statistic with as many decimals, xG with 2', () => {
    expect(formatMatchStatPair('2.8', '1.03', 'expectedGoals')).toEqual(['2,80', '1,03']);
    expect(formatMatchStatPair('2', '0.5', 'expectedGoals')).toEqual(['2,00', '0,50']);
    expect(formatMatchStatPair('1.234', '0.8', 'expectedGoals')).toEqual(['1,23', '0,80']);
    expect(formatMatchStatPair('2.8', null, 'expectedGoals')).toEqual(['2,80', 'N/A']);
    // Any other pair of plain numbers takes the longer side's decimals; counts and fractions stay.
    expect(formatMatchStatPair('1.5', '12', 'other')).toEqual(['1,5', '12,0']);
    expect(formatMatchStatPair('7', '3', 'totalShotsOnGoal')).toEqual(['7', '3']);
    expect(formatMatchStatPair('58%', '42%', 'ballPossession')).toEqual(['58%', '42%']);
    expect(formatMatchStatPair('9/12 (75%)', '3', null)).toEqual(['9/12 (75%)', '3']);
  });

  it('splits a comparison bar by the home share, empty when neither side has a value', () => {
    expect(barWidths(0.58)).toEqual({ home: 58, away: 42 });
    expect(barWidths(1)).toEqual({ home: 100, away: 0 });
    expect(barWidths(null)).toEqual({ home: 0, away: 0 });
  });
});
