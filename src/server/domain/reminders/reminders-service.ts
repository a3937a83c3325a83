import type {
  CompleteReminderInput,
  CompleteReminderResult,
  CreateReminderInput,
  ReminderView,
  UpdateReminderInput,
} from '../../../shared/api/reminders';
import { kindMismatch } from '../../../shared/reminder-kinds';
import type { VehicleType } from '../../../shared/telemetry';
import { ownerClock } from '../vehicle-facts/periods';
import {
  isServiceKind,
  SERVICE_LOG_KIND_FOR,
  nextRecurrence,
  OPEN_STATES,
  reminderLabel,
  sortReminders,
  type ReminderKind,
} from '../../../shared/reminders';
import type { Db } from '../../db/connection';
import {
  createReminder,
  deleteReminder,
  findReminder,
  findUserById,
  findVehicleById,
  listReminders,
  updateReminder,
  type ReminderPatch,
} from '../../db/repositories';
import type { User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Logger } from '../../logger';
import type { NotificationsService } from '../notifications/notifications-service';
import type { ServiceLog } from '../service-log/service-log';
import { evaluateReminders, type EvaluationSummary } from './evaluate-reminders';
import type { OdometerSnapshot, ReadOdometer } from './odometer';
import { toReminderView } from './reminder-view';

export interface RemindersDeps {
  db: Db;
  readOdometer: ReadOdometer;
  notifications: NotificationsService;
  /** The service log (garage): a completed service reminder is recorded there. */
  serviceLog: Pick<ServiceLog, 'add'>;
  logger: Logger;
  concurrency: number;
  now?: () => Date;
}

const vehicleTypeOf = (type: string): VehicleType => (type === 'electric' || type === 'hybrid' ? type : 'gas');
const unitOf = (user: User) => (user.distanceUnit === 'mi' ? 'mi' : 'km');

