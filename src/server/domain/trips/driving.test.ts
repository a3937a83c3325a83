import { describe, expect, it } from 'vitest';
import type { Trip } from '../../../shared/api/trips';
import { NO_EVENTS, scoreDriving } from './driving-score';
import { splitDriving, sumTripsByDay, summarizeDriving } from './driving-totals';
import { buildTripsCsv, buildTripsGpx } from './trip-export';
import { idleWithin } from './trip-figures';

const trip = (start: string, km: number, extra: Partial<Trip> = {}): Trip => ({
  id: start,
  tokenId: 1,
  vehicleName: 'Car',
  start,
  end: start,
  ongoing: false,
  durationMinutes: 30,
  startPlace: { label: 'Home', source: 'named', placeId: 'h', placeKind: 'home' },
  endPlace: { label: 'Lyon, FR', source: 'gazetteer', placeId: null, placeKind: null },
  startPoint: null,
  endPoint: null,
  distanceKm: km,
  avgSpeedKmh: 40,
  maxSpeedKmh: 90,
  energy: { kind: 'fuel', used: km / 20, unit: 'l', per100Km: 5 },
  cost: { amount: km / 10, currency: 'EUR' },
  idleMinutes: 2,
  idleFuelLitres: 0.05,
  events: NO_EVENTS,
  score: null,
  source: 'ignitionDetection',
  ...extra,
});

describe('driving score', () => {
  it.each([
    [{ ...NO_EVENTS }, 42, 100, 'No harsh driving in 42 km'],
    [{ ...NO_EVENTS, harshBraking: 3 }, 42, 57, '3 harsh brakes in 42 km'],
    [{ ...NO_EVENTS, harshBraking: 1, harshAcceleration: 2 }, 100, 84, '1 harsh brake and 2 harsh accelerations in 100 km'],
    [{ ...NO_EVENTS, harshCornering: 1 }, 2.5, 50, '1 harsh turn in 2.5 km'],
    [{ ...NO_EVENTS, speeding: 1, harshBraking: 30 }, 50, 0, '30 harsh brakes and 1 minute over your speed limit in 50 km'],
    [{ ...NO_EVENTS, extremeBraking: 1 }, 50, 80, '1 emergency stop in 50 km'],
    // A possible collision is on the trip, not on the driver: no weight.
    [{ ...NO_EVENTS, collision: 1, harshBraking: 1 }, 100, 94, '1 harsh brake in 100 km'],
  ])('%o over %f km scores %i', (events, km, value, explanation) => {
    expect(scoreDriving(events, km)).toEqual({ value, explanation });
  });

  it('gives no score without a distance', () => {
    expect(scoreDriving(NO_EVENTS, null)).toBeNull();
    expect(scoreDriving(NO_EVENTS, 0)).toBeNull();
  });
});

