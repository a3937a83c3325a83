import { describe, expect, it } from 'vitest';
import { buildSeries, sampleEvery } from '../usage/test-support/build-series';
import { describeBatteryHealth, measureParkedDrain, trackFullRange } from './battery-trends';

const DAY = { from: '2025-06-01T00:00:00Z', to: '2025-06-02T00:00:00Z' };

describe('measureParkedDrain', () => {
  it('counts what the level loses while parked, per owner day, in % and kWh from the reported energy', () => {
    // Parked all day, losing 0.1 % every 2 h (1.1 % from the first reading to the last) of a 50 kWh battery.
    const series = buildSeries(
      sampleEvery(DAY.from, DAY.to, 10, (m) => {
        const soc = 80 - Math.floor(m / 120) * 0.1;
        return { odometer: 1000, speed: 0, chargePercent: soc, chargeKwh: (soc / 100) * 50, charging: 0 };
      }),
      DAY,
    );
    const drain = measureParkedDrain(series, { capacityKwh: 99, timeZone: 'UTC' });
    expect(drain.days).toEqual([{ day: '2025-06-01', percentLost: 1.1, kwhLost: 0.55, hoursParked: 24 }]);
    expect(drain.kwhBasis).toBe('reported');
    expect(drain.percentPer24h).toBeCloseTo(1.1, 1);
    expect(drain.explanation).toMatch(/parked and not charging/);
  });

  it('leaves out a drive and a charge in the window, and splits by the owner’s days', () => {
    // 00:00-06:00 parked losing 0.5 %, 06:00-07:00 driving 20 km losing 5 %, 07:00-12:00 parked, then charging.
    const series = buildSeries(
      sampleEvery(DAY.from, DAY.to, 10, (m) => {
        if (m < 360) return { odometer: 1000, speed: 0, chargePercent: 70 - (m / 360) * 0.5, charging: 0 };
        if (m < 420) return { odometer: 1000 + ((m - 360) / 60) * 20, speed: 40, chargePercent: 69.5 - ((m - 360) / 60) * 5, charging: 0 };
        if (m < 720) return { odometer: 1020, speed: 0, chargePercent: 64.5, charging: 0 };
        return { odometer: 1020, speed: 0, chargePercent: 64.5 + ((m - 720) / 60) * 10, charging: 1 };
      }),
      { ...DAY, intervalMinutes: 60 },
    );
    const utc = measureParkedDrain(series, { capacityKwh: 60, timeZone: 'UTC' });
    expect(utc.kwhBasis).toBe('capacity');
    expect(utc.days).toHaveLength(1);
    expect(utc.days[0].percentLost).toBeCloseTo(0.5, 1);
    expect(utc.days[0].kwhLost).toBeCloseTo(0.3, 1);
    expect(utc.days[0].hoursParked).toBe(11); // 6 h before the drive, 5 h after it; the charging hours are left out
    // In New York (UTC-4) the night's first 4 hours fall on the owner's May 31.
    const ny = measureParkedDrain(series, { capacityKwh: null, timeZone: 'America/New_York' });
    expect(ny.days.map((d) => d.day)).toEqual(['2025-05-31', '2025-06-01']);
    expect(ny.days[0].percentLost + ny.days[1].percentLost).toBeCloseTo(0.5, 1);
    expect(ny.days[0].kwhLost).toBeNull();
    expect(ny.kwhBasis).toBeNull();
  });

  it('has no days without readings, and wobbles cancel out instead of adding up', () => {
    expect(measureParkedDrain(buildSeries([], DAY), { capacityKwh: 60, timeZone: 'UTC' })).toMatchObject({ days: [], percentPer24h: null });
    const wobble = buildSeries(
      sampleEvery(DAY.from, DAY.to, 10, (m) => ({ odometer: 5, chargePercent: m % 20 === 0 ? 50 : 50.5 })),
      DAY,
    );
    expect(measureParkedDrain(wobble, { capacityKwh: 60, timeZone: 'UTC' }).days[0].percentLost).toBeLessThanOrEqual(0.5);
  });
});

describe('trackFullRange', () => {
  it('gives the median of range ÷ charge level per day, from readings at 20 % or more', () => {
    const days = trackFullRange(
      [
        { timestamp: '2025-06-01T01:00:00Z', soc: 80, rangeKm: 320 },
        { timestamp: '2025-06-01T02:00:00Z', soc: 50, rangeKm: 205 },
        { timestamp: '2025-06-01T03:00:00Z', soc: 40, rangeKm: 158 },
        { timestamp: '2025-06-01T04:00:00Z', soc: 10, rangeKm: 60 },
        { timestamp: '2025-06-02T04:00:00Z', soc: 60, rangeKm: null },
        { timestamp: '2025-06-03T04:00:00Z', soc: 60, rangeKm: 240 },
      ],
      'UTC',
    );
    expect(days).toEqual([
      { day: '2025-06-01', km: 400, readings: 3 },
      { day: '2025-06-03', km: 400, readings: 1 },
    ]);
    expect(trackFullRange([], 'UTC')).toEqual([]);
    expect(trackFullRange([{ timestamp: '2025-06-01T01:00:00Z', soc: 15, rangeKm: 60 }], 'UTC')).toEqual([]);
  });
});

describe('describeBatteryHealth', () => {
  const session = (start: string, gainedPercent: number | null, kwhAdded: number | null) => ({ start, gainedPercent, kwhAdded });

  it('uses the state of health the car sends, per day, with the change over the period', () => {
    const health = describeBatteryHealth({
      stateOfHealth: [
        { timestamp: '2025-06-01T01:00:00Z', value: 94 },
        { timestamp: '2025-06-01T02:00:00Z', value: 93.8 },
        { timestamp: '2025-06-20T02:00:00Z', value: 93.5 },
        { timestamp: '2025-06-21T02:00:00Z', value: null },
      ],
      sessions: [session('2025-06-02T01:00:00Z', 30, 20)],
      energyReported: true,
      timeZone: 'UTC',
    });
    expect(health).toMatchObject({ source: 'state-of-health', unit: 'percent', latest: 93.5, change: -0.4 });
    expect(health.days).toEqual([
      { day: '2025-06-01', value: 93.9 },
      { day: '2025-06-20', value: 93.5 },
    ]);
  });

  it('otherwise estimates the capacity from charges of 10 points or more with reported energy', () => {
    const health = describeBatteryHealth({
      stateOfHealth: [],
      sessions: [session('2025-06-01T01:00:00Z', 40, 30), session('2025-06-02T01:00:00Z', 5, 3), session('2025-06-03T01:00:00Z', 20, 14.8)],
      energyReported: true,
      timeZone: 'UTC',
    });
    expect(health).toMatchObject({ source: 'capacity', unit: 'kWh', latest: 74, change: -1 });
    expect(health.days.map((d) => d.day)).toEqual(['2025-06-01', '2025-06-03']);
    expect(health.explanation).toMatch(/no state of health/);
  });

  it('does not estimate from a capacity it would have to assume, nor from nothing', () => {
    const assumed = describeBatteryHealth({ stateOfHealth: [], sessions: [session('2025-06-01T01:00:00Z', 40, 30)], energyReported: false, timeZone: 'UTC' });
    expect(assumed).toMatchObject({ source: null, days: [], latest: null });
    expect(describeBatteryHealth({ stateOfHealth: [], sessions: [], energyReported: true, timeZone: 'UTC' }).explanation).toMatch(/No estimate yet/);
  });
});
