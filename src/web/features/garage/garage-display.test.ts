import { describe, expect, it } from 'vitest';
import { makeDueItem } from '@shared/testing/due-item';
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
    expect(formatNextDue(null, 'km')).toBe('Nothing due');
    expect(formatNextDue(makeDueItem({ label: 'Registration renewal', dueDate: '2031-03-15', daysLeft: 1570 }), 'km')).toBe('Registration renewal · Mar 15, 2031 (in 1570 days)');
    expect(formatNextDue(makeDueItem({ kmLeft: 345, dueOdometerKm: 90_345 }), 'km')).toBe('Scheduled service · in 345 km (at 90,345 km)');
    expect(formatNextDue(makeDueItem({ kmLeft: -20, urgency: 'overdue' }), 'mi')).toBe('Scheduled service · overdue by 12 mi');
    expect(formatNextDue(makeDueItem({ kmLeft: 300, waitingFor: 'service_counter_reset', urgency: 'waiting' }), 'km')).toBe(
      "Scheduled service · service recorded; waiting for the car's service counter to reset",
    );
  });
});
