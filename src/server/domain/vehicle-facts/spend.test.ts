import { describe, expect, it } from 'vitest';
import { ProcessedDataSchema } from '../../../shared/documents';
import { periodFor } from './periods';
import { distanceIn, listSpendItems, summarizeSpend, type SpendRecord } from './spend';

const record = (over: Partial<SpendRecord>): SpendRecord => ({ id: 'r', kind: 'oil_change', type: 'oil_change', description: 'Oil change', cost: 80, currency: 'USD', date: '2026-03-01', documentId: null, ...over });
const insurance = (id: string, premium: number, effectiveDate: string) => ({
  id,
  type: 'insurance' as const,
  originalName: `${id}.pdf`,
  uploadedAt: '2026-02-01T00:00:00Z',
  processedData: ProcessedDataSchema.parse({ documentType: 'insurance', insuranceInfo: { premium, effectiveDate, policyNumber: 'POL 1' }, extractedText: 'Premium $ 718.00' }),
});
const year = periodFor('this-year', { today: '2026-11-27', timeZone: 'UTC' });

describe('spend', () => {
  const items = listSpendItems(
    [
      record({ id: 'a', cost: 80 }),
      record({ id: 'b', kind: 'tires', type: 'tires', description: 'Four tyres', cost: 640.5, date: '2026-05-02' }),
      record({ id: 'c', kind: 'repair', type: 'repair', cost: 200, currency: 'EUR', date: '2026-06-01' }),
      record({ id: 'd', kind: 'fuel', type: 'fuel', cost: 55, date: '2026-11-20' }),
      record({ id: 'e', cost: 99, date: '2025-12-31' }),
    ],
    [insurance('card', 718, '2026-02-01'), insurance('declaration', 718, '2026-02-01')],
  );

  it('never adds insurance, fees or fuel to service spend, and names its period', () => {
    const s = summarizeSpend(items, year, null);
    expect(s.period).toMatchObject({ name: 'this-year', from: '2026-01-01', to: '2026-11-27' });
    expect(s.service).toEqual([
      { currency: 'USD', amount: 720.5 },
      { currency: 'EUR', amount: 200 },
    ]);
    expect(s.total).toEqual([
      { currency: 'USD', amount: 1493.5 },
      { currency: 'EUR', amount: 200 },
    ]);
    expect(s.byCategory.map((c) => [c.category, c.total, c.count])).toEqual([
      ['service', [{ currency: 'USD', amount: 80 }, { currency: 'EUR', amount: 200 }], 2],
      ['tyres', [{ currency: 'USD', amount: 640.5 }], 1],
      ['insurance', [{ currency: 'USD', amount: 718 }], 1],
      ['energy', [{ currency: 'USD', amount: 55 }], 1],
    ]);
  });

  it('counts one premium per policy term however many documents state it', () => {
    expect(items.filter((i) => i.category === 'insurance')).toHaveLength(1);
  });

  it('gives cost per km over the distance of the same period, or says why not', () => {
    expect(summarizeSpend(items, year, 10_000).costPerKm).toEqual([
      { currency: 'USD', amount: 0.072 },
      { currency: 'EUR', amount: 0.02 },
    ]);
    expect(summarizeSpend(items, year, 40)).toMatchObject({ costPerKm: null, costPerKmMissing: 'not-enough-distance' });
    expect(summarizeSpend(items, year, null)).toMatchObject({ costPerKm: null, costPerKmMissing: 'no-distance' });
    expect(summarizeSpend([], year, 5000)).toMatchObject({ costPerKm: null, costPerKmMissing: 'no-spend', total: [] });
  });

  it('measures the distance of a period from the first and last odometer readings inside it', () => {
    const readings = [
      { date: '2025-12-30', odometerKm: 1000 },
      { date: '2026-01-02', odometerKm: 1100 },
      { date: '2026-11-27', odometerKm: 11_100 },
    ];
    expect(distanceIn(readings, year)).toBe(10_000);
    expect(distanceIn(readings.slice(0, 2), year)).toBeNull();
  });
});
