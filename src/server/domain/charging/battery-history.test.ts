import { describe, expect, it } from 'vitest';
import type { SignalHistory } from '../../provider';
import { batteryHistoryWindow, readBatteryDays, summarizeBatteryHistory } from './battery-history';

/** Day buckets from the window's first midnight, one per day, each from `bucket(i)`. */
function dayBuckets(from: Date, count: number, bucket: (i: number) => Record<string, number | null>): SignalHistory {
  return { locationShared: true, buckets: Array.from({ length: count }, (_, i) => ({ timestamp: new Date(from.getTime() + i * 86_400_000).toISOString(), location: null, ...bucket(i) })) };
}

describe('batteryHistoryWindow', () => {
  it('covers the 12 owner months to today, from the owner’s midnight', () => {
    const w = batteryHistoryWindow('2026-11-27', 'Europe/Paris');
    expect(w.firstDay).toBe('2025-12-01');
    expect(w.lastDay).toBe('2026-11-27');
    expect(w.from.toISOString()).toBe('2025-11-30T23:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-11-27T23:00:00.000Z');
  });
});

describe('battery history', () => {
  const window = batteryHistoryWindow('2026-11-27', 'America/Chicago');
  const count = 362; // 2025-12-01 .. 2026-11-27

  it('takes the reported state of health per month and the range at 100 % from the day’s highest range and charge level', () => {
    // health falls 0.005 points a day (≈ 1.8 a year); range at 100 % is 400 km × health
    const history = dayBuckets(window.from, count, (i) => {
      const soh = 95 - 0.005 * i;
      return { soh, socMin: 40, socMax: 80, rangeMax: (400 * soh) / 100 * 0.8, batteryRangeMax: null, energyMin: 20, energyMax: 40, charging: i % 2 };
    });
    const days = readBatteryDays(history, { type: 'electric', firstDay: window.firstDay, from: window.from });
    expect(days[0]).toMatchObject({ day: '2025-12-01', soh: 95, fullRangeKm: 380 });
    expect(days.at(-1)!.day).toBe('2026-11-27');
    const h = summarizeBatteryHistory(days, window);
    expect(h.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7)));
    expect(h.health).toMatchObject({ basis: 'state-of-health', unit: 'percent', since: '2025-12', days: count });
    expect(h.health.first).toBeCloseTo(95 - 0.005 * 15, 1);
    expect(h.health.change).toBeCloseTo(h.months.at(-1)!.health! - h.months[0].health!, 5);
    expect(h.health.change).toBeCloseTo(-0.005 * (count - 1 - 13 - 15), 0);
    expect(h.fullRange.firstKm).toBe(Math.round(400 * h.months[0].health! / 100));
    expect(h.fullRange.changeKm).toBeLessThan(0);
    expect(h.health.explanation).toMatch(/Reported by the car/);
  });

  it('estimates the usable capacity from the days the car charged when it reports no state of health', () => {
    const history = dayBuckets(window.from, 60, (i) => ({
      soh: null,
      socMin: 30,
      socMax: i % 3 === 0 ? 80 : 35, // a charge of 50 points every third day, else a small top-up
      energyMin: 30 * 0.7,
      energyMax: (i % 3 === 0 ? 80 : 35) * 0.7,
      charging: i % 3 === 0 ? 1 : 0,
      rangeMax: null,
      batteryRangeMax: null,
    }));
    const h = summarizeBatteryHistory(readBatteryDays(history, { type: 'electric', firstDay: window.firstDay, from: window.from }), window);
    expect(h.health).toMatchObject({ basis: 'capacity', unit: 'kWh', latest: 70, change: 0, days: 20 });
    expect(h.health.explanation).toMatch(/Estimated from 20 days with a charge/);
    expect(h.fullRange).toMatchObject({ latestKm: null, changeKm: null });
  });

  it('says there is nothing when the car sends neither, and leaves a plug-in hybrid’s range out', () => {
    const history = dayBuckets(window.from, 10, () => ({ soh: null, socMin: 50, socMax: 90, energyMin: null, energyMax: null, charging: 1, rangeMax: 500, batteryRangeMax: 40 }));
    const h = summarizeBatteryHistory(readBatteryDays(history, { type: 'hybrid', firstDay: window.firstDay, from: window.from }), window, 'hybrid');
    expect(h.months).toEqual([]);
    expect(h.health).toMatchObject({ basis: null, latest: null, change: null });
    expect(h.fullRange.explanation).toMatch(/electric cars only/);
  });
});
