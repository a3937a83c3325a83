import type { DrivingSettings } from '../../../shared/api/places';
import type { EventCounts, Trip, TripEnergy } from '../../../shared/api/trips';
import type { NewTripSegmentRow, TripSegmentRow } from '../../db/schema';
import { labelPlace, type NamedPlace } from '../places/label-place';
import { NO_EVENTS, scoreDriving } from './driving-score';
import { EVENT_NAMES, FUEL_LITRES, SOC_KWH } from './segment-rows';

/** Below this a per-100-km figure says more about rounding than about the car. */
const MIN_KM_FOR_RATE = 1;

export interface IdleSpan {
  start: number;
  end: number;
  fuelLitres: number | null;
}

/** What turns a cached segment into the owner's trip: the car, the owner's places and prices, the idling around it. */
export interface TripContext {
  tokenId: number;
  vehicleName: string;
  energyKind: 'fuel' | 'electric';
  capacityKwh: number | null;
  tankLitres: number | null;
  named: readonly NamedPlace[];
  settings: DrivingSettings;
  /** idling segments of the same car, sorted by start */
  idling: readonly IdleSpan[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** What a segment's fuel or energy is read from, stored or just read. */
type LevelRow = Pick<NewTripSegmentRow, 'signals' | 'fuelStartPercent' | 'fuelEndPercent' | 'socStartPercent' | 'socEndPercent'>;

const sig = (row: LevelRow, key: string): number | null => {
  const v = row.signals?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};
const drop = (first: number | null | undefined, last: number | null | undefined) => (first != null && last != null ? Math.max(0, first - last) : null);

export function endMs(row: Pick<TripSegmentRow, 'startAt' | 'endAt' | 'durationSeconds'>): number {
  return row.endAt ? row.endAt.getTime() : row.startAt.getTime() + row.durationSeconds * 1000;
}

/** Litres used over a segment: the reported litres, else the percent and the tank (reported with it, or known). */
export function fuelUsedLitres(row: LevelRow, tankLitres: number | null): number | null {
  const litres = drop(sig(row, `${FUEL_LITRES}:FIRST`), sig(row, `${FUEL_LITRES}:LAST`));
  if (litres !== null) return litres;
  const percent = drop(row.fuelStartPercent, row.fuelEndPercent);
  return percent !== null && tankLitres !== null ? (percent / 100) * tankLitres : null;
}

/** kWh drawn over a segment: the reported battery energy, else the percent and the capacity. */
export function energyUsedKwh(row: LevelRow, capacityKwh: number | null): number | null {
  const kwh = drop(sig(row, `${SOC_KWH}:FIRST`), sig(row, `${SOC_KWH}:LAST`));
  if (kwh !== null) return kwh;
  const percent = drop(row.socStartPercent, row.socEndPercent);
  return percent !== null && capacityKwh !== null ? (percent / 100) * capacityKwh : null;
}

/** What a segment's energy is read with: the car's energy, its battery capacity, its tank (all known of the car). */
export type EnergyContext = Pick<TripContext, 'energyKind' | 'capacityKwh' | 'tankLitres'>;

/** Litres or kWh a trip used as listed (to a hundredth); null when the car reports no level over it. */
export function tripEnergyUsed(row: LevelRow, ctx: EnergyContext): number | null {
  const used = ctx.energyKind === 'electric' ? energyUsedKwh(row, ctx.capacityKwh) : fuelUsedLitres(row, ctx.tankLitres);
  return used === null ? null : round2(used);
}

/** A trip's time as listed: its minutes, to a tenth. */
export function tripMinutes(row: Pick<TripSegmentRow, 'durationSeconds'>): number {
  return round1(row.durationSeconds / 60);
}

export function tripDistanceKm(row: Pick<NewTripSegmentRow, 'odometerStartKm' | 'odometerEndKm'>): number | null {
  return row.odometerStartKm != null && row.odometerEndKm != null ? round1(Math.max(0, row.odometerEndKm - row.odometerStartKm)) : null;
}

/** Idling inside [start, end): its seconds and the fuel it burnt. `spans` sorted by start. */
export function idleWithin(spans: readonly IdleSpan[], start: number, end: number): { seconds: number; litres: number | null } {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  let seconds = 0;
  let litres: number | null = null;
  for (let i = lo; i < spans.length && spans[i].start < end; i++) {
    const s = spans[i];
    const overlap = Math.min(end, s.end) - Math.max(start, s.start);
    if (overlap <= 0) continue;
    seconds += overlap / 1000;
    if (s.fuelLitres !== null) litres = (litres ?? 0) + s.fuelLitres * (overlap / (s.end - s.start || 1));
  }
  return { seconds, litres };
}

export function eventCountsOf(row: TripSegmentRow, speedLimitKmh: number | null): EventCounts {
  const counted = Object.fromEntries(Object.entries(EVENT_NAMES).map(([kind, name]) => [kind, row.eventCounts[name] ?? 0])) as Omit<EventCounts, 'speeding'>;
  return { ...counted, speeding: speedLimitKmh !== null && row.maxSpeedKmh !== null && row.maxSpeedKmh > speedLimitKmh ? 1 : 0 };
}

/** The owner's trip from its cached segment: places named, energy and cost, idling, events and score. */
export function toTrip(row: TripSegmentRow, ctx: TripContext, events?: EventCounts): Trip {
  const start = row.startLatitude !== null && row.startLongitude !== null ? { latitude: row.startLatitude, longitude: row.startLongitude } : null;
  const end = row.endLatitude !== null && row.endLongitude !== null ? { latitude: row.endLatitude, longitude: row.endLongitude } : null;
  const distanceKm = tripDistanceKm(row);
  const finish = endMs(row);
  const used = tripEnergyUsed(row, ctx);
  const energy: TripEnergy = {
    kind: ctx.energyKind,
    used,
    unit: ctx.energyKind === 'electric' ? 'kWh' : 'l',
    per100Km: used !== null && distanceKm !== null && distanceKm >= MIN_KM_FOR_RATE ? round1((used / distanceKm) * 100) : null,
  };
  const price = ctx.energyKind === 'electric' ? (ctx.settings.homeKwhPrice ?? ctx.settings.publicKwhPrice) : ctx.settings.fuelPricePerLitre;
  const idle = idleWithin(ctx.idling, row.startAt.getTime(), finish);
  const counted = events ?? eventCountsOf(row, ctx.settings.speedLimitKmh);
  const avg = row.avgSpeedKmh ?? (distanceKm !== null && row.durationSeconds > 0 ? (distanceKm / row.durationSeconds) * 3600 : null);
  return {
    id: row.id,
    tokenId: ctx.tokenId,
    vehicleName: ctx.vehicleName,
    start: row.startAt.toISOString(),
    end: row.ongoing ? null : new Date(finish).toISOString(),
    ongoing: row.ongoing,
    durationMinutes: tripMinutes(row),
    startPlace: labelPlace(start, ctx.named, row.startPlace),
    endPlace: labelPlace(end, ctx.named, row.endPlace),
    startPoint: start,
    endPoint: end,
    distanceKm,
    avgSpeedKmh: avg === null ? null : round1(avg),
    maxSpeedKmh: row.maxSpeedKmh === null ? null : round1(row.maxSpeedKmh),
    energy,
    cost: price !== null && energy.used !== null ? { amount: round2(energy.used * price), currency: ctx.settings.currency } : null,
    idleMinutes: round1(idle.seconds / 60),
    idleFuelLitres: idle.litres === null ? null : round2(idle.litres),
    events: counted,
    score: scoreDriving(counted, distanceKm),
    source: row.mechanism,
  };
}

export { NO_EVENTS };
