import { describe, expect, it } from 'vitest';
import {
  asianGrade,
  finalResultOf,
  gradeLeg,
  type FeedEventFinal,
  type LegSelection,
} from './market-rules.ts';

const ENDED = { code: 100, description: 'Ended', type: 'finished' };
const AET = { code: 110, description: 'AET', type: 'finished' };
const AP = { code: 120, description: 'AP', type: 'finished' };

const leg = (
  marketName: string,
  choice: string,
  line: string | null = null,
  sport = 'football',
): LegSelection => ({
  sport,
  marketName,
  line,
  choice,
});
const grade = (event: FeedEventFinal, selection: LegSelection) => gradeLeg(selection, finalResultOf(event));

describe('market rules (docs/BETS.md)', () => {
  // A cup tie level after 90 minutes (1–1), 2–1 after extra time.
  const extraTime: FeedEventFinal = {
    status: AET,
    winnerCode: 1,
    homeScore: { current: 2, normaltime: 1, extra1: 1, extra2: 0 },
    awayScore: { current: 1, normaltime: 1, extra1: 0, extra2: 0 },
  };
  // 0–0 after 90 minutes, the away side wins the shoot-out 4–3 (the feed folds the kicks into current).
  const shootout: FeedEventFinal = {
    status: AP,
    winnerCode: 2,
    homeScore: { current: 3, normaltime: 0, penalties: 3 },
    awayScore: { current: 4, normaltime: 0, penalties: 4 },
  };

  it('1X2, double chance, both teams to score and totals stop at regular time', () => {
    expect(grade(extraTime, leg('Full time', 'X'))).toBe('won');
    expect(grade(extraTime, leg('Full time', '1'))).toBe('lost');
    expect(grade(extraTime, leg('Double chance', 'X2'))).toBe('won');
    expect(grade(extraTime, leg('Both teams to score', 'Yes'))).toBe('won');
    expect(grade(extraTime, leg('Match goals', 'Under', '2.5'))).toBe('won');
    expect(grade(shootout, leg('Full time', 'X'))).toBe('won');
    expect(grade(shootout, leg('Both teams to score', 'No'))).toBe('won');
    expect(grade(shootout, leg('Match goals', 'Over', '0.5'))).toBe('lost');
  });

  it('draw no bet refunds a draw at regular time', () => {
    expect(grade(extraTime, leg('Draw no bet', '1'))).toBe('void');
    expect(
      grade({ status: ENDED, homeScore: { current: 0 }, awayScore: { current: 2 } }, leg('Draw no bet', '2')),
    ).toBe('won');
  });

  it('winner and to-qualify markets count extra time and the shoot-out', () => {
    expect(grade(extraTime, leg('To qualify', '1'))).toBe('won');
    expect(grade(shootout, leg('To qualify', '2'))).toBe('won');
    expect(grade(shootout, leg('To qualify', '1'))).toBe('lost');
    // A second leg won 1–0 after losing the first 0–2: the other side goes through on aggregate.
    const secondLeg: FeedEventFinal = {
      status: ENDED,
      winnerCode: 1,
      aggregatedWinnerCode: 2,
      homeScore: { current: 1 },
      awayScore: { current: 0 },
    };
    expect(grade(secondLeg, leg('Full time', '1'))).toBe('won');
    expect(grade(secondLeg, leg('To qualify', '2'))).toBe('won');
    // Basketball's home/away counts overtime, and so does its total.
    const overtime: FeedEventFinal = {
      status: { code: 110, description: 'AOT', type: 'finished' },
      winnerCode: 2,
      homeScore: { current: 101, overtime: 8 },
      awayScore: { current: 104, overtime: 11 },
    };
    expect(grade(overtime, leg('Home/Away', '2', null, 'basketball'))).toBe('won');
    expect(grade(overtime, leg('Game total', 'Over', '200.5', 'basketball'))).toBe('won');
  });

  it('handicaps: European on whole goals, Asian with half-won and half-lost quarter lines', () => {
    const twoOne: FeedEventFinal = {
      status: ENDED,
      winnerCode: 1,
      homeScore: { current: 2 },
      awayScore: { current: 1 },
    };
    expect(grade(twoOne, leg('Handicap', 'X', '-1'))).toBe('won');
    expect(grade(twoOne, leg('Asian handicap', '1', '-1'))).toBe('void');
    expect(grade(twoOne, leg('Asian handicap', '1', '-0.75'))).toBe('half_won');
    expect(grade(twoOne, leg('Asian handicap', '2', '-0.75'))).toBe('half_lost');
    expect(grade(twoOne, leg('Asian handicap', '1', '-1.25'))).toBe('half_lost');
    expect(grade(twoOne, leg('Asian handicap', '1', '-0.5'))).toBe('won');
    expect(grade(twoOne, leg('Asian handicap', '2', '+1.5'))).toBe('lost');
    expect(grade(twoOne, leg('Match goals', 'Over', '3.25'))).toBe('half_lost');
    expect(grade(twoOne, leg('Match goals', 'Under', '3.25'))).toBe('half_won');
    expect(grade(twoOne, leg('Match goals', 'Under', '2.75'))).toBe('half_lost');
    expect(grade(twoOne, leg('Match goals', 'Over', '3'))).toBe('void');
    expect(asianGrade(0.25, (l) => 0 - l)).toBe('half_lost');
  });

  it('postponed, cancelled, abandoned and walked-over events refund; unfinished ones wait', () => {
    for (const status of [
      { code: 60, description: 'Postponed', type: 'postponed' },
      { code: 70, description: 'Canceled', type: 'canceled' },
      { code: 90, description: 'Abandoned', type: 'finished' },
      { code: 93, description: 'Walkover', type: 'finished' },
    ])
      expect(
        grade({ status, homeScore: { current: 1 }, awayScore: { current: 0 } }, leg('Full time', '1')),
      ).toBe('void');
    expect(
      grade({ status: { code: 7, description: '2nd half', type: 'inprogress' } }, leg('Full time', '1')),
    ).toBe('pending');
    expect(
      grade({ status: { code: 80, description: 'Interrupted', type: 'interrupted' } }, leg('Full time', '1')),
    ).toBe('pending');
    // Over, but without a score yet: not graded 0 × 0.
    const ended = { code: 100, description: 'Ended', type: 'finished' };
    expect(grade({ status: ended, homeScore: { current: 1 } }, leg('Full time', 'X'))).toBe('pending');
    expect(grade({ status: ended, homeScore: {}, awayScore: {} }, leg('Match goals', 'Under', '2.5'))).toBe(
      'pending',
    );
  });

  it('tennis retirement: the winner market is void, a total already passed stands', () => {
    const retired: FeedEventFinal = {
      status: { code: 92, description: 'Retired', type: 'finished' },
      winnerCode: 1,
      homeScore: { current: 1 },
      awayScore: { current: 0 },
    };
    expect(grade(retired, leg('Home/Away', '1', null, 'tennis'))).toBe('void');
    expect(grade(retired, leg('Total sets', 'Over', '0.5', 'tennis'))).toBe('ungraded');
    expect(grade(retired, leg('Game total', 'Over', '0.5', 'tennis'))).toBe('won');
    expect(grade(retired, leg('Game total', 'Under', '2.5', 'tennis'))).toBe('void');
  });

  it('a market or choice the rules do not know is left for the user', () => {
    expect(grade(extraTime, leg('Corners', 'Over', '9.5'))).toBe('ungraded');
    expect(grade(extraTime, leg('Full time', 'Casa'))).toBe('ungraded');
  });
});
