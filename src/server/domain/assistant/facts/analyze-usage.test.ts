import { describe, expect, it } from 'vitest';
import { buildWeekSeries, type DayPlan } from '../../usage/test-support/build-series';
import { analyzeUsage } from './analyze-usage';
import { HEALTHY_GAS, buildContext, buildSignals } from './test-fixtures';

const TO = '2026-11-22T00:00:00.000Z';
// 2026-11-15 is a Sunday.
const WEEK: DayPlan[] = [{ km: 40, speed: 50 }, { km: 20, speed: 70 }, { km: 84, speed: 118 }, { km: 0 }, { km: 36, speed: 90, fill: true }, { km: 0 }, { km: 30, speed: 60 }];

describe('analyzeUsage', () => {
  it('counts every day of the window, the first one too', () => {
    const result = analyzeUsage(buildContext({ usage: buildWeekSeries(WEEK, { to: TO, energy: 'fuel' }) }));
    expect(result.totalDistanceKm).toBe(210);
    expect(result.days.map((d) => d.distanceKm)).toEqual([40, 20, 84, 0, 36, 0, 30]);
    expect(result.drivingDays).toBe(5);
    expect(result.totalMiles).toBeCloseTo(210 * 0.621371, 1);
  });

  it("describes the week with its own numbers, fuel use from the level's falls and rises", () => {
    const result = analyzeUsage(buildContext({ usage: buildWeekSeries(WEEK, { to: TO, energy: 'fuel' }) }));
    expect(result.usagePatterns).toEqual([
      'Drove on 5 of the last 7 days, 210 km in total.',
      'Longest day: 84 km on Tuesday.',
      'Moderate use: about 42 km per driving day.',
      'Top speed: 118 km/h on Tuesday.',
      'Refuelled once in the last 7 days.',
    ]);
    expect(result.fuelConsumption).toBe('16.8 l of fuel used over 210 km: 8 l/100 km.');
    expect(result.averageSpeedKmh).toBe(77.6);
  });

  it("says the trips' distance, driving days, longest day, pace and consumption when the trips were read: the Trips page's figures", () => {
    // the last 7 days to today (2026-11-22, a Sunday), trips on three of them; the last day's trip reports no level
    const driven = {
      period: { from: '2026-11-16', to: '2026-11-22' },
      days: [
        { date: '2026-11-16', trips: 2, distanceKm: 41.2, drivingMinutes: 50, used: 3.3, usedKm: 41.2 },
        { date: '2026-11-18', trips: 1, distanceKm: 85.5, drivingMinutes: 60, used: 6.9, usedKm: 85.5 },
        { date: '2026-11-20', trips: 1, distanceKm: 12, drivingMinutes: 20, used: null, usedKm: 0 },
      ],
    };
    const result = analyzeUsage(buildContext({ usage: buildWeekSeries(WEEK, { to: TO, energy: 'fuel' }), driven }));
    expect(result).toMatchObject({ distanceBasis: 'trips', totalDistanceKm: 138.7, drivingDays: 3, periodDays: 7 });
    expect(result.usagePatterns.slice(0, 3)).toEqual(['Drove on 3 of the last 7 days, 139 km in total.', 'Longest day: 86 km on Wednesday.', 'Moderate use: about 46 km per driving day.']);
    expect(result.usagePatterns).toContain('Parked for the last 2 days.');
    // what the trips that report a level used, over their own km
    expect(result.fuelConsumption).toBe('10.2 l of fuel used over 127 km: 8.1 l/100 km.');
  });

  it('says no rate over less than 10 km of trips that report a level, as Insights does', () => {
    const driven = { period: { from: '2026-11-16', to: '2026-11-22' }, days: [{ date: '2026-11-20', trips: 1, distanceKm: 6.4, drivingMinutes: 12, used: 0.6, usedKm: 6.4 }] };
    const result = analyzeUsage(buildContext({ usage: buildWeekSeries(WEEK, { to: TO, energy: 'fuel' }), driven }));
    expect(result.fuelConsumption).toBe('0.6 l of fuel used.');
  });

  it('turns percent into litres with the tank size when the car reports only the percent', () => {
    const latest = buildSignals({ ...HEALTHY_GAS, powertrainFuelSystemRelativeLevel: 50, powertrainFuelSystemAbsoluteLevel: 25 });
    const result = analyzeUsage(buildContext({ latest, usage: buildWeekSeries(WEEK, { to: TO, energy: 'fuel', reportAbsolute: false }) }));
    expect(result.fuelConsumption).toBe('16.8 l of fuel used over 210 km: 8 l/100 km.');
    const noTank = analyzeUsage(buildContext({ usage: buildWeekSeries(WEEK, { to: TO, energy: 'fuel', reportAbsolute: false }) }));
    expect(noTank.fuelConsumption).toBe('About 34% of the tank used (tank size not reported, so no litre figure).');
  });

  it('gives miles and mpg to an owner who uses miles', () => {
    const result = analyzeUsage(buildContext({ unit: 'mi', usage: buildWeekSeries(WEEK, { to: TO, energy: 'fuel' }) }));
    expect(result.usagePatterns[0]).toBe('Drove on 5 of the last 7 days, 130 mi in total.');
    expect(result.fuelConsumption).toBe('16.8 l of fuel used over 130 mi: 29.4 mpg (US).');
  });

  it('measures energy use and charging for an electric car', () => {
    const latest = buildSignals({ powertrainTractionBatteryGrossCapacity: 60, powertrainTractionBatteryStateOfChargeCurrent: 70 });
    const result = analyzeUsage(buildContext({ type: 'electric', latest, usage: buildWeekSeries(WEEK, { to: TO, energy: 'charge' }) }));
    expect(result.fuelConsumption).toBe('31.5 kWh used over 210 km: 15 kWh/100 km.');
    expect(result.usagePatterns).toContain('Charged once in the last 7 days.');
  });

  it('says when there is no history yet', () => {
    for (const usage of [null, buildWeekSeries([], { to: TO, energy: 'fuel' })]) {
      const result = analyzeUsage(buildContext({ usage }));
      expect(result.hasHistory).toBe(false);
      expect(result.totalDistanceKm).toBe(0);
      expect(result.usagePatterns[0]).toMatch(/^There is no driving history for Blue Camry yet/);
    }
  });

  const recommendationCases = [
    { name: 'a parked car', plans: [{ km: 0 }, { km: 0 }, { km: 0 }], expected: /has not moved in 3 days/ },
    { name: 'short trips', plans: [{ km: 5 }, { km: 7, speed: 45 }, { km: 4 }], expected: /Short trips keep the engine/ },
    { name: 'fast driving', plans: [{ km: 200, speed: 150 }], expected: /Top speeds above 130 km\/h/ },
    // 8,000 km to the service at 210 km a week
    { name: 'service pace', plans: WEEK, expected: /At your pace \(about 210 km a week\) the next service \(8,000 km away\) is about 38 weeks off/ },
  ];
  it.each(recommendationCases)('recommends for $name', ({ plans, expected }) => {
    const result = analyzeUsage(buildContext({ usage: buildWeekSeries(plans, { to: TO, energy: 'fuel' }) }));
    expect(result.recommendations.some((r) => expected.test(r)), result.recommendations.join('\n')).toBe(true);
  });
});
