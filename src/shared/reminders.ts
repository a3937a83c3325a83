import { ALERT_TYPES, alertMessageFor, type AlertType } from './alerts';
import type { ServiceKind } from './api/service-log';
import { addDays, daysBetween, formatIsoDate, parseIsoDate } from './format-date';
import { formatDistance, kmToMiles, type DistanceUnit } from './units';

/** SPEC's five alert types, then the maintenance kinds an owner tracks (which of them a car is offered: reminder-kinds.ts). */
export const REMINDER_KINDS = [
  ...ALERT_TYPES,
  'oil_change',
  'tire_rotation',
  'brake_service',
  'brake_fluid',
  'cabin_filter',
  'coolant',
  'battery_12v',
  'hv_battery_check',
  'custom',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_STATES = ['upcoming', 'due_soon', 'overdue', 'done', 'dismissed', 'snoozed'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];
/** States of a reminder still waiting for the owner. */
export const OPEN_STATES = ['upcoming', 'due_soon', 'overdue', 'snoozed'] as const satisfies readonly ReminderState[];

export const REMINDER_SOURCES = ['document', 'service_record', 'telemetry', 'owner'] as const;
export type ReminderSource = (typeof REMINDER_SOURCES)[number];

/** The thresholds that notify the owner, each once per reminder. */
export const NOTIFY_THRESHOLDS = ['due_soon', 'overdue'] as const;
export type NotifyThreshold = (typeof NOTIFY_THRESHOLDS)[number];

/** The heads-up window when the owner has not set one: 30 days or 1,000 km before it is due. */
export const DEFAULT_LEAD = { days: 30, km: 1000 } as const;
export type LeadWindow = { days: number; km: number };

export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  registration_expiry: 'Registration expiry',
  insurance_expiry: 'Insurance expiry',
  service_due: 'Service due',
  inspection_due: 'Inspection due',
  warranty_expiry: 'Warranty expiry',
  oil_change: 'Oil change',
  tire_rotation: 'Tire rotation',
  brake_service: 'Brake service',
  brake_fluid: 'Brake fluid',
  cabin_filter: 'Cabin air filter',
  coolant: 'Coolant',
  battery_12v: '12 V battery check',
  hv_battery_check: 'High-voltage battery check',
  custom: 'Custom',
};

export const REMINDER_STATE_LABELS: Record<ReminderState, string> = {
  upcoming: 'Upcoming',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  done: 'Done',
  dismissed: 'Dismissed',
  snoozed: 'Snoozed',
};

/** Kinds whose completion is a piece of work on the car, so it is recorded in the service log: all but paper expiries. */
const PAPER_EXPIRIES: readonly ReminderKind[] = ['registration_expiry', 'insurance_expiry', 'warranty_expiry'];
export const SERVICE_KINDS: readonly ReminderKind[] = REMINDER_KINDS.filter((k) => !PAPER_EXPIRIES.includes(k));

/** The service log's kind for the record written when a reminder of this kind is completed. */
export const SERVICE_LOG_KIND_FOR: Partial<Record<ReminderKind, ServiceKind>> = {
  service_due: 'other',
  inspection_due: 'inspection',
  oil_change: 'oil_change',
  tire_rotation: 'tires',
  brake_service: 'brakes',
  brake_fluid: 'brakes',
  cabin_filter: 'other',
  coolant: 'other',
  battery_12v: 'battery',
  hv_battery_check: 'battery',
  custom: 'other',
};

/** What a reminder is called: the owner's title when there is one, else its kind's name. */
export function reminderLabel(kind: ReminderKind, title: string | null): string {
  const own = title?.trim();
  if (own) return own;
  return kind === 'custom' ? 'Reminder' : REMINDER_KIND_LABELS[kind];
}

export function isServiceKind(kind: ReminderKind): boolean {
  return SERVICE_KINDS.includes(kind);
}

export function isOpenState(state: ReminderState): boolean {
  return (OPEN_STATES as readonly string[]).includes(state);
}

export interface ReminderDue {
  state: ReminderState;
  dueDate: string | null;
  dueOdometerKm: number | null;
  snoozedUntil: string | null;
}

export interface StateContext {
  /** YYYY-MM-DD */
  today: string;
  /** The live odometer, or null when the car did not report one. */
  odometerKm: number | null;
  lead: LeadWindow;
  /** The date a distance reminder is expected to fall due at the recent driving rate. */
  predictedDate?: string | null;
}

/**
 * Where a reminder stands today. Done and dismissed are final; a snooze holds until its date; otherwise it is
 * overdue once its date has passed or the odometer has reached its distance, due soon inside the heads-up window
 * (by date, distance or predicted date), and upcoming before.
 */
