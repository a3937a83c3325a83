import { describe, expect, it } from 'vitest';
import { findNextDue } from './next-due';

const base = { today: '2025-06-01', odometerKm: 50_000, serviceDistanceKm: null, alerts: [], records: [] };

describe('findNextDue', () => {
  it('is null with nothing known', () => {
    expect(findNextDue(base)).toBeNull();
  });

  it('picks the soonest date among alerts and service records, newest record per kind only', () => {
    const due = findNextDue({
      ...base,
      alerts: [{ alertType: 'registration_expiry', alertDate: '2025-09-01' }],
      records: [
        { kind: 'oil_change', date: '2025-01-01', nextDue: '2025-07-01', nextDueOdometerKm: null },
        { kind: 'oil_change', date: '2024-06-01', nextDue: '2025-01-01', nextDueOdometerKm: null },
      ],
    });
    expect(due).toEqual({ label: 'Oil change due', date: '2025-07-01', inKm: null, overdue: false });
  });

  it('puts an overdue item first and compares distances with dates', () => {
    expect(findNextDue({ ...base, serviceDistanceKm: -20, alerts: [{ alertType: 'insurance_expiry', alertDate: '2025-06-02' }] })).toEqual({
      label: 'Scheduled service',
      date: null,
      inKm: -20,
      overdue: true,
    });
    // 400 km at 40 km a day is 10 days: sooner than an inspection in 30 days.
    const records = [{ kind: 'tires' as const, date: '2025-01-01', nextDue: null, nextDueOdometerKm: 50_400 }];
    expect(findNextDue({ ...base, records, alerts: [{ alertType: 'inspection_due', alertDate: '2025-07-01' }] })).toMatchObject({ label: 'Tires due', inKm: 400 });
  });
});
