import type { DueItem } from '../../../shared/api/facts';
import type {
  CompleteReminderInput,
  CompleteReminderResult,
  CreateReminderInput,
  ReminderView,
  UpdateReminderInput,
} from '../../../shared/api/reminders';
import { asVehicleType, kindMismatch, repeatInterval } from '../../../shared/reminder-kinds';
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
  listFleetsToEvaluate,
  listReminders,
  listVehiclesByUser,
  updateReminder,
  type ReminderPatch,
} from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Logger } from '../../logger';
import type { NotificationsService } from '../notifications/notifications-service';
import type { ServiceLog } from '../service-log/service-log';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import type { VehicleFactsService } from '../vehicle-facts/facts-service';
import type { CalendarInput } from './calendar-feed';
import { composeCarServiceNotifications } from './car-service';
import { evaluateReminders, type EvaluationSummary } from './evaluate-reminders';
import type { OdometerSnapshot, ReadOdometer } from './odometer';
import { toReminderView } from './reminder-view';

export interface RemindersDeps {
  db: Db;
  readOdometer: ReadOdometer;
  notifications: NotificationsService;
  /** The service log (garage): a completed service reminder is recorded there. */
  serviceLog: Pick<ServiceLog, 'add'>;
  /** What is due on each car (the car's own service countdown among it), as Due next shows it. */
  facts: Pick<VehicleFactsService, 'factsByVehicle'>;
  logger: Logger;
  concurrency: number;
  now?: () => Date;
}

/** How long the calendar feed waits for the cars' due items before it answers with the stored reminders alone. */
const CALENDAR_FACTS_MS = 4000;
/** Owners whose cars' due items the evaluation reads at once (each reads its cars' telemetry in parallel). */
const FLEETS_AT_ONCE = 2;

const unitOf = (user: User) => (user.distanceUnit === 'mi' ? 'mi' : 'km');

/** Reminders, owner-scoped: list (measured live), add, change, complete, snooze, dismiss, delete; and the evaluation. */
export function createRemindersService(deps: RemindersDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  /** The owner's today, in their own days. */
  const today = (user: User) => ownerClock(user, now()).today;

  /** Moves one owner's stored reminders (or everyone's) to today's states and notifies those due (see evaluateReminders). */
  function evaluateStored(opts: { userId?: string } = {}): Promise<EvaluationSummary> {
    return evaluateReminders(
      { db, readOdometer: deps.readOdometer, notifications: deps.notifications, concurrency: deps.concurrency, logger: deps.logger },
      { now: now(), userId: opts.userId },
    );
  }

  /** What is due on the owner's cars, from the facts; null when they could not be read (telemetry, a deadline). */
  async function readDue(user: User, vehicles: Vehicle[], deadlineMs?: number): Promise<DueItem[] | null> {
    if (vehicles.length === 0) return [];
    let timer: NodeJS.Timeout | undefined;
    const read = deps.facts.factsByVehicle(user, vehicles).then((byVehicle) => [...byVehicle.values()].flatMap((f) => f.due));
    const late = deadlineMs === undefined ? null : new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadlineMs)));
    try {
      const due = await (late ? Promise.race([read, late]) : read);
      if (due === null) deps.logger.warn({ userId: user.id, deadlineMs }, 'the cars\' due items were not read in time');
      return due;
    } catch (err) {
      deps.logger.warn({ err, userId: user.id }, 'the cars\' due items could not be read');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Notifies each car's own service item that is due soon or overdue, once per car, urgency and service interval. */
  async function notifyCarService(userId?: string): Promise<number> {
    const fleets = await listFleetsToEvaluate(db, { userId });
    const each = await mapWithConcurrency(fleets, FLEETS_AT_ONCE, async ({ user, vehicles }) => {
      const due = await readDue(user, vehicles);
      return due ? composeCarServiceNotifications(due, { userId: user.id, unit: unitOf(user) }) : [];
    });
    return (await deps.notifications.notifyMany(each.flat())).length;
  }

  /**
   * The evaluation (the daily run for everyone, and one owner's after a document changed): the stored reminders,
   * then the cars' own service countdowns as Due next has them.
   */
  async function evaluate(opts: { userId?: string } = {}): Promise<EvaluationSummary & { carServiceNotified: number }> {
    const summary = await evaluateStored(opts);
    return { ...summary, carServiceNotified: await notifyCarService(opts.userId) };
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
    const { odometers } = await evaluateStored({ userId: user.id });
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
    const mismatch = kindMismatch(input.kind, asVehicleType(vehicle.type));
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
    const { odometers } = await evaluateStored({ userId: user.id });
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
    const { odometers } = await evaluateStored({ userId: user.id });
    return getView(user, reminder.id, odometers);
  }

  /**
   * Marks a reminder done. For a service kind it records the work in the service log (date, odometer from the car
   * unless given, cost); a recurring one gets its successor, every N km or M months from the completion, whichever
   * first: the interval given, else the reminder's own, else the maker's usual one for the car and kind.
   */
  async function complete(user: User, input: CompleteReminderInput): Promise<CompleteReminderResult> {
    const { reminder, vehicle } = await ownedOpen(user, input.id);
    if (reminder.state === 'done' || reminder.state === 'dismissed') throw new AppError('CONFLICT', 'This reminder is already closed.');
    const kind = reminder.kind as ReminderKind;
    const car = { make: vehicle.make, type: asVehicleType(vehicle.type) };
    // a reminder left from before kinds followed the powertrain (an oil change on an electric car) records nothing
    const mismatch = kindMismatch(kind, car.type);
    if (mismatch) throw new AppError('BAD_REQUEST', `${mismatch} Dismiss this reminder instead.`);
    const date = input.date ?? today(user);
    if (date > today(user)) throw new AppError('BAD_REQUEST', 'The completion date cannot be in the future.');
    const odometerKm = input.odometerKm !== undefined ? input.odometerKm : (await deps.readOdometer(vehicle)).odometerKm;
    const repeat = repeatInterval({ kind, intervalKm: reminder.intervalKm, intervalMonths: reminder.intervalMonths }, car);
    const intervalKm = input.intervalKm !== undefined ? input.intervalKm : repeat.km;
    const intervalMonths = input.intervalMonths !== undefined ? input.intervalMonths : repeat.months;
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
    const { odometers } = await evaluateStored({ userId: user.id });
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

  /**
   * What the owner's calendar feed shows: their open reminders as stored, and what is due on their cars (the car's
   * own service), read within a few seconds; without them (telemetry down or slow) the feed has the reminders alone.
   */
  async function calendar(userId: string): Promise<CalendarInput> {
    const user = await findUserById(db, userId);
    if (!user) return { reminders: [], due: [], unit: 'km' };
    const [reminders, due] = await Promise.all([views(user, {}, new Map()), listVehiclesByUser(db, user.id).then((vehicles) => readDue(user, vehicles, CALENDAR_FACTS_MS))]);
    return { reminders, due: due ?? [], unit: unitOf(user) };
  }

  return { evaluate, list, create, update, complete, snooze, dismiss, remove, calendar };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
