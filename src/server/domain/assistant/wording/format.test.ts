import { describe, expect, it } from 'vitest';
import { countDaysBetween, describeDaysFromToday, formatDistance, getWeekday, joinList, pluralize } from './format';

describe('format helpers', () => {
  const distances: [number, 'km' | 'mi', string][] = [
    [45_210, 'km', '45,210 km'],
    [45_210, 'mi', '28,092 mi'],
    [1.609344, 'mi', '1 mi'],
    [0, 'km', '0 km'],
  ];
  it.each(distances)('formatDistance(%d, %s) = %s', (km, unit, text) => {
    expect(formatDistance(km, unit)).toBe(text);
  });

  const days: [string, string, number | null][] = [
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-12-22', 30],
    ['2026-11-22', '2026-11-01', -21],
    ['2026-02-28', '2026-03-01', 1],
    ['2026-11-10T23:59:00Z', '2026-11-22', 12],
    ['not a date', '2026-11-22', null],
  ];
  it.each(days)('countDaysBetween(%s, %s) = %s', (from, to, n) => {
    expect(countDaysBetween(from, to)).toBe(n);
  });

  const relative: [number, string][] = [
    [0, 'today'],
    [1, 'tomorrow'],
    [-1, 'yesterday'],
    [13, 'in 13 days'],
    [-82, '82 days ago'],
  ];
  it.each(relative)('describeDaysFromToday(%d) = %s', (n, text) => {
    expect(describeDaysFromToday(n)).toBe(text);
  });

  const lists: [string[], string][] = [
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ];
  it.each(lists)('joinList(%j) = %s', (items, text) => {
    expect(joinList(items)).toBe(text);
  });

  it('pluralizes and names weekdays', () => {
    expect([pluralize(1, 'day'), pluralize(2, 'day'), pluralize(0, 'item')]).toEqual(['1 day', '2 days', '0 items']);
    expect([getWeekday('2026-11-22'), getWeekday('2026-11-17T00:00:00Z'), getWeekday('bad')]).toEqual(['Sunday', 'Tuesday', null]);
  });
});
