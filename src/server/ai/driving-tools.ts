import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { IsoDateSchema } from '../../shared/api/bounds';
import { TRIP_PERIODS } from '../../shared/api/trips';
import { addDays } from '../../shared/format-date';
import type { BatteryFacts, CommuteFacts, DrivingFacts } from '../domain/assistant/facts/driving-facts';
import { longestTrip } from '../domain/trips/driving-totals';
import { periodFor } from '../domain/vehicle-facts/periods';
import { tripForTool } from '../domain/chat/driving-context';

/** How the tools read the selected vehicle's trips and battery trends (the chat's readers, owner-scoped). */
export interface DrivingReaders {
  today: string;
  timeZone: string;
  trips(period: { from: string; to: string }): Promise<DrivingFacts | null>;
  battery(): Promise<BatteryFacts | null>;
  commute?(period: { from: string; to: string }): Promise<CommuteFacts | null>;
}

/** At most this many trips go to the model; the totals cover them all. */
const MAX_TRIPS = 50;

/**
 * The in-app LLM's tools for trips, driving and the battery over time: the same trips service, `summarizeDriving`
 * and battery trends the deterministic answer and the Trips and Charging pages read. Places are names, never points.
 */
export function drivingTools(readers: DrivingReaders): ToolSet {
  return {
    ...(readers.commute ? { get_commute: commuteTool(readers, readers.commute) } : {}),
    get_trips: tool({
      description:
        "The vehicle's trips over a period of the owner's days (a named period, or from/to dates; the last 7 days when neither): each trip's start time, start and end place by name, km, minutes, speeds, energy, harsh events and score, newest first; the period's totals (trips, km, minutes driving and idling, fuel or energy, cost, harsh events, driving score with its reason) and its longest trip. locationShared false means the car does not share where it went: say so.",
      inputSchema: z.object({ period: z.enum(TRIP_PERIODS).optional(), from: IsoDateSchema.optional(), to: IsoDateSchema.optional() }),
      execute: async ({ period, from, to }) => {
        const named = period ? periodFor(period, { today: readers.today, timeZone: readers.timeZone }) : null;
        const days = from ? { from, to: to ?? readers.today } : named?.from ? { from: named.from, to: named.to } : { from: addDays(readers.today, -6), to: readers.today };
        const facts = await readers.trips(days);
        if (!facts) return { error: 'The trips could not be read just now.' };
        const longest = longestTrip(facts.trips);
        return {
          period: facts.period,
          timeZone: facts.timeZone,
          totals: facts.totals,
          longest: longest ? tripForTool(longest) : null,
          trips: facts.trips.slice(0, MAX_TRIPS).map(tripForTool),
          locationShared: facts.locationShared,
          notes: facts.notes,
        };
      },
    }),
    get_battery_trends: tool({
      description:
        "An electric car's (or plug-in hybrid's) battery as the Charging page shows it. `trends`, the last 7 days: charge lost per 24 h parked and per day (vampire drain), range at 100 % per day, and battery health (state of health the car reports, else capacity estimated from charges). `history`, the last 12 months, one point per month: health (basis state-of-health %, or capacity kWh estimated from charging days; `days` says from how many days), range at 100 % (km), and the change from the first month to the latest: use it for health or range over months or a year. plugsIn false: the car has no such trends.",
      inputSchema: z.object({}),
      execute: async () => (await readers.battery()) ?? { error: 'The battery history could not be read just now.' },
    }),
  };
}

/** The commute: trips between the owner's Home and Work places over a period, with the weekday trips as the fallback. */
function commuteTool(readers: DrivingReaders, read: NonNullable<DrivingReaders['commute']>) {
  return tool({
    description:
      "The owner's commute over a period of their days (a named period, or from/to dates; this month when neither): the trips between their named Home and Work places, either way, with their totals (count, km, cost at the owner's price). named says whether Home and Work places exist; without both (or without location) there is no commute: say so, and give the weekday trips' totals only as the next best figure, named as such.",
    inputSchema: z.object({ period: z.enum(TRIP_PERIODS).optional(), from: IsoDateSchema.optional(), to: IsoDateSchema.optional() }),
    execute: async ({ period, from, to }) => {
      const named = period ? periodFor(period, { today: readers.today, timeZone: readers.timeZone }) : null;
      const days = from ? { from, to: to ?? readers.today } : named?.from ? { from: named.from, to: named.to } : { from: `${readers.today.slice(0, 7)}-01`, to: readers.today };
      const facts = await read(days);
      if (!facts) return { error: 'The trips could not be read just now.' };
      const { named: places, totals, weekdays, trips } = facts.summary;
      return { period: facts.period, locationShared: facts.locationShared, named: places, commute: totals, weekdays, trips: trips.slice(0, MAX_TRIPS).map(tripForTool) };
    },
  });
}
