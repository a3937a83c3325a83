import { describe, it, expect } from 'vitest';
import { addDays, daysBetween, formatClock, formatIsoDate, formatMoment, isValidIsoDate, parseIsoDate, toIsoDate } from './format-date';

describe('parseIsoDate and isValidIsoDate', () => {
  const cases: [string | null | undefined, ReturnType<typeof parseIsoDate>][] = [
    ['2024-01-10', { year: 2024, month: 1, day: 10 }],
    [' 2024-12-31 ', { year: 2024, month: 12, day: 31 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1900-02-29', null],
    ['0004-02-29', { year: 4, month: 2, day: 29 }],
    ['2024-04-31', null],
    ['2024-13-01', null],
    ['2024-00-10', null],
    ['2024-01-00', null],
    ['2024-1-10', null],
    ['10/01/2024', null],
    ['2024-01-10T00:00:00Z', null],
    ['', null],
    [null, null],
    [undefined, null],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
    expect(isValidIsoDate(text)).toBe(expected !== null);
  });
});

describe('daysBetween', () => {
  const cases: [string, string, number][] = [
    ['2024-01-10', '2024-01-10', 0],
    ['2024-01-10', '2024-01-11', 1],
    ['2024-01-11', '2024-01-10', -1],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2024-03-30', '2024-03-31', 1],
    ['2024-10-26', '2024-10-28', 2],
    ['2023-12-31', '2024-12-31', 366],
  ];
  it.each(cases)('%s to %s is %d days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
  it('rejects invalid dates', () => {
    expect(() => daysBetween('2024-02-30', '2024-03-01')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  const cases: [string, number, string][] = [
    ['2024-01-10', 0, '2024-01-10'],
    ['2024-01-31', 1, '2024-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-01-10', 365, '2025-01-09'],
  ];
  it.each(cases)('%s + %d = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('toIsoDate', () => {
  it('uses UTC fields when asked', () => {
    expect(toIsoDate(new Date(Date.UTC(2024, 0, 5, 23, 59)), 'utc')).toBe('2024-01-05');
  });
  it('uses local fields by default', () => {
    expect(toIsoDate(new Date(2024, 6, 4, 0, 30))).toBe('2024-07-04');
  });
});

describe('formatIsoDate', () => {
  const cases: [string, string][] = [
    ['2024-01-10', 'Jan 10, 2024'],
    ['2025-12-01', 'Dec 1, 2025'],
    ['not a date', 'not a date'],
  ];
  it.each(cases)('%s', (text, expected) => {
    expect(formatIsoDate(text)).toBe(expected);
  });
});

describe('formatMoment and formatClock', () => {
  const friday = '2026-11-27T15:33:00Z';
  it('writes a moment in the zone, its date as every other date is written', () => {
    expect(formatMoment(friday, 'America/Los_Angeles')).toBe('Nov 27, 2026, 07:33');
    expect(formatMoment(friday, 'Pacific/Auckland')).toBe('Nov 28, 2026, 04:33');
    expect(formatMoment(friday, 'UTC', { weekday: true, year: false })).toBe('Fri, Nov 27, 15:33');
    expect(formatMoment(friday, 'Asia/Tokyo', { time: false })).toBe('Nov 28, 2026');
    expect(formatMoment('not a moment', 'UTC')).toBe('not a moment');
  });
  it('writes the clock in 24 hours, midnight as 00', () => {
    expect(formatClock('2026-11-27T08:05:00Z', 'UTC')).toBe('08:05');
    expect(formatClock('2026-11-27T00:00:00Z', 'UTC')).toBe('00:00');
    expect(formatClock('2026-11-27T23:59:00Z', 'America/New_York')).toBe('18:59');
  });
});