describe('driving per period', () => {
  // 23:30 UTC on Sunday 2 March is already Monday in Paris: the owner's days decide.
  const trips = [
    trip('2025-03-02T23:30:00Z', 10, { events: { ...NO_EVENTS, harshBraking: 1 } }),
    trip('2025-03-02T08:00:00Z', 20),
    trip('2025-02-28T08:00:00Z', 5, { cost: { amount: 1, currency: 'EUR' } }),
  ];

  it('counts each trip on the owner’s day it started, and adds the figures', () => {
    const totals = summarizeDriving(trips, { from: '2025-03-03', to: '2025-03-09', timeZone: 'Europe/Paris' });
    expect(totals).toMatchObject({ trips: 1, distanceKm: 10, drivingMinutes: 30, fuelLitres: 0.5, cost: { amount: 1, currency: 'EUR' } });
    expect(totals.score).toEqual({ value: 40, explanation: '1 harsh brake in 10 km' });
    expect(summarizeDriving(trips, { from: '2025-03-03', to: '2025-03-09', timeZone: 'UTC' }).trips).toBe(0);
  });

  it('splits by day, week and month with clipped ends, and never adds two currencies', () => {
    const period = { from: '2025-02-27', to: '2025-03-05', timeZone: 'Europe/Paris' };
    expect(splitDriving(trips, period, 'day').map((d) => [d.from, d.trips])).toEqual([
      ['2025-02-28', 1],
      ['2025-03-02', 1],
      ['2025-03-03', 1],
    ]);
    expect(splitDriving(trips, period, 'week').map((d) => [d.from, d.to, d.trips])).toEqual([
      ['2025-02-27', '2025-03-02', 2],
      ['2025-03-03', '2025-03-05', 1],
    ]);
    expect(splitDriving(trips, period, 'month').map((d) => [d.from, d.to, d.distanceKm])).toEqual([
      ['2025-02-27', '2025-02-28', 5],
      ['2025-03-01', '2025-03-05', 30],
    ]);
    const mixed = [trip('2025-03-01T10:00:00Z', 1), trip('2025-03-01T12:00:00Z', 1, { cost: { amount: 1, currency: 'USD' } })];
    expect(summarizeDriving(mixed, period).cost).toBeNull();
  });

  it('finds the idling inside a trip', () => {
    const spans = [
      { start: 0, end: 60_000, fuelLitres: 0.1 },
      { start: 120_000, end: 240_000, fuelLitres: 0.2 },
      { start: 900_000, end: 960_000, fuelLitres: null },
    ];
    expect(idleWithin(spans, 30_000, 180_000)).toEqual({ seconds: 90, litres: 0.05 + 0.1 });
    expect(idleWithin(spans, 300_000, 800_000)).toEqual({ seconds: 0, litres: null });
  });
});

describe('exports', () => {
  it('writes the list’s figures to CSV, oldest first, and tracks to GPX', () => {
    const csv = buildTripsCsv([trip('2025-03-02T08:00:00Z', 20), trip('2025-03-01T08:00:00Z', 5)]).split('\r\n');
    expect(csv[0]).toMatch(/^start,end,vehicle,token_id,from,to,distance_km,duration_min/);
    expect(csv[1]).toMatch(/^2025-03-01T08:00:00Z,.*,Home,"Lyon, FR",5,30,/);
    const gpx = buildTripsGpx([
      { trip: trip('2025-03-02T08:00:00Z', 20, { vehicleName: 'A & B' }), route: [{ at: '2025-03-02T08:01:00Z', latitude: 45.7, longitude: 4.8, speedKmh: 36 }] },
    ]);
    expect(gpx).toContain('<name>A &amp; B: Home to Lyon, FR</name>');
    expect(gpx).toContain('<trkpt lat="45.700000" lon="4.800000"><time>2025-03-02T08:01:00Z</time><extensions><speed>10.00</speed></extensions></trkpt>');
  });
});

describe('sumTripsByDay', () => {
  const row = (startAt: string, km: number | null, litres: number | null) => ({
    startAt: new Date(startAt),
    durationSeconds: 1800,
    odometerStartKm: km === null ? null : 1000,
    odometerEndKm: km === null ? null : 1000 + km,
    litres,
  });
  const period = { from: '2026-03-02', to: '2026-03-03', timeZone: 'Europe/Paris' };

  it("adds each owner's day's trips and what they used, the used figure over the km of the trips that report it", () => {
    const days = sumTripsByDay([row('2026-03-02T07:00:00Z', 12.34, 0.81), row('2026-03-02T17:00:00Z', 20, null), row('2026-03-02T23:30:00Z', 5, 0.3), row('2026-03-04T08:00:00Z', 9, 0.5)], period, (r) => r.litres);
    // 23:30 UTC is half past midnight in Paris: the next day; the 4th is outside the period
    expect(days).toEqual([
      { date: '2026-03-02', trips: 2, distanceKm: 32.3, drivingMinutes: 60, used: 0.81, usedKm: 12.3 },
      { date: '2026-03-03', trips: 1, distanceKm: 5, drivingMinutes: 30, used: 0.3, usedKm: 5 },
    ]);
  });

  it('leaves what was used unknown on a day none of whose trips reports a level', () => {
    expect(sumTripsByDay([row('2026-03-02T07:00:00Z', 10, null)], period, (r) => r.litres)[0]).toMatchObject({ used: null, usedKm: 0 });
  });
});
