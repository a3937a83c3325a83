/**
 * What a trip, driving or battery-trend question needs beside the vehicle's facts: the trips service's history of the
 * period asked (with `summarizeDriving` over it) and the Charging page's battery trends. Read only for questions that
 * ask about them; the same readers serve the LLM's tools.
 */
import type { Trip } from '../../../shared/api/trips';
import type { User, Vehicle } from '../../db/schema';
import type { Logger } from '../../logger';
import type { BatteryFacts, DrivingFacts } from '../assistant/facts/driving-facts';
import { defaultTripPeriod } from '../assistant/answer/answer-driving';
import type { Topic } from '../assistant/understanding/understand';
import type { Charging } from '../charging/charging';
import { summarizeDriving } from '../trips/driving-totals';
import type { TripsService } from '../trips/trips-service';

export interface DrivingSources {
  trips?: Pick<TripsService, 'history'>;
  charging?: Pick<Charging, 'overview'>;
  logger: Logger;
}

/** The days the Charging page's battery trends cover, which the assistant reads too. */
export const BATTERY_TREND_DAYS = 7;

export const TRIP_TOPICS: readonly Topic[] = ['trips', 'driving'];

/** The trips of one vehicle over the owner's days from `period.from` to `period.to`, and their totals. */
export async function readDrivingFacts(src: DrivingSources, user: User, vehicle: Vehicle, period: { from: string; to: string }): Promise<DrivingFacts | null> {
  if (!src.trips) return null;
  try {
    const h = await src.trips.history(user, { tokenId: vehicle.tokenId, from: period.from, to: period.to });
    return { period: { from: h.period.from, to: h.period.to }, trips: h.trips, totals: summarizeDriving(h.trips, h.period), locationShared: h.locationShared, timeZone: h.timeZone, notes: h.notes };
  } catch (err) {
    src.logger.warn({ err, tokenId: vehicle.tokenId }, 'trips for the assistant could not be read');
    return null;
  }
}

/** The vehicle's battery trends as the Charging page shows them (the last 7 days). */
export async function readBatteryFacts(src: DrivingSources, user: User, vehicle: Vehicle): Promise<BatteryFacts | null> {
  if (!src.charging) return null;
  try {
    const overview = await src.charging.overview(user, { tokenId: vehicle.tokenId, days: BATTERY_TREND_DAYS });
    const selected = overview.selected;
    if (!selected) return null;
    return { plugsIn: selected.plugsIn, days: selected.days, trends: selected.battery, error: selected.error };
  } catch (err) {
    src.logger.warn({ err, tokenId: vehicle.tokenId }, 'battery trends for the assistant could not be read');
    return null;
  }
}

/** The driving and battery facts a question's topics need (nothing for other questions). */
export async function readQuestionFacts(
  src: DrivingSources,
  user: User,
  vehicle: Vehicle,
  asked: { topics: readonly Topic[]; period?: { from: string; to: string } },
  today: string,
): Promise<{ driving?: DrivingFacts | null; battery?: BatteryFacts | null }> {
  const wantsTrips = asked.topics.some((t) => TRIP_TOPICS.includes(t));
  const wantsBattery = asked.topics.includes('battery_trends');
  const [driving, battery] = await Promise.all([
    wantsTrips ? readDrivingFacts(src, user, vehicle, asked.period ?? defaultTripPeriod(today)) : undefined,
    wantsBattery ? readBatteryFacts(src, user, vehicle) : undefined,
  ]);
  return { ...(wantsTrips ? { driving } : {}), ...(wantsBattery ? { battery } : {}) };
}

/** A trip as a tool returns it: its places by name, never its coordinates. */
export function tripForTool(trip: Trip) {
  const { startPoint: _start, endPoint: _end, ...rest } = trip;
  return { ...rest, startPlace: trip.startPlace?.label ?? null, endPlace: trip.endPlace?.label ?? null };
}
