import { describe, expect, it } from 'vitest';
import {
  addDays,
  AGENDA_DAYS_AROUND_TODAY,
  daysBetween,
  isAgendaDay,
  isCalendarDay,
} from './calendar-days.ts';

describe('calendar days', () => {
  it('accepts only days that exist, written yyyy-mm-dd', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    // Years below 100 are years of their own, not 1900–1999.
    for (const early of ['0001-01-01', '0050-06-15', '0099-12-31']) {
      expect(isCalendarDay(early), early).toBe(true);
    }
    expect(isCalendarDay('0000-01-01'), 'year 0').toBe(false);
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-05', '05/01/2026', '', 'hoje']) {
      expect(isCalendarDay(bad), bad).toBe(false);
    }
  });

  it('adds and counts days across months and years, whatever the zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-26', '2026-12-26')).toBe(30);
    expect(daysBetween('2026-11-26', '2026-10-27')).toBe(-30);
    expect(daysBetween('2026-11-26', 'x')).toBeNull();
  });

  it('bounds the agenda to the days around today', () => {
    const today = '2026-11-26';
    expect(isAgendaDay(addDays(today, AGENDA_DAYS_AROUND_TODAY), today)).toBe(true);
    expect(isAgendaDay(addDays(today, -AGENDA_DAYS_AROUND_TODAY), today)).toBe(true);
    expect(isAgendaDay(addDays(today, AGENDA_DAYS_AROUND_TODAY + 1), today)).toBe(false);
    expect(isAgendaDay(addDays(today, -AGENDA_DAYS_AROUND_TODAY - 1), today)).toBe(false);
    expect(isAgendaDay('2026-02-30', today)).toBe(false);
  });
});
