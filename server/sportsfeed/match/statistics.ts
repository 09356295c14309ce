/**
 * How a statistic behaves over the match: a count grows evenly with playing time (the default); an
 * average (drawn in hundredths) or a percentage is a rate of the whole match, shown as drawn from the
 * first instant.
 */
export type StatKind = 'count' | 'average' | 'percent';

/**
 * Statistics of a match, per sport, as the feed names them for that sport: key, name, final range and
 * kind (a count when omitted). A sport not listed uses `default`, which suits the goal sports.
 */
export const SCALED_STATS: Readonly<
  Record<string, ReadonlyArray<readonly [string, string, number, number, StatKind?]>>
> = {
  football: [
    ['passes', 'Passes', 320, 620],
    ['fouls', 'Fouls', 7, 18],
    ['cornerKicks', 'Corner kicks', 1, 10],
    ['offsides', 'Offsides', 0, 5],
    ['totalTackle', 'Tackles', 10, 24],
    ['interceptionWon', 'Interceptions', 5, 15],
    ['freeKicks', 'Free kicks', 7, 18],
    ['throwIns', 'Throw-ins', 12, 28],
    ['goalKicks', 'Goal kicks', 4, 12],
    ['duelWonPercent', 'Duels', 0, 0],
  ],
  basketball: [
    ['freeThrowsScored', 'Free throws', 8, 24],
    ['twoPointersScored', '2 pointers', 18, 34],
    ['threePointersScored', '3 pointers', 7, 18],
    ['rebounds', 'Rebounds', 34, 56],
    ['assists', 'Assists', 16, 32],
    ['turnovers', 'Turnovers', 8, 18],
    ['steals', 'Steals', 3, 12],
    ['blocks', 'Blocks', 2, 9],
  ],
  tennis: [
    ['aces', 'Aces', 1, 16],
    ['doubleFaults', 'Double faults', 0, 6],
    ['breakPointsSaved', 'Break points saved', 0, 8],
    ['totalPointsWon', 'Total points won', 50, 110],
  ],
  volleyball: [
    ['aces', 'Aces', 2, 10],
    ['serviceErrors', 'Service errors', 8, 20],
    ['blockPoints', 'Block points', 5, 15],
  ],
  badminton: [['serviceErrors', 'Service errors', 0, 6]],
  'table-tennis': [['serviceErrors', 'Service errors', 0, 6]],
  darts: [
    ['oneEighties', '180s', 0, 8],
    ['averageThreeDarts', 'Average (3 darts)', 8200, 10400, 'average'],
    ['checkoutsPercentage', 'Checkout percentage', 25, 55, 'percent'],
  ],
  esports: [
    ['kills', 'Kills', 6, 30],
    ['towersDestroyed', 'Towers destroyed', 2, 11],
    ['dragons', 'Dragons', 0, 5],
    ['barons', 'Barons', 0, 2],
  ],
  // Made from the runs the score gained (RUN_SHARES below).
  cricket: [
    ['fours', 'Fours', 0, 0],
    ['sixes', 'Sixes', 0, 0],
    ['extras', 'Extras', 0, 0],
  ],
  baseball: [
    ['homeRuns', 'Home runs', 0, 0],
    ['strikeOuts', 'Strikeouts', 4, 14],
    ['baseOnBalls', 'Walks', 1, 7],
    ['errors', 'Errors', 0, 3],
  ],
  // Shots on goal are drawn beyond the goals, which are added to them (never fewer shots than goals).
  'ice-hockey': [
    ['shotsOnGoal', 'Shots on goal', 18, 36],
    ['penaltyMinutes', 'Penalty minutes', 2, 16],
    ['powerPlays', 'Power plays', 1, 6],
    ['faceOffsWon', 'Faceoffs won', 18, 38],
    ['hits', 'Hits', 12, 34],
  ],
  handball: [
    ['shotsOnGoal', 'Shots on goal', 6, 18],
    ['sevenMeterGoals', '7m goals', 1, 6],
    ['fastBreakGoals', 'Fast break goals', 1, 7],
    ['suspensions', 'Suspensions', 1, 6],
    ['technicalFaults', 'Technical faults', 6, 14],
  ],
  futsal: [
    ['shotsOnGoal', 'Shots on target', 6, 18],
    ['fouls', 'Fouls', 2, 6],
    ['cornerKicks', 'Corner kicks', 1, 8],
    ['timeouts', 'Timeouts', 0, 1],
  ],
  default: [
    ['shotsOnGoal', 'Shots on target', 8, 30],
    ['fouls', 'Fouls', 2, 14],
    ['timeouts', 'Timeouts', 0, 3],
  ],
};

/**
 * Statistics that follow the result: the side that wins the match has the better of each (more kills and
 * towers in esports, the higher average and checkout rate in darts), as in every real match of those sports.
 */
export const WINNER_LEANING: Readonly<Record<string, readonly string[]>> = {
  esports: ['kills', 'towersDestroyed', 'barons'],
  darts: ['averageThreeDarts', 'checkoutsPercentage'],
};

/**
 * Statistics made of a run sport's score rather than drawn: per sport, each key's share of the runs and
 * the runs one of it is worth (a four is worth four), so together they never exceed the runs scored.
 */
export const RUN_SHARES: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
  cricket: { fours: [0.33, 4], sixes: [0.11, 6], extras: [1 / 16, 1] },
  baseball: { homeRuns: [0.3, 1] },
};

/**
 * How the feed groups a sport's statistics (SofaScore's group names), by key of SCALED_STATS; a key no
 * group names goes to "Match overview", as does every statistic of a sport not listed.
 */
export const STAT_GROUPS: Readonly<Record<string, ReadonlyArray<readonly [string, readonly string[]]>>> = {
  basketball: [
    ['Scoring', ['freeThrowsScored', 'twoPointersScored', 'threePointersScored']],
    ['Other', ['rebounds', 'assists', 'turnovers', 'steals', 'blocks']],
  ],
  tennis: [
    ['Service', ['aces', 'doubleFaults', 'breakPointsSaved']],
    ['Points', ['totalPointsWon']],
  ],
  cricket: [['Batting', ['fours', 'sixes', 'extras']]],
  'ice-hockey': [
    ['Penalties', ['penaltyMinutes', 'powerPlays']],
    ['Other', ['faceOffsWon', 'hits']],
  ],
  handball: [['Attack', ['sevenMeterGoals', 'fastBreakGoals', 'technicalFaults']]],
};

/** The feed's code of a numbered period in the statistics: quarters in basketball, else 1ST, 2ND, 3RD… */
export function statisticsPeriodCode(sportSlug: string, index: number): string {
  if (sportSlug === 'basketball') return `${index + 1}Q`;
  const n = index + 1;
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'ST'
      : n % 10 === 2 && n !== 12
        ? 'ND'
        : n % 10 === 3 && n !== 13
          ? 'RD'
          : 'TH';
  return `${n}${suffix}`;
}
