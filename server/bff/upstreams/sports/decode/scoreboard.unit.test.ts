import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchClockOf } from '../../../domains/sports/match-clock.ts';
import { overtimeOf, periodsOf, scoreOfPlay } from '../../../domains/sports/score-reading.ts';
import { decodeEvent, decodeEventList } from './event.ts';
import { decodeIncidents } from './incidents.ts';

const team = (id: number) => ({ id, name: `Team ${id}`, sport: { slug: 'football' } });
const event = (fields: Record<string, unknown>) =>
  decodeEvent({
    event: { id: 1, homeTeam: team(1), awayTeam: team(2), status: { type: 'inprogress' }, ...fields },
  });

describe('scoreboard decode', () => {
  it('reads the match clock and drops its sentinels', () => {
    const e = event({
      status: { code: 7, type: 'inprogress' },
      time: {
        currentPeriodStartTimestamp: 1767096590,
        initial: 2700,
        max: 5400,
        extra: 540,
        injuryTime1: 3,
        injuryTime2: 999,
        injuryTime3: -1,
      },
    });
    expect(e.time).toMatchObject({ currentPeriodStartTimestamp: 1767096590, initial: 2700, max: 5400 });
    expect(e.time?.addedTime).toEqual([3]);
    expect(event({ time: { currentPeriodStartTimestamp: -1, initial: -1 } }).time).toMatchObject({
      currentPeriodStartTimestamp: undefined,
      initial: undefined,
    });
    expect(event({ time: [] }).time?.addedTime).toEqual([]);
  });

  it('reads the tennis game point and cricket innings beside the numbers of the score', () => {
    const tennis = event({
      homeScore: { current: 1, period1: 6, period2: 3, period1TieBreak: 7, point: 'A' },
      awayScore: { current: 0, period1: 7, period2: 2, period1TieBreak: 5, point: '40' },
    });
    expect(tennis.homeScore).toEqual({ current: 1, period1: 6, period2: 3, period1TieBreak: 7 });
    expect(tennis.homeScoreDetails?.point).toBe('A');
    expect(tennis.awayScoreDetails?.point).toBe('40');
    expect(event({ homeScore: { point: '999' } }).homeScoreDetails?.point).toBeUndefined();

    const cricket = event({
      homeScore: {
        current: 245,
        innings: {
          inning2: { score: 12, wickets: 0, overs: 1.4 },
          inning1: { score: 233, wickets: 11, overs: 50 },
        },
      },
    });
    expect(cricket.homeScoreDetails?.innings).toEqual([
      { runs: 233, wickets: undefined, overs: 50 },
      { runs: 12, wickets: 0, overs: 1.4 },
    ]);
  });

  it('reads red cards and the first leg of a two-legged tie', () => {
    const e = event({ homeRedCards: 1, awayRedCards: '2', previousLegEventId: 99, aggregatedWinnerCode: 2 });
    expect([e.homeRedCards, e.awayRedCards, e.previousLegEventId, e.aggregatedWinnerCode]).toEqual([
      1, 2, 99, 2,
    ]);
  });
});

describe('score as fans read it', () => {
  it('takes a penalty shoot-out out of the score the feed folded it into', () => {
    expect(scoreOfPlay({ current: 6, display: 6, normaltime: 1, overtime: 1, penalties: 5 })).toBe(1);
    expect(scoreOfPlay({ current: 2, display: 2, normaltime: 2 })).toBe(2);
    // A feed that did not fold it keeps its score.
    expect(scoreOfPlay({ current: 1, normaltime: 1, penalties: 4 })).toBe(1);
    expect(scoreOfPlay({})).toBeNull();
  });

  it('reads overtime apart from the periods, and football’s extra time as its two halves together', () => {
    const basketball = { current: 130, period1: 30, period2: 25, period3: 28, period4: 27, overtime: 20 };
    expect(periodsOf(basketball).map((p) => p.number)).toEqual([1, 2, 3, 4]);
    expect(overtimeOf(basketball)).toBe(20);
    expect(overtimeOf({ current: 3, period1: 1, period2: 1, extra1: 1, extra2: 0 })).toBe(1);
    expect(overtimeOf({ current: 2, period1: 1, period2: 1, extra1: 0 })).toBe(0);
    expect(overtimeOf({ current: 2, period1: 1, period2: 1 })).toBeNull();
  });

  it('reads the feed’s -1 as no score', () => {
    expect(scoreOfPlay({ current: -1 })).toBeNull();
    expect(periodsOf({ current: 2, period1: 2, period2: -1 }).map((p) => p.number)).toEqual([1]);
    expect(overtimeOf({ current: 2, overtime: -1 })).toBeNull();
  });

  it('lists periods in order with their tie-breaks', () => {
    expect(periodsOf({ current: 1, period2: 3, period1: 7, period1TieBreak: 7, period10: 1 })).toEqual([
      { number: 1, score: 7, tieBreak: 7 },
      { number: 2, score: 3, tieBreak: null },
      { number: 10, score: 1, tieBreak: null },
    ]);
  });
});

