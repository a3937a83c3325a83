/**
 * The truth of trip, driving and battery-trend answers: the trips service's own list for the days a period may mean
 * (trips.list, checked against the simulator's trips by src/server/integration/trips.test.ts) and the Charging page's
 * battery trends (charging.overview). An answer must state the figures those surfaces show for the same days.
 */
import type { BatteryTrends } from '../../../src/shared/api/charging';
import type { TripList } from '../../../src/shared/api/trips';
import { addDays } from '../../../src/shared/format-date';
import { longestTrip } from '../../../src/server/domain/trips/driving-totals';
import type { Owner } from './setup';
import { HOUR_MS, isoDay, modelOf, type Car, type NumberFact, type Role } from './truth';

/**
 * Facts whose truth is read from the app's trip list and battery trends. How far a car went in a period, on how many
 * days and what it used per 100 km (km, days, per100) are its trips' figures on every surface, the assistant's
 * "how far did I drive" included.
 */
export const DRIVING_FACTS = ['trips', 'tripkm', 'longest', 'places', 'drivescore', 'harsh', 'drain', 'fullrange', 'bhealth', 'km', 'days', 'per100'];

export interface DrivingTruth {
  /** the trip lists of every range of days the period may mean, per role and period name */
  lists: Map<string, TripList[]>;
  battery: Map<Role, BatteryTrends | null>;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The ranges of days (both included) a period name may mean on `today`. */
export function dayRanges(name: string, today: string): { from: string; to: string }[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (name) {
    case 'today':
      return [{ from: today, to: today }];
    case 'yesterday':
      return [{ from: addDays(today, -1), to: addDays(today, -1) }];
    case 'last7':
      return [{ from: addDays(today, -6), to: today }];
    case 'week':
      return [{ from: addDays(today, -6), to: today }, { from: monday, to: today }];
    case 'lastweek':
      return [{ from: addDays(monday, -7), to: addDays(monday, -1) }];
    case 'last30':
      return [{ from: addDays(today, -29), to: today }];
    case 'month':
      return [{ from: firstOfMonth, to: today }];
    case 'lastmonth':
      return [{ from: `${addDays(firstOfMonth, -1).slice(0, 7)}-01`, to: addDays(firstOfMonth, -1) }];
    default: {
      const day = WEEKDAYS.indexOf(name);
      if (day < 0) throw new Error(`unknown period ${name}`);
      // a weekday named alone is the latest one before today
      const back = ((weekday - day + 7) % 7) || 7;
      return [{ from: addDays(today, -back), to: addDays(today, -back) }];
    }
  }
}

/** Today in UTC and in the car's own zone: the owner's days may be either. */
function todays(car: Car, at: number): string[] {
  return [...new Set([isoDay(at), isoDay(at + modelOf(car).home.utcOffsetHours * HOUR_MS)])];
}

export async function readDrivingTruth(owner: Owner, cars: Car[], expect: string[], at: number): Promise<DrivingTruth> {
  const truth: DrivingTruth = { lists: new Map(), battery: new Map() };
  for (const spec of expect) {
    const [head, arg] = spec.split('@')[0].split(':');
    if (!DRIVING_FACTS.includes(head)) continue;
    for (const car of cars) {
      if (arg) {
        const key = `${car.role}|${arg}`;
        if (truth.lists.has(key)) continue;
        const ranges = todays(car, at).flatMap((today) => dayRanges(arg, today));
        const unique = [...new Map(ranges.map((r) => [`${r.from}|${r.to}`, r])).values()];
        truth.lists.set(key, await Promise.all(unique.map((r) => owner.client.trips.list.query({ tokenId: car.tokenId, from: r.from, to: r.to, limit: 500 }))));
      } else if (!truth.battery.has(car.role)) {
        const overview = await owner.client.charging.overview.query({ tokenId: car.tokenId, days: 7 });
        truth.battery.set(car.role, overview.selected?.battery ?? null);
      }
    }
  }
  return truth;
}

const values = (kind: NumberFact['kind'], list: (number | null | undefined)[]): NumberFact | null => {
  const v = [...new Set(list.filter((x): x is number => typeof x === 'number'))];
  return v.length ? { kind, values: v } : null;
};

/** One car's value of a trip or battery fact ("trips:week", "drain"), or null when the app shows none. */
export function drivingFact(name: string, car: Car, truth: DrivingTruth | undefined): NumberFact | null {
  if (!truth) return null;
  const [head, arg] = name.split(':');
  const lists = truth.lists.get(`${car.role}|${arg}`) ?? [];
  const battery = truth.battery.get(car.role) ?? null;
  switch (head) {
    case 'trips':
      return values('count', lists.map((l) => l.totals.trips));
    case 'tripkm':
    case 'km':
      return values('distance', lists.map((l) => l.totals.distanceKm));
    case 'days':
      return values('count', lists.map(drivingDaysOf));
    case 'per100':
      return values('consumption', lists.map((l) => consumptionOf(l)?.per100));
    case 'longest':
      return values('distance', lists.map((l) => longestTrip(l.trips)?.distanceKm));
    case 'drivescore':
      return values('score', lists.map((l) => l.totals.score?.value));
    case 'harsh':
      return values('count', lists.map((l) => l.totals.events.harshBraking));
    case 'drain':
      return values('percent', [battery?.drain.percentPer24h]);
    case 'fullrange':
      return values('distance', [battery?.fullRange.days.at(-1)?.km]);
    case 'bhealth':
      return battery?.health.latest == null ? null : values(battery.health.unit === 'kWh' ? 'energy' : 'percent', [battery.health.latest]);
    default:
      return null;
  }
}

/** The days of a trip list that have a trip. */
const drivingDaysOf = (l: TripList) => l.byDay.filter((d) => d.trips > 0).length;

/** What a list's trips used, over the km of the trips that report it (the Trips page's and Insights' per-100-km rule). */
function consumptionOf(l: TripList): { used: number; km: number; per100: number } | null {
  const measured = l.trips.filter((t) => t.energy?.used != null);
  const used = measured.reduce((a, t) => a + t.energy!.used!, 0);
  const km = measured.reduce((a, t) => a + (t.distanceKm ?? 0), 0);
  return measured.length && km > 0 ? { used, km, per100: (used / km) * 100 } : null;
}

/** The place names of a period's trips (empty when none or when the car shares no location). */
export function placesOf(car: Car, period: string, truth: DrivingTruth | undefined): { labels: string[]; trips: number; locationShared: boolean } {
  const lists = truth?.lists.get(`${car.role}|${period}`) ?? [];
  const labels = [...new Set(lists.flatMap((l) => l.trips.flatMap((t) => [t.startPlace?.label, t.endPlace?.label]).filter((x): x is string => !!x)))];
  return { labels, trips: Math.max(0, ...lists.map((l) => l.total)), locationShared: lists.every((l) => l.locationShared) };
}

/** Everything true an answer about trips and the battery may state: each trip's and each period's figures. */
export function drivingUniverse(truth: DrivingTruth | undefined, roles: Role[]): NumberFact[] {
  if (!truth) return [];
  const facts: NumberFact[] = [];
  for (const [key, lists] of truth.lists) {
    if (!roles.includes(key.split('|')[0] as Role)) continue;
    for (const l of lists) {
      const t = l.totals;
      facts.push({ kind: 'count', values: [t.trips, t.events.harshBraking, t.events.harshAcceleration, t.events.harshCornering, t.events.speeding] });
      facts.push({ kind: 'distance', values: [t.distanceKm, ...l.trips.map((x) => x.distanceKm ?? 0)] });
      if (t.score) facts.push({ kind: 'score', values: [t.score.value] });
      if (t.fuelLitres !== null) facts.push({ kind: 'volume', values: [t.fuelLitres] });
      if (t.energyKwh !== null) facts.push({ kind: 'energy', values: [t.energyKwh] });
      // a usage answer's figures: each day's km, the driving days, the pace per driving day and per week, the consumption
      const days = drivingDaysOf(l);
      const span = l.byDay.length ? Math.round((Date.parse(t.to) - Date.parse(t.from)) / 86_400_000) + 1 : 0;
      facts.push({ kind: 'distance', values: [...l.byDay.map((d) => d.distanceKm), t.distanceKm / Math.max(1, days), ...(span ? [(t.distanceKm / span) * 7] : [])] });
      facts.push({ kind: 'count', values: [days, span] });
      const c = consumptionOf(l);
      if (c) {
        facts.push({ kind: 'consumption', values: [c.per100] });
        facts.push({ kind: t.energyKwh !== null ? 'energy' : 'volume', values: [c.used] });
        facts.push({ kind: 'distance', values: [c.km] });
      }
    }
  }
  for (const [role, b] of truth.battery) {
    if (!b || !roles.includes(role)) continue;
    const kwh = b.drain.days.reduce((s, d) => s + (d.kwhLost ?? 0), 0);
    facts.push({ kind: 'percent', values: [b.drain.percentPer24h ?? 0, ...b.drain.days.map((d) => d.percentLost)] });
    facts.push({ kind: 'energy', values: [kwh, ...b.drain.days.map((d) => d.kwhLost ?? 0)] });
    facts.push({ kind: 'distance', values: b.fullRange.days.map((d) => d.km) });
    if (b.health.latest !== null) facts.push({ kind: b.health.unit === 'kWh' ? 'energy' : 'percent', values: [b.health.latest, ...b.health.days.map((d) => d.value), b.health.change ?? 0] });
  }
  return facts;
}
