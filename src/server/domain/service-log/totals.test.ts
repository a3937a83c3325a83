import { describe, expect, it } from 'vitest';
import { computeTotals, type CostItem } from './totals';

const items: CostItem[] = [
  { date: '2025-06-10', kind: 'oil_change', totalCost: 80 },
  { date: '2025-06-02', kind: 'tires', totalCost: 420.5 },
  { date: '2025-02-01', kind: 'oil_change', totalCost: 75 },
  { date: '2024-11-20', kind: 'brakes', totalCost: 300 },
  { date: null, kind: 'repair', totalCost: 50 },
  { date: '2025-06-12', kind: 'other', totalCost: null },
];
const readings = [
  { date: '2025-01-01', odometerKm: 10_000 },
  { date: '2025-03-01', odometerKm: 12_000 },
  { date: '2025-04-15', odometerKm: 13_000 },
  { date: '2025-06-30', odometerKm: 15_000 },
];

describe('computeTotals', () => {
  it('sums this month, this year, all time and by kind', () => {
    const totals = computeTotals(items, { today: '2025-06-30', period: '365d', readings });
    expect(totals).toMatchObject({ thisMonth: 500.5, thisYear: 575.5, allTime: 925.5, recordCount: 6 });
    expect(totals.byKind).toEqual([
      { kind: 'oil_change', total: 155, count: 2 },
      { kind: 'tires', total: 420.5, count: 1 },
      { kind: 'brakes', total: 300, count: 1 },
      { kind: 'repair', total: 50, count: 1 },
      { kind: 'other', total: 0, count: 1 },
    ]);
  });

  it('divides the spend on the days the odometer covers by the distance it shows', () => {
    const totals = computeTotals(items, { today: '2025-06-30', period: '365d', readings });
    // The readings start on 2025-01-01: the November brake job is before them and does not count.
    expect(totals.costPerKm).toEqual({ period: '365d', from: '2025-01-01', to: '2025-06-30', spend: 575.5, distanceKm: 5000, value: 0.115 });
    const recent = computeTotals(items, { today: '2025-06-30', period: '90d', readings });
    expect(recent.costPerKm).toMatchObject({ from: '2025-04-15', spend: 500.5, distanceKm: 2000, value: 0.25 });
  });

  it('explains a missing cost per km', () => {
    expect(computeTotals(items, { today: '2025-06-30', period: '365d', readings: [] }).costPerKmNote).toMatch(/not reported its odometer/);
    expect(computeTotals([], { today: '2025-06-30', period: 'all', readings }).costPerKmNote).toMatch(/Add a dated record/);
    const flat = [{ date: '2025-06-01', odometerKm: 100 }, { date: '2025-06-30', odometerKm: 100 }];
    expect(computeTotals(items, { today: '2025-06-30', period: '90d', readings: flat }).costPerKmNote).toMatch(/no distance/);
  });
});
