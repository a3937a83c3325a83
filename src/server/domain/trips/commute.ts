/**
 * The owner's commute: the trips between their Home and Work places (named places of kind home and work), either way,
 * over a period of their days, totalled by `summarizeDriving` like any other trips. Without both places named, the
 * next best fact is the weekday trips' totals, said as such (never passed off as the commute).
 */
import type { DrivingTotals, Trip } from '../../../shared/api/trips';
import type { PlaceKind } from '../../../shared/api/places';
import { summarizeDriving, tripDay, type DayPeriod } from './driving-totals';

export interface CommuteSummary {
  /** whether the owner named a Home place and a Work place */
  named: { home: boolean; work: boolean };
  /** the trips between them in the period, newest first; empty when either is not named */
  trips: Trip[];
  /** their totals; null when Home or Work is not named */
  totals: DrivingTotals | null;
  /** the period's trips on Monday to Friday: the fallback when there is no commute to total */
  weekdays: DrivingTotals;
}

/** A trip from Home to Work or from Work to Home (by the owner's places the trip list names its ends after). */
export function isCommuteTrip(trip: Pick<Trip, 'startPlace' | 'endPlace'>): boolean {
  const from = trip.startPlace?.placeKind;
  const to = trip.endPlace?.placeKind;
  return (from === 'home' && to === 'work') || (from === 'work' && to === 'home');
}

/** A trip that started on a Monday to Friday of the owner's days. */
export function isWeekdayTrip(trip: Pick<Trip, 'start'>, timeZone: string): boolean {
  const weekday = new Date(`${tripDay(trip, timeZone)}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/** The commute over the period: the Home–Work trips and their totals, and the weekday trips' totals beside them. */
export function summarizeCommute(trips: readonly Trip[], period: DayPeriod, places: readonly { kind: PlaceKind }[]): CommuteSummary {
  const named = { home: places.some((p) => p.kind === 'home'), work: places.some((p) => p.kind === 'work') };
  const inside = trips.filter((t) => {
    const day = tripDay(t, period.timeZone);
    return day >= period.from && day <= period.to;
  });
  const commute = named.home && named.work ? inside.filter(isCommuteTrip) : [];
  return {
    named,
    trips: commute,
    totals: named.home && named.work ? summarizeDriving(commute, period) : null,
    weekdays: summarizeDriving(
      inside.filter((t) => isWeekdayTrip(t, period.timeZone)),
      period,
    ),
  };
}
