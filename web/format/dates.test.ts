import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatEventStart } from './dates.ts';

// 2025-03-10 15:00 in São Paulo (UTC−3).
const NOW = new Date('2025-03-10T18:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('formatDateTime', () => {
  it('shows dd/mm/yyyy hh:mm in São Paulo time', () => {
    expect(formatDateTime('2025-01-02T03:04:00Z')).toBe('02/01/2025 00:04');
    expect(formatDateTime(new Date('2025-12-31T23:59:00-03:00'))).toBe('31/12/2025 23:59');
    expect(formatDateTime(seconds('2025-06-15T12:00:00Z'))).toBe('15/06/2025 09:00');
  });

  it('crosses the day boundary by São Paulo time, not UTC', () => {
    expect(formatDate('2025-03-11T02:30:00Z')).toBe('10/03/2025');
  });

  it('answers N/A for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('N/A');
  });
});

describe('formatEventStart', () => {
  it('says Hoje for the same São Paulo day, including late evening after UTC midnight', () => {
    expect(formatEventStart(seconds('2025-03-10T23:30:00Z'), NOW)).toBe('Hoje 20:30');
    expect(formatEventStart(seconds('2025-03-11T02:59:00Z'), NOW)).toBe('Hoje 23:59');
  });

  it('says Amanhã only for the next day', () => {
    expect(formatEventStart(seconds('2025-03-11T03:00:00Z'), NOW)).toBe('Amanhã 00:00');
    expect(formatEventStart(seconds('2025-03-12T02:59:00Z'), NOW)).toBe('Amanhã 23:59');
    expect(formatEventStart(seconds('2025-03-12T03:00:00Z'), NOW)).toBe('12/03/2025 00:00');
  });

  it('shows past days as a full date', () => {
    expect(formatEventStart(seconds('2025-03-09T12:00:00Z'), NOW)).toBe('09/03/2025 09:00');
  });

  it('handles the turn of the month and year', () => {
    const newYearsEve = new Date('2025-12-31T20:00:00Z');
    expect(formatEventStart('2026-01-01T13:00:00Z', newYearsEve)).toBe('Amanhã 10:00');
  });
});

describe('formatDay', () => {
  it('shows a calendar date as dd/mm/yyyy without moving it to another day', () => {
    expect(formatDay('2025-03-01')).toBe('01/03/2025');
    expect(formatDay('2024-12-31')).toBe('31/12/2024');
  });

  it('answers N/A for missing or malformed dates', () => {
    expect(formatDay(null)).toBe('N/A');
    expect(formatDay('01/03/2025')).toBe('N/A');
  });
});
