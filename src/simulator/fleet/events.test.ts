import { describe, expect, it } from 'vitest';
import { planTripEvents } from './events';
import { buildGarageVehicles } from './garage';
import { keyed } from './hash';
import { DAY_MS, VehicleModel } from './model';
import type { Trip } from './trips';

const COLLISION = 'safety.collision';
const START = Date.parse('2026-01-01T00:00:00Z');

/** Two trips a day of half an hour at 40 km/h, for `days` days. */
function trips(days: number): Trip[] {
  return Array.from({ length: 2 * days }, (_, i) => {
    const startMs = START + Math.floor(i / 2) * DAY_MS + (i % 2 ? 17 : 8) * 3_600_000;
    return { ignitionMs: startMs, startMs, endMs: startMs + 30 * 60_000, distanceKm: 20, leg: i % 2 ? 'back' : 'out', destLatitude: 0, destLongitude: 0, bearing: 0 };
  });
}

describe('collisions of the fleet model', () => {
  it('happen on a very small share of cars, about once in two or three months on those, the same each time', () => {
    const year = trips(365);
    const perCar = Array.from({ length: 1_000 }, (_, i) => {
      const seed = keyed(`driver-${i}@example.com#0#${2000 + i}`);
      return year.flatMap((trip) => planTripEvents(seed, trip, () => 40)).filter((e) => e.name === COLLISION);
    });
    const colliding = perCar.filter((list) => list.length > 0);
    // About 3 % of cars are prone; a prone car collides about 365 * 2 / 150 ≈ 5 times a year.
    expect(colliding.length).toBeGreaterThan(10);
    expect(colliding.length).toBeLessThan(60);
    const perYear = colliding.reduce((sum, list) => sum + list.length, 0) / colliding.length;
    expect(perYear).toBeGreaterThan(2);
    expect(perYear).toBeLessThan(9);
    // The whole fleet: a handful a week, never common.
    expect(perCar.flat().length / 52).toBeLessThan(5);
    for (const event of colliding.flat()) {
      expect(event.gForce).toBeGreaterThanOrEqual(2.5);
      expect(event.tags).toEqual([COLLISION]);
    }
    const again = keyed(`driver-${perCar.indexOf(colliding[0])}@example.com#0#${2000 + perCar.indexOf(colliding[0])}`);
    expect(year.flatMap((trip) => planTripEvents(again, trip, () => 40)).filter((e) => e.name === COLLISION)).toEqual(colliding[0]);
  });

  it('happen while the modelled car drives, at its modelled speed', () => {
    const minted = new Date('2026-01-01T00:00:00Z');
    const now = Date.parse('2026-07-01T00:00:00Z');
    const cars = Array.from({ length: 40 }, (_, i) => buildGarageVehicles({ email: `fleet-${i}@example.com`, tokenIds: [1001, 1002, 1003], startIndex: 0, mintedAt: minted })).flat();
    let found = 0;
    for (const car of cars) {
      const model = new VehicleModel(car);
      const events = model.listEvents(minted.getTime(), now);
      for (const event of events.filter((e) => e.name === COLLISION)) {
        found++;
        expect(model.getSpeedAt(event.timestampMs)).toBeGreaterThanOrEqual(8);
        expect(event.speedKph).toBe(Math.round(model.getSpeedAt(event.timestampMs) * 10) / 10);
      }
    }
    // 120 cars over six months: a few collisions among them, and far fewer than the harsh brakings.
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(40);
  });
});
