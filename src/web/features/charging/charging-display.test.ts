import { describe, expect, it } from 'vitest';
import type { BatteryHistory } from '@shared/api/charging';
import { describeHealthTrend, describeRangeTrend, formatChange, formatDay, formatHealth, formatMinutes, formatMonth, formatPlace, monthsBetween } from './charging-display';

describe('charging display', () => {
  it('formats durations and places', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(140)).toBe('2 h 20 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(null)).toBe('—');
    expect(formatPlace({ label: 'Austin, TX' })).toBe('Austin, TX');
    expect(formatPlace(null)).toBe('—');
  });

  it('formats battery days, health and its change', () => {
    expect(formatDay('2025-06-01')).toBe('Jun 1');
    expect(formatHealth(94.25, 'percent')).toBe('94.3 %');
    expect(formatHealth(71.8, 'kWh')).toBe('71.8 kWh');
    expect(formatHealth(null, null)).toBe('—');
    expect(formatChange(-1.2, 'percent')).toBe('−1.2 points');
    expect(formatChange(0, 'kWh')).toBe('no change');
    expect(formatChange(null, 'kWh')).toBe('—');
  });

  it('says the year’s battery trend in a sentence, with its basis', () => {
    const history: BatteryHistory = {
      window: { from: '2025-12-01', to: '2026-11-27', months: 12 },
      months: [
        { month: '2025-12', health: 96.4, healthDays: 31, fullRangeKm: 420, rangeDays: 30 },
        { month: '2026-11', health: 94.4, healthDays: 27, fullRangeKm: 411, rangeDays: 27 },
      ],
      health: { basis: 'state-of-health', unit: 'percent', latest: 94.4, first: 96.4, since: '2025-12', change: -2, days: 58, explanation: '' },
      fullRange: { latestKm: 411, firstKm: 420, since: '2025-12', changeKm: -9, explanation: '' },
    };
    expect(formatMonth('2026-08')).toBe('Aug 2026');
    expect(monthsBetween('2025-12', '2026-11')).toBe(11);
    expect(describeHealthTrend(history)).toBe('Battery health 94.4 % (−2.0 points in 11 months), reported by the car on 58 days.');
    expect(describeRangeTrend(history, 'km')).toBe('Range at 100 % 411 km (−9 km since Dec 2025).');
    expect(describeRangeTrend(history, 'mi')).toBe('Range at 100 % 255 mi (−6 mi since Dec 2025).');
    const capacity = { ...history, health: { ...history.health, basis: 'capacity' as const, unit: 'kWh' as const, latest: 71.8, change: 0, days: 12 } };
    expect(describeHealthTrend(capacity)).toBe('Usable capacity about 71.8 kWh (no change in 11 months), estimated from 12 days with a charge.');
  });
});
