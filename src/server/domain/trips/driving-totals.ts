import type { DrivingTotals, Trip } from '../../../shared/api/trips';
import { addDays } from '../../../shared/format-date';
import { localDay, weekStart } from '../vehicle-facts/periods';
import { addEvents, NO_EVENTS, scoreDriving } from './driving-score';
import { tripDistanceKm, tripMinutes } from './trip-figures';
import type { NewTripSegmentRow } from '../../db/schema';

/** A period of the owner's days, both ends included (YYYY-MM-DD), in their time zone. */
export interface DayPeriod {
  from: string;
  to: string;
  timeZone: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const sumOrNull = (values: (number | null)[]) => (values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null);

/** The owner's day a trip belongs to: the day it started, in their zone. */
export function tripDay(trip: Pick<Trip, 'start'>, timeZone: string): string {
  return localDay(trip.start, timeZone);
}

/**
 * Driving over a period, from its trips (each counted on the day it started, in the owner's zone): count, distance,
 * time, idling, fuel or energy and its cost, events and a score. A pure function of the trips and the period: the
 * figure the trip list, the assistant, MCP, exports and vehicle-facts all read. Costs in several currencies are not
 * added: the total cost is null then.
 */
export function summarizeDriving(trips: readonly Trip[], period: DayPeriod): DrivingTotals {
  const inside = trips.filter((t) => {
    const day = tripDay(t, period.timeZone);
    return day >= period.from && day <= period.to;
  });
  return totalsOf(inside, period.from, period.to);
}

function totalsOf(trips: readonly Trip[], from: string, to: string): DrivingTotals {
  const distanceKm = round1(trips.reduce((a, t) => a + (t.distanceKm ?? 0), 0));
  const events = trips.reduce((a, t) => addEvents(a, t.events), NO_EVENTS);
  const fuel = sumOrNull(trips.map((t) => (t.energy?.unit === 'l' ? t.energy.used : null)));
  const kwh = sumOrNull(trips.map((t) => (t.energy?.unit === 'kWh' ? t.energy.used : null)));
  const currencies = new Set(trips.flatMap((t) => (t.cost ? [t.cost.currency] : [])));
  const cost = currencies.size === 1 ? { amount: round2(trips.reduce((a, t) => a + (t.cost?.amount ?? 0), 0)), currency: [...currencies][0] } : null;
  const idleFuel = sumOrNull(trips.map((t) => t.idleFuelLitres));
  return {
    from,
    to,
    trips: trips.length,
    distanceKm,
    drivingMinutes: round1(trips.reduce((a, t) => a + t.durationMinutes, 0)),
    idleMinutes: round1(trips.reduce((a, t) => a + t.idleMinutes, 0)),
    idleFuelLitres: idleFuel === null ? null : round2(idleFuel),
    fuelLitres: fuel === null ? null : round2(fuel),
    energyKwh: kwh === null ? null : round2(kwh),
    cost,
    events,
    score: trips.length ? scoreDriving(events, distanceKm) : null,
  };
}

/** The period's longest trip by distance (the first of equals, newest first as listed), or null without one. */
export function longestTrip(trips: readonly Trip[]): Trip | null {
  return trips.reduce<Trip | null>((best, t) => (t.distanceKm !== null && (best === null || t.distanceKm > (best.distanceKm ?? 0)) ? t : best), null);
}

export type Grain = 'day' | 'week' | 'month';

function bucketOf(day: string, grain: Grain): string {
  if (grain === 'day') return day;
  if (grain === 'week') return weekStart(day);
  return `${day.slice(0, 7)}-01`;
}

/** The period's driving per day, week (from Monday) or month that has trips, oldest first; ends clipped to the period. */
export function splitDriving(trips: readonly Trip[], period: DayPeriod, grain: Grain): DrivingTotals[] {
  const groups = new Map<string, Trip[]>();
  for (const t of trips) {
    const day = tripDay(t, period.timeZone);
    if (day < period.from || day > period.to) continue;
    const key = bucketOf(day, grain);
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => {
      const last = grain === 'day' ? key : grain === 'week' ? addDays(key, 6) : lastOfMonth(key);
      return totalsOf(group, key < period.from ? period.from : key, last > period.to ? period.to : last);
    });
}

/** One owner's day of driving: its trips, their distance and minutes, and the fuel or energy they used. */
export interface DayDriving {
  date: string;
  trips: number;
  distanceKm: number;
  drivingMinutes: number;
  /** litres or kWh (the car's energy) its trips used, as listed; null when none of them reports a level */
  used: number | null;
  /** km of the trips that report what they used: what `used` covers */
  usedKm: number;
}

/**
 * A period's driving from its days: distance (to 0.1 km), minutes, and what the trips that report it used (to 0.01)
 * over their km (to 0.1); `used` is null when none reports it. Insights and the assistant add a period's days up so.
 */
export function sumDrivenDays(days: readonly DayDriving[]): { distanceKm: number; drivingMinutes: number; used: number | null; usedKm: number } {
  const measured = days.filter((d) => d.used !== null);
  return {
    distanceKm: round1(days.reduce((a, d) => a + d.distanceKm, 0)),
    drivingMinutes: days.reduce((a, d) => a + d.drivingMinutes, 0),
    used: measured.length ? round2(measured.reduce((a, d) => a + d.used!, 0)) : null,
    usedKm: round1(measured.reduce((a, d) => a + d.usedKm, 0)),
  };
}

type DayRow = Pick<NewTripSegmentRow, 'startAt' | 'durationSeconds' | 'odometerStartKm' | 'odometerEndKm'>;

/**
 * The period's driving per day that has trips, oldest first, from the stored trip rows: the same count, distance,
 * minutes and fuel or energy the trip list's days add up (each trip on the day it started, its figures as listed),
 * without the rest of a trip's figures. `usedOf` gives a trip's litres or kWh as listed.
 */
export function sumTripsByDay<R extends DayRow>(rows: readonly R[], period: DayPeriod, usedOf: (row: R) => number | null = () => null): DayDriving[] {
  const days = new Map<string, DayDriving>();
  for (const row of rows) {
    const date = localDay(row.startAt, period.timeZone);
    if (date < period.from || date > period.to) continue;
    const day = days.get(date) ?? { date, trips: 0, distanceKm: 0, drivingMinutes: 0, used: null, usedKm: 0 };
    const km = tripDistanceKm(row) ?? 0;
    const used = usedOf(row);
    day.trips++;
    day.distanceKm += km;
    day.drivingMinutes += tripMinutes(row);
    if (used !== null) {
      day.used = (day.used ?? 0) + used;
      day.usedKm += km;
    }
    days.set(date, day);
  }
  return [...days.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({ ...d, distanceKm: round1(d.distanceKm), drivingMinutes: round1(d.drivingMinutes), used: d.used === null ? null : round2(d.used), usedKm: round1(d.usedKm) }));
}

function lastOfMonth(first: string): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
}