describe('match clock', () => {
  it('derives a football half from its status code when the feed omits the clock', () => {
    const second = matchClockOf(
      event({ status: { code: 7, type: 'inprogress' }, time: { currentPeriodStartTimestamp: 100 } }),
    );
    expect(second).toMatchObject({
      periodStartMs: 100_000,
      initialSeconds: 2700,
      maxSeconds: 5400,
      running: true,
    });
    const extra = matchClockOf(
      event({ status: { code: 42, type: 'inprogress' }, time: { currentPeriodStartTimestamp: 100 } }),
    );
    expect(extra).toMatchObject({ initialSeconds: 6300, maxSeconds: 7200 });
  });

  it('converts a simulation’s instants to real time and tells its speed', () => {
    const e = event({ status: { code: 7, type: 'inprogress' }, time: { currentPeriodStartTimestamp: 2000 } });
    // Simulated 1 000 000 ms was real 5 000 000 ms; the simulation runs 60 times faster.
    const clock = matchClockOf(e, { simulatedStart: 1_000_000, realStart: 5_000_000, speed: 60 });
    expect(clock.periodStartMs).toBe(Math.round(5_000_000 + (2_000_000 - 1_000_000) / 60));
    expect(clock.speed).toBe(60);
    expect(matchClockOf(e).speed).toBe(1);
  });

  it('does not run at halftime, before or after the match', () => {
    const halftime = event({
      status: { code: 31, type: 'inprogress' },
      time: { currentPeriodStartTimestamp: 100 },
    });
    expect(matchClockOf(halftime).running).toBe(false);
    // Even when the feed leaves the last half's clock in place.
    const stale = event({
      status: { code: 31, type: 'inprogress' },
      time: { currentPeriodStartTimestamp: 100, initial: 0, max: 2700 },
    });
    expect(matchClockOf(stale).running).toBe(false);
    const ended = event({
      status: { code: 100, type: 'finished' },
      time: { currentPeriodStartTimestamp: 100, initial: 2700 },
    });
    expect(matchClockOf(ended).running).toBe(false);
  });

  it('reads a stopping game clock (basketball) from the seconds played, overtime included', () => {
    const basketball = (code: number, played: number) =>
      matchClockOf(
        decodeEvent({
          event: {
            id: 2,
            homeTeam: { ...team(1), sport: { slug: 'basketball' } },
            awayTeam: { ...team(2), sport: { slug: 'basketball' } },
            status: { code, type: 'inprogress' },
            time: {
              played,
              periodLength: 720,
              overtimeLength: 300,
              totalPeriodCount: 4,
              currentPeriodStartTimestamp: 100,
            },
          },
        }),
      );
    // Third quarter, 4:18 played: 7:42 left, counted down.
    expect(basketball(15, 2 * 720 + 258)).toMatchObject({
      running: false,
      gameClock: { elapsedSeconds: 258, periodSeconds: 720, countsDown: true },
    });
    // First overtime, a minute in.
    expect(basketball(40, 4 * 720 + 60).gameClock).toEqual({
      elapsedSeconds: 60,
      periodSeconds: 300,
      countsDown: true,
    });
    // No game clock at a break, nor where the minute ticks (football).
    expect(basketball(31, 2 * 720).gameClock).toBeNull();
    expect(
      matchClockOf(
        event({ status: { code: 7, type: 'inprogress' }, time: { currentPeriodStartTimestamp: 100 } }),
      ).gameClock,
    ).toBeNull();
  });

  const samples = new URL('../../../../../../shared/sofascore-samples/', import.meta.url);
  const live = (() => {
    try {
      return decodeEventList(JSON.parse(readFileSync(new URL('events-live-football.json', samples), 'utf8')));
    } catch {
      return null;
    }
  })();

  it.skipIf(!live)('gives every live football match of the real feed a running clock in play', () => {
    const inPlay = live!.filter(
      (e) => [6, 7].includes(e.status.code ?? 0) && e.time?.currentPeriodStartTimestamp,
    );
    expect(inPlay.length).toBeGreaterThan(0);
    for (const e of inPlay) {
      const clock = matchClockOf(e);
      expect(clock.running).toBe(true);
      expect(clock.maxSeconds! - clock.initialSeconds!).toBe(2700);
    }
  });
});

describe('incident sentinels', () => {
  it('drops the feed’s "no minute" marks and keeps the incident', () => {
    const [period, goal, card] = decodeIncidents({
      incidents: [
        { incidentType: 'period', text: 'FT', time: 90, addedTime: 999 },
        { incidentType: 'goal', time: 999, addedTime: -1, isHome: true },
        { incidentType: 'injuryTime', time: 45, length: 999 },
      ],
    });
    expect([period.time, period.addedTime]).toEqual([90, undefined]);
    expect([goal.incidentType, goal.time, goal.addedTime]).toEqual(['goal', undefined, undefined]);
    expect(card.length).toBeUndefined();
  });
});
