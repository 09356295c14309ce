/**
 * The live match minute, computed on the client from the event's clock (Event.time) so it ticks between
 * updates: the game clock stood at `initialSeconds` when the period started at `periodStart`, and runs since.
 * Past the period's regular end (`maxSeconds`) the minute is shown as added time: 45+2'.
 */

/** The parts of Event.time the minute needs (a Relay fragment of Event.time fits). */
export interface MatchClockInput {
  readonly running: boolean;
  readonly periodStart: string | null | undefined;
  readonly initialSeconds: number | null | undefined;
  readonly maxSeconds: number | null | undefined;
  /** Match-clock seconds per real second: 1, unless a simulation runs faster. */
  readonly speed?: number | null;
}

export interface MatchMinute {
  /** Minute of regular time, from 1 (the first minute is 1', as on a broadcast). */
  minute: number;
  /** Minutes past the period's regular end; 0 within it. */
  added: number;
}

/**
 * No period runs this far past its regular end: beyond it the clock is wrong (an update missed, a device
 * clock far off), and no minute is better than a false one.
 */
const MAX_ADDED_MINUTES = 30;

/** The minute at `nowMs`, or null when the clock does not run (break, not started, finished, no clock). */
export function matchMinute(clock: MatchClockInput | null | undefined, nowMs: number): MatchMinute | null {
  if (!clock?.running || clock.periodStart == null || clock.initialSeconds == null) return null;
  const startMs = Date.parse(clock.periodStart);
  if (Number.isNaN(startMs)) return null;
  // A client clock slightly behind the feed's must not show a minute before the period's first.
  const elapsedSeconds = Math.max(0, ((nowMs - startMs) / 1000) * (clock.speed ?? 1));
  const minute = Math.floor((clock.initialSeconds + elapsedSeconds) / 60) + 1;
  const end = clock.maxSeconds == null ? null : clock.maxSeconds / 60;
  if (end !== null && minute > end) {
    return minute - end > MAX_ADDED_MINUTES ? null : { minute: end, added: minute - end };
  }
  return { minute, added: 0 };
}

/** 23' or 45+2'. */
export function formatMatchMinute({ minute, added }: MatchMinute): string {
  return added > 0 ? `${minute}+${added}'` : `${minute}'`;
}

/** The parts of a stopping game clock (Event.time.gameClock) its reading needs. */
export interface GameClockInput {
  readonly elapsedSeconds: number;
  readonly periodSeconds: number;
  readonly countsDown: boolean;
}

/** "7:42": the time left in the period where the sport counts down (basketball), else the time played. */
export function formatGameClock({ elapsedSeconds, periodSeconds, countsDown }: GameClockInput): string {
  const seconds = Math.max(0, countsDown ? periodSeconds - elapsedSeconds : elapsedSeconds);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