export function computeReminderState(r: ReminderDue, ctx: StateContext): ReminderState {
  if (r.state === 'done' || r.state === 'dismissed') return r.state;
  if (r.snoozedUntil && r.snoozedUntil > ctx.today && r.state === 'snoozed') return 'snoozed';
  const daysLeft = r.dueDate ? daysBetween(ctx.today, r.dueDate) : null;
  const kmLeft = r.dueOdometerKm !== null && ctx.odometerKm !== null ? kmLeftTo(r.dueOdometerKm, ctx.odometerKm) : null;
  if ((daysLeft !== null && daysLeft < 0) || (kmLeft !== null && kmLeft <= 0)) return 'overdue';
  const predictedDays = ctx.predictedDate ? daysBetween(ctx.today, ctx.predictedDate) : null;
  if (
    (daysLeft !== null && daysLeft <= ctx.lead.days) ||
    (kmLeft !== null && kmLeft <= ctx.lead.km) ||
    (predictedDays !== null && predictedDays <= ctx.lead.days)
  ) {
    return 'due_soon';
  }
  return 'upcoming';
}

/** The threshold a state reaches (for notifications), or null. */
export function thresholdOf(state: ReminderState): NotifyThreshold | null {
  return state === 'due_soon' || state === 'overdue' ? state : null;
}

export interface OdometerReading {
  /** YYYY-MM-DD */
  date: string;
  odometerKm: number;
}

export interface Prediction {
  /** YYYY-MM-DD */
  date: string;
  days: number;
  kmPerWeek: number;
}

/** Readings older than this are not used for the driving rate. */
export const PREDICTION_WINDOW_DAYS = 30;
/** Never predict from less than this span of readings. */
export const MIN_PREDICTION_SPAN_DAYS = 2;

/**
 * The date a distance comes due at the vehicle's recent driving rate: the rate over the last 30 days of odometer
 * readings (or whatever shorter span there is, at least two days). Null when there is too little data, the car
 * has not moved, or the distance is already reached.
 */
export function predictDueDate(input: { dueOdometerKm: number; odometerKm: number | null; history: readonly OdometerReading[]; today: string }): Prediction | null {
  const rate = drivingRate(input.history, input.today);
  return rate ? predictFromRate(rate, { dueOdometerKm: input.dueOdometerKm, odometerKm: input.odometerKm, today: input.today }) : null;
}

export interface DrivingRate {
  kmPerDay: number;
  /** The latest reading's odometer. */
  lastKm: number;
}

/**
 * The recent driving rate from daily odometer readings: over the last 30 days (or the shorter span there is, at
 * least two days). Null with too little data or when the car has not moved. Work it out once per vehicle.
 */
export function drivingRate(history: readonly OdometerReading[], today: string): DrivingRate | null {
  const from = addDays(today, -PREDICTION_WINDOW_DAYS);
  let first: OdometerReading | null = null;
  let last: OdometerReading | null = null;
  for (const r of history) {
    if (!Number.isFinite(r.odometerKm) || r.date < from || r.date > today || !parseIsoDate(r.date)) continue;
    if (!first || r.date < first.date) first = r;
    if (!last || r.date > last.date) last = r;
  }
  if (!first || !last) return null;
  const spanDays = daysBetween(first.date, last.date);
  if (spanDays < MIN_PREDICTION_SPAN_DAYS) return null;
  const kmPerDay = (last.odometerKm - first.odometerKm) / spanDays;
  return kmPerDay > 0 ? { kmPerDay, lastKm: last.odometerKm } : null;
}

