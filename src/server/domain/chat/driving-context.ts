/**
 * What a trip, driving or battery-trend question needs beside the vehicle's facts: the trips service's history of the
 * period asked (with `summarizeDriving` over it) and the Charging page's battery trends. Read only for questions that
 * ask about them; the same readers serve the LLM's tools.
 */
import type { Trip } from '../../../shared/api/trips';
import type { User, Vehicle } from '../../db/schema';
import type { Logger } from '../../logger';
import type { BatteryFacts, CommuteFacts, DrivingFacts } from '../assistant/facts/driving-facts';
import { defaultTripPeriod } from '../assistant/answer/answer-driving';
import type { Topic } from '../assistant/understanding/understand';
import type { Charging } from '../charging/charging';
import { summarizeCommute } from '../trips/commute';
import { summarizeDriving } from '../trips/driving-totals';
import type { PlacesService } from '../places/places-service';
import type { TripsService } from '../trips/trips-service';

export interface DrivingSources {
  trips?: Pick<TripsService, 'history' | 'drivingByDay'>;
  charging?: Pick<Charging, 'overview' | 'batteryHistory'>;
  places?: Pick<PlacesService, 'list'>;
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

/** The vehicle's battery trends as the Charging page shows them: the last 7 days, and the last 12 months. */
export async function readBatteryFacts(src: DrivingSources, user: User, vehicle: Vehicle): Promise<BatteryFacts | null> {
  if (!src.charging) return null;
  const charging = src.charging;
  try {
    const [overview, year] = await Promise.all([
      charging.overview(user, { tokenId: vehicle.tokenId, days: BATTERY_TREND_DAYS }),
      charging.batteryHistory(user, { tokenId: vehicle.tokenId }).catch((err: unknown) => {
        src.logger.warn({ err, tokenId: vehicle.tokenId }, 'battery history for the assistant could not be read');
        return null;
      }),
    ]);
    const selected = overview.selected;
    if (!selected) return null;
    return { plugsIn: selected.plugsIn, days: selected.days, trends: selected.battery, history: year?.history ?? null, error: selected.error };
  } catch (err) {
    src.logger.warn({ err, tokenId: vehicle.tokenId }, 'battery trends for the assistant could not be read');
    return null;
  }
}

/** The days a commute question reads when it names none: this month so far. */
export function defaultCommutePeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** The commute over the owner's days asked: the trips service's trips of the period and the owner's named places. */
export async function readCommuteFacts(src: DrivingSources, user: User, vehicle: Vehicle, period: { from: string; to: string }): Promise<CommuteFacts | null> {
  if (!src.trips || !src.places) return null;
  try {
    const [h, places] = await Promise.all([src.trips.history(user, { tokenId: vehicle.tokenId, from: period.from, to: period.to }), src.places.list(user)]);
    return { period: { from: h.period.from, to: h.period.to }, summary: summarizeCommute(h.trips, h.period, places), locationShared: h.locationShared, timeZone: h.timeZone };
  } catch (err) {
    src.logger.warn({ err, tokenId: vehicle.tokenId }, 'the commute for the assistant could not be read');
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
): Promise<{ driving?: DrivingFacts | null; battery?: BatteryFacts | null; commute?: CommuteFacts | null }> {
  const wantsTrips = asked.topics.some((t) => TRIP_TOPICS.includes(t));
  const wantsBattery = asked.topics.includes('battery_trends');
  const wantsCommute = asked.topics.includes('commute');
  const [driving, battery, commute] = await Promise.all([
    wantsTrips ? readDrivingFacts(src, user, vehicle, asked.period ?? defaultTripPeriod(today)) : undefined,
    wantsBattery ? readBatteryFacts(src, user, vehicle) : undefined,
    wantsCommute ? readCommuteFacts(src, user, vehicle, asked.period ?? defaultCommutePeriod(today)) : undefined,
  ]);
  return { ...(wantsTrips ? { driving } : {}), ...(wantsBattery ? { battery } : {}), ...(wantsCommute ? { commute } : {}) };
}

/** A trip as a tool returns it: its places by name, never its coordinates. */
export function tripForTool(trip: Trip) {
  const { startPoint: _start, endPoint: _end, ...rest } = trip;
  return { ...rest, startPlace: trip.startPlace?.label ?? null, endPlace: trip.endPlace?.label ?? null };
}
