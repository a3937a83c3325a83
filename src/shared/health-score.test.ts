import { describe, it, expect } from 'vitest';
import { assessHealth, computeHealthScore, describeHealthCap, healthAdjustments, isEngineRunning, HEALTH_SCORE_BASE } from './health-score';
import type { HealthSignalName } from './health-score';
import { createEmptyLatestSignals, createLatestSignals } from './latest-signals';

const bandCases: [HealthSignalName, number, number][] = [
  ['lowVoltageBatteryCurrentVoltage', 14.2, 5],
  ['lowVoltageBatteryCurrentVoltage', 12.5, 5],
  ['lowVoltageBatteryCurrentVoltage', 12.49, 0],
  ['lowVoltageBatteryCurrentVoltage', 12, 0],
  ['lowVoltageBatteryCurrentVoltage', 11.99, -10],
  ['lowVoltageBatteryCurrentVoltage', 0, -10],
  ['powertrainCombustionEngineECT', 79.9, -5],
  ['powertrainCombustionEngineECT', 80, 5],
  ['powertrainCombustionEngineECT', 95, 5],
  ['powertrainCombustionEngineECT', 110, 5],
  ['powertrainCombustionEngineECT', 110.1, -10],
  ['powertrainCombustionEngineECT', -20, -5],
  ['powertrainCombustionEngineSpeed', 0, 0],
  ['powertrainCombustionEngineSpeed', 0.5, 5],
  ['powertrainCombustionEngineSpeed', 800, 5],
  ['powertrainCombustionEngineSpeed', 2999, 5],
  ['powertrainCombustionEngineSpeed', 2999.9, 5],
  ['powertrainCombustionEngineSpeed', 3000, -5],
  ['powertrainCombustionEngineSpeed', 6500, -5],
  ['obdEngineLoad', 0, 3],
  ['obdEngineLoad', 45, 3],
  ['obdEngineLoad', 80, 3],
  ['obdEngineLoad', 80.1, -5],
  ['obdEngineLoad', 100, -5],
  ['obdIntakeTemp', -0.1, -5],
  ['obdIntakeTemp', 0, 0],
  ['obdIntakeTemp', 9.9, 0],
  ['obdIntakeTemp', 10, 2],
  ['obdIntakeTemp', 30, 2],
  ['obdIntakeTemp', 50, 2],
  ['obdIntakeTemp', 50.1, 0],
  ['obdIntakeTemp', 60, 0],
  ['obdIntakeTemp', 60.1, -5],
  ['obdBarometricPressure', 79.9, -3],
  ['obdBarometricPressure', 80, 0],
  ['obdBarometricPressure', 89.9, 0],
  ['obdBarometricPressure', 90, 2],
  ['obdBarometricPressure', 101.3, 2],
  ['obdBarometricPressure', 110, 2],
  ['obdBarometricPressure', 110.1, 0],
  ['obdBarometricPressure', 120, 0],
  ['obdBarometricPressure', 120.1, -3],
];

describe('healthAdjustments and computeHealthScore per band', () => {
  it.each(bandCases)('%s = %d adjusts by %d', (signal, value, delta) => {
    const signals = createLatestSignals({ [signal]: value });
    const adjustments = healthAdjustments(signals);
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({ signal, value, delta });
    expect(adjustments[0].reason.length).toBeGreaterThan(0);
    expect(computeHealthScore(signals)).toBe(HEALTH_SCORE_BASE + delta);
  });
});

