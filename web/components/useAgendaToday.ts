import { agendaToday } from '../format/agenda-day.ts';
import { useNow } from './useNow.ts';

/** How often an open page looks whether São Paulo's day has changed. */
export const AGENDA_DAY_CHECK_MS = 60_000;

/**
 * Today in São Paulo for a page of the agenda's days, which follows the day while the page stays open: past
 * midnight it is the new day (the page's "Hoje" with it), where it stayed the day the page was opened until
 * a reload. Looked at each minute rather than timed to midnight: a timer of hours fires late after the
 * machine has slept.
 */
export function useAgendaToday(): string {
  return agendaToday(useNow(true, AGENDA_DAY_CHECK_MS));
}
