// Calendar days ("yyyy-mm-dd") of the agenda, shared by the BFF (which bounds the dates it lists) and the
// web app (the date picker offers the same range). Plain calendar arithmetic in UTC, so no zone offset can
// shift a day: which day is "today" is São Paulo's (server/i18n/sao-paulo.ts) and is passed in.

/** How far from today, in days each way, the agenda lists events: the feed schedules a few weeks ahead. */
export const AGENDA_DAYS_AROUND_TODAY = 30;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMidnight(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Year 0 is 1 BC in ISO 8601 and does not exist in PostgreSQL's dates: refused, as before it.
  if (year < 1) return null;
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999 (0050-01-01 as 1950).
  const ms = new Date(0).setUTCFullYear(year, month - 1, date);
  // 2026-02-30 rolls over to March: a day that does not come back the same does not exist.
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** True for a date that exists, written yyyy-mm-dd ("2026-02-30" and "2026-2-3" are not). */
export function isCalendarDay(day: string): boolean {
  return utcMidnight(day) !== null;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const ms = utcMidnight(day);
  if (ms === null) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(ms + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null when either is not a day. */
export function daysBetween(from: string, to: string): number | null {
  const [a, b] = [utcMidnight(from), utcMidnight(to)];
  return a === null || b === null ? null : Math.round((b - a) / 86_400_000);
}

/** True when `day` is a day within the agenda's range around `today`. */
export function isAgendaDay(day: string, today: string): boolean {
  const distance = daysBetween(today, day);
  return distance !== null && Math.abs(distance) <= AGENDA_DAYS_AROUND_TODAY;
}
