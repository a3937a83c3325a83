import { describe, expect, it } from 'vitest';
import { combineInsights, dailyHealthScore, emptyInsight, weekStarts, type VehicleInsight } from './aggregate';

const vehicle = (name: string, extra: Partial<VehicleInsight>): VehicleInsight => ({ ...emptyInsight(name.length, name), ...extra });

describe('insights aggregation', () => {
  it('cuts the window into calendar weeks from Monday, the last one this week so far', () => {
    // 2025-06-30 is a Monday, 2025-07-06 a Sunday: both are in the week of June 30
    expect(weekStarts('2025-06-30', 2)).toEqual(['2025-06-23', '2025-06-30']);
    expect(weekStarts('2025-07-06', 3)).toEqual(['2025-06-16', '2025-06-23', '2025-06-30']);
    expect(weekStarts('2025-07-02', 1)).toEqual(['2025-06-30']);
  });

  it('scores a day from its averages, leaving engine temperatures out', () => {
    const day = { timestamp: '2025-06-01T00:00:00Z', date: '2025-06-01', maxSpeed: 90, odometer: 1, maxEngineSpeed: 2500, fuelLevel: 50, batteryLevel: null, coolantTemp: 30, batteryVoltage: 12.7, engineLoad: 40, intakeTemp: 20, barometricPressure: 100, exteriorTemp: 15, range: 300, troubleCodes: null };
    expect(dailyHealthScore(day)).toBe(85 + 5 + 5 + 3 + 2);
    expect(dailyHealthScore({ ...day, maxEngineSpeed: null, batteryVoltage: null, engineLoad: null, barometricPressure: null })).toBeNull();
  });

  it('adds the vehicles up: distance and time per week, consumption, codes, health', () => {
    const a = vehicle('Civic', {
      distanceByDay: new Map([['2025-06-20', 50], ['2025-06-28', 30]]),
      distanceKm: 80,
      drivingByDay: new Map([['2025-06-20', 60]]),
      drivingMinutes: 60,
      fuelLitres: 6,
      fuelKm: 80,
      codesByDay: new Map([['2025-06-01', ['P0420']], ['2025-06-05', ['P0420']]]),
      healthByDay: new Map([['2025-06-01', 90]]),
    });
    const b = vehicle('Bolt', {
      distanceByDay: new Map([['2025-06-29', 20]]),
      distanceKm: 20,
      drivingMinutes: 30,
      drivingByDay: new Map([['2025-06-29', 30]]),
      energyKwh: 3.2,
      energyKm: 20,
      healthByDay: new Map([['2025-06-01', 80]]),
    });
    const result = combineInsights([a, b], { to: '2025-06-29', weeks: 2, historyFrom: '2025-04-01' });
    // the weeks of June 16 and June 23 (Monday to Sunday)
    expect(result.weeks).toEqual([
      { start: '2025-06-16', distanceKm: 50, drivingMinutes: 60 },
      { start: '2025-06-23', distanceKm: 50, drivingMinutes: 30 },
    ]);
    expect(result.totals).toEqual({ distanceKm: 100, drivingMinutes: 90, fuelLitres: 6, litresPer100Km: 7.5, energyKwh: 3.2, kwhPer100Km: 16 });
    expect(result.troubleCodes).toMatchObject([{ code: 'P0420', vehicles: ['Civic'], firstSeen: '2025-06-01', lastSeen: '2025-06-05', days: 2 }]);
    expect(result.health).toEqual([{ date: '2025-06-01', score: 85 }]);
  });
});
