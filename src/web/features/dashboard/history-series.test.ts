import { describe, expect, it } from 'vitest';
import { createDailySignals } from '@shared/latest-signals';
import { buildHistorySeries, hasHistoryData } from './history-series';

const day = createDailySignals;

describe('buildHistorySeries', () => {
  it('derives distance per day from odometer differences, in order', () => {
    const days = [
      day('2024-03-03T00:00:00Z', { odometer: 1100 }),
      day('2024-03-01T00:00:00Z', { odometer: 1000 }),
      day('2024-03-02T00:00:00Z', { odometer: 1042.44 }),
    ];
    const series = buildHistorySeries(days, 'gas', 'km');
    expect(series.map((p) => p.distance)).toEqual([null, 42.4, 57.6]);
    expect(series.map((p) => p.label)).toEqual(['Fri 1', 'Sat 2', 'Sun 3']);
  });

  it("does not put a day without readings' distance on the day after it", () => {
    const days = [
      day('2024-03-01T00:00:00Z', { odometer: 1000 }),
      day('2024-03-02T00:00:00Z'),
      day('2024-03-03T00:00:00Z', { odometer: 1100 }),
      day('2024-03-04T00:00:00Z', { odometer: 1150 }),
    ];
    expect(buildHistorySeries(days, 'gas', 'km').map((p) => p.distance)).toEqual([null, null, null, 50]);
  });

  it('converts distances to miles', () => {
    const days = [day('2024-03-01T00:00:00Z', { odometer: 1000 }), day('2024-03-02T00:00:00Z', { odometer: 1100 })];
    expect(buildHistorySeries(days, 'gas', 'mi').map((p) => p.distance)).toEqual([null, 62.1]);
  });

  it('never shows a negative distance after an odometer reset', () => {
    const days = [day('2024-03-01T00:00:00Z', { odometer: 500 }), day('2024-03-02T00:00:00Z', { odometer: 100 }), day('2024-03-03T00:00:00Z', { odometer: 130 })];
    expect(buildHistorySeries(days, 'gas', 'km').map((p) => p.distance)).toEqual([null, null, 30]);
  });

  it.each([
    ['gas', { fuelLevel: 55.4, batteryLevel: 90 }, 55],
    ['gas', { batteryLevel: 90 }, null],
    ['electric', { fuelLevel: 55, batteryLevel: 80.6 }, 81],
    ['electric', { fuelLevel: 55 }, null],
    ['hybrid', { fuelLevel: 40 }, 40],
    ['hybrid', { batteryLevel: 70 }, 70],
  ] as const)('a %s car with %j shows level %j', (type, values, level) => {
    expect(buildHistorySeries([day('2024-03-01T00:00:00Z', values)], type, 'km')[0].level).toBe(level);
  });

  it('keeps coolant temperature to one decimal', () => {
    expect(buildHistorySeries([day('2024-03-01T00:00:00Z', { coolantTemp: 91.26 })], 'gas', 'km')[0].coolant).toBe(91.3);
  });
});

describe('hasHistoryData', () => {
  it.each([
    [[], false],
    [[day('2024-03-01T00:00:00Z')], false],
    [[day('2024-03-01T00:00:00Z', { odometer: 10 })], false],
    [[day('2024-03-01T00:00:00Z', { coolantTemp: 80 })], true],
    [[day('2024-03-01T00:00:00Z', { odometer: 10 }), day('2024-03-02T00:00:00Z', { odometer: 20 })], true],
  ])('%# has data: %s', (days, expected) => expect(hasHistoryData(buildHistorySeries(days, 'gas', 'km'))).toBe(expected));
});
