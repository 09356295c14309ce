import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';
import { DATE_LABELS } from '../../server/i18n/screens/frame.ts';
import { saoPauloDate, saoPauloParts } from '../../server/i18n/sao-paulo.ts';

// Every date on screen is shown in São Paulo time, whatever the browser's zone (SPEC §9).

/** A Date, an ISO 8601 string, or unix seconds (the sports feed's startTimestamp). */
export type DateInput = Date | string | number;

export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "dd/mm/yyyy hh:mm" in São Paulo. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const p = saoPauloParts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** "dd/mm/yyyy" in São Paulo. */
export function formatDate(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const p = saoPauloParts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/**
 * A calendar date the server already placed in São Paulo ("yyyy-mm-dd", the Date scalar) as "dd/mm/yyyy".
 * It is not an instant: going through Date would read it as UTC midnight and show the day before.
 */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : NOT_AVAILABLE;
}

/** The calendar day after "yyyy-mm-dd" (plain calendar arithmetic, so zone offsets never matter). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Event start: 'Hoje HH:MM', 'Amanhã HH:MM' (only the next São Paulo day), otherwise dd/mm/yyyy hh:mm. */
export function formatEventStart(value: DateInput | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const p = saoPauloParts(date);
  const day = `${p.year}-${p.month}-${p.day}`;
  const today = saoPauloDate(now);
  if (day === today) return DATE_LABELS.today(`${p.hour}:${p.minute}`);
  if (day === nextDay(today)) return DATE_LABELS.tomorrow(`${p.hour}:${p.minute}`);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
