import type { LatestSignals } from '../../../shared/telemetry';
import { timeZoneAt } from '../places/time-zone';
import { ownerClock } from './periods';

/** Where the owner's first located car is: the home zone their days fall back to when they set none. */
export function homeZoneOf(latest: readonly (LatestSignals | null | undefined)[]): string | null {
  const here = latest.find((l) => l?.currentLocationCoordinates?.value)?.currentLocationCoordinates?.value;
  return here ? timeZoneAt(here.latitude, here.longitude) : null;
}

/** The owner's zone and today: their own zone, else where their car is, else UTC. */
export function ownerClockNear(user: { timeZone?: string | null }, now: Date, latest: readonly (LatestSignals | null | undefined)[]): { timeZone: string; today: string } {
  return ownerClock(user, now, user.timeZone ? null : homeZoneOf(latest));
}
