import { describe, it, expect } from 'vitest';
import { levelFor, levelOrDefault, odometerKm, odometerOrZero } from './vehicle-levels';
import type { VehicleLevel } from './vehicle-levels';
import { createLatestSignals } from './latest-signals';
import type { LatestSignalValues } from './latest-signals';
import type { VehicleType } from './telemetry';

describe('levelFor and levelOrDefault', () => {
  const cases: [string, VehicleType, LatestSignalValues | null, VehicleLevel, number][] = [
    ['gas with fuel', 'gas', { powertrainFuelSystemRelativeLevel: 42.4 }, { percent: 42, source: 'fuel' }, 42],
    ['gas rounds half up', 'gas', { powertrainFuelSystemRelativeLevel: 42.5 }, { percent: 43, source: 'fuel' }, 43],
    ['gas ignores battery', 'gas', { powertrainTractionBatteryStateOfChargeCurrent: 90 }, { percent: null, source: null }, 60],
    ['gas with empty tank', 'gas', { powertrainFuelSystemRelativeLevel: 0 }, { percent: 0, source: 'fuel' }, 0],
    ['electric with charge', 'electric', { powertrainTractionBatteryStateOfChargeCurrent: 77.7 }, { percent: 78, source: 'battery' }, 78],
    ['electric ignores fuel', 'electric', { powertrainFuelSystemRelativeLevel: 50 }, { percent: null, source: null }, 60],
    [
      'hybrid prefers fuel',
      'hybrid',
      { powertrainFuelSystemRelativeLevel: 30, powertrainTractionBatteryStateOfChargeCurrent: 80 },
      { percent: 30, source: 'fuel' },
      30,
    ],
    ['hybrid falls back to battery', 'hybrid', { powertrainTractionBatteryStateOfChargeCurrent: 64 }, { percent: 64, source: 'battery' }, 64],
    ['out-of-range values are clamped', 'gas', { powertrainFuelSystemRelativeLevel: 104 }, { percent: 100, source: 'fuel' }, 100],
    ['negative values are clamped', 'electric', { powertrainTractionBatteryStateOfChargeCurrent: -3 }, { percent: 0, source: 'battery' }, 0],
    ['no telemetry', 'gas', null, { percent: null, source: null }, 60],
  ];
  it.each(cases)('%s', (_name, type, values, level, orDefault) => {
    const signals = values ? createLatestSignals(values) : null;
    expect(levelFor(type, signals)).toEqual(level);
    expect(levelOrDefault(type, signals)).toBe(orDefault);
  });
});

describe('odometerKm and odometerOrZero', () => {
  const cases: [LatestSignalValues | null | undefined, number | null, number][] = [
    [{ powertrainTransmissionTravelledDistance: 45123.6 }, 45124, 45124],
    [{ powertrainTransmissionTravelledDistance: 45123.4 }, 45123, 45123],
    [{ powertrainTransmissionTravelledDistance: 0 }, 0, 0],
    [{ speed: 10 }, null, 0],
    [null, null, 0],
    [undefined, null, 0],
  ];
  it.each(cases)('%j gives %s', (values, km, orZero) => {
    const signals = values ? createLatestSignals(values) : values;
    expect(odometerKm(signals)).toBe(km);
    expect(odometerOrZero(signals)).toBe(orZero);
  });
});
