import type { ReminderView } from '../../../shared/api/reminders';
import { daysBetween } from '../../../shared/format-date';
import {
  describeDue,
  describePrediction,
  isServiceKind,
  kmLeftTo,
  reminderMessage,
  reminderLabel,
  type Prediction,
  type ReminderKind,
  type ReminderSource,
  type ReminderState,
} from '../../../shared/reminders';
import { asVehicleType, repeatInterval } from '../../../shared/reminder-kinds';
import type { DistanceUnit } from '../../../shared/units';
import type { ListedReminder } from '../../db/repositories';
import type { OdometerSnapshot } from './odometer';

/** A stored reminder as the app shows it, measured against the odometer the evaluation read. */
export function toReminderView(row: ListedReminder, ctx: { today: string; odometer: OdometerSnapshot | undefined; unit: DistanceUnit }): ReminderView {
  const r = row.reminder;
  const kind = r.kind as ReminderKind;
  const odometerKm = r.dueOdometerKm !== null ? (ctx.odometer?.odometerKm ?? null) : null;
  const prediction: Prediction | null =
    r.predictedDate && r.kmPerWeek !== null ? { date: r.predictedDate, days: Math.max(0, daysBetween(ctx.today, r.predictedDate)), kmPerWeek: r.kmPerWeek } : null;
  const open = r.state !== 'done' && r.state !== 'dismissed';
  return {
    id: r.id,
    vehicleId: r.vehicleId,
    tokenId: row.vehicle.tokenId,
    vehicleName: row.vehicle.name,
    kind,
    title: r.title,
    label: reminderLabel(kind, r.title),
    message: reminderMessage({ kind, title: r.title, dueDate: r.dueDate, dueOdometerKm: r.dueOdometerKm }, ctx.unit),
    dueText: describeDue(r, { today: ctx.today, odometerKm, prediction: open ? prediction : null, unit: ctx.unit }),
    dueDate: r.dueDate,
    dueOdometerKm: r.dueOdometerKm,
    source: r.source as ReminderSource,
    documentId: r.documentId,
    state: r.state as ReminderState,
    snoozedUntil: r.snoozedUntil,
    intervalKm: r.intervalKm,
    intervalMonths: r.intervalMonths,
    repeat: repeatInterval({ kind, intervalKm: r.intervalKm, intervalMonths: r.intervalMonths }, { make: row.vehicle.make, type: asVehicleType(row.vehicle.type) }),
    odometerKm,
    kmLeft: odometerKm !== null && r.dueOdometerKm !== null ? kmLeftTo(r.dueOdometerKm, odometerKm) : null,
    daysLeft: r.dueDate ? daysBetween(ctx.today, r.dueDate) : null,
    predictedDate: open ? r.predictedDate : null,
    kmPerWeek: open ? r.kmPerWeek : null,
    predictionText: open && prediction ? describePrediction(prediction, ctx.unit) : null,
    isServiceKind: isServiceKind(kind),
    completedAt: r.completedAt?.toISOString() ?? null,
    maintenanceRecord: row.record,
  };
}
