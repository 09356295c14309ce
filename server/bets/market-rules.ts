import type { LegResult } from './odds.ts';

/**
 * How a leg is graded from an event's final data, as bookmakers grade it (docs/BETS.md has the table).
 * Pure: the settlement worker feeds it the sports feed's event, tests feed it recorded or simulated ones.
 */

/** The parts of a SofaScore-style event the rules read (the feed's shape, every field optional). */
export interface FeedEventFinal {
  status?: { code?: number; description?: string; type?: string };
  winnerCode?: number;
  aggregatedWinnerCode?: number;
  sport?: { slug?: string };
  homeScore?: FeedScore;
  awayScore?: FeedScore;
}

export interface FeedScore {
  current?: number;
  normaltime?: number;
  overtime?: number;
  extra1?: number;
  extra2?: number;
  penalties?: number;
}

export interface Score {
  home: number;
  away: number;
}

/** An event as far as grading goes. */
export type FinalResult =
  /** Not over yet (or interrupted): nothing can be graded. */
  | { kind: 'pending' }
  /** Postponed, cancelled, abandoned or walked over: every leg on it is void. */
  | { kind: 'void' }
  /**
   * Played to a result. `regular` is the score of regular time (football's 90 minutes plus added time);
   * `full` adds extra time or overtime (never the shoot-out); `winner` is the side that won the match,
   * shoot-out included; `qualified` the side that goes through a two-legged tie (the match winner otherwise).
   * `retired`: a one-against-one match ended by a retirement or disqualification.
   */
  | {
      kind: 'finished';
      regular: Score;
      full: Score;
      winner: 'home' | 'away' | undefined;
      qualified: 'home' | 'away' | undefined;
      retired: boolean;
    };

/** Status codes of the feed that end a match without a result (SofaScore's numbering). */
const VOID_DESCRIPTIONS = /^(postponed|canceled|cancelled|abandoned|walkover|removed|coverage canceled)$/i;
const RETIRED_DESCRIPTIONS = /^(retired|defaulted|disqualified)$/i;

const side = (code: number | undefined) => (code === 1 ? 'home' : code === 2 ? 'away' : undefined);
const n = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Reads the final result out of a feed event. */
export function finalResultOf(event: FeedEventFinal): FinalResult {
  const type = event.status?.type ?? '';
  const description = event.status?.description?.trim() ?? '';
  if (type === 'postponed' || type === 'canceled' || VOID_DESCRIPTIONS.test(description))
    return { kind: 'void' };
  if (type !== 'finished') return { kind: 'pending' };
  const home = event.homeScore ?? {};
  const away = event.awayScore ?? {};
  // Over without a score (the feed's -1 is read as none): nothing is graded until the feed gives it.
  if (typeof home.current !== 'number' || typeof away.current !== 'number') return { kind: 'pending' };
  // `current` folds the shoot-out in (as the real feed does); extra time and overtime count in `full`.
  const full: Score = {
    home: n(home.current) - n(home.penalties),
    away: n(away.current) - n(away.penalties),
  };
  const regularOf = (s: FeedScore, fullScore: number) =>
    s.normaltime ?? fullScore - n(s.overtime) - n(s.extra1) - n(s.extra2);
  return {
    kind: 'finished',
    regular: { home: regularOf(home, full.home), away: regularOf(away, full.away) },
    full,
    winner: side(event.winnerCode),
    qualified: side(event.aggregatedWinnerCode ?? event.winnerCode),
    retired: RETIRED_DESCRIPTIONS.test(description),
  };
}

/** The kinds of market graded, each with its rule. */
export type MarketKind =
  | 'match_result'
  | 'double_chance'
  | 'draw_no_bet'
  | 'both_teams_to_score'
  | 'total'
  | 'handicap'
  | 'asian_handicap'
  | 'winner'
  | 'to_qualify';

/** The feed's market names (SofaScore's, in English) mapped to a rule; unknown markets are not graded. */
const MARKETS: Record<string, MarketKind> = {
  'full time': 'match_result',
  '1x2': 'match_result',
  'double chance': 'double_chance',
  'draw no bet': 'draw_no_bet',
  'both teams to score': 'both_teams_to_score',
  'match goals': 'total',
  'total runs': 'total',
  'game total': 'total',
  'total goals': 'total',
  'total points': 'total',
  'asian total': 'total',
  handicap: 'handicap',
  'european handicap': 'handicap',
  'asian handicap': 'asian_handicap',
  'home/away': 'winner',
  winner: 'winner',
  'match winner': 'winner',
  'to qualify': 'to_qualify',
};

export function marketKind(marketName: string): MarketKind | undefined {
  return MARKETS[marketName.trim().toLowerCase()];
}

/** Sports with a draw in regular time: their result, total and handicap markets stop at regular time. */
export const REGULAR_TIME_SPORTS = new Set([
  'football',
  'ice-hockey',
  'handball',
  'futsal',
  'minifootball',
  'waterpolo',
  'bandy',
  'floorball',
]);

