import { describe, expect, it } from 'vitest';
import type { TrendPoint } from '@shared/api/garage';
import { hasChartData } from './chart-data';

const day = (date: string, over: Partial<TrendPoint> = {}): TrendPoint => ({ date, odometerKm: null, distanceKm: null, levelPercent: null, maxSpeedKmh: null, ...over });

describe('hasChartData', () => {
  it('wants three days with a reading of the series drawn', () => {
    const twoDots = [day('2026-03-01', { odometerKm: 70_217 }), day('2026-03-02'), day('2026-03-30', { odometerKm: 71_573 })];
    expect(hasChartData(twoDots, ['odometerKm', 'levelPercent'])).toBe(false);
    const three = [...twoDots, day('2026-03-15', { levelPercent: 60 })];
    expect(hasChartData(three, ['odometerKm', 'levelPercent'])).toBe(true);
    expect(hasChartData(three, ['distanceKm'])).toBe(false);
  });
});
