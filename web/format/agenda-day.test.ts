import { describe, expect, it } from 'vitest';
import {
  agendaDateVariable,
  agendaDayOf,
  agendaToday,
  formatAgendaDay,
  withAgendaDay,
} from './agenda-day.ts';

describe('the agenda day', () => {
  const today = '2026-11-26';

  it('names the days around today and writes the others with the weekday, in pt-BR', () => {
    expect(formatAgendaDay(today, today)).toBe('Hoje');
    expect(formatAgendaDay('2026-11-27', today)).toBe('Amanhã');
    expect(formatAgendaDay('2026-11-25', today)).toBe('Ontem');
    expect(formatAgendaDay('2026-11-28', today)).toBe('sáb., 28/11');
    expect(formatAgendaDay('2026-12-03', today)).toBe('qui., 03/12');
  });

  it("is São Paulo's: 01:30 UTC is still the day before there", () => {
    expect(agendaToday(Date.parse('2026-11-27T01:30:00Z'))).toBe('2026-11-26');
    expect(agendaToday(Date.parse('2026-11-27T03:00:00Z'))).toBe('2026-11-27');
  });

  it('reads ?data= from a search, today when missing, malformed or out of range', () => {
    expect(agendaDayOf('?data=2026-12-01', today)).toBe('2026-12-01');
    expect(agendaDayOf('', today)).toBe(today);
    expect(agendaDayOf('?data=2026-11-31', today)).toBe(today);
    expect(agendaDayOf('?data=2027-01-10', today)).toBe(today);
  });

  it('keeps today out of the URL and of the query variables', () => {
    expect(withAgendaDay('/events/today/football', today, today)).toBe('/events/today/football');
    expect(withAgendaDay('/events/today/football', '2026-11-27', today)).toBe(
      '/events/today/football?data=2026-11-27',
    );
    expect(agendaDateVariable(today, today)).toBeNull();
    expect(agendaDateVariable('2026-11-20', today)).toBe('2026-11-20');
  });
});
