import { describe, expect, it } from 'vitest';
import type { Insights } from '@shared/api/insights';
import { buildInsightsCsv, formatDuration } from './insights-csv';

describe('insights export', () => {
  it('writes each table with a header, quoting what needs it, one amount per currency', () => {
    const data = {
      weeks: [{ start: '2025-06-24', distanceKm: 120.5, drivingMinutes: 150 }],
      spend: {
        period: { name: 'this-year', from: '2025-01-01', to: '2025-06-30', timeZone: 'UTC' },
        byCategory: [{ category: 'tyres', total: [{ currency: 'EUR', amount: 340 }], count: 1 }],
      },
      currency: 'USD',
      months: [{ month: '2025-06', spend: 40, other: [{ currency: 'EUR', amount: 340 }] }],
      vehicles: [
        {
          name: 'Car, "red"',
          tokenId: 7,
          distanceKm: 120.5,
          drivingMinutes: 150,
          service: [{ currency: 'EUR', amount: 340 }, { currency: 'USD', amount: 40 }],
          costPerKm: [{ currency: 'EUR', amount: 2.822 }],
          litresPer100Km: 7.1,
          kwhPer100Km: null,
          healthScore: 90,
        },
      ],
      troubleCodes: [],
      health: [{ date: '2025-06-01', score: 88 }],
    } as unknown as Insights;
    const csv = buildInsightsCsv(data).split('\r\n');
    expect(csv[0]).toBe('week_start,distance_km,driving_minutes');
    expect(csv[1]).toBe('2025-06-24,120.5,150');
    expect(csv).toContain('this-year,2025-01-01,2025-06-30,Tires,EUR,340,1');
    expect(csv).toContain('2025-06,USD,40');
    expect(csv).toContain('2025-06,EUR,340');
    expect(csv).toContain('"Car, ""red""",7,120.5,150,340 EUR; 40 USD,2.822 EUR,7.1,,90');
    expect(csv).toContain('2025-06-01,88');
    expect(formatDuration(200)).toBe('3 h 20 min');
  });
});
