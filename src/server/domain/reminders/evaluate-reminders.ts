import {
  computeReminderState,
  describeDue,
  drivingRate,
  predictFromRate,
  reminderMessage,
  reminderLabel,
  REMINDER_STATE_LABELS,
  thresholdOf,
  type DrivingRate,
  type Prediction,
  type ReminderKind,
  type ReminderState,
} from '../../../shared/reminders';
import type { DistanceUnit } from '../../../shared/units';
import type { Db } from '../../db/connection';
import { listRemindersToEvaluate, saveEvaluations, type EvaluatedReminder, type ReminderToEvaluate } from '../../db/repositories';
import type { Reminder } from '../../db/schema';
import type { Logger } from '../../logger';
import type { NotificationsService, NotifyInput } from '../notifications/notifications-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { ownerClock } from '../vehicle-facts/periods';
import { NO_ODOMETER, type OdometerSnapshot, type ReadOdometer } from './odometer';

export interface EvaluateDeps {
  db: Db;
  readOdometer: ReadOdometer;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  /** Parallel odometer reads. */
  concurrency: number;
  logger: Logger;
}

export interface EvaluationSummary {
  evaluated: number;
  changed: number;
  notified: number;
  vehiclesRead: number;
  /** The odometer each vehicle was measured against, by vehicle id. */
  odometers: Map<string, OdometerSnapshot>;
  /** Milliseconds spent loading, reading odometers, working out states, storing them, and notifying. */
  timings: { load: number; odometers: number; compute: number; save: number; notify: number };
}

/** The notification key of a reminder's threshold: one per reminder, threshold, due point and snooze. */
export function reminderNotificationKey(r: Pick<Reminder, 'id' | 'dueDate' | 'dueOdometerKm' | 'snoozedUntil'>, threshold: string): string {
  return `reminder:${r.id}:${threshold}:${r.dueDate ?? '-'}:${r.dueOdometerKm ?? '-'}:${r.snoozedUntil ?? '-'}`;
}

/** What a reminder's notification says: what, which car, and when or in how many km. */
export function composeReminderNotification(
  row: Pick<ReminderToEvaluate, 'reminder' | 'vehicle'>,
  state: 'due_soon' | 'overdue',
  ctx: { today: string; odometerKm: number | null; prediction: Prediction | null; unit: DistanceUnit },
): Omit<NotifyInput, 'key'> {
  const r = row.reminder;
  const kind = r.kind as ReminderKind;
  const label = reminderLabel(kind, r.title);
  const message = reminderMessage({ kind, title: r.title, dueDate: r.dueDate, dueOdometerKm: r.dueOdometerKm }, ctx.unit);
  const when = describeDue(r, ctx);
  return {
    kind,
    title: `${REMINDER_STATE_LABELS[state]}: ${label} on ${row.vehicle.name}`,
    body: `${message} (${row.vehicle.name}). Due ${when}.`,
    vehicleId: row.vehicle.id,
    reminderId: r.id,
    severity: state === 'overdue' ? 'critical' : 'warning',
    link: '/reminders',
  };
}

/**
 * The evaluation (daily, and for one owner after a change): reads the live odometer of each vehicle with a distance
 * reminder, predicts distance reminders' dates from the recent driving rate, moves each open reminder to the state
 * it is in today, and notifies each reminder that is due soon or overdue, once per threshold (the notification key
 * makes a repeat, from this or another instance, do nothing).
 */
export async function evaluateReminders(deps: EvaluateDeps, opts: { now: Date; userId?: string }): Promise<EvaluationSummary> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const rows = await listRemindersToEvaluate(deps.db, { userId: opts.userId });
  const load = lap();
  const needOdometer = new Map<string, ReminderToEvaluate['vehicle']>();
  for (const row of rows) if (row.reminder.dueOdometerKm !== null) needOdometer.set(row.vehicle.id, row.vehicle);
  const vehicles = [...needOdometer.values()];
  const readings = await mapWithConcurrency(vehicles, deps.concurrency, async (v) => {
    try {
      return await deps.readOdometer(v);
    } catch (err) {
      deps.logger.warn({ err, vehicleId: v.id }, 'odometer could not be read for reminders');
      return NO_ODOMETER;
    }
  });
  const odometers = new Map(vehicles.map((v, i) => [v.id, readings[i]]));
  const odometerMs = lap();

  // each owner's reminders move on their own days
  const todays = new Map<string | null, string>();
  const todayOf = (row: ReminderToEvaluate) => {
    if (!todays.has(row.timeZone)) todays.set(row.timeZone, ownerClock(row, opts.now).today);
    return todays.get(row.timeZone)!;
  };
  const rates = new Map<string, DrivingRate | null>();
  for (const row of rows) {
    const snap = odometers.get(row.vehicle.id);
    if (snap && !rates.has(row.vehicle.id)) rates.set(row.vehicle.id, drivingRate(snap.history, todayOf(row)));
  }

  const updates: EvaluatedReminder[] = [];
  const toNotify: (NotifyInput & { userId: string })[] = [];
  for (const row of rows) {
    const r = row.reminder;
    const today = todayOf(row);
    const snap = odometers.get(row.vehicle.id) ?? NO_ODOMETER;
    const measured = snap.odometerKm !== null || snap.history.length > 0;
    const rate = rates.get(row.vehicle.id) ?? null;
    const prediction = r.dueOdometerKm !== null && rate ? predictFromRate(rate, { dueOdometerKm: r.dueOdometerKm, odometerKm: snap.odometerKm, today }) : null;
    // Without telemetry now, the last prediction stands rather than being wiped.
    const predictedDate = measured ? (prediction?.date ?? null) : r.predictedDate;
    const kmPerWeek = measured ? (prediction?.kmPerWeek ?? null) : r.kmPerWeek;
    const state = computeReminderState(
      { state: r.state as ReminderState, dueDate: r.dueDate, dueOdometerKm: r.dueOdometerKm, snoozedUntil: r.snoozedUntil },
      { today, odometerKm: snap.odometerKm, lead: { days: row.leadDays, km: row.leadKm }, predictedDate },
    );
    if (state !== r.state || predictedDate !== r.predictedDate || kmPerWeek !== r.kmPerWeek) {
      updates.push({ id: r.id, previousState: r.state as ReminderState, state, predictedDate, kmPerWeek });
    }
    const threshold = thresholdOf(state);
    if (threshold) {
      const unit: DistanceUnit = row.distanceUnit === 'mi' ? 'mi' : 'km';
      toNotify.push({
        ...composeReminderNotification(row, threshold, { today, odometerKm: snap.odometerKm, prediction, unit }),
        key: reminderNotificationKey(r, threshold),
        userId: row.vehicle.userId,
      });
    }
  }
  const compute = lap();
  await saveEvaluations(deps.db, updates);
  const save = lap();
  const created = await deps.notifications.notifyMany(toNotify);
  const timings = { load, odometers: odometerMs, compute, save, notify: lap() };
  return { evaluated: rows.length, changed: updates.length, notified: created.length, vehiclesRead: vehicles.length, odometers, timings };
}
