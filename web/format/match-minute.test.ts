import { describe, expect, it } from 'vitest';
import { formatGameClock, formatMatchMinute, matchMinute, type MatchClockInput } from './match-minute.ts';

const START = '2025-03-10T18:00:00.000Z';
const at = (seconds: number) => Date.parse(START) + seconds * 1000;
const secondHalf: MatchClockInput = {
  running: true,
  periodStart: START,
  initialSeconds: 2700,
  maxSeconds: 5400,
};

describe('matchMinute', () => {
  it('counts from the period start on the game clock, the first minute being 1', () => {
    const firstHalf = { ...secondHalf, initialSeconds: 0, maxSeconds: 2700 };
    expect(matchMinute(firstHalf, at(0))).toEqual({ minute: 1, added: 0 });
    expect(matchMinute(firstHalf, at(59))).toEqual({ minute: 1, added: 0 });
    expect(matchMinute(firstHalf, at(60))).toEqual({ minute: 2, added: 0 });
    expect(matchMinute(secondHalf, at(0))).toEqual({ minute: 46, added: 0 });
    expect(matchMinute(secondHalf, at(22 * 60 + 30))).toEqual({ minute: 68, added: 0 });
  });

  it('shows time past the regular end as added time', () => {
    expect(matchMinute(secondHalf, at(45 * 60 - 1))).toEqual({ minute: 90, added: 0 });
    expect(matchMinute(secondHalf, at(45 * 60))).toEqual({ minute: 90, added: 1 });
    expect(matchMinute(secondHalf, at(48 * 60 + 10))).toEqual({ minute: 90, added: 4 });
    // Without an end the minute keeps counting.
    expect(matchMinute({ ...secondHalf, maxSeconds: null }, at(48 * 60))).toEqual({ minute: 94, added: 0 });
  });

  it('runs at the feed’s speed (a simulation at 60: a minute a second)', () => {
    expect(matchMinute({ ...secondHalf, speed: 60 }, at(10))).toEqual({ minute: 56, added: 0 });
  });

  it('never goes before the period when the device clock is behind', () => {
    expect(matchMinute(secondHalf, at(-90))).toEqual({ minute: 46, added: 0 });
  });

  it('has no minute when the clock does not run or is unknown', () => {
    expect(matchMinute({ ...secondHalf, running: false }, at(60))).toBeNull();
    expect(matchMinute({ ...secondHalf, periodStart: null }, at(60))).toBeNull();
    expect(matchMinute({ ...secondHalf, initialSeconds: null }, at(60))).toBeNull();
    expect(matchMinute({ ...secondHalf, periodStart: 'not a date' }, at(60))).toBeNull();
    expect(matchMinute(null, at(60))).toBeNull();
    // Far past any added time: the clock is off, and no minute is shown.
    expect(matchMinute(secondHalf, at(80 * 60))).toBeNull();
  });
});

describe('formatMatchMinute', () => {
  it('writes the minute with an apostrophe and added time after a plus', () => {
    expect(formatMatchMinute({ minute: 23, added: 0 })).toBe("23'");
    expect(formatMatchMinute({ minute: 45, added: 2 })).toBe("45+2'");
  });
});

describe('formatGameClock', () => {
  it('writes the time left where the sport counts down, else the time played, as m:ss', () => {
    expect(formatGameClock({ elapsedSeconds: 258, periodSeconds: 720, countsDown: true })).toBe('7:42');
    expect(formatGameClock({ elapsedSeconds: 605, periodSeconds: 1800, countsDown: false })).toBe('10:05');
    expect(formatGameClock({ elapsedSeconds: 720, periodSeconds: 720, countsDown: true })).toBe('0:00');
  });
});