/** Reminders, owner-scoped: list (measured live), add, change, complete, snooze, dismiss, delete; and the evaluation. */
export function createRemindersService(deps: RemindersDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  /** The owner's today, in their own days. */
  const today = (user: User) => ownerClock(user, now()).today;

  /** Evaluates one owner's reminders, or everyone's (the daily run). */
  function evaluate(opts: { userId?: string } = {}): Promise<EvaluationSummary> {
    return evaluateReminders(
      { db, readOdometer: deps.readOdometer, notifications: deps.notifications, concurrency: deps.concurrency, logger: deps.logger },
      { now: now(), userId: opts.userId },
    );
  }

  async function views(user: User, filter: { vehicleId?: string; includeClosed?: boolean; ids?: string[] }, odometers: Map<string, OdometerSnapshot>): Promise<ReminderView[]> {
    const rows = await listReminders(db, user.id, {
      vehicleIds: filter.vehicleId ? [filter.vehicleId] : undefined,
      states: filter.includeClosed || filter.ids ? undefined : OPEN_STATES,
    });
    const ctx = { today: today(user), unit: unitOf(user) } as const;
    const shown = rows.filter((row) => row.vehicle.shared && (!filter.ids || filter.ids.includes(row.reminder.id)));
    return sortReminders(shown.map((row) => toReminderView(row, { ...ctx, odometer: odometers.get(row.vehicle.id) })));
  }

  /** The owner's reminders on shared vehicles, measured against the live odometer: overdue first, then the soonest. */
  async function list(user: User, filter: { vehicleId?: string; includeClosed?: boolean } = {}): Promise<ReminderView[]> {
    const { odometers } = await evaluate({ userId: user.id });
    return views(user, filter, odometers);
  }

  async function getView(user: User, id: string, odometers = new Map<string, OdometerSnapshot>()): Promise<ReminderView> {
    const [view] = await views(user, { ids: [id] }, odometers);
    if (!view) throw notFound('Reminder');
    return view;
  }

  async function ownedOpen(user: User, id: string) {
    const found = await findReminder(db, user.id, id);
    if (!found || !found.vehicle.shared) throw notFound('Reminder');
    return found;
  }

  async function create(user: User, input: CreateReminderInput): Promise<ReminderView> {
    const vehicle = await findVehicleById(db, user.id, input.vehicleId);
    if (!vehicle || !vehicle.shared) throw notFound('Vehicle');
    const mismatch = kindMismatch(input.kind, vehicleTypeOf(vehicle.type));
    if (mismatch) throw new AppError('BAD_REQUEST', mismatch);
    const row = await createReminder(db, user.id, vehicle.id, {
      kind: input.kind,
      title: input.title ?? null,
      dueDate: input.dueDate ?? null,
      dueOdometerKm: input.dueOdometerKm ?? null,
      intervalKm: input.intervalKm ?? null,
      intervalMonths: input.intervalMonths ?? null,
      source: 'owner',
    });
    if (!row) throw notFound('Vehicle');
    const { odometers } = await evaluate({ userId: user.id });
    return getView(user, row.id, odometers);
  }

  async function update(user: User, input: UpdateReminderInput): Promise<ReminderView> {
    const { reminder } = await ownedOpen(user, input.id);
    const patch: ReminderPatch = {};
    for (const key of ['title', 'dueDate', 'dueOdometerKm', 'intervalKm', 'intervalMonths'] as const) if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });
    const dueDate = patch.dueDate !== undefined ? patch.dueDate : reminder.dueDate;
    const dueOdometerKm = patch.dueOdometerKm !== undefined ? patch.dueOdometerKm : reminder.dueOdometerKm;
    if (dueDate === null && dueOdometerKm === null) throw new AppError('BAD_REQUEST', 'Give a due date, a due odometer, or both.');
    if (reminder.kind === 'custom' && patch.title === null) throw new AppError('BAD_REQUEST', 'A custom reminder needs a title.');
    const moved = dueDate !== reminder.dueDate || dueOdometerKm !== reminder.dueOdometerKm;
    if (moved && reminder.state !== 'done' && reminder.state !== 'dismissed') Object.assign(patch, { state: 'upcoming', snoozedUntil: null });
    await updateReminder(db, user.id, reminder.id, patch);
    const { odometers } = await evaluate({ userId: user.id });
    return getView(user, reminder.id, odometers);
  }

  /**
   * Marks a reminder done. For a service kind it records the work in the service log (date, odometer from the car
   * unless given, cost); a recurring one gets its successor (every N km or M months from now, whichever first).
   */
  async function complete(user: User, input: CompleteReminderInput): Promise<CompleteReminderResult> {
    const { reminder, vehicle } = await ownedOpen(user, input.id);
    if (reminder.state === 'done' || reminder.state === 'dismissed') throw new AppError('CONFLICT', 'This reminder is already closed.');
    const date = input.date ?? today(user);
    if (date > today(user)) throw new AppError('BAD_REQUEST', 'The completion date cannot be in the future.');
    const odometerKm = input.odometerKm !== undefined ? input.odometerKm : (await deps.readOdometer(vehicle)).odometerKm;
    const intervalKm = input.intervalKm !== undefined ? input.intervalKm : reminder.intervalKm;
    const intervalMonths = input.intervalMonths !== undefined ? input.intervalMonths : reminder.intervalMonths;
    const kind = reminder.kind as ReminderKind;
    const next = nextRecurrence({ intervalKm, intervalMonths }, { date, odometerKm });
    const label = reminderLabel(kind, reminder.title);

    const recordId = isServiceKind(kind)
      ? (
          await deps.serviceLog.add(
            user,
            vehicle.tokenId,
            {
              date,
              odometerKm: odometerKm !== null ? Math.round(odometerKm) : null,
              kind: SERVICE_LOG_KIND_FOR[kind] ?? 'other',
              description: label,
              totalCost: input.cost ?? null,
              notes: input.notes ?? null,
            },
            { source: 'reminder' },
          )
        ).id
      : null;
    const nextId = await db.transaction(async (tx) => {
      await updateReminder(tx, user.id, reminder.id, { state: 'done', completedAt: now(), maintenanceRecordId: recordId, intervalKm, intervalMonths });
      const successor = next
        ? await createReminder(tx, user.id, vehicle.id, {
            kind,
            title: reminder.title,
            dueDate: next.dueDate,
            dueOdometerKm: next.dueOdometerKm,
            intervalKm,
            intervalMonths,
            source: 'service_record',
          })
        : null;
      return successor?.id ?? null;
    });
    await deps.notifications.markReminderRead(user.id, reminder.id);
    const { odometers } = await evaluate({ userId: user.id });
    return {
      reminder: await getView(user, reminder.id, odometers),
      next: nextId ? await getView(user, nextId, odometers) : null,
      maintenanceRecordId: recordId,
    };
  }

  async function snooze(user: User, id: string, until: string): Promise<ReminderView> {
    const { reminder } = await ownedOpen(user, id);
    if (reminder.state === 'done' || reminder.state === 'dismissed') throw new AppError('CONFLICT', 'This reminder is already closed.');
    if (until <= today(user)) throw new AppError('BAD_REQUEST', 'Snooze until a day after today.');
    await updateReminder(db, user.id, id, { state: 'snoozed', snoozedUntil: until });
    await deps.notifications.markReminderRead(user.id, id);
    return getView(user, id);
  }

  async function dismiss(user: User, id: string): Promise<ReminderView> {
    await ownedOpen(user, id);
    await updateReminder(db, user.id, id, { state: 'dismissed' });
    await deps.notifications.markReminderRead(user.id, id);
    return getView(user, id);
  }

  async function remove(user: User, id: string): Promise<void> {
    await ownedOpen(user, id);
    await deleteReminder(db, user.id, id);
  }

  /** The owner's open reminders as stored (no telemetry read): what the calendar feed shows. */
  async function listForCalendar(userId: string): Promise<ReminderView[]> {
    const user = await findUserById(db, userId);
    return user ? views(user, {}, new Map()) : [];
  }

  return { evaluate, list, create, update, complete, snooze, dismiss, remove, listForCalendar };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
