/**
 * The 17 sports of the feed and how a match of each unfolds. Durations are wall-clock minutes of the
 * simulation (clock stoppages are folded in), status codes and descriptions follow SofaScore's.
 */

export type ScoringModel = 'goals' | 'points' | 'sets';

export interface PeriodStatus {
  code: number;
  description: string;
}

export interface SportDef {
  id: number;
  slug: string;
  name: string;
  model: ScoringModel;
  /** Regular periods (goals/points) or the most sets that can be played (sets). */
  periods: number;
  /** Sets needed to win (sets model). */
  setsToWin: number;
  /** Wall minutes of a period (goals/points) or [min, max] of a set (sets). */
  periodMinutes: number;
  setMinutes: readonly [number, number];
  /** Minutes on the game clock per period, for incident times. */
  clockMinutes: number;
  /** Length of each break after period i (index i); 0 means none. */
  breaks: readonly number[];
  /** Mean score per team per period (goals, points) or games/points needed to take a set (sets). */
  scoreMean: number;
  /** Draws stand at full time (otherwise the simulator breaks the tie in the last period). */
  draws: boolean;
  /** Cricket-like: only team i scores in period i. */
  alternating: boolean;
  /** Lineups and squads are covered. */
  lineups: boolean;
  /** Players on the field per side and squad composition by position letter. */
  onField: number;
  squad: Readonly<Record<string, number>>;
  /** Score events are listed one by one as incidents (low-scoring sports). */
  scoreIncidents: boolean;
  status(periodIndex: number): PeriodStatus;
  breakStatus(afterPeriodIndex: number): PeriodStatus;
}

const ORD = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];
const HALFTIME = { code: 31, description: 'Halftime' };
const PAUSE = { code: 30, description: 'Pause' };

const halves = (i: number): PeriodStatus => ({ code: 6 + i, description: `${ORD[i]} half` });
const quarters = (i: number): PeriodStatus => ({ code: 13 + i, description: `${ORD[i]} quarter` });
const thirds = (i: number): PeriodStatus => ({ code: 13 + i, description: `${ORD[i]} period` });
const sets = (i: number): PeriodStatus => ({ code: 8 + i, description: `${ORD[i]} set` });
const innings = (i: number): PeriodStatus => ({ code: 401 + i, description: `${ORD[i]} inning` });
const maps = (i: number): PeriodStatus => ({ code: 141 + i, description: `${ORD[i]} map` });
const halftimeBreak = (): PeriodStatus => HALFTIME;
const quarterBreak = (i: number): PeriodStatus => (i === 1 ? HALFTIME : PAUSE);
const pause = (): PeriodStatus => PAUSE;

const FOOT_SQUAD = { G: 3, D: 8, M: 8, F: 6 };
const base = {
  setsToWin: 0,
  setMinutes: [0, 0] as const,
  draws: false,
  alternating: false,
  lineups: true,
  scoreIncidents: true,
};

/**
 * A sport played in sets (or games, maps) won by points rather than on a clock: no lineups unless it says so,
 * one player a side, nothing scored as an incident, a pause between sets.
 */
const setBased = {
  ...base,
  model: 'sets',
  periodMinutes: 0,
  clockMinutes: 0,
  lineups: false,
  onField: 1,
  squad: {},
  scoreIncidents: false,
  status: sets,
  breakStatus: pause,
} as const;

