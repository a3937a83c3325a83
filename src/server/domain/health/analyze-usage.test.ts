import { describe, expect, it } from 'vitest';
import { analyzeUsage } from './analyze-usage';
import { HEALTHY_GAS, buildContext, buildDaily, buildSignals } from './test-fixtures';

// 2026-11-15 is a Sunday.
const WEEK = buildDaily([
  { odometer: 45_000, maxSpeed: 50, fuelLevel: 60 },
  { odometer: 45_020, maxSpeed: 70, fuelLevel: 56 },
  { odometer: 45_104, maxSpeed: 118, fuelLevel: 40 },
  { odometer: 45_104, maxSpeed: 0, fuelLevel: 40 },
  { odometer: 45_140, maxSpeed: 90, fuelLevel: 80 },
  { odometer: null, maxSpeed: null, fuelLevel: null },
  { odometer: 45_170, maxSpeed: 60, fuelLevel: 74 },
]);

describe('analyzeUsage distances', () => {
  const cases = [
    { name: 'a normal week', daily: WEEK, total: 170, drivingDays: 5, days: [null, 20, 84, 0, 36, null, 30] },
    {
      name: 'an odometer that goes backwards never counts as negative',
      daily: buildDaily([{ odometer: 1000 }, { odometer: 990 }, { odometer: 1010 }]),
      total: 10,
      drivingDays: 1,
      days: [null, 0, 10],
    },
    {
      name: 'only speed data',
      daily: buildDaily([{ maxSpeed: 40 }, { maxSpeed: 0 }]),
      total: 0,
      drivingDays: 1,
      days: [null, null],
    },
    { name: 'unsorted buckets', daily: [...WEEK].reverse(), total: 170, drivingDays: 5, days: [null, 20, 84, 0, 36, null, 30] },
  ];
  it.each(cases)('$name', ({ daily, total, drivingDays, days }) => {
    const result = analyzeUsage(buildContext({ daily }));
    expect(result.totalDistanceKm).toBe(total);
    expect(result.drivingDays).toBe(drivingDays);
    expect(result.days.map((d) => d.distanceKm)).toEqual(days);
    expect(result.totalMiles).toBeCloseTo(total * 0.621371, 1);
  });
});

describe('analyzeUsage summary', () => {
  it('describes patterns with the week\'s own numbers', () => {
    const result = analyzeUsage(buildContext({ daily: WEEK }));
    expect(result.usagePatterns).toEqual([
      'Drove on 5 of the last 7 days, 170 km in total.',
      'Longest day: 84 km on Tuesday.',
      'Moderate use: about 43 km per driving day.',
      'Top speed: 118 km/h on Tuesday.',
      'Refuelled once this week.',
    ]);
    expect(result.averageSpeedKmh).toBe(77.6);
    expect(result.averageSpeedBasis).toBe('mean_of_daily_max_speeds');
  });

  it('converts the fuel drop to litres when the tank size is known', () => {
    const latest = buildSignals({ ...HEALTHY_GAS, powertrainFuelSystemRelativeLevel: 50, powertrainFuelSystemAbsoluteLevel: 25 });
    const result = analyzeUsage(buildContext({ daily: WEEK, latest }));
    // drops: 4 + 16 + 6 = 26% of a 50 l tank = 13 l over 170 km
    expect(result.fuelConsumption).toBe('About 26% of the tank used this week, about 13 l: roughly 7.6 l/100 km.');
  });

  const fuelCases = [
    { name: 'tank size unknown', unit: 'km' as const, text: 'About 26% of the tank used this week (capacity not reported, so no litre figure).' },
    { name: 'in miles the distance is in mi', unit: 'mi' as const, text: 'About 26% of the tank used this week (capacity not reported, so no litre figure).' },
  ];
  it.each(fuelCases)('$name', ({ unit, text }) => {
    const result = analyzeUsage(buildContext({ daily: WEEK, unit }));
    expect(result.fuelConsumption).toBe(text);
    if (unit === 'mi') expect(result.usagePatterns[0]).toBe('Drove on 5 of the last 7 days, 106 mi in total.');
  });

  it('uses the battery level and capacity for an electric car', () => {
    const daily = buildDaily([
      { odometer: 100, batteryLevel: 90, maxSpeed: 60 },
      { odometer: 150, batteryLevel: 80, maxSpeed: 60 },
      { odometer: 200, batteryLevel: 70, maxSpeed: 60 },
    ]);
    const latest = buildSignals({ powertrainTractionBatteryGrossCapacity: 75, powertrainTractionBatteryStateOfChargeCurrent: 70 });
    const result = analyzeUsage(buildContext({ type: 'electric', daily, latest }));
    expect(result.fuelConsumption).toBe('About 20% of the battery used this week, about 15 kWh: roughly 15 kWh/100 km.');
  });

  it('does not claim a distance when only speed is reported', () => {
    const result = analyzeUsage(buildContext({ daily: buildDaily([{ maxSpeed: 40 }, { maxSpeed: 0 }]) }));
    expect(result.usagePatterns[0]).toBe('Drove on 1 of the last 2 days; the odometer history is not reported, so the distance is unknown.');
  });

  it('says when there is no history yet', () => {
    const cases = [[], buildDaily([{}, {}, {}])];
    for (const daily of cases) {
      const result = analyzeUsage(buildContext({ daily }));
      expect(result.hasHistory).toBe(false);
      expect(result.days).toHaveLength(daily.length);
      expect(result.totalDistanceKm).toBe(0);
      expect(result.usagePatterns[0]).toMatch(/^There is no driving history for Blue Camry yet/);
    }
  });

  const recommendationCases = [
    {
      name: 'a parked car',
      daily: buildDaily([{ odometer: 500, maxSpeed: 0 }, { odometer: 500, maxSpeed: 0 }, { odometer: 500, maxSpeed: 0 }]),
      expected: /has not moved in 7 days/,
    },
    {
      name: 'short trips',
      daily: buildDaily([{ odometer: 500 }, { odometer: 505, maxSpeed: 40 }, { odometer: 512, maxSpeed: 45 }]),
      expected: /Short trips keep the engine/,
    },
    {
      name: 'fast driving',
      daily: buildDaily([{ odometer: 500 }, { odometer: 700, maxSpeed: 150 }]),
      expected: /Top speeds above 130 km\/h/,
    },
    { name: 'service pace', daily: WEEK, expected: /next service \(8,000 km away\) is about 47 weeks off/ },
  ];
  it.each(recommendationCases)('recommends for $name', ({ daily, expected }) => {
    const result = analyzeUsage(buildContext({ daily }));
    expect(result.recommendations.some((r) => expected.test(r))).toBe(true);
  });
});
