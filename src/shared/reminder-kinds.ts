import { REMINDER_KIND_LABELS, type ReminderKind } from './reminders';
import type { VehicleType } from './telemetry';
import { kmToMiles, milesToKm, type DistanceUnit } from './units';

const PAPERS: readonly ReminderKind[] = ['inspection_due', 'registration_expiry', 'insurance_expiry', 'warranty_expiry'];
const CHASSIS: readonly ReminderKind[] = ['tire_rotation', 'brake_service', 'brake_fluid', 'cabin_filter', 'coolant', 'battery_12v'];

/**
 * The reminder kinds a car is offered by its powertrain, the likeliest first: an electric car has no oil to change
 * and a combustion car no high-voltage battery. Custom is always last.
 */
export const REMINDER_KINDS_BY_TYPE: Record<VehicleType, readonly ReminderKind[]> = {
  gas: ['oil_change', 'service_due', ...CHASSIS, ...PAPERS, 'custom'],
  hybrid: ['oil_change', 'service_due', ...CHASSIS, 'hv_battery_check', ...PAPERS, 'custom'],
  electric: ['tire_rotation', 'service_due', 'cabin_filter', 'brake_fluid', 'brake_service', 'coolant', 'battery_12v', 'hv_battery_check', ...PAPERS, 'custom'],
};

const TYPE_NAMES: Record<VehicleType, string> = { gas: 'a combustion car', hybrid: 'a hybrid', electric: 'an electric car' };

export function reminderKindsFor(type: VehicleType): readonly ReminderKind[] {
  return REMINDER_KINDS_BY_TYPE[type];
}

/** Why a kind does not fit the car ("Oil change does not apply to an electric car."), or null when it does. */
export function kindMismatch(kind: ReminderKind, type: VehicleType): string | null {
  return REMINDER_KINDS_BY_TYPE[type].includes(kind) ? null : `${REMINDER_KIND_LABELS[kind]} does not apply to ${TYPE_NAMES[type]}.`;
}

/** A repeat interval as a schedule prints it: a distance in its own unit, and/or months. */
export interface Interval {
  distance: number | null;
  unit: DistanceUnit;
  months: number | null;
}

export interface SuggestedInterval extends Interval {
  /** Whose schedule it is ("Tesla"), or null for the general rule of thumb. */
  maker: string | null;
}

/** What most owner's manuals ask for when the catalogue has nothing closer. */
const GENERAL: Partial<Record<ReminderKind, Interval>> = {
  service_due: { distance: 15_000, unit: 'km', months: 12 },
  oil_change: { distance: 10_000, unit: 'km', months: 12 },
  tire_rotation: { distance: 10_000, unit: 'km', months: 6 },
  brake_service: { distance: 30_000, unit: 'km', months: 24 },
  brake_fluid: { distance: null, unit: 'km', months: 24 },
  cabin_filter: { distance: 20_000, unit: 'km', months: 12 },
  coolant: { distance: 100_000, unit: 'km', months: 60 },
  battery_12v: { distance: null, unit: 'km', months: 12 },
  hv_battery_check: { distance: null, unit: 'km', months: 12 },
  inspection_due: { distance: null, unit: 'km', months: 24 },
};

interface MakerSchedule {
  maker: string;
  /** The make as the provider or a document names it, lower case (a prefix: "mercedes" for "Mercedes-Benz"). */
  makes: readonly string[];
  types?: readonly VehicleType[];
  intervals: Partial<Record<ReminderKind, Interval>>;
}

const brakeFluidEveryTwoYears = (maker: string, ...makes: string[]): MakerSchedule => ({
  maker,
  makes,
  intervals: { brake_fluid: { distance: null, unit: 'km', months: 24 } },
});

/** Makers' published schedules, only the items they print the same in every market. */
const MAKER_SCHEDULES: readonly MakerSchedule[] = [
  {
    maker: 'Tesla',
    makes: ['tesla'],
    intervals: {
      tire_rotation: { distance: 6_250, unit: 'mi', months: null },
      cabin_filter: { distance: null, unit: 'km', months: 24 },
      brake_fluid: { distance: null, unit: 'km', months: 48 },
    },
  },
  { maker: 'Nissan', makes: ['nissan'], types: ['electric'], intervals: { hv_battery_check: { distance: null, unit: 'km', months: 12 } } },
  { maker: 'Toyota', makes: ['toyota', 'lexus'], types: ['hybrid'], intervals: { hv_battery_check: { distance: null, unit: 'km', months: 12 } } },
  brakeFluidEveryTwoYears('BMW', 'bmw'),
  brakeFluidEveryTwoYears('MINI', 'mini'),
  brakeFluidEveryTwoYears('Mercedes-Benz', 'mercedes'),
  brakeFluidEveryTwoYears('Volkswagen', 'volkswagen', 'vw'),
  brakeFluidEveryTwoYears('Audi', 'audi'),
  brakeFluidEveryTwoYears('Škoda', 'skoda', 'škoda'),
  brakeFluidEveryTwoYears('Porsche', 'porsche'),
];

/** The interval to offer for a kind on this car: its maker's where the catalogue knows it, else the general one. */
export function suggestedInterval(kind: ReminderKind, car: { make: string | null; type: VehicleType }): SuggestedInterval | null {
  const make = (car.make ?? '').trim().toLowerCase();
  for (const schedule of MAKER_SCHEDULES) {
    if (!schedule.makes.some((m) => make.startsWith(m)) || (schedule.types && !schedule.types.includes(car.type))) continue;
    const interval = schedule.intervals[kind];
    if (interval) return { ...interval, maker: schedule.maker };
  }
  const general = GENERAL[kind];
  return general ? { ...general, maker: null } : null;
}

/** An interval's distance as the owner types it: the schedule's own figure in its unit, else converted to the nearest 500. */
export function intervalDistanceIn(interval: Interval, unit: DistanceUnit): number | null {
  if (interval.distance === null) return null;
  if (interval.unit === unit) return interval.distance;
  const converted = unit === 'mi' ? kmToMiles(interval.distance) : milesToKm(interval.distance);
  return Math.max(500, Math.round(converted / 500) * 500);
}

/** An interval in the units reminders are stored in (km, months). */
export function intervalInKm(interval: Interval | null): { km: number | null; months: number | null } {
  if (!interval) return { km: null, months: null };
  return { km: interval.distance === null ? null : Math.round(interval.unit === 'mi' ? milesToKm(interval.distance) : interval.distance), months: interval.months };
}

/**
 * The interval completing a reminder schedules its next one by, unless the owner says otherwise: the reminder's own,
 * else its maker's usual one for the car and kind (km and months; none for a kind that does not repeat).
 */
export function repeatInterval(
  reminder: { kind: ReminderKind; intervalKm: number | null; intervalMonths: number | null },
  car: { make: string | null; type: VehicleType },
): { km: number | null; months: number | null } {
  if (reminder.intervalKm !== null || reminder.intervalMonths !== null) return { km: reminder.intervalKm, months: reminder.intervalMonths };
  return intervalInKm(suggestedInterval(reminder.kind, car));
}

/** A stored vehicle's type as the kinds know it (anything unknown is a combustion car). */
export const asVehicleType = (type: string): VehicleType => (type === 'electric' || type === 'hybrid' ? type : 'gas');
