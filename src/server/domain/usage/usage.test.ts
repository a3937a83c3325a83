import { describe, expect, it } from 'vitest';
import { chooseIntervalMinutes, findChargingSessions, measureDistance, measureFuel, splitIntoDays, summarizeUsage, toLevelTrack } from './index';
import { buildSeries, sampleEvery, type Sample } from './test-support/build-series';

const FROM = '2026-11-15T00:00:00.000Z';
const TO = '2026-11-22T00:00:00.000Z';
const DAY_MIN = 1440;

/**
 * A week of a combustion car with a 50 l tank burning 8 l/100 km: one 60 km drive a day from 08:00 to 09:00 at
 * 1 km a minute (sampled every minute), parked otherwise (sampled every 10 minutes), and a refuel to 95% in the
 * middle of the fourth day's drive.
 */
function combustionWeek(): Sample[] {
  const litresPerKm = 0.08;
  const tank = 50;
  let litres = 30;
  let odometer = 10_000;
  const samples: Sample[] = [];
  for (let minute = 0; minute < 7 * DAY_MIN; minute++) {
    const inDay = minute % DAY_MIN;
    const driving = inDay >= 480 && inDay < 540;
    if (driving) {
      if (Math.floor(minute / DAY_MIN) === 3 && inDay === 510) litres = 0.95 * tank;
      odometer += 1;
      litres -= litresPerKm;
    }
    if (!driving && minute % 10 !== 0) continue;
    samples.push({
      at: new Date(Date.parse(FROM) + minute * 60_000).toISOString(),
      odometer,
      speed: driving ? 60 : 0,
      fuelLitres: round(litres, 2),
      fuelPercent: round((litres / tank) * 100, 2),
    });
  }
  return samples;
}

function round(v: number, d: number) {
  return Math.round(v * 10 ** d) / 10 ** d;
}

