import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import { sportSlugOf } from './event.ts';
import type { FeedTimeline } from '../../upstreams/sports/decode/scoreboard.ts';

/**
 * The match clock of an event: where the game clock stood when the current period started, and where the
 * period's regular time ends. The client adds the seconds since the period started, so the minute ticks
 * between updates (web/format/match-minute.ts).
 *
 * The feed sends `initial`/`max` during play (seconds on the game clock); some of its answers omit them in
 * football, and then they follow from the status code and the period length (45 minutes unless told).
 */

export interface MatchClock {
  /** Real (wall-clock) epoch milliseconds at which the current period started. */
  periodStartMs: number | null;
  /** Seconds of match clock per real second: 1, except in a simulation run faster. */
  speed: number;
  /** Game clock at the period's start, seconds (2700 in a second half). */
  initialSeconds: number | null;
  /** Game clock at the end of the period's regular time, seconds (5400 in a second half). */
  maxSeconds: number | null;
  /** Whether the clock runs now: a period in play (not a break, not before or after the match). */
  running: boolean;
  /** Added minutes announced per period, in order; null where none was announced. */
  addedTime: Array<number | null>;
  /** A clock that stops (basketball, hockey…), as of the feed's last answer; null where the minute ticks. */
  gameClock: GameClock | null;
}

/**
 * The game clock of sports whose clock stops with the ball: it cannot tick from the period's start, so it is
 * shown as the feed last read it, and moves with each live update.
 */
export interface GameClock {
  /** Game seconds played in the current period. */
  elapsedSeconds: number;
  /** Length of the current period (regular or overtime), seconds. */
  periodSeconds: number;
  /** Whether the sport's clock is read counting down to the period's end (basketball, hockey, water polo). */
  countsDown: boolean;
}

/** Sports whose scoreboards count the period down (the others count up, as handball and futsal do). */
const COUNTDOWN_SPORTS: ReadonlySet<string> = new Set([
  'basketball',
  'ice-hockey',
  'waterpolo',
  'american-football',
]);

/** Where the game clock stands in the current period, from the seconds played in the whole match. */
function gameClockOf(event: SportEvent, running: boolean): GameClock | null {
  const time = event.time;
  const played = time?.played;
  const periodLength = time?.periodLength;
  if (!running || played === undefined || !periodLength) return null;
  const regular = periodLength * (time.totalPeriodCount ?? Infinity);
  const overtime = time.overtimeLength;
  // Past regular time the periods are overtimes, of their own length when the feed gives it.
  const [elapsed, length] =
    played >= regular && overtime
      ? [(played - regular) % overtime, overtime]
      : [Math.min(played, regular) % periodLength, periodLength];
  const slug = sportSlugOf(event);
  return {
    elapsedSeconds: elapsed,
    periodSeconds: length,
    countsDown: slug !== undefined && COUNTDOWN_SPORTS.has(slug),
  };
}

/** Football's period status codes: which half (0 or 1) and whether of extra time. */
const FOOTBALL_PERIODS: Readonly<Record<number, readonly [half: number, extraTime: boolean]>> = {
  6: [0, false],
  7: [1, false],
  41: [0, true],
  42: [1, true],
};

/**
 * Status codes of the feed in which no clock runs, whatever `event.time` still holds: pause, halftime,
 * awaiting extra time, extra time's halftime, awaiting penalties, the shoot-out, interrupted.
 */
const STOPPED_CODES: ReadonlySet<number> = new Set([30, 31, 32, 33, 34, 50, 80]);

/** Extra-time halves last 15 minutes. */
const EXTRA_TIME_HALF = 900;
const FOOTBALL_HALF = 2700;

/**
 * The feed's instants are on its own clock: real time for the real feed; for a simulation run faster or from
 * another start (its timeline), they are converted to real time so a page can tick from its own clock.
 */
export function realTimeMs(feedMs: number, timeline: FeedTimeline | null): number {
  if (!timeline) return feedMs;
  return timeline.realStart + (feedMs - timeline.simulatedStart) / timeline.speed;
}

export function matchClockOf(event: SportEvent, timeline: FeedTimeline | null = null): MatchClock {
  const time = event.time;
  const start = time?.currentPeriodStartTimestamp;
  const periodStartMs = start === undefined ? null : Math.round(realTimeMs(start * 1000, timeline));
  let initialSeconds = time?.initial ?? null;
  let maxSeconds = time?.max ?? null;
  const code = event.status.code;
  if (initialSeconds === null && code !== undefined && sportSlugOf(event) === 'football') {
    const period = FOOTBALL_PERIODS[code];
    if (period) {
      const [half, extraTime] = period;
      const regularHalf = time?.periodLength ?? FOOTBALL_HALF;
      const length = extraTime ? EXTRA_TIME_HALF : regularHalf;
      initialSeconds = (extraTime ? 2 * regularHalf : 0) + half * length;
      maxSeconds = initialSeconds + length;
    }
  }
  if (maxSeconds !== null && initialSeconds !== null && maxSeconds <= initialSeconds) maxSeconds = null;
  const inPlay = event.status.type === 'inprogress' && !(code !== undefined && STOPPED_CODES.has(code));
  const running = inPlay && periodStartMs !== null && initialSeconds !== null;
  return {
    periodStartMs,
    speed: timeline?.speed ?? 1,
    initialSeconds,
    maxSeconds,
    running,
    addedTime: time?.addedTime ?? [],
    gameClock: running ? null : gameClockOf(event, inPlay),
  };
}
