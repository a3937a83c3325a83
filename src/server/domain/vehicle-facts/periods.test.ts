import { describe, expect, it } from 'vitest';
import { chooseTimeZone, isValidTimeZone, localDay, ownerClock, periodFor, startOfDay, weekStart } from './periods';

describe('the owner\'s days', () => {
  it('counts a Friday morning drive in Seattle on Friday, not on the UTC day', () => {
    // 07:33 in Seattle on Friday 2026-11-20 is 15:33 UTC the same day; 23:30 Seattle Friday is Saturday in UTC
    expect(localDay('2026-11-20T15:33:00Z', 'America/Los_Angeles')).toBe('2026-11-20');
    expect(localDay('2026-11-21T07:30:00Z', 'America/Los_Angeles')).toBe('2026-11-20');
    expect(localDay('2026-11-21T07:30:00Z', 'UTC')).toBe('2026-11-21');
  });

  it('starts a day at local midnight, across a daylight-saving change', () => {
    expect(startOfDay('2026-11-27', 'America/Los_Angeles').toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(startOfDay('2026-07-01', 'America/Los_Angeles').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(startOfDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it.each([
    ['today', '2026-11-27', '2026-11-27'],
    ['yesterday', '2026-11-26', '2026-11-26'],
    ['this-week', '2026-11-23', '2026-11-27'],
    ['last-7-days', '2026-11-21', '2026-11-27'],
    ['this-month', '2026-11-01', '2026-11-27'],
    ['last-30-days', '2026-10-29', '2026-11-27'],
    ['this-year', '2026-01-01', '2026-11-27'],
    ['all-time', null, '2026-11-27'],
  ] as const)('%s runs from %s to %s', (name, from, to) => {
    expect(periodFor(name, { today: '2026-11-27', timeZone: 'UTC' })).toEqual({ name, from, to, timeZone: 'UTC' });
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  it('takes the owner\'s zone, else the car\'s home zone, else UTC; never an unknown zone', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(chooseTimeZone('Mars/Olympus', 'Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(chooseTimeZone(null, undefined)).toBe('UTC');
    expect(ownerClock({ timeZone: 'Pacific/Auckland' }, new Date('2026-11-27T12:00:00Z'))).toEqual({ timeZone: 'Pacific/Auckland', today: '2026-11-28' });
  });
});
