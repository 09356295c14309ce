/** Statistics of a match that grow evenly with playing time: per sport, key, name and final range. */

export const SCALED_STATS: Readonly<
  Record<string, ReadonlyArray<readonly [string, string, number, number]>>
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
  default: [
    ['shotsOnGoal', 'Shots on target', 8, 30],
    ['fouls', 'Fouls', 2, 14],
    ['timeouts', 'Timeouts', 0, 3],
  ],
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
