import { describe, expect, it } from 'vitest';
import { TRIP_WEIGHTS, assessTripReadiness, estimateRange } from './assess-trip';
import { HEALTHY_GAS, VALID_INSURANCE, VALID_REGISTRATION, buildContext, buildDocument, buildSignals } from './test-fixtures';

const PAPERS = [VALID_REGISTRATION, VALID_INSURANCE];

function withSignals(change: Parameters<typeof buildSignals>[0]) {
  return buildContext({ latest: buildSignals({ ...HEALTHY_GAS, ...change }), documents: PAPERS });
}

describe('assessTripReadiness scoring', () => {
  const cases: {
    name: string;
    ctx: ReturnType<typeof buildContext>;
    distanceKm?: number;
    score: number;
    ready: boolean;
    risk?: RegExp;
  }[] = [
    { name: 'healthy car with valid papers', ctx: withSignals({}), score: 100, ready: true },
    { name: 'range short of the trip', ctx: withSignals({}), distanceKm: 500, score: 100 - TRIP_WEIGHTS.rangeShortOfTrip, ready: true, risk: /Range of 420 km is less than the 500 km trip/ },
    { name: 'range short for a long trip', ctx: withSignals({ powertrainRange: 80 }), score: 85, ready: true, risk: /Range of 80 km is short for a long trip/ },
    { name: 'fuel below 20%', ctx: withSignals({ powertrainFuelSystemRelativeLevel: 15 }), score: 85, ready: true, risk: /^Fuel is at 15%\.$/ },
    { name: 'fuel below 10% and range short', ctx: withSignals({ powertrainFuelSystemRelativeLevel: 5, powertrainRange: 30 }), score: 60, ready: false },
    { name: 'weak 12 V battery', ctx: withSignals({ lowVoltageBatteryCurrentVoltage: 11.8 }), score: 85, ready: true, risk: /11\.8 V/ },
    { name: 'very weak 12 V battery', ctx: withSignals({ lowVoltageBatteryCurrentVoltage: 11.2 }), score: 75, ready: true },
    { name: 'overheating blocks', ctx: withSignals({ powertrainCombustionEngineECT: 115 }), score: 70, ready: false, risk: /overheating: coolant at 115 °C/ },
    { name: 'one low tyre', ctx: withSignals({ chassisAxleRow2WheelLeftTirePressure: 190 }), score: 90, ready: true, risk: /Rear left tire is low at 190 kPa/ },
    { name: 'flat tyre blocks', ctx: withSignals({ chassisAxleRow1WheelRightTirePressure: 120 }), score: 80, ready: false, risk: /Front right tire is nearly flat/ },
    { name: 'tyre deductions are capped', ctx: withSignals({ chassisAxleRow1WheelLeftTirePressure: 120, chassisAxleRow1WheelRightTirePressure: 120, chassisAxleRow2WheelLeftTirePressure: 120 }), score: 70, ready: false },
    { name: 'critical code blocks', ctx: withSignals({ dtcs: ['P0217'] }), score: 60, ready: false, risk: /P0217/ },
    { name: 'high code blocks despite a good score', ctx: withSignals({ dtcs: ['P0300'] }), score: 75, ready: false, risk: /P0300/ },
    { name: 'medium code', ctx: withSignals({ dtcs: ['P0420'] }), score: 90, ready: true },
    { name: 'low code', ctx: withSignals({ dtcs: ['P0456'] }), score: 95, ready: true },
    { name: 'code deductions are capped', ctx: withSignals({ dtcs: ['P0217', 'P0300', 'P0301'] }), score: 50, ready: false },
    { name: 'service overdue on the car', ctx: withSignals({ serviceDistanceToService: -50 }), score: 85, ready: true, risk: /overdue/ },
    { name: 'service due during the trip', ctx: withSignals({ serviceDistanceToService: 1500 }), distanceKm: 300 + 1500, score: 100 - TRIP_WEIGHTS.rangeShortOfTrip - TRIP_WEIGHTS.serviceSoon, ready: true, risk: /falls due during the trip/ },
    { name: 'no telemetry is never ready', ctx: buildContext({ latest: null, documents: PAPERS }), score: 60, ready: false, risk: /No live telemetry/ },
  ];
  it.each(cases)('$name', ({ ctx, distanceKm, score, ready, risk }) => {
    const result = assessTripReadiness(ctx, { distanceKm });
    expect(result.readinessScore).toBe(score);
    expect(result.isReady).toBe(ready);
    if (risk) expect(result.riskFactors.some((r) => risk.test(r))).toBe(true);
    else if (score === 100) expect(result.riskFactors).toEqual([]);
  });
});

