import { describe, expect, it } from 'vitest';
import { describeModel, formatLastSeen, formatNextDue } from './garage-display';

describe('garage display', () => {
  it('describes the model from what is known', () => {
    expect(describeModel({ year: 2021, make: 'Honda', model: 'Accord' })).toBe('2021 Honda Accord');
    expect(describeModel({ year: null, make: null, model: null })).toBeNull();
  });

  it('says how long ago the car was last seen', () => {
    const now = Date.parse('2025-06-10T12:00:00Z');
    expect(formatLastSeen(null, now)).toBe('never');
    expect(formatLastSeen('2025-06-10T11:59:30Z', now)).toBe('just now');
    expect(formatLastSeen('2025-06-10T11:15:00Z', now)).toBe('45 min ago');
    expect(formatLastSeen('2025-06-10T07:00:00Z', now)).toBe('5 h ago');
    expect(formatLastSeen('2025-06-08T12:00:00Z', now)).toBe('2 days ago');
    expect(formatLastSeen('2025-05-01T12:00:00Z', now)).toBe('May 1, 2025');
  });

  it('names the next due item with its date or distance', () => {
    expect(formatNextDue(null, 'km')).toBe('Nothing scheduled');
    expect(formatNextDue({ label: 'Registration expiry', date: '2031-03-15', inKm: null, overdue: false }, 'km')).toBe('Registration expiry · Mar 15, 2031');
    expect(formatNextDue({ label: 'Scheduled service', date: null, inKm: 1200, overdue: false }, 'km')).toBe('Scheduled service · in 1,200 km');
    expect(formatNextDue({ label: 'Scheduled service', date: null, inKm: -20, overdue: true }, 'km')).toBe('Scheduled service · overdue by 20 km');
  });
});
