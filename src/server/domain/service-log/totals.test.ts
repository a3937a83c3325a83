import { describe, expect, it } from 'vitest';
import { computeTotals, type CostItem } from './totals';

const items: CostItem[] = [
  { date: '2025-06-10', kind: 'oil_change', totalCost: 80, currency: null },
  { date: '2025-06-02', kind: 'tires', totalCost: 420.5, currency: null },
  { date: '2025-02-01', kind: 'oil_change', totalCost: 75, currency: null },
  { date: '2024-11-20', kind: 'brakes', totalCost: 300, currency: null },
  { date: null, kind: 'repair', totalCost: 50, currency: null },
  { date: '2025-06-12', kind: 'other', totalCost: null, currency: null },
];
const usd = (amount: number) => [{ currency: 'USD', amount }];
const readings = [
  { date: '2025-01-01', odometerKm: 10_000 },
  { date: '2025-03-01', odometerKm: 12_000 },
  { date: '2025-04-15', odometerKm: 13_000 },
  { date: '2025-06-30', odometerKm: 15_000 },
];

describe('computeTotals', () => {
  it('sums this month, this year, all time and by kind', () => {
    const totals = computeTotals(items, { today: '2025-06-30', period: '365d', readings });
    // Records without a currency are in the owner's (dollars).
    expect(totals).toMatchObject({ thisMonth: usd(500.5), thisYear: usd(575.5), allTime: usd(925.5), recordCount: 6 });
    expect(totals.byKind).toEqual([
      { kind: 'oil_change', total: usd(155), count: 2 },
      { kind: 'tires', total: usd(420.5), count: 1 },
      { kind: 'brakes', total: usd(300), count: 1 },
      { kind: 'repair', total: usd(50), count: 1 },
      { kind: 'other', total: usd(0), count: 1 },
    ]);
  });

  it('divides the spend on the days the odometer covers by the distance it shows', () => {
    const totals = computeTotals(items, { today: '2025-06-30', period: '365d', readings });
    // The readings start on 2025-01-01: the November brake job is before them and does not count.
    expect(totals.costPerKm).toEqual({ period: '365d', from: '2025-01-01', to: '2025-06-30', spend: usd(575.5), distanceKm: 5000, value: usd(0.115) });
    const recent = computeTotals(items, { today: '2025-06-30', period: '90d', readings });
    expect(recent.costPerKm).toMatchObject({ from: '2025-04-15', spend: usd(500.5), distanceKm: 2000, value: usd(0.25) });
  });

  it('keeps each currency apart in every total, never adding them', () => {
    const mixed: CostItem[] = [
      { date: '2025-06-10', kind: 'brakes', totalCost: 330, currency: 'EUR' },
      { date: '2025-06-20', kind: 'oil_change', totalCost: 120, currency: 'GBP' },
      { date: '2025-03-01', kind: 'oil_change', totalCost: 60, currency: 'EUR' },
      { date: '2024-05-01', kind: 'tires', totalCost: 500, currency: 'GBP' },
      { date: '2025-02-01', kind: 'repair', totalCost: 40, currency: null },
    ];
    const totals = computeTotals(mixed, { today: '2025-06-30', period: '365d', readings });
    // The log's currencies, largest all-time spend first, in the same order in every total (zero where none was spent).
    const gbpEurUsd = (gbp: number, eur: number, dollars: number) => [
      { currency: 'GBP', amount: gbp },
      { currency: 'EUR', amount: eur },
      { currency: 'USD', amount: dollars },
    ];
    expect(totals.thisMonth).toEqual(gbpEurUsd(120, 330, 0));
    expect(totals.thisYear).toEqual(gbpEurUsd(120, 390, 40));
    expect(totals.allTime).toEqual(gbpEurUsd(620, 390, 40));
    expect(totals.byKind).toEqual([
      { kind: 'oil_change', total: [{ currency: 'GBP', amount: 120 }, { currency: 'EUR', amount: 60 }], count: 2 },
      { kind: 'tires', total: [{ currency: 'GBP', amount: 500 }], count: 1 },
      { kind: 'brakes', total: [{ currency: 'EUR', amount: 330 }], count: 1 },
      { kind: 'repair', total: usd(40), count: 1 },
    ]);
    expect(totals.costPerKm).toMatchObject({ spend: gbpEurUsd(120, 390, 40), distanceKm: 5000, value: gbpEurUsd(0.024, 0.078, 0.008) });
  });

  it('explains a missing cost per km', () => {
    expect(computeTotals(items, { today: '2025-06-30', period: '365d', readings: [] }).costPerKmNote).toMatch(/not reported its odometer/);
    expect(computeTotals([], { today: '2025-06-30', period: 'all', readings }).costPerKmNote).toMatch(/Add a dated record/);
    const flat = [{ date: '2025-06-01', odometerKm: 100 }, { date: '2025-06-30', odometerKm: 100 }];
    expect(computeTotals(items, { today: '2025-06-30', period: '90d', readings: flat }).costPerKmNote).toMatch(/no distance/);
  });
});
