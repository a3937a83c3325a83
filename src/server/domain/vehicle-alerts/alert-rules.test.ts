import { describe, expect, it } from 'vitest';
import { LatestSignalsSchema, type LatestSignals } from '../../../shared/telemetry';
import { ALERT_RULES, findAlertRule, findMatchingReadings, findRuleForSignal, readTroubleCodes, ruleMatches, type AlertRuleId } from './alert-rules';
import { listExpectedWebhooks } from './trigger-webhooks';

const rule = (id: AlertRuleId) => findAlertRule(id)!;

describe('alert rules', () => {
  it('match the thresholds the app promises, exactly as the provider reads their conditions', () => {
    const cases: [AlertRuleId, number | string, string | number | null, boolean][] = [
      ['battery_low', 11.99, null, true],
      ['battery_low', 12.0, null, false],
      ['coolant_hot', 110.5, null, true],
      ['coolant_hot', 110, null, false],
      ['energy_low', 14.9, null, true],
      ['energy_low', 15, null, false],
      ['tire_pressure_low', 179, null, true],
      ['tire_pressure_low', 180, null, false],
      ['trouble_code', '["P0300"]', null, true],
      ['trouble_code', '["P0300"]', '["P0300"]', false],
      ['trouble_code', '["P0300","P0171"]', '["P0300"]', true],
      // A clear is delivered (and only recorded), so the provider's previousValue follows the car.
      ['trouble_code', '[]', '["P0300"]', true],
      ['trouble_code', '["P0300"]', '[]', true],
      ['trouble_code', '', '["P0300"]', false],
    ];
    for (const [id, value, previous, expected] of cases) expect(ruleMatches(rule(id), value, previous), `${id} ${value} after ${previous}`).toBe(expected);
  });

  it('give every watched signal one rule, and one webhook per rule and signal with a unique name', () => {
    const signals = ALERT_RULES.flatMap((r) => r.signals);
    expect(new Set(signals).size).toBe(signals.length);
    expect(findRuleForSignal('powertrainTractionBatteryStateOfChargeCurrent')?.id).toBe('energy_low');
    expect(findRuleForSignal('chassisAxleRow2WheelLeftTirePressure')?.id).toBe('tire_pressure_low');
    expect(findRuleForSignal('speed')).toBeNull();
    const names = listExpectedWebhooks().map((w) => w.displayName);
    expect(names).toHaveLength(signals.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('say what, which car and how much; a trouble code list that only lost codes is no news', () => {
    const name = '2021 Honda Accord';
    expect(rule('battery_low').describe({ value: 11.4, previousValue: null, vehicleName: name, signal: 'lowVoltageBatteryCurrentVoltage' })).toEqual({
      title: `Low 12 V battery on ${name}`,
      body: `The 12 V battery of ${name} reads 11.40 V (below 12.0 V): it may not start. Have the battery tested.`,
    });
    expect(rule('energy_low').describe({ value: 9, previousValue: null, vehicleName: name, signal: 'powertrainTractionBatteryStateOfChargeCurrent' })?.title).toBe(`Low charge on ${name}`);
    expect(rule('energy_low').describe({ value: 9, previousValue: null, vehicleName: name, signal: 'powertrainFuelSystemRelativeLevel' })?.title).toBe(`Low fuel on ${name}`);
    expect(rule('tire_pressure_low').describe({ value: 150, previousValue: null, vehicleName: name, signal: 'chassisAxleRow1WheelRightTirePressure' })?.body).toContain('The front right tire');
    const dtc = rule('trouble_code').describe({ value: '["P0300","P0171"]', previousValue: '["p0300"]', vehicleName: name, signal: 'obdDTCList' });
    expect(dtc?.title).toBe(`New trouble code on ${name}: P0171`);
    expect(rule('trouble_code').describe({ value: '["P0300"]', previousValue: '["P0300","P0171"]', vehicleName: name, signal: 'obdDTCList' })).toBeNull();
    expect(readTroubleCodes('not json')).toEqual([]);
    expect(readTroubleCodes('[" p0 300 ", 5]')).toEqual(['P0300']);
  });

  it('find, for polling, the first signal of each rule that meets its condition', () => {
    const at = '2026-11-23T10:00:00.000Z';
    const latest = LatestSignalsSchema.parse({
      lastSeen: at,
      lowVoltageBatteryCurrentVoltage: { timestamp: at, value: 12.6 },
      powertrainCombustionEngineECT: { timestamp: at, value: 118 },
      powertrainFuelSystemRelativeLevel: { timestamp: at, value: 40 },
      chassisAxleRow1WheelLeftTirePressure: { timestamp: at, value: 230 },
      chassisAxleRow2WheelLeftTirePressure: { timestamp: at, value: 150 },
      chassisAxleRow2WheelRightTirePressure: { timestamp: at, value: 140 },
      obdDTCList: { timestamp: at, value: '["P0300"]' },
    }) as LatestSignals;
    const found = findMatchingReadings(latest, new Map());
    expect(found.map((r) => [r.rule.id, r.signal, r.value])).toEqual([
      ['trouble_code', 'obdDTCList', '["P0300"]'],
      ['coolant_hot', 'powertrainCombustionEngineECT', 118],
      ['tire_pressure_low', 'chassisAxleRow2WheelLeftTirePressure', 150],
    ]);
    expect(found[0].observedAt.toISOString()).toBe(at);
    // The trouble codes already alerted are not news again.
    expect(findMatchingReadings(latest, new Map([['trouble_code', '["P0300"]']])).map((r) => r.rule.id)).toEqual(['coolant_hot', 'tire_pressure_low']);
  });
});
