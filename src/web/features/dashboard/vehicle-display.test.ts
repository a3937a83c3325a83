import { describe, expect, it } from 'vitest';
import { createLatestSignals } from '@shared/latest-signals';
import { NOT_REPORTED } from '@shared/signal-coverage';
import {
  buildDiagnosticRows,
  describeVehicle,
  formatLevel,
  formatOdometer,
  levelLabelFor,
  NO_DATA,
} from './vehicle-display';
import { bandStyleFor } from '@/lib/health-style';

describe('buildDiagnosticRows', () => {
  it('formats every signal with its unit', () => {
    const latest = createLatestSignals({
      powertrainCombustionEngineSpeed: 1850.4,
      powertrainCombustionEngineECT: 90.26,
      obdRunTime: 3723,
      obdIntakeTemp: 25,
      obdBarometricPressure: 101.34,
      exteriorAirTemperature: -3.5,
      isIgnitionOn: 1,
      speed: 88,
    });
    const values = Object.fromEntries(buildDiagnosticRows(latest, 'km').map((r) => [r.label, r.value]));
    expect(values).toEqual({
      'Engine speed': '1,850 rpm',
      'Coolant temperature': '90.3 °C',
      'Run time': '1h 2m 3s',
      'Intake temperature': '25 °C',
      'Barometric pressure': '101.3 kPa',
      'Outside air temperature': '-3.5 °C',
      Ignition: 'On',
      Speed: '88 km/h',
    });
  });

  it('says "no data" for every missing signal and leaves out speed', () => {
    const rows = buildDiagnosticRows(null, 'km');
    expect(rows.map((r) => r.label)).not.toContain('Speed');
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.value === NO_DATA && r.missing)).toBe(true);
  });

  it.each([
    [0, 'km', undefined],
    [-1, 'km', undefined],
    [0.4, 'km', '0 km/h'],
    [100, 'mi', '62 mph'],
  ] as const)('speed %d in %s shows %j', (speed, unit, expected) => {
    const row = buildDiagnosticRows(createLatestSignals({ speed }), unit).find((r) => r.label === 'Speed');
    expect(row?.value).toBe(expected);
  });

  it.each([
    [0, 'Off'],
    [1, 'On'],
  ])('ignition %d shows %s', (value, expected) => {
    const row = buildDiagnosticRows(createLatestSignals({ isIgnitionOn: value }), 'km').find((r) => r.label === 'Ignition');
    expect(row?.value).toBe(expected);
  });
});

describe('levels, odometer and names', () => {
  it.each([
    ['electric', null, 'Battery level'],
    ['electric', 'battery', 'Battery level'],
    ['gas', null, 'Fuel level'],
    ['gas', 'fuel', 'Fuel level'],
    ['hybrid', 'battery', 'Battery level'],
    ['hybrid', 'fuel', 'Fuel level'],
  ] as const)('%s with source %s is labelled %s', (type, source, label) =>
    expect(levelLabelFor({ type, level: { percent: 50, source } })).toBe(label),
  );

  it.each([
    [null, NO_DATA],
    [0, '0%'],
    [62, '62%'],
  ])('level %j shows %s', (percent, text) => expect(formatLevel(percent)).toBe(text));

  it.each([
    [null, 'km', NO_DATA],
    [45000, 'km', '45,000 km'],
    [45000, 'mi', '27,962 mi'],
    [0, 'mi', '0 mi'],
  ] as const)('odometer %j in %s shows %s', (km, unit, text) => expect(formatOdometer(km, unit)).toBe(text));

  it.each([
    [{ year: 2021, make: 'Honda', model: 'Accord' }, '2021 Honda Accord'],
    [{ year: null, make: 'Honda', model: null }, 'Honda'],
    [{ year: null, make: null, model: null }, ''],
  ])('%j is described as %j', (v, text) => expect(describeVehicle(v)).toBe(text));
});

describe('health band colours', () => {
  it.each([
    [100, 'bg-success'],
    [80, 'bg-success'],
    [79, 'bg-warning'],
    [60, 'bg-warning'],
    [59, 'bg-destructive'],
    [0, 'bg-destructive'],
  ])('score %d uses %s', (score, bar) => expect(bandStyleFor(score).bar).toBe(bar));
});

describe('buildDiagnosticRows with what the connection reports', () => {
  it('says "not reported" for a signal the connection never sends and "no data" for one it sends but has no value now', () => {
    const coverage = { signals: ['exteriorAirTemperature', 'isIgnitionOn'], locationShared: true };
    const values = Object.fromEntries(buildDiagnosticRows(createLatestSignals({ isIgnitionOn: 1 }), 'km', coverage).map((r) => [r.key, r.value]));
    expect(values.powertrainCombustionEngineSpeed).toBe(NOT_REPORTED);
    expect(values.exteriorAirTemperature).toBe(NO_DATA);
    expect(values.isIgnitionOn).toBe('On');
  });
});
