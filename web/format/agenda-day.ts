import { addDays, AGENDA_DAYS_AROUND_TODAY, isAgendaDay } from '../../server/calendar-days.ts';
import { saoPauloDate } from '../../server/i18n/sao-paulo.ts';
import { AGENDA_LABELS as L } from '../../server/i18n/screens/agenda.ts';
import { PAGE_META } from '../../server/i18n/screens/frame.ts';

/**
 * The agenda's day: in the URL as `?data=yyyy-mm-dd` (SPEC's routes stay as they are), today's when absent.
 * Days are São Paulo's (SPEC §9), whatever the browser's zone.
 */
export const DAY_PARAM = 'data';

/** Today in São Paulo, yyyy-mm-dd. */
export function agendaToday(nowMs: number = Date.now()): string {
  return saoPauloDate(nowMs);
}

/**
 * The day a URL's search asks for. A missing, malformed or out-of-range `data` reads as today, so an old
 * bookmark or a mistyped address still shows an agenda (the BFF refuses such a day to integrators).
 */
export function agendaDayOf(search: string | URLSearchParams, today: string): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return agendaDayOrToday(params.get(DAY_PARAM), today);
}

/** Today in São Paulo and the day a request's `search` asks for (today when none, or out of range). */
export function agendaDayAsked(search: string): { day: string; today: string } {
  const today = agendaToday();
  return { day: agendaDayOf(search, today), today };
}

/** `day` where the agenda reaches it (yyyy-mm-dd), else today. */
export function agendaDayOrToday(day: string | null, today: string): string {
  return day !== null && isAgendaDay(day, today) ? day : today;
}

/** The GraphQL `date` variable of a day: null for today, so today's queries stay the ones cached. */
export function agendaDateVariable(day: string, today: string): string | null {
  return day === today ? null : day;
}

/**
 * The agenda page's description: today's, or the day's written out ("… de 30/11/2026: …"), as formatDay
 * (dates.ts) writes a day (its test holds them equal). Not imported from there: that module is not in the
 * agenda's first load, which the web budget measures, and an agenda day is always a well-formed one.
 */
export function agendaDescription(day: string, today: string): string {
  return day === today ? PAGE_META.schedule : PAGE_META.scheduleOn(writtenDay(day));
}

/** A sport's list's description, as the agenda's: today's, or the day's written out. */
export function sportEventsDescription(title: string, day: string, today: string): string {
  return PAGE_META.sportEvents(title, day === today ? undefined : writtenDay(day));
}

const writtenDay = (day: string) => day.split('-').reverse().join('/');

/** A path with the day as its query (none for today): where the picker and the sport links go. */
export function withAgendaDay(path: string, day: string, today: string): string {
  return day === today ? path : `${path}?${DAY_PARAM}=${day}`;
}

/** The first and last days the picker offers. */
export function agendaRange(today: string): { min: string; max: string } {
  return { min: addDays(today, -AGENDA_DAYS_AROUND_TODAY), max: addDays(today, AGENDA_DAYS_AROUND_TODAY) };
}

// The day is a calendar date, not an instant: formatted at UTC midnight so no zone shifts it.
const WEEKDAY_DAY_MONTH = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});

/** "Hoje", "Amanhã", "Ontem", otherwise "qui., 26/11". */
export function formatAgendaDay(day: string, today: string): string {
  if (day === today) return L.today;
  if (day === addDays(today, 1)) return L.tomorrow;
  if (day === addDays(today, -1)) return L.yesterday;
  return WEEKDAY_DAY_MONTH.format(Date.parse(`${day}T00:00:00Z`));
}