describe('computeHealthScore', () => {
  const cases: [string, Parameters<typeof createLatestSignals>[0], number][] = [
    ['no health signal at all', {}, 85],
    ['only unrelated signals', { speed: 50, powertrainFuelSystemRelativeLevel: 40 }, 85],
    [
      'every signal in its good band is clamped to 100',
      {
        lowVoltageBatteryCurrentVoltage: 12.8,
        powertrainCombustionEngineECT: 90,
        powertrainCombustionEngineSpeed: 1500,
        obdEngineLoad: 30,
        obdIntakeTemp: 25,
        obdBarometricPressure: 100,
      },
      100,
    ],
    [
      'every signal in its bad band',
      {
        lowVoltageBatteryCurrentVoltage: 11,
        powertrainCombustionEngineECT: 120,
        powertrainCombustionEngineSpeed: 4000,
        obdEngineLoad: 95,
        obdIntakeTemp: 70,
        obdBarometricPressure: 130,
      },
      85 - 10 - 10 - 5 - 5 - 5 - 3,
    ],
    ['parked car: engine off, cold coolant is not judged', { lowVoltageBatteryCurrentVoltage: 12.6, powertrainCombustionEngineECT: 20, powertrainCombustionEngineSpeed: 0 }, 90],
    ['parked car: ignition off, freezing intake air is not judged', { isIgnitionOn: 0, obdIntakeTemp: -8, powertrainCombustionEngineECT: -6 }, 85],
    ['ignition on with the engine stopped (a hybrid in town): temperatures are judged', { isIgnitionOn: 1, powertrainCombustionEngineSpeed: 0, powertrainCombustionEngineECT: 60 }, 80],
    ['engine state unknown: temperatures are judged', { powertrainCombustionEngineECT: 60 }, 80],
    ['mixed', { lowVoltageBatteryCurrentVoltage: 12.2, powertrainCombustionEngineECT: 112, obdEngineLoad: 20 }, 78],
  ];
  it.each(cases)('%s', (_name, values, expected) => {
    expect(computeHealthScore(createLatestSignals(values))).toBe(expected);
  });

  it.each([null, undefined])('is 85 without telemetry (%s)', (signals) => {
    expect(computeHealthScore(signals)).toBe(85);
    expect(healthAdjustments(signals)).toEqual([]);
  });

  it('is 85 for a car that has never sent anything', () => {
    expect(computeHealthScore(createEmptyLatestSignals())).toBe(85);
  });

  it('ignores non-finite values as absent', () => {
    const signals = createLatestSignals({ obdEngineLoad: Number.NaN, lowVoltageBatteryCurrentVoltage: Number.POSITIVE_INFINITY });
    expect(healthAdjustments(signals)).toEqual([]);
    expect(computeHealthScore(signals)).toBe(85);
  });

  it('always returns an integer between 0 and 100 and equals the sum of the listed deltas', () => {
    const signals = createLatestSignals({ lowVoltageBatteryCurrentVoltage: 12.51, obdIntakeTemp: 55.5, obdBarometricPressure: 85 });
    const score = computeHealthScore(signals);
    const sum = healthAdjustments(signals).reduce((s, a) => s + a.delta, 85);
    expect(score).toBe(sum);
    expect(Number.isInteger(score)).toBe(true);
  });

  it('lists adjustments in a fixed order', () => {
    const signals = createLatestSignals({ obdBarometricPressure: 100, lowVoltageBatteryCurrentVoltage: 12.7 });
    expect(healthAdjustments(signals).map((a) => a.signal)).toEqual(['lowVoltageBatteryCurrentVoltage', 'obdBarometricPressure']);
  });
});

