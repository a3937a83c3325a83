import type { NewTripSegmentRow } from '../../db/schema';
import { DRIVING_EVENT_NAMES, type DetectionMechanism, type ProviderSegment, type SegmentSignalRequest } from '../../provider';
import { describeLocation } from '../places/gazetteer';

export const SEGMENT_KINDS = ['trip', 'idling', 'refuel', 'recharge'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export const ODOMETER = 'powertrainTransmissionTravelledDistance';
export const FUEL_PERCENT = 'powertrainFuelSystemRelativeLevel';
export const FUEL_LITRES = 'powertrainFuelSystemAbsoluteLevel';
export const SOC_PERCENT = 'powertrainTractionBatteryStateOfChargeCurrent';
export const SOC_KWH = 'powertrainTractionBatteryStateOfChargeCurrentEnergy';
export const CHARGE_POWER = 'powertrainTractionBatteryChargingPower';

const firstLast = (name: string): SegmentSignalRequest[] => [
  { name, agg: 'FIRST' },
  { name, agg: 'LAST' },
];

/** What each kind of segment asks for on top of the provider's default set (speed, odometer, levels at both ends). */
export const SIGNAL_REQUESTS: Record<SegmentKind, SegmentSignalRequest[]> = {
  trip: [{ name: 'speed', agg: 'AVG' }, ...firstLast(FUEL_LITRES), ...firstLast(SOC_KWH)],
  idling: [...firstLast(FUEL_LITRES)],
  refuel: [...firstLast(FUEL_LITRES)],
  recharge: [...firstLast(SOC_KWH), { name: CHARGE_POWER, agg: 'MAX' }, { name: CHARGE_POWER, agg: 'AVG' }],
};

/** The provider's names of the driving events a trip counts: all of them. */
export const EVENT_NAMES = DRIVING_EVENT_NAMES;
type EventKind = keyof typeof EVENT_NAMES;
/** The kind of a trip's event, by the provider's name for it. */
export const EVENT_KIND_OF_NAME: Readonly<Record<string, EventKind>> = Object.fromEntries(Object.entries(EVENT_NAMES).map(([kind, name]) => [name, kind as EventKind]));
export const EVENT_REQUESTS = Object.values(EVENT_NAMES);

export const MECHANISM_OF_KIND: Record<Exclude<SegmentKind, 'trip'>, DetectionMechanism> = { idling: 'idling', refuel: 'refuel', recharge: 'recharge' };

const num = (signals: Record<string, number>, key: string): number | null => {
  const v = signals[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** A stored point: the provider sends 0, 0 where it has no location. */
const realPoint = (p: { latitude: number; longitude: number } | null) => (p && !(p.latitude === 0 && p.longitude === 0) ? p : null);

/** One provider segment as a cache row, with the gazetteer's names for its ends. */
export function toSegmentRow(vehicleId: string, kind: SegmentKind, mechanism: string, s: ProviderSegment, fetchedAt: Date): NewTripSegmentRow {
  const start = realPoint(s.start);
  const end = realPoint(s.end);
  const startAt = new Date(s.start.at);
  return {
    vehicleId,
    kind,
    mechanism,
    startAt,
    endAt: s.end && !s.ongoing ? new Date(s.end.at) : null,
    durationSeconds: Math.max(0, Math.round(s.durationSeconds)),
    ongoing: s.ongoing,
    startLatitude: start?.latitude ?? null,
    startLongitude: start?.longitude ?? null,
    endLatitude: end?.latitude ?? null,
    endLongitude: end?.longitude ?? null,
    startPlace: start ? describeLocation(start.latitude, start.longitude) : null,
    endPlace: end ? describeLocation(end.latitude, end.longitude) : null,
    odometerStartKm: num(s.signals, `${ODOMETER}:FIRST`),
    odometerEndKm: num(s.signals, `${ODOMETER}:LAST`),
    maxSpeedKmh: num(s.signals, 'speed:MAX'),
    avgSpeedKmh: num(s.signals, 'speed:AVG'),
    fuelStartPercent: num(s.signals, `${FUEL_PERCENT}:FIRST`),
    fuelEndPercent: num(s.signals, `${FUEL_PERCENT}:LAST`),
    socStartPercent: num(s.signals, `${SOC_PERCENT}:FIRST`),
    socEndPercent: num(s.signals, `${SOC_PERCENT}:LAST`),
    signals: s.signals,
    eventCounts: s.eventCounts,
    fetchedAt,
  };
}
