import { describe, expect, it } from 'vitest';
import { addDays, addMonths, readInterval } from './service-interval';

describe('readInterval', () => {
  it.each([
    ['Next oil change in 3,000 miles or 6 months.', true, { months: 6, distance: 3000, days: null, distanceIsInterval: true }],
    ['Next service: 48,500 mi or 6 months, whichever comes first', true, { months: 6, distance: null, days: null, distanceIsInterval: false }],
    ['Service interval      6 months / 3,000 miles', false, { months: 6, distance: 3000, days: null, distanceIsInterval: true }],
    ['Nächster Service alle 12 Monate oder 15.000 km', true, { months: 12, distance: 15000, days: null, distanceIsInterval: false }],
    ['Next oil change in 90 days or 3,000 miles', true, { months: null, days: 90, distance: 3000, distanceIsInterval: false }],
    ['Return every two years', true, { months: 24, distance: null, days: null, distanceIsInterval: false }],
  ])('%s', (text, aboutNext, expected) => {
    expect(readInterval(text, aboutNext)).toEqual(expected);
  });

  it('ignores warranties, offers and lines not about the next visit', () => {
    expect(readInterval('Parts warranty: 12 months or 12,000 miles', true)).toBeNull();
    expect(readInterval('Coupon valid for 3 months', true)).toBeNull();
    expect(readInterval('Brake pads rated for 6 months of city driving', false)).toBeNull();
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month, across years', () => {
    expect(addMonths('2026-09-15', 6)).toBe('2027-03-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-10', 12)).toBe('2027-01-10');
    expect(addDays('2026-09-15', 90)).toBe('2026-12-14');
  });
});
