import { describe, expect, it } from 'vitest';
import { saoPauloDate, saoPauloParts } from './sao-paulo.ts';

describe('São Paulo time', () => {
  it('dates an instant by São Paulo’s day, not UTC’s', () => {
    // 02:59 UTC is still 23:59 of the day before in São Paulo (UTC−3); 03:00 UTC is its midnight.
    expect(saoPauloDate(Date.parse('2025-03-11T02:59:00Z'))).toBe('2025-03-10');
    expect(saoPauloDate(new Date('2025-03-11T03:00:00Z'))).toBe('2025-03-11');
    expect(saoPauloDate(Date.parse('2025-12-31T23:30:00-03:00'))).toBe('2025-12-31');
  });

  it('reads each part zero-padded, midnight as 00', () => {
    expect(saoPauloParts(new Date('2025-01-02T03:04:00Z'))).toEqual({
      year: '2025',
      month: '01',
      day: '02',
      hour: '00',
      minute: '04',
    });
    expect(saoPauloParts(Date.parse('2025-06-15T12:00:00Z'))).toMatchObject({ hour: '09', minute: '00' });
  });

  it('keeps the summer time São Paulo still had before 2019 (UTC−2)', () => {
    expect(saoPauloParts(new Date('2018-01-15T12:00:00Z'))).toMatchObject({ day: '15', hour: '10' });
    expect(saoPauloDate(Date.parse('2018-01-15T22:30:00Z'))).toBe('2018-01-15');
  });

  it('agrees with itself: the date is the parts’ date at every hour of a day', () => {
    const start = Date.parse('2026-11-21T00:00:00Z');
    for (let h = 0; h < 24; h++) {
      const instant = start + h * 3_600_000;
      const p = saoPauloParts(instant);
      expect(saoPauloDate(instant)).toBe(`${p.year}-${p.month}-${p.day}`);
    }
  });
});