describe('what the car reports of its condition: warning lamps and the engine oil level', () => {
  it.each([
    ['bodyLightsIsAirbagWarningOn', 1, -15, 'Airbag warning lamp is on'],
    ['chassisBrakeABSIsWarningOn', 1, -10, 'ABS warning lamp is on'],
    ['chassisTireSystemIsWarningOn', 1, -5, 'Tire pressure warning lamp is on'],
    ['obdDistanceWithMIL', 42, -10, 'Check-engine lamp is on'],
    ['obdDistanceWithMIL', 0, 0, 'Check-engine lamp is off'],
    ['bodyLightsIsAirbagWarningOn', 0, 0, 'Airbag warning lamp is off'],
    ['powertrainCombustionEngineEngineOilLevel', 'CRITICALLY_LOW', -20, 'Engine oil level is critically low'],
    ['powertrainCombustionEngineEngineOilLevel', 'LOW', -8, 'Engine oil level is low'],
    ['powertrainCombustionEngineEngineOilLevel', 'NORMAL', 0, 'Engine oil level is normal'],
    ['powertrainCombustionEngineEngineOilLevel', 'CRITICALLY_HIGH', -10, 'Engine oil is overfilled'],
  ] as const)('%s = %s adjusts by %d', (signal, value, delta, reason) => {
    const signals = createLatestSignals({ [signal]: value });
    expect(healthAdjustments(signals)).toEqual([{ signal, value, delta, reason }]);
    expect(computeHealthScore(signals)).toBe(HEALTH_SCORE_BASE + delta);
  });

  it('leaves out an oil level VSS does not define, and adds lamps after the engine signals', () => {
    expect(healthAdjustments(createLatestSignals({ powertrainCombustionEngineEngineOilLevel: 'UNKNOWN' }))).toEqual([]);
    expect(healthAdjustments(createLatestSignals({ powertrainCombustionEngineEngineOilLevel: 'constructor' }))).toEqual([]);
    const signals = createLatestSignals({ chassisBrakeABSIsWarningOn: 1, lowVoltageBatteryCurrentVoltage: 12.7, powertrainCombustionEngineEngineOilLevel: 'LOW' });
    expect(healthAdjustments(signals).map((a) => a.signal)).toEqual(['lowVoltageBatteryCurrentVoltage', 'chassisBrakeABSIsWarningOn', 'powertrainCombustionEngineEngineOilLevel']);
    expect(assessHealth(signals)).toMatchObject({ score: 85 + 5 - 10 - 8, status: 'attention' });
  });
});

describe('isEngineRunning', () => {
  it.each([
    [{ isIgnitionOn: 1 }, true],
    [{ powertrainCombustionEngineSpeed: 800 }, true],
    [{ isIgnitionOn: 0, powertrainCombustionEngineSpeed: 0 }, false],
    [{ isIgnitionOn: 0 }, false],
    [{ speed: 0 }, null],
  ])('%j -> %s', (values, expected) => {
    expect(isEngineRunning(createLatestSignals(values))).toBe(expected);
  });

  it('explains why a parked engine temperature counts for nothing', () => {
    const [coolant] = healthAdjustments(createLatestSignals({ isIgnitionOn: 0, powertrainCombustionEngineECT: 20 }));
    expect(coolant).toEqual({ signal: 'powertrainCombustionEngineECT', value: 20, delta: 0, reason: 'Engine is off, so coolant temperature is not judged' });
  });
});

describe('trouble codes cap the score', () => {
  const healthy = { lowVoltageBatteryCurrentVoltage: 12.7, powertrainCombustionEngineECT: 90, powertrainCombustionEngineSpeed: 1500 };
  it.each([
    ['a critical code holds a 100 down to 40, status service', ['P0AA6'], 40, 'service', 'P0AA6'],
    ['a high code holds it to 65, status attention', ['U0100'], 65, 'attention', 'U0100'],
    ['the worst code wins', ['U0100', 'P0AA6', 'P0420'], 40, 'service', 'P0AA6'],
    ['a medium code does not cap', ['P0420'], 100, 'optimal', null],
    ['no codes', [], 100, 'optimal', null],
  ])('%s', (_name, codes, score, status, capCode) => {
    const result = assessHealth(createLatestSignals({ ...healthy, obdDTCList: JSON.stringify(codes) }));
    expect(result).toMatchObject({ score, status, signalScore: 100 });
    expect(result.cap?.code ?? null).toBe(capCode);
    expect(computeHealthScore(createLatestSignals({ ...healthy, obdDTCList: JSON.stringify(codes) }))).toBe(score);
  });

  it('leaves a score already under the cap alone', () => {
    const result = assessHealth(createLatestSignals({ lowVoltageBatteryCurrentVoltage: 11, powertrainCombustionEngineECT: 120, obdDTCList: '["U0100"]' }));
    expect(result).toMatchObject({ score: 65, cap: null, status: 'attention' });
  });

  it('says why on the card', () => {
    const { cap } = assessHealth(createLatestSignals({ ...healthy, obdDTCList: '["P0AA6"]' }));
    expect(describeHealthCap(cap!)).toBe('Held at 40/100: trouble code P0AA6 is stored (critical: Hybrid Battery Voltage System Isolation Fault).');
  });
});
