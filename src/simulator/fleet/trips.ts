import type { Keyed } from './hash';
import type { Home } from './home';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** After the ignition is switched off the car stays awake this long, reporting each minute (doors, lock, trunk). */
export const SETTLE_MS = 3 * MINUTE_MS;

export interface Trip {
  /** Ignition on: the engine idles (warm-up) from here until `startMs`; equal to `startMs` when the car leaves at once. */
  ignitionMs: number;
  /** The car starts moving. */
  startMs: number;
  /** The car stops and the ignition goes off. */
  endMs: number;
  distanceKm: number;
  leg: 'out' | 'back';
  destLatitude: number;
  destLongitude: number;
  /** Direction from home to the destination, radians from north, clockwise. */
  bearing: number;
}

export function moveKm(lat: number, lon: number, bearing: number, km: number): [number, number] {
  const dLat = (km * Math.cos(bearing)) / 111.2;
  const dLon = (km * Math.sin(bearing)) / (111.2 * Math.cos((lat * Math.PI) / 180));
  return [lat + dLat, lon + dLon];
}

/** Share of a trip's distance covered at progress f (speed follows a sine over the trip). */
export function coveredShare(f: number): number {
  return (1 - Math.cos(Math.PI * f)) / 2;
}

export function isWeekend(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7; // 0 = Sunday; day 0 (1970-01-01) was a Thursday
  return weekday === 0 || weekday === 6;
}

/**
 * A day's driving: out in the morning (to work on weekdays, somewhere else at weekends) and back later. Some trips
 * begin with the engine idling a few minutes before the car moves. Pure function of the seed, the home and the day
 * (`seed` is the vehicle's seed as `keyed(vehicle.seed)`).
 */
export function planDayTrips(seed: Keyed, home: Home, dayStartMs: number, day: number): Trip[] {
  if (seed.unit('rest-day', day) < 0.12) return [];
  const weekend = isWeekend(day);
  const u = (name: string) => seed.unit(name, day);
  const outStartMin = weekend ? 600 + 240 * u('out-start') : 420 + 90 * u('out-start');
  const outMinutes = weekend ? 10 + 30 * u('out-len') : 15 + 35 * u('out-len');
  const backStartMin = weekend ? outStartMin + outMinutes + 30 + 120 * u('stay') : 990 + 150 * u('back-start');
  const backMinutes = outMinutes * (0.85 + 0.3 * u('back-len'));
  const outSpeed = 28 + 40 * u('out-speed');
  const backSpeed = 28 + 40 * u('back-speed');
  const outKm = (outSpeed * outMinutes) / 60;
  const backKm = (backSpeed * backMinutes) / 60;

  const workBearing = seed.unit('work-bearing') * 2 * Math.PI;
  const bearing = weekend ? u('bearing') * 2 * Math.PI : workBearing + (u('bearing') - 0.5) * 0.2;
  const [destLatitude, destLongitude] = moveKm(home.latitude, home.longitude, bearing, 0.7 * Math.min(outKm, backKm));
  const at = (minute: number) => Math.round(dayStartMs + minute * MINUTE_MS);
  // A warm-up idle on about one trip in five: 5 to 12 minutes with the engine running and the car standing.
  const outIdle = u('idle-out') < 0.2 ? 5 + 7 * u('idle-len-out') : 0;
  const backIdle = u('idle-back') < 0.2 ? 5 + 7 * u('idle-len-back') : 0;
  return [
    {
      ignitionMs: at(outStartMin - outIdle),
      startMs: at(outStartMin),
      endMs: at(outStartMin + outMinutes),
      distanceKm: outKm,
      leg: 'out',
      destLatitude,
      destLongitude,
      bearing,
    },
    {
      ignitionMs: at(backStartMin - backIdle),
      startMs: at(backStartMin),
      endMs: at(backStartMin + backMinutes),
      distanceKm: backKm,
      leg: 'back',
      destLatitude,
      destLongitude,
      bearing,
    },
  ];
}
