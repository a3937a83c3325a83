import { requiresLocationPrivilege } from '../../shared/signal-catalog';
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { DailySignalsSchema, NUMBER_SIGNALS, STRING_SIGNALS } from '../../shared/telemetry';
import { buildDailySignalsQuery, buildLatestSignalsQuery, buildUsageSeriesQuery, DAILY_AGGREGATIONS, parseLatestSignals, toUsageBucket, VIN_QUERY } from './telemetry';

describe('buildLatestSignalsQuery', () => {
  it.each([true, false])('asks for every shared signal (location %s) and is valid GraphQL', (withLocation) => {
    const query = buildLatestSignalsQuery(withLocation);
    expect(() => parse(query)).not.toThrow();
    for (const name of [...NUMBER_SIGNALS, ...STRING_SIGNALS, 'lastSeen']) {
      expect(new RegExp(`\\b${name}\\b`).test(query), name).toBe(withLocation || !requiresLocationPrivilege(name));
    }
    expect(query.includes('currentLocationCoordinates { timestamp value { latitude longitude } }')).toBe(withLocation);
    expect(query.includes('currentLocationHeading')).toBe(withLocation);
  });
});

describe('buildDailySignalsQuery', () => {
  it('is valid GraphQL with a 24h interval', () => {
    const query = buildDailySignalsQuery();
    expect(() => parse(query)).not.toThrow();
    expect(query).toContain('interval: "24h"');
    expect(() => parse(VIN_QUERY)).not.toThrow();
  });

  it.each([
    ['maxSpeed', 'speed(agg: MAX)'],
    ['odometer', 'powertrainTransmissionTravelledDistance(agg: MAX)'],
    ['maxEngineSpeed', 'powertrainCombustionEngineSpeed(agg: MAX)'],
    ['fuelLevel', 'powertrainFuelSystemRelativeLevel(agg: AVG)'],
    ['batteryLevel', 'powertrainTractionBatteryStateOfChargeCurrent(agg: AVG)'],
    ['coolantTemp', 'powertrainCombustionEngineECT(agg: AVG)'],
    ['batteryVoltage', 'lowVoltageBatteryCurrentVoltage(agg: AVG)'],
    ['engineLoad', 'obdEngineLoad(agg: AVG)'],
    ['intakeTemp', 'obdIntakeTemp(agg: AVG)'],
    ['barometricPressure', 'obdBarometricPressure(agg: AVG)'],
    ['exteriorTemp', 'exteriorAirTemperature(agg: AVG)'],
    ['range', 'powertrainRange(agg: AVG)'],
    ['troubleCodes', 'obdDTCList(agg: UNIQUE)'],
  ])('%s: %s', (alias, field) => {
    expect(buildDailySignalsQuery()).toContain(`${alias}: ${field}`);
  });

  it('covers every DailySignals field: the numbers aggregated, and the day\'s trouble codes', () => {
    const fields = Object.keys(DailySignalsSchema.shape).filter((k) => k !== 'timestamp' && k !== 'date');
    expect([...Object.keys(DAILY_AGGREGATIONS), 'troubleCodes'].sort()).toEqual(fields.sort());
  });
});

describe('parseLatestSignals', () => {
  const speed = { timestamp: '2025-06-01T10:00:00Z', value: 42 };

  it('fills signals the provider left out with null', () => {
    const signals = parseLatestSignals('c', { signalsLatest: { lastSeen: '2025-06-01T10:00:00Z', speed } }, []);
    expect(signals.speed).toEqual(speed);
    expect(signals.obdDTCList).toBeNull();
    expect(signals.currentLocationCoordinates).toBeNull();
    expect(signals.lastSeen).toBe('2025-06-01T10:00:00Z');
  });

  it('keeps the other signals when one field fails', () => {
    const signals = parseLatestSignals(
      'c',
      { signalsLatest: { lastSeen: null, speed, currentLocationCoordinates: null } },
      [{ message: 'no privilege', path: ['signalsLatest', 'currentLocationCoordinates'], extensions: { code: 'UNAUTHORIZED' } }],
    );
    expect(signals.speed).toEqual(speed);
  });

  it.each([
    { name: 'root unauthorized', data: { signalsLatest: null }, errors: [{ message: 'x', path: ['signalsLatest'], extensions: { code: 'UNAUTHORIZED' } }], code: 'unauthorized' },
    { name: 'error without path', data: null, errors: [{ message: 'x' }], code: 'graphql' },
    { name: 'wrong value type', data: { signalsLatest: { lastSeen: null, speed: { timestamp: 't', value: 'fast' } } }, errors: [], code: 'invalid_response' },
    { name: 'no data', data: null, errors: [], code: 'invalid_response' },
  ])('$name -> $code', ({ data, errors, code }) => {
    expect(() => parseLatestSignals('c', data, errors)).toThrow(expect.objectContaining({ code }));
  });

  it('gives all-null signals for a vehicle that never reported', () => {
    const signals = parseLatestSignals('c', { signalsLatest: null }, []);
    expect(signals.lastSeen).toBeNull();
    expect(signals.speed).toBeNull();
  });
});

describe('usage series', () => {
  it.each(['fuel', 'charge'] as const)('asks for first, last, min and max of each %s level in valid GraphQL', (levels) => {
    const query = buildUsageSeriesQuery(10, levels);
    expect(() => parse(query)).not.toThrow();
    expect(query).toContain('interval: "10m"');
    expect(query).toContain('om: powertrainTransmissionTravelledDistance(agg: MIN)');
    const level = levels === 'fuel' ? 'fpl: powertrainFuelSystemRelativeLevel(agg: LAST)' : 'ckn: powertrainTractionBatteryStateOfChargeCurrentEnergy(agg: MIN)';
    expect(query).toContain(level);
    expect(query.includes('powertrainTractionBatteryChargingIsCharging(agg: MAX)')).toBe(levels === 'charge');
  });

  it('turns the short flat aliases into level stats, null where a stat is missing', () => {
    const bucket = toUsageBucket({ timestamp: 't', om: 10, ox: 12, sx: 50, fpf: 40, fpl: 38, fpn: 38, fpx: 40, flf: 20, fll: null, fln: 19, flx: 20 });
    expect(bucket).toEqual({
      timestamp: 't',
      odometerMin: 10,
      odometerMax: 12,
      maxSpeed: 50,
      fuelPercent: { first: 40, last: 38, min: 38, max: 40 },
      fuelLitres: null,
      chargePercent: null,
      chargeKwh: null,
      charging: null,
    });
  });
});
