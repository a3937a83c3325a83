import { describe, expect, it } from 'vitest';
import { LatestSignalsSchema, type LatestSignals } from '../../../shared/telemetry';
import { compileEventCondition } from '../../../shared/trigger-condition';
import { ALERT_EVENTS, ALERT_RULES, EVENT_ALERT_RULES, findAlertRule, findMatchingReadings, findRuleForEvent, findRuleForSignal, readEventMetadata, readTroubleCodes, ruleMatches, type AlertRuleId } from './alert-rules';
import { listExpectedWebhooks } from './trigger-webhooks';
import { VEHICLE_ALERT_RULES } from '../../../shared/vehicle-alert-kinds';

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
      ['oil_low', 'LOW', null, true],
      ['oil_low', 'CRITICALLY_LOW', 'LOW', true],
      ['oil_low', 'NORMAL', null, false],
      ['oil_low', 'CRITICALLY_HIGH', null, false],
      ['check_engine_lamp', 12, null, true],
      ['check_engine_lamp', 0, null, false],
      ['airbag_lamp', 1, null, true],
      ['airbag_lamp', 0, 1, false],
      ['abs_lamp', 1, 1, true],
      ['abs_lamp', 0, null, false],
      // Charging: every switch either way is delivered (a stop only recorded or told), never the same state again.
      ['charging_interrupted', 1, null, true],
      ['charging_interrupted', 1, 1, false],
      ['charging_interrupted', 0, 1, true],
      ['charging_interrupted', 0, 0, false],
      // Before any delivery the provider reads the previous value as 0, this app as null: neither fires on "not charging".
      ['charging_interrupted', 0, null, false],
      ['charging_interrupted', 1, 0, true],
    ];
    for (const [id, value, previous, expected] of cases) expect(ruleMatches(rule(id), value, previous), `${id} ${value} after ${previous}`).toBe(expected);
  });

  it('are the alerts the settings list, in the same order', () => {
    expect([...ALERT_RULES, ...EVENT_ALERT_RULES].map((r) => r.id)).toEqual([...VEHICLE_ALERT_RULES]);
  });

  it('give every watched signal one rule, and one webhook per rule and signal with a unique name', () => {
    const signals = ALERT_RULES.flatMap((r) => r.signals);
    expect(new Set(signals).size).toBe(signals.length);
    expect(findRuleForSignal('powertrainTractionBatteryStateOfChargeCurrent')?.id).toBe('energy_low');
    expect(findRuleForSignal('chassisAxleRow2WheelLeftTirePressure')?.id).toBe('tire_pressure_low');
    expect(findRuleForSignal('speed')).toBeNull();
    const events = EVENT_ALERT_RULES.flatMap((r) => r.events);
    expect([...events].sort()).toEqual([...ALERT_EVENTS].sort());
    const names = listExpectedWebhooks().map((w) => w.displayName);
    expect(names).toHaveLength(signals.length + events.length);
    expect(names).toContain('drivewise:harsh_driving:behavior.harshBraking');
    expect(new Set(names).size).toBe(names.length);
  });

  it('watch driving events with conditions in the provider\'s event variables, and say what happened, how fast and how hard', () => {
    const event = { name: 'behavior.harshBraking', source: '0xabc', durationNs: 800_000_000, metadata: '{"speedKph":54.2,"gForce":0.45}' };
    for (const r of EVENT_ALERT_RULES) expect(compileEventCondition(r.condition).matches({ event, previous: null }), r.id).toBe(true);
    expect(findRuleForEvent('behavior.harshCornering')?.id).toBe('harsh_driving');
    expect(findRuleForEvent('behavior.extremeBraking')?.id).toBe('extreme_braking');
    expect(findRuleForEvent('safety.collision')?.id).toBe('collision');
    expect(findRuleForEvent('behavior.idling')).toBeNull();
    expect(readEventMetadata(event.metadata)).toEqual({ speedKph: 54.2, gForce: 0.45 });
    expect(readEventMetadata('not json')).toEqual({ speedKph: null, gForce: null });
    expect(readEventMetadata('{"speedKph":"fast","gForce":-1}')).toEqual({ speedKph: null, gForce: null });
    expect(readEventMetadata(null)).toEqual({ speedKph: null, gForce: null });

    const name = 'Family Tesla';
    const describe = (id: AlertRuleId, ev: (typeof ALERT_EVENTS)[number], speedKph: number | null, gForce: number | null) =>
      EVENT_ALERT_RULES.find((r) => r.id === id)!.describe({ event: ev, vehicleName: name, speedKph, gForce });
    expect(describe('collision', 'safety.collision', 38, 3.1)).toEqual({
      title: `Possible collision: ${name}`,
      body: `${name} reported an impact (at 38 km/h, 3.10 g). If you were not in the car, check on the driver; if anyone may be hurt, call the emergency services.`,
    });
    expect(describe('extreme_braking', 'behavior.extremeBraking', 72.4, 0.71)).toEqual({
      title: `Emergency braking in ${name}`,
      body: `${name} braked extremely hard (from 72 km/h, 0.71 g). If you were not driving, you may want to check that all is well.`,
    });
    expect(describe('harsh_driving', 'behavior.harshAcceleration', null, null)).toEqual({
      title: `Harsh acceleration in ${name}`,
      body: `${name} recorded harsh acceleration. More harsh driving in the next 24 hours is not told again; each trip lists its events.`,
    });
    expect(describe('harsh_driving', 'behavior.harshCornering', 41, null).body).toContain('harsh cornering (at 41 km/h).');
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

  it('tell a lamp, low oil, and a charge that stopped early while plugged in, but not one that finished or was unplugged', () => {
    const name = '2023 Tesla Model 3';
    expect(rule('oil_low').describe({ value: 'LOW', previousValue: null, vehicleName: name, signal: 'powertrainCombustionEngineEngineOilLevel' })?.title).toBe(`Low engine oil on ${name}`);
    expect(rule('oil_low').describe({ value: 'CRITICALLY_LOW', previousValue: 'LOW', vehicleName: name, signal: 'powertrainCombustionEngineEngineOilLevel' })?.title).toBe(`Engine oil critically low on ${name}`);
    expect(rule('check_engine_lamp').describe({ value: 41.6, previousValue: null, vehicleName: name, signal: 'obdDistanceWithMIL' })?.body).toContain('driven 42 km with it lit');
    expect(rule('airbag_lamp').severity).toBe('critical');

    const at = '2026-11-23T10:00:00.000Z';
    const car = (soc: number | null, limit: number | null, cable: number | null) =>
      LatestSignalsSchema.parse({
        lastSeen: at,
        powertrainTractionBatteryStateOfChargeCurrent: soc === null ? null : { timestamp: at, value: soc },
        powertrainTractionBatteryChargingChargeLimit: limit === null ? null : { timestamp: at, value: limit },
        powertrainTractionBatteryChargingIsChargingCableConnected: cable === null ? null : { timestamp: at, value: cable },
      }) as LatestSignals;
    const stopped = (latest: LatestSignals | null, value = 0) =>
      rule('charging_interrupted').describe({ value, previousValue: '1', vehicleName: name, signal: 'powertrainTractionBatteryChargingIsCharging', latest });
    expect(stopped(car(54, 80, 1))).toEqual({
      title: `Charging stopped early on ${name}`,
      body: `${name} stopped charging at 54 %, below its 80 % limit, with the cable still plugged in. Check the charger and its power supply.`,
    });
    expect(stopped(car(78, 80, 1)), 'at the limit, give or take the car rounding').toBeNull();
    expect(stopped(car(54, 80, 0)), 'unplugged').toBeNull();
    expect(stopped(car(54, 80, null)), 'cable not reported').toBeNull();
    expect(stopped(car(54, null, 1)), 'limit not reported').toBeNull();
    expect(stopped(null), 'signals unreadable').toBeNull();
    expect(stopped(car(54, 80, 1), 1), 'a start').toBeNull();
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