describe('distance', () => {
  const series = buildSeries(combustionWeek(), { from: FROM, to: TO });

  it('counts every day of the window, the first one too', () => {
    expect(measureDistance(series)).toEqual({ km: 420, startOdometerKm: 10_000, endOdometerKm: 10_420 });
    const days = splitIntoDays(series, 7);
    expect(days.map((d) => d.distanceKm)).toEqual([60, 60, 60, 60, 60, 60, 60]);
    expect(days.map((d) => d.date)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(days.every((d) => d.maxSpeedKmh === 60)).toBe(true);
  });

  it('leaves a day without readings unknown and never goes negative', () => {
    const samples: Sample[] = [
      { at: '2026-11-15T10:00:00Z', odometer: 500 },
      { at: '2026-11-15T12:00:00Z', odometer: 520 },
      { at: '2026-11-17T12:00:00Z', odometer: 515 },
      { at: '2026-11-17T13:00:00Z', odometer: 560 },
    ];
    const series = buildSeries(samples, { from: FROM, to: '2026-11-18T00:00:00.000Z' });
    expect(splitIntoDays(series, 3).map((d) => d.distanceKm)).toEqual([20, null, 40]);
    expect(measureDistance(series).km).toBe(60);
  });
});

describe('fuel', () => {
  it('measures litres burned and the refuel from the level, even with the refuel inside one bucket', () => {
    const fuel = measureFuel(buildSeries(combustionWeek(), { from: FROM, to: TO }), { tankLitres: null })!;
    // 420 km at 8 l/100 km; the one sample interval (1 km) that spans the refuel hides its fuel inside the refuel.
    expect(Math.abs(fuel.litresUsed! - 33.6)).toBeLessThanOrEqual(0.08 + 1e-9);
    expect(fuel.litresBasis).toBe('reported');
    expect(fuel.refuels).toHaveLength(1);
    expect(fuel.refuels[0]).toMatchObject({ fromPercent: expect.closeTo(26.4, 1), toPercent: expect.closeTo(94.84, 2) });
    expect(fuel.refuels[0].litresAdded).toBeCloseTo(34.22, 1);
    expect(fuel.refuels[0].start.slice(0, 10)).toBe('2026-11-18');
  });

  it('uses the tank size when the car reports only the percent, and ignores sensor wobble', () => {
    const wobble = [0, 0.8, -0.5, 0, 1.2];
    const samples = sampleEvery(FROM, '2026-11-16T00:00:00Z', 60, (m) => ({ odometer: 100 + m / 6, fuelPercent: 80 - m / 60 + wobble[(m / 60) % 5] }));
    const fuel = measureFuel(buildSeries(samples, { from: FROM, to: '2026-11-16T00:00:00Z', intervalMinutes: 60 }), { tankLitres: 60 })!;
    expect(fuel.refuels).toEqual([]);
    expect(fuel.percentUsed).toBeCloseTo(23, 5);
    expect(fuel.litresUsed).toBeCloseTo(13.8, 5);
    expect(fuel.litresBasis).toBe('tank');
  });
});

describe('charging', () => {
  const to = '2026-11-16T12:00:00.000Z';
  /** Parked, charging 01:00-04:30 from 40% to 75% of a 60 kWh battery, then driving 08:00-09:00 down to 65%. */
  const evSamples = (withFlag: boolean, withEnergy: boolean) =>
    sampleEvery('2026-11-15T12:00:00Z', to, 10, (m) => {
      const t = m - 13 * 60; // minutes since 01:00 on the 16th
      const soc = t < 0 ? 40 : t < 210 ? 40 + t / 6 : t < 420 ? 75 : t < 480 ? 75 - (t - 420) / 6 : 65;
      return {
        chargePercent: round(soc, 2),
        ...(withEnergy ? { chargeKwh: round((soc / 100) * 60, 3) } : {}),
        ...(withFlag ? { charging: t >= 0 && t < 210 ? 1 : 0 } : {}),
        odometer: 2000 + (t < 420 ? 0 : Math.min(60, t - 420)),
      } as Omit<Sample, 'at'>;
    });

  it('finds the session with its start, end, duration, percent gained and kWh added', () => {
    const sessions = findChargingSessions(buildSeries(evSamples(true, true), { from: '2026-11-15T12:00:00Z', to }), { capacityKwh: 60 });
    expect(sessions).toEqual([
      {
        start: '2026-11-16T01:00:00.000Z',
        end: '2026-11-16T04:30:00.000Z',
        durationMinutes: 210,
        fromPercent: 40,
        toPercent: 75,
        gainedPercent: 35,
        kwhAdded: 21,
        ongoing: false,
      },
    ]);
  });

  it('works from the rising level when the car sends no charging flag, and from the capacity without energy', () => {
    const sessions = findChargingSessions(buildSeries(evSamples(false, false), { from: '2026-11-15T12:00:00Z', to }), { capacityKwh: 60 });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ fromPercent: 40, toPercent: 75, gainedPercent: 35, kwhAdded: 21, ongoing: false });
    expect(Date.parse(sessions[0].start)).toBeLessThanOrEqual(Date.parse('2026-11-16T01:00:00Z'));
    expect(Date.parse(sessions[0].end)).toBeGreaterThanOrEqual(Date.parse('2026-11-16T04:30:00Z'));
    expect(findChargingSessions(buildSeries(evSamples(false, false), { from: '2026-11-15T12:00:00Z', to }), { capacityKwh: null })[0].kwhAdded).toBeNull();
  });

  it('marks a session still running at the end of the window', () => {
    const sessions = findChargingSessions(buildSeries(evSamples(true, true), { from: '2026-11-15T12:00:00Z', to: '2026-11-16T02:00:00.000Z' }), { capacityKwh: 60 });
    expect(sessions).toEqual([expect.objectContaining({ start: '2026-11-16T01:00:00.000Z', end: '2026-11-16T02:00:00.000Z', durationMinutes: 60, ongoing: true, fromPercent: 40, toPercent: 48.33, gainedPercent: 8.3, kwhAdded: 5 })]);
  });

  it('gives energy use per 100 km for an electric car', () => {
    const facts = summarizeUsage({
      series: buildSeries(evSamples(true, true), { from: '2026-11-15T12:00:00Z', to }),
      energy: 'charge',
      tankLitres: null,
      capacityKwh: 60,
      serviceDistanceKm: 1200,
    });
    expect(facts.distanceKm).toBe(60);
    // 10% of 60 kWh over 60 km
    expect(facts.energy?.kwhUsed).toBeCloseTo(6, 5);
    expect(facts.kwhPer100Km).toBe(10);
    expect(facts.chargingSessions).toHaveLength(1);
    expect(facts.fuel).toBeNull();
  });
});