/** A leg as recorded: its market, the line (choiceGroup) and the choice taken. */
export interface LegSelection {
  sport: string;
  marketName: string;
  /** The market's line ("2.5", "-0.75"), for totals and handicaps. */
  line: string | null;
  choice: string;
}

/** A result that cannot be read (unknown market or choice): left open for the user to settle by hand. */
export type Grade = LegResult | 'ungraded';

/** Grades one leg against a final result; 'pending' while the event is not over. */
export function gradeLeg(leg: LegSelection, result: FinalResult): Grade | 'pending' {
  if (result.kind === 'pending') return 'pending';
  if (result.kind === 'void') return 'void';
  const kind = marketKind(leg.marketName);
  if (!kind) return 'ungraded';
  const choice = leg.choice.trim();
  const score = REGULAR_TIME_SPORTS.has(leg.sport) ? result.regular : result.full;
  if (result.retired) return gradeRetired(kind, leg, score);
  const line = leg.line === null ? undefined : Number(leg.line);
  const outcome = (s: Score) => (s.home > s.away ? '1' : s.home < s.away ? '2' : 'X');
  const wonIf = (won: boolean): LegResult => (won ? 'won' : 'lost');
  switch (kind) {
    case 'match_result':
      if (!['1', 'X', '2'].includes(choice)) return 'ungraded';
      return wonIf(outcome(result.regular) === choice);
    case 'double_chance':
      if (!['1X', 'X2', '12'].includes(choice)) return 'ungraded';
      return wonIf(choice.includes(outcome(result.regular)));
    case 'draw_no_bet': {
      if (!['1', '2'].includes(choice)) return 'ungraded';
      const o = outcome(result.regular);
      return o === 'X' ? 'void' : wonIf(o === choice);
    }
    case 'both_teams_to_score': {
      const both = result.regular.home > 0 && result.regular.away > 0;
      if (choice === 'Yes' || choice === 'Sim') return wonIf(both);
      if (choice === 'No' || choice === 'Não') return wonIf(!both);
      return 'ungraded';
    }
    case 'total': {
      if (line === undefined || !Number.isFinite(line)) return 'ungraded';
      const over = /^(over|mais)/i.test(choice);
      if (!over && !/^(under|menos)/i.test(choice)) return 'ungraded';
      return asianGrade(line, (l) => {
        const margin = score.home + score.away - l;
        return over ? margin : -margin;
      });
    }
    case 'asian_handicap': {
      if (line === undefined || !Number.isFinite(line) || !['1', '2'].includes(choice)) return 'ungraded';
      // The line is the home side's handicap; the away side takes the opposite one.
      return asianGrade(line, (l) => {
        const margin = score.home + l - score.away;
        return choice === '1' ? margin : -margin;
      });
    }
    case 'handicap': {
      if (line === undefined || !Number.isInteger(line) || !['1', 'X', '2'].includes(choice))
        return 'ungraded';
      return wonIf(outcome({ home: score.home + line, away: score.away }) === choice);
    }
    case 'winner': {
      if (!['1', '2'].includes(choice)) return 'ungraded';
      if (!result.winner) return 'void';
      return wonIf((result.winner === 'home' ? '1' : '2') === choice);
    }
    case 'to_qualify': {
      if (!['1', '2'].includes(choice)) return 'ungraded';
      if (!result.qualified) return 'void';
      return wonIf((result.qualified === 'home' ? '1' : '2') === choice);
    }
  }
}

/**
 * Lines graded by how far the result clears them (`margin(line)` > 0 wins, = 0 pushes, < 0 loses). A quarter
 * line (x.25, x.75) is two bets of half the stake on the neighbouring half and whole lines: one pushing and
 * one winning is half won, one pushing and one losing is half lost.
 */
export function asianGrade(line: number, margin: (line: number) => number): LegResult {
  const quarters = Math.round(line * 4);
  const one = (l: number): LegResult => {
    const m = margin(l);
    return m > 0 ? 'won' : m < 0 ? 'lost' : 'void';
  };
  if (Math.abs(quarters % 2) !== 1) return one(quarters / 4);
  const [a, b] = [one((quarters - 1) / 4), one((quarters + 1) / 4)];
  if (a === b) return a;
  const pair = new Set([a, b]);
  if (pair.has('won') && pair.has('void')) return 'half_won';
  if (pair.has('lost') && pair.has('void')) return 'half_lost';
  // Quarter lines are a quarter from both neighbours, so one cannot win while the other loses.
  return 'void';
}

/**
 * Tennis and other one-against-one sports, when a player retires or is disqualified: the match winner and
 * handicaps are void; a total already decided by the score at that moment (over passed) stands, others are void.
 */
function gradeRetired(kind: MarketKind, leg: LegSelection, score: Score): Grade {
  if (kind !== 'total' || leg.line === null) return 'void';
  const line = Number(leg.line);
  if (!Number.isFinite(line) || score.home + score.away <= line) return 'void';
  return /^(over|mais)/i.test(leg.choice) ? 'won' : 'lost';
}
