import { describe, expect, it } from 'vitest';
import { makeDueItem } from '../../../shared/testing/due-item';
import type { GarageRow } from '../../../shared/api/garage';
import { sortRows } from './garage';

const row = (name: string, extra: Partial<GarageRow>): GarageRow => ({
  tokenId: name.length,
  name,
  year: null,
  make: null,
  model: null,
  vin: null,
  plate: null,
  type: 'gas',
  isDemo: false,
  healthScore: 85,
  healthCap: null,
  status: 'optimal',
  odometerKm: null,
  levelPercent: null,
  nextDue: null,
  lastSeen: null,
  documentCount: 0,
  telemetryError: null,
  ...extra,
});

describe('sortRows', () => {
  const rows = [
    row('Civic', { odometerKm: 30_000, year: 2019, nextDue: makeDueItem({ dueDate: '2025-09-01', daysLeft: 40 }) }),
    row('Accord', { odometerKm: null, year: 2021, nextDue: makeDueItem({ kmLeft: -5, urgency: 'overdue', dueNow: true }) }),
    row('Bolt', { odometerKm: 12_000, year: 2021 }),
  ];
  const names = (sorted: GarageRow[]) => sorted.map((r) => r.name);

  it('sorts by a column both ways, missing values last, ties by name', () => {
    expect(names(sortRows(rows, 'name', 'asc'))).toEqual(['Accord', 'Bolt', 'Civic']);
    expect(names(sortRows(rows, 'name', 'desc'))).toEqual(['Civic', 'Bolt', 'Accord']);
    expect(names(sortRows(rows, 'odometer', 'asc'))).toEqual(['Bolt', 'Civic', 'Accord']);
    expect(names(sortRows(rows, 'odometer', 'desc'))).toEqual(['Civic', 'Bolt', 'Accord']);
    expect(names(sortRows(rows, 'year', 'desc'))).toEqual(['Accord', 'Bolt', 'Civic']);
  });

  it('puts overdue items first when sorting by next due', () => {
    expect(names(sortRows(rows, 'nextDue', 'asc'))).toEqual(['Accord', 'Civic', 'Bolt']);
  });
});