export const SPORTS: readonly SportDef[] = [
  {
    ...base,
    id: 1,
    slug: 'football',
    name: 'Football',
    model: 'goals',
    periods: 2,
    periodMinutes: 45,
    clockMinutes: 45,
    breaks: [15],
    scoreMean: 0.65,
    draws: true,
    onField: 11,
    squad: FOOT_SQUAD,
    status: halves,
    breakStatus: halftimeBreak,
  },
  {
    ...setBased,
    id: 5,
    slug: 'tennis',
    name: 'Tennis',
    periods: 3,
    setsToWin: 2,
    setMinutes: [32, 50],
    breaks: [0, 0, 0, 0],
    scoreMean: 6,
  },
  {
    ...base,
    id: 2,
    slug: 'basketball',
    name: 'Basketball',
    model: 'points',
    periods: 4,
    periodMinutes: 15,
    clockMinutes: 12,
    breaks: [2, 12, 2],
    scoreMean: 26,
    onField: 5,
    squad: { G: 5, F: 5, C: 3 },
    scoreIncidents: false,
    status: quarters,
    breakStatus: quarterBreak,
  },
  {
    ...base,
    id: 4,
    slug: 'ice-hockey',
    name: 'Ice Hockey',
    model: 'goals',
    periods: 3,
    periodMinutes: 30,
    clockMinutes: 20,
    breaks: [15, 15],
    scoreMean: 0.95,
    onField: 6,
    squad: { G: 2, D: 7, F: 12 },
    status: thirds,
    breakStatus: pause,
  },
  {
    ...base,
    id: 64,
    slug: 'baseball',
    name: 'Baseball',
    model: 'goals',
    periods: 9,
    periodMinutes: 18,
    clockMinutes: 0,
    breaks: [0, 0, 0, 0, 0, 0, 0, 0],
    scoreMean: 0.5,
    onField: 9,
    squad: { P: 8, C: 2, IF: 7, OF: 6 },
    status: innings,
    breakStatus: pause,
  },
  {
    ...setBased,
    id: 23,
    slug: 'volleyball',
    name: 'Volleyball',
    periods: 5,
    setsToWin: 3,
    setMinutes: [22, 30],
    breaks: [3, 3, 3, 3],
    scoreMean: 25,
    lineups: true,
    onField: 6,
    squad: { S: 2, O: 2, OH: 4, MB: 4, L: 2 },
  },
  {
    ...base,
    id: 6,
    slug: 'handball',
    name: 'Handball',
    model: 'goals',
    periods: 2,
    periodMinutes: 35,
    clockMinutes: 30,
    breaks: [10],
    scoreMean: 13,
    draws: true,
    onField: 7,
    squad: { G: 2, B: 7, W: 4, P: 3 },
    scoreIncidents: false,
    status: halves,
    breakStatus: halftimeBreak,
  },
  {
    ...base,
    id: 29,
    slug: 'futsal',
    name: 'Futsal',
    model: 'goals',
    periods: 2,
    periodMinutes: 30,
    clockMinutes: 20,
    breaks: [10],
    scoreMean: 1.6,
    draws: true,
    onField: 5,
    squad: { G: 2, D: 4, M: 4, F: 4 },
    status: halves,
    breakStatus: halftimeBreak,
  },
  {
    ...base,
    id: 136,
    slug: 'minifootball',
    name: 'Minifootball',
    model: 'goals',
    periods: 2,
    periodMinutes: 25,
    clockMinutes: 25,
    breaks: [5],
    scoreMean: 1.8,
    draws: true,
    onField: 6,
    squad: { G: 2, D: 4, M: 4, F: 4 },
    status: halves,
    breakStatus: halftimeBreak,
  },
  {
    ...base,
    id: 26,
    slug: 'waterpolo',
    name: 'Waterpolo',
    model: 'goals',
    periods: 4,
    periodMinutes: 12,
    clockMinutes: 8,
    breaks: [2, 5, 2],
    scoreMean: 2.6,
    onField: 7,
    squad: { G: 2, D: 5, F: 6 },
    status: quarters,
    breakStatus: quarterBreak,
  },
  {
    ...setBased,
    id: 22,
    slug: 'darts',
    name: 'Darts',
    periods: 5,
    setsToWin: 3,
    setMinutes: [14, 22],
    breaks: [0, 0, 0, 0],
    scoreMean: 3,
  },
  {
    ...base,
    id: 62,
    slug: 'cricket',
    name: 'Cricket',
    model: 'points',
    periods: 2,
    periodMinutes: 85,
    clockMinutes: 0,
    breaks: [20],
    scoreMean: 165,
    alternating: true,
    onField: 11,
    squad: { BAT: 6, BOWL: 6, AR: 3, WK: 1 },
    scoreIncidents: false,
    status: innings,
    breakStatus: () => ({ code: 32, description: 'Innings break' }),
  },
  {
    ...setBased,
    id: 91,
    slug: 'badminton',
    name: 'Badminton',
    periods: 3,
    setsToWin: 2,
    setMinutes: [17, 25],
    breaks: [2, 2],
    scoreMean: 21,
  },
  {
    ...base,
    id: 21,
    slug: 'bandy',
    name: 'Bandy',
    model: 'goals',
    periods: 2,
    periodMinutes: 45,
    clockMinutes: 45,
    breaks: [15],
    scoreMean: 2.2,
    draws: true,
    onField: 11,
    squad: FOOT_SQUAD,
    status: halves,
    breakStatus: halftimeBreak,
  },
  {
    ...base,
    id: 7,
    slug: 'floorball',
    name: 'Floorball',
    model: 'goals',
    periods: 3,
    periodMinutes: 27,
    clockMinutes: 20,
    breaks: [10, 10],
    scoreMean: 1.8,
    onField: 6,
    squad: { G: 2, D: 6, F: 10 },
    status: thirds,
    breakStatus: pause,
  },
  {
    ...setBased,
    id: 20,
    slug: 'table-tennis',
    name: 'Table Tennis',
    periods: 5,
    setsToWin: 3,
    setMinutes: [7, 12],
    breaks: [1, 1, 1, 1],
    scoreMean: 11,
  },
  {
    ...setBased,
    id: 72,
    slug: 'esports',
    name: 'Esports',
    periods: 3,
    setsToWin: 2,
    setMinutes: [28, 42],
    breaks: [8, 8],
    scoreMean: 1,
    onField: 5,
    status: maps,
  },
];

const BY_SLUG = new Map(SPORTS.map((s) => [s.slug, s]));

export function sportBySlug(slug: string): SportDef | undefined {
  return BY_SLUG.get(slug);
}

export const NOT_STARTED = { code: 0, description: 'Not started', type: 'notstarted' } as const;
export const ENDED = { code: 100, description: 'Ended', type: 'finished' } as const;
export const POSTPONED = { code: 60, description: 'Postponed', type: 'postponed' } as const;
export const CANCELED = { code: 70, description: 'Canceled', type: 'canceled' } as const;