/** When a distance comes due at a driving rate, from the live odometer (or the last reading); null once reached. */
export function predictFromRate(rate: DrivingRate, input: { dueOdometerKm: number; odometerKm: number | null; today: string }): Prediction | null {
  const current = Math.max(input.odometerKm ?? rate.lastKm, rate.lastKm);
  const remaining = input.dueOdometerKm - current;
  if (remaining <= 0) return null;
  const days = Math.max(1, Math.ceil(remaining / rate.kmPerDay));
  return { date: addDays(input.today, days), days, kmPerWeek: Math.round(rate.kmPerDay * 7) };
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * The km left before a distance falls due, from the odometer as every screen shows it (whole km): the Reminders page,
 * the due list, MCP and the assistant say the same figure (46,564.5 km read, 49,565 due: 3,000 left everywhere).
 */
export function kmLeftTo(dueOdometerKm: number, odometerKm: number): number {
  return Math.round(dueOdometerKm) - Math.round(odometerKm);
}

/** "in about 23 days (at 1,150 km/week)" */
export function describePrediction(p: Prediction, unit: DistanceUnit = 'km'): string {
  const rate = unit === 'mi' ? kmToMiles(p.kmPerWeek) : p.kmPerWeek;
  const days = p.days === 1 ? '1 day' : `${p.days} days`;
  return `in about ${days} (at ${wholeNumber.format(rate)} ${unit}/week)`;
}

/** "in 12 days", "today", "3 days ago" */
export function describeDaysFrom(today: string, date: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** "in 850 km", "1,200 km ago" from the distance left. */
export function describeKmLeft(kmLeft: number, unit: DistanceUnit = 'km'): string {
  if (Math.round(kmLeft) === 0) return 'now';
  return kmLeft > 0 ? `in ${formatDistance(kmLeft, unit)}` : `${formatDistance(-kmLeft, unit)} ago`;
}

/**
 * The reminder's sentence. A dated SPEC alert type keeps SPEC's message ("Registration expires on {date}"); a
 * distance adds "at 45,000 km"; other kinds name themselves ("Oil change due on ...").
 */
export function reminderMessage(r: { kind: ReminderKind; title: string | null; dueDate: string | null; dueOdometerKm: number | null }, unit: DistanceUnit = 'km'): string {
  const distance = r.dueOdometerKm !== null ? `at ${formatDistance(r.dueOdometerKm, unit)}` : null;
  if (r.dueDate && (ALERT_TYPES as readonly string[]).includes(r.kind)) {
    const base = alertMessageFor(r.kind as AlertType, r.dueDate);
    return distance ? `${base} or ${distance}` : base;
  }
  const what = reminderLabel(r.kind, r.title);
  const due = r.kind === 'service_due' ? '' : ' due';
  const parts = [r.dueDate ? `on ${r.dueDate}` : null, distance].filter(Boolean).join(' or ');
  return `${what}${due} ${parts}`;
}

/** The due parts of a reminder in words for people: "Jan 10, 2025 (in 12 days) · at 45,000 km (in 850 km)". */
export function describeDue(
  r: { dueDate: string | null; dueOdometerKm: number | null },
  ctx: { today: string; odometerKm: number | null; prediction: Prediction | null; unit: DistanceUnit },
): string {
  const parts: string[] = [];
  if (r.dueDate) parts.push(`${formatIsoDate(r.dueDate)} (${describeDaysFrom(ctx.today, r.dueDate)})`);
  if (r.dueOdometerKm !== null) {
    let text = `at ${formatDistance(r.dueOdometerKm, ctx.unit)}`;
    if (ctx.odometerKm !== null) text += ` (${describeKmLeft(kmLeftTo(r.dueOdometerKm, ctx.odometerKm), ctx.unit)})`;
    if (ctx.prediction) text += `, ${describePrediction(ctx.prediction, ctx.unit)}`;
    parts.push(text);
  }
  return parts.join(' · ');
}

/** `months` calendar months after `date`, on the same day or the month's last day ("2024-01-31" + 1 = "2024-02-29"). */
export function addMonths(date: string, months: number): string {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = addDays(`${String(month === 12 ? year + 1 : year).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`, -1).slice(8);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d.day, Number(lastDay))).padStart(2, '0')}`;
}

export interface Recurrence {
  intervalKm: number | null;
  intervalMonths: number | null;
}

/**
 * The next reminder after one is completed on `date` at `odometerKm`: every `intervalKm` or `intervalMonths`,
 * whichever comes first. Null when the reminder does not recur (no interval, or a distance interval without an
 * odometer reading and no months).
 */
export function nextRecurrence(rec: Recurrence, done: { date: string; odometerKm: number | null }): { dueDate: string | null; dueOdometerKm: number | null } | null {
  const dueDate = rec.intervalMonths ? addMonths(done.date, rec.intervalMonths) : null;
  const dueOdometerKm = rec.intervalKm && done.odometerKm !== null ? Math.round(done.odometerKm + rec.intervalKm) : null;
  if (dueDate === null && dueOdometerKm === null) return null;
  return { dueDate, dueOdometerKm };
}

const STATE_ORDER: Record<ReminderState, number> = { overdue: 0, due_soon: 1, upcoming: 2, snoozed: 3, done: 4, dismissed: 5 };

/**
 * Overdue first, then due soon, upcoming, snoozed; inside a state the soonest first (by date, or by the predicted
 * date of a distance reminder, or by the distance left), undated last.
 */
export function sortReminders<T extends { state: ReminderState; dueDate: string | null; predictedDate?: string | null; kmLeft?: number | null }>(items: readonly T[]): T[] {
  const soonest = (r: T) => [r.dueDate, r.predictedDate].filter((d): d is string => Boolean(d)).sort()[0] ?? null;
  return [...items].sort((a, b) => {
    if (a.state !== b.state) return STATE_ORDER[a.state] - STATE_ORDER[b.state];
    const da = soonest(a);
    const db = soonest(b);
    if (da !== db) {
      if (da === null) return 1;
      if (db === null) return -1;
      return da < db ? -1 : 1;
    }
    return (a.kmLeft ?? Number.POSITIVE_INFINITY) - (b.kmLeft ?? Number.POSITIVE_INFINITY);
  });
}
