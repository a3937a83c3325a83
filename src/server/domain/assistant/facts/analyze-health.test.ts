import { describe, expect, it } from 'vitest';
import { computeHealthScore } from '../../../../shared/health-score';
import { analyzeHealth } from './analyze-health';
import { HEALTHY_GAS, TODAY, buildContext, buildDocument, buildSignals } from './test-fixtures';

describe('analyzeHealth insights', () => {
  const cases: { name: string; change: Parameters<typeof buildSignals>[0]; insight: RegExp }[] = [
    { name: 'weak 12 V battery', change: { lowVoltageBatteryCurrentVoltage: 11.7 }, insight: /^12 V battery is at 11\.7 V, below the 12\.0 V a healthy battery holds at rest\.$/ },
    { name: 'overcharging', change: { lowVoltageBatteryCurrentVoltage: 15.6 }, insight: /15\.6 V, above the 15\.0 V/ },
    { name: 'overheating', change: { powertrainCombustionEngineECT: 118 }, insight: /Coolant is at 118 °C, above the 110 °C limit/ },
    { name: 'cold engine while running', change: { powertrainCombustionEngineECT: 60 }, insight: /Coolant is at 60 °C with the engine running/ },
    { name: 'high engine load', change: { obdEngineLoad: 87 }, insight: /Engine load is at 87%, above the 80%/ },
    { name: 'hot intake air', change: { obdIntakeTemp: 68 }, insight: /Intake air temperature is 68 °C, outside the 0-60 °C/ },
    { name: 'implausible barometric pressure', change: { obdBarometricPressure: 70 }, insight: /Barometric pressure reads 70 kPa/ },
    { name: 'high revs', change: { powertrainCombustionEngineSpeed: 3400 }, insight: /3,400 rpm/ },
    { name: 'low front left tyre', change: { chassisAxleRow1WheelLeftTirePressure: 180 }, insight: /^Front left tire is at 180 kPa, below the 200 kPa minimum\.$/ },
    { name: 'low rear right tyre', change: { chassisAxleRow2WheelRightTirePressure: 140 }, insight: /^Rear right tire is at 140 kPa/ },
    { name: 'low fuel', change: { powertrainFuelSystemRelativeLevel: 12 }, insight: /^Fuel is at 12%, below 20%\.$/ },
    { name: 'service soon', change: { serviceDistanceToService: 650 }, insight: /^Scheduled service is due in 650 km\.$/ },
    { name: 'service overdue', change: { serviceDistanceToService: -120 }, insight: /^Scheduled service is overdue by 120 km\.$/ },
    { name: 'stored trouble code', change: { dtcs: ['P0420'] }, insight: /P0420/ },
    { name: 'airbag lamp on', change: { bodyLightsIsAirbagWarningOn: 1 }, insight: /^The airbag \(SRS\) warning lamp is on\.$/ },
    { name: 'ABS lamp on', change: { chassisBrakeABSIsWarningOn: 1 }, insight: /^The ABS warning lamp is on\.$/ },
    { name: 'check-engine lamp on without a stored code', change: { obdDistanceWithMIL: 30 }, insight: /^The check-engine warning lamp is on\.$/ },
    { name: 'low engine oil', change: { powertrainCombustionEngineEngineOilLevel: 'LOW' }, insight: /^The car reports its engine oil level low\.$/ },
    { name: 'critically low engine oil', change: { powertrainCombustionEngineEngineOilLevel: 'CRITICALLY_LOW' }, insight: /engine oil level critically low/ },
  ];
  it.each(cases)('$name', ({ change, insight }) => {
    const ctx = buildContext({ latest: buildSignals({ ...HEALTHY_GAS, ...change }) });
    const result = analyzeHealth(ctx);
    expect(result.insights.some((i) => insight.test(i))).toBe(true);
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.insights.join(' ')).not.toMatch(/Everything .* looks healthy/);
  });

  it('does not repeat a lamp that a stored code or a tyre reading already explains, nor a lamp that is off', () => {
    const lit = (change: Parameters<typeof buildSignals>[0]) => analyzeHealth(buildContext({ latest: buildSignals({ ...HEALTHY_GAS, ...change }) })).insights.join(' ');
    expect(lit({ obdDistanceWithMIL: 30, dtcs: ['P0420'] })).not.toMatch(/check-engine/);
    expect(lit({ chassisTireSystemIsWarningOn: 1, chassisAxleRow1WheelLeftTirePressure: 170 })).not.toMatch(/tire pressure warning lamp/);
    expect(lit({ bodyLightsIsAirbagWarningOn: 0, powertrainCombustionEngineEngineOilLevel: 'NORMAL' })).toMatch(/^Everything Blue Camry reports looks healthy\./);
  });

  it.each([
    ['es', 'El testigo del airbag (SRS) está encendido.', 'El coche indica el nivel de aceite del motor bajo.'],
    ['de', 'Die Warnleuchte Airbag (SRS) ist an.', 'Das Auto meldet den Motorölstand als niedrig.'],
    ['fr', 'Le voyant airbag (SRS) est allumé.', "La voiture signale un niveau d'huile moteur bas."],
  ] as const)('tells lamps and the oil level in %s', (language, lamp, oil) => {
    const latest = buildSignals({ ...HEALTHY_GAS, bodyLightsIsAirbagWarningOn: 1, powertrainCombustionEngineEngineOilLevel: 'LOW' });
    const insights = analyzeHealth(buildContext({ latest, language })).insights;
    expect(insights).toContain(lamp);
    expect(insights).toContain(oil);
  });

  it('does not flag a cold coolant reading when the engine is off', () => {
    const ctx = buildContext({
      latest: buildSignals({ ...HEALTHY_GAS, powertrainCombustionEngineECT: 20, powertrainCombustionEngineSpeed: 0 }),
    });
    expect(analyzeHealth(ctx).insights.join(' ')).not.toMatch(/Coolant is at 20/);
  });

  it('gives positive notes with the values when all is well', () => {
    const result = analyzeHealth(buildContext());
    expect(result.insights[0]).toBe('Everything Blue Camry reports looks healthy.');
    expect(result.insights.join(' ')).toContain('12 V battery (12.6 V), coolant (92 °C)');
    expect(result.insights.join(' ')).toContain('No trouble codes are stored.');
    expect(result.recommendations).toEqual(['No action needed now; keep to the regular service schedule.']);
  });

  it('uses the shared health score and its status', () => {
    const latest = buildSignals({ ...HEALTHY_GAS, lowVoltageBatteryCurrentVoltage: 11.2, powertrainCombustionEngineECT: 120 });
    const result = analyzeHealth(buildContext({ latest }));
    expect(result.healthScore).toBe(computeHealthScore(latest));
    expect(result.status).toBe(result.healthScore >= 80 ? 'optimal' : result.healthScore >= 60 ? 'attention' : 'service');
    expect(result.status).not.toBe('optimal');
  });

  it('says which signals are not reported instead of inventing them', () => {
    const result = analyzeHealth(buildContext({ latest: buildSignals({ obdEngineLoad: 40 }) }));
    const text = result.insights.join(' ');
    expect(text).toContain('Not reported by this car: 12 V battery voltage, coolant temperature, tire pressures, fuel level and trouble codes.');
  });

  it('states that there is no telemetry at all', () => {
    const result = analyzeHealth(buildContext({ latest: null }));
    expect(result.healthScore).toBe(85);
    expect(result.insights[0]).toMatch(/No live telemetry has been reported for Blue Camry yet/);
  });

  it('notes old data', () => {
    const latest = buildSignals(HEALTHY_GAS, '2026-11-10T08:00:00Z');
    expect(analyzeHealth(buildContext({ latest })).insights.join(' ')).toContain('The latest data is from Nov 10, 2026 (12 days ago)');
  });

  it('reports a low charge for an electric car and pressures in psi for mile users', () => {
    const latest = buildSignals({
      powertrainTractionBatteryStateOfChargeCurrent: 15,
      lowVoltageBatteryCurrentVoltage: 12.7,
      chassisAxleRow1WheelLeftTirePressure: 190,
    });
    const result = analyzeHealth(buildContext({ type: 'electric', latest, unit: 'mi' }));
    expect(result.insights).toContain('Battery charge is at 15%, below 20%.');
    expect(result.insights).toContain('Front left tire is at 190 kPa / 28 psi, below the 200 kPa minimum.');
    expect(result.insights.join(' ')).not.toContain('coolant');
  });

  it('recommends renewing an expired registration', () => {
    const reg = buildDocument('registration', { documentType: 'car_registration', registrationInfo: { expiryDate: '2026-10-01' } });
    const result = analyzeHealth(buildContext({ documents: [reg] }));
    expect(result.recommendations).toContain('Renew the registration: it expired on Oct 1, 2026.');
    expect(TODAY > '2026-10-01').toBe(true);
  });
});

describe('analyzeHealth follow-up questions', () => {
  const cases = [
    { name: 'healthy car', ctx: buildContext(), expected: ['Is my car ready for a long trip?', 'How much did I drive this week?'] },
    { name: 'car with a code', ctx: buildContext({ latest: buildSignals({ ...HEALTHY_GAS, dtcs: ['P0300'] }) }), expected: ['What does P0300 mean?'] },
    { name: 'service due', ctx: buildContext({ latest: buildSignals({ ...HEALTHY_GAS, serviceDistanceToService: 300 }) }), expected: ['What maintenance is due soon?'] },
  ];
  it.each(cases)('$name', ({ ctx, expected }) => {
    const questions = analyzeHealth(ctx).followUpQuestions;
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(4);
    for (const q of expected) expect(questions).toContain(q);
  });
});
