import { describe, expect, it } from 'vitest';
import { parseMileage } from './mileage';

describe('parseMileage', () => {
  it.each([
    ['45,231 mi', 45231],
    ['45231', 45231],
    ['45.231 km', 45231],
    ['120,500 miles', 120500],
    ['Odometer 9,870', 9870],
  ])('%s -> %d', (text, value) => expect(parseMileage(text)).toBe(value));

  it.each([['a year', '2024'], ['nothing', 'n/a'], ['single digit', '7']])('no mileage in %s', (_n, text) =>
    expect(parseMileage(text)).toBeNull(),
  );
});
