import { describe, expect, it } from 'vitest';
import { findTrips, type TripBucket } from './trips';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 8, minute)).toISOString();
const bucket = (minute: number, ign: number | null, odo: [number, number] | null = null): TripBucket => ({
  timestamp: at(minute),
  ignFirst: ign,
  ignLast: ign,
  ignMax: ign,
  odoMin: odo?.[0] ?? null,
  odoMax: odo?.[1] ?? null,
});

describe('findTrips', () => {
  it('cuts runs of ignition-on buckets into trips with their odometer distance', () => {
    const trips = findTrips(
      [bucket(0, 0, [100, 100]), bucket(5, 1, [100, 103]), bucket(10, 1, [103, 108.24]), bucket(15, 0, [108.24, 108.24]), bucket(20, 1, [108.24, 110]), bucket(25, 0)],
      5,
    );
    expect(trips).toEqual([
      { start: at(5), end: at(15), durationMinutes: 10, distanceKm: 8.2 },
      { start: at(20), end: at(25), durationMinutes: 5, distanceKm: 1.8 },
    ]);
  });

  it('splits at a gap in the series, keeps a trip under way at the end, and says null without an odometer', () => {
    const trips = findTrips([bucket(0, 1), bucket(20, 1), bucket(25, 1)], 5);
    expect(trips.map((t) => [t.start, t.durationMinutes, t.distanceKm])).toEqual([
      [at(0), 5, null],
      [at(20), 10, null],
    ]);
    expect(findTrips([], 5)).toEqual([]);
  });
});
