import type { LatestSignals } from '../../../shared/telemetry';
import { timeZoneAt } from '../places/time-zone';
import type { Vehicle } from '../../db/schema';
import type { TelemetryService } from '../telemetry/telemetry-service';
import { isValidTimeZone, ownerClock } from './periods';

/** Where the owner's first located car is: the home zone their days fall back to when they set none. */
export function homeZoneOf(latest: readonly (LatestSignals | null | undefined)[]): string | null {
  const here = latest.find((l) => l?.currentLocationCoordinates?.value)?.currentLocationCoordinates?.value;
  return here ? timeZoneAt(here.latitude, here.longitude) : null;
}

/** The owner's zone and today: their own zone, else where their car is, else UTC. */
export function ownerClockNear(user: { timeZone?: string | null }, now: Date, latest: readonly (LatestSignals | null | undefined)[]): { timeZone: string; today: string } {
  return ownerClock(user, now, user.timeZone ? null : homeZoneOf(latest));
}

/**
 * The owner's clock for a request about some of their vehicles: their zone when set; without one, where the first
 * located of those cars is (its latest signals, usually already cached).
 */
export async function readOwnerClock(
  telemetry: Pick<TelemetryService, 'latest'>,
  user: { timeZone?: string | null },
  vehicles: readonly Pick<Vehicle, 'tokenId' | 'source'>[],
  now = new Date(),
  opts: { allowStale?: boolean } = {},
): Promise<{ timeZone: string; today: string }> {
  if (isValidTimeZone(user.timeZone)) return ownerClock(user, now);
  for (const v of vehicles) {
    if (v.source !== 'provider') continue;
    const latest = await telemetry.latest(v.tokenId, { allowStale: opts.allowStale });
    const zone = homeZoneOf([latest.ok ? latest.value : null]);
    if (zone) return ownerClock(user, now, zone);
  }
  return ownerClock(user, now);
}