describe('summarizeUsage', () => {
  it("counts a named period's days in the owner's zone: a Friday 07:33 drive in Tokyo is Friday's, not Thursday's (UTC)", () => {
    // Tokyo's week Mon 16 – Sun 22 Nov 2026 starts at 15:00 UTC on the 15th; the drive is Friday 07:33–08:03 local
    const from = '2026-11-15T15:00:00.000Z';
    const samples: Sample[] = [
      { at: '2026-11-15T16:00:00Z', odometer: 5000, speed: 0 },
      { at: '2026-11-19T22:33:00Z', odometer: 5000, speed: 40 },
      { at: '2026-11-19T22:50:00Z', odometer: 5012, speed: 117 },
      { at: '2026-11-19T23:03:00Z', odometer: 5025, speed: 0 },
    ];
    const series = buildSeries(samples, { from, to: '2026-11-22T15:00:00.000Z', intervalMinutes: 60 });
    const facts = summarizeUsage({ series, energy: 'fuel', tankLitres: null, capacityKwh: null, serviceDistanceKm: null, timeZone: 'Asia/Tokyo' });
    expect(facts.days.map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(facts.days.filter((d) => d.distanceKm)).toEqual([expect.objectContaining({ date: '2026-11-20', distanceKm: 25, maxSpeedKmh: 117 })]);
    expect(facts.drivingDays).toBe(1);
    expect(facts.distanceKm).toBe(25);
  });

  it('gives the week in numbers: distance, pace, l/100 km, refuels, weeks to service', () => {
    const facts = summarizeUsage({ series: buildSeries(combustionWeek(), { from: FROM, to: TO }), energy: 'fuel', tankLitres: null, capacityKwh: null, serviceDistanceKm: 2100 });
    expect(facts).toMatchObject({ windowDays: 7, coveredDays: 7, distanceKm: 420, drivingDays: 7, maxSpeedKmh: 60, kmPerWeek: 420, litresPer100Km: 8, weeksToService: 5 });
    expect(facts.refuels).toHaveLength(1);
    expect(facts.chargingSessions).toEqual([]);
  });

  it('scales the weekly pace for a car with less than a week of data', () => {
    const samples = sampleEvery('2026-11-20T00:00:00Z', TO, 60, (m) => ({ odometer: 100 + m / 12 }));
    const facts = summarizeUsage({ series: buildSeries(samples, { from: FROM, to: TO, intervalMinutes: 60 }), energy: 'fuel', tankLitres: null, capacityKwh: null, serviceDistanceKm: 700 });
    expect(facts.coveredDays).toBe(2);
    expect(facts.distanceKm).toBe(235);
    expect(facts.kmPerWeek).toBe(822.5);
    expect(facts.weeksToService).toBe(0.9);
    expect(facts.litresPer100Km).toBeNull();
  });
});

describe('level track', () => {
  it('adds the low and high of a bucket only when it both fell and rose', () => {
    const series = buildSeries(
      [
        { at: '2026-11-15T00:00:00Z', fuelPercent: 50 },
        { at: '2026-11-15T00:05:00Z', fuelPercent: 48 },
        { at: '2026-11-15T00:10:00Z', fuelPercent: 47 },
        { at: '2026-11-15T00:12:00Z', fuelPercent: 20 },
        { at: '2026-11-15T00:14:00Z', fuelPercent: 90 },
        { at: '2026-11-15T00:18:00Z', fuelPercent: 89 },
      ],
      { from: FROM, to: '2026-11-15T01:00:00Z' },
    );
    expect(toLevelTrack(series, (b) => b.fuelPercent).map((p) => p.value)).toEqual([50, 48, 47, 20, 90, 89]);
  });

  it.each([
    [1, 10],
    [7, 10],
    [14, 30],
    [31, 60],
    [90, 180],
    [365, 360],
  ])('%i days -> %i minute buckets', (days, minutes) => {
    expect(chooseIntervalMinutes(0, days * 86_400_000)).toBe(minutes);
  });
});