describe('assessTripReadiness papers', () => {
  it('flags an expired registration as a risk', () => {
    const expired = buildDocument('registration', { documentType: 'car_registration', registrationInfo: { expiryDate: '2026-11-01' } });
    const result = assessTripReadiness(buildContext({ documents: [expired, VALID_INSURANCE] }));
    expect(result.riskFactors).toContain('The registration expired on Nov 1, 2026.');
    expect(result.readinessScore).toBe(100 - TRIP_WEIGHTS.paperExpired);
  });

  it('reads an expired insurance from its policy', () => {
    const ctx = buildContext({
      documents: [VALID_REGISTRATION, buildDocument('insurance', { documentType: 'insurance', insuranceInfo: { expirationDate: '2026-11-20' } })],
    });
    expect(assessTripReadiness(ctx).riskFactors).toContain('The insurance expired on Nov 20, 2026.');
  });

  it('notes missing documents without counting them as risks', () => {
    const result = assessTripReadiness(buildContext());
    expect(result.readinessScore).toBe(100);
    expect(result.analysis).toContain('No registration document on file.');
    expect(result.recommendations).toContain('Upload your registration and insurance documents so I can confirm they are valid.');
  });

  it('asks only for the document that is missing', () => {
    const result = assessTripReadiness(buildContext({ documents: [VALID_REGISTRATION] }));
    expect(result.recommendations).toContain('Upload your insurance document so I can confirm it is valid.');
    expect(result.recommendations.join(' ')).not.toMatch(/registration/);
  });
});

describe('assessTripReadiness analysis', () => {
  it('writes 2 to 4 sentences naming the score and the trip', () => {
    const result = assessTripReadiness(withSignals({ dtcs: ['P0300'] }), { distanceKm: 250 });
    const sentences = result.analysis.split(/(?<=\.)\s+(?=[A-Z0-9])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(result.analysis).toMatch(/^2021 Toyota Camry scores 75\/100 for trip readiness and is not ready for the 250 km trip/);
  });

  it('states distances in miles for mile users', () => {
    const ctx = buildContext({ unit: 'mi', latest: buildSignals({ ...HEALTHY_GAS, powertrainRange: 160.9344 }), documents: PAPERS });
    const result = assessTripReadiness(ctx, { distanceKm: 321.8688 });
    expect(result.riskFactors).toContain('Range of 100 mi is less than the 200 mi trip.');
  });
});

describe('estimateRange', () => {
  const cases = [
    { name: 'reported range', values: { powertrainRange: 350, powertrainFuelSystemRelativeLevel: 50 }, type: 'gas' as const, km: 350, estimated: false },
    { name: 'fuel litres', values: { powertrainFuelSystemAbsoluteLevel: 24 }, type: 'gas' as const, km: 300, estimated: true },
    { name: 'fuel percent', values: { powertrainFuelSystemRelativeLevel: 50 }, type: 'gas' as const, km: 300, estimated: true },
    { name: 'EV energy', values: { powertrainTractionBatteryStateOfChargeCurrentEnergy: 36 }, type: 'electric' as const, km: 200, estimated: true },
    { name: 'EV percent and capacity', values: { powertrainTractionBatteryStateOfChargeCurrent: 48, powertrainTractionBatteryGrossCapacity: 75 }, type: 'electric' as const, km: 200, estimated: true },
    { name: 'EV percent', values: { powertrainTractionBatteryStateOfChargeCurrent: 25 }, type: 'electric' as const, km: 100, estimated: true },
    { name: 'nothing reported', values: { obdEngineLoad: 20 }, type: 'gas' as const, km: null, estimated: false },
  ];
  it.each(cases)('$name', ({ values, type, km, estimated }) => {
    const range = estimateRange(buildContext({ type, latest: buildSignals(values) }));
    expect(range.km === null ? null : Math.round(range.km)).toBe(km);
    expect(range.estimated).toBe(estimated);
  });
});
