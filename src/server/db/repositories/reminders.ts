import { and, asc, eq, gte, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATES, reminderMessage, type ReminderKind, type ReminderState } from '../../../shared/reminders';
import { writeInChunks } from '../bulk-write';
import type { Db } from '../connection';
import { maintenanceRecords, notificationSettings, reminders, users, vehicles, type Reminder, type User, type Vehicle } from '../schema';

export type NewReminder = Pick<Reminder, 'kind'> &
  Partial<Pick<Reminder, 'title' | 'dueDate' | 'dueOdometerKm' | 'source' | 'state' | 'intervalKm' | 'intervalMonths' | 'documentId' | 'predictedDate' | 'kmPerWeek'>>;

export type ReminderPatch = Partial<
  Pick<Reminder, 'title' | 'dueDate' | 'dueOdometerKm' | 'state' | 'snoozedUntil' | 'intervalKm' | 'intervalMonths' | 'predictedDate' | 'kmPerWeek' | 'completedAt' | 'maintenanceRecordId'>
>;

export type ReminderWithVehicle = { reminder: Reminder; vehicle: Vehicle };
/** The maintenance record a completed reminder wrote. */
export type CompletionRecord = { id: string; date: string | null; mileage: number | null; cost: number | null };
export type ListedReminder = ReminderWithVehicle & { record: CompletionRecord | null };

async function ownsVehicle(db: Db, userId: string, vehicleId: string): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  return Boolean(row);
}

/** Inserts a reminder on one of the owner's vehicles; null when the vehicle isn't the owner's. */
export async function createReminder(db: Db, userId: string, vehicleId: string, input: NewReminder): Promise<Reminder | null> {
  if (!(await ownsVehicle(db, userId, vehicleId))) return null;
  const [row] = await db.insert(reminders).values({ ...input, vehicleId }).returning();
  return row;
}

/** The owner's reminders (with their vehicle and completion record), on the given vehicles and in the given states, or all. */
export async function listReminders(db: Db, userId: string, filter: { vehicleIds?: string[]; states?: readonly ReminderState[] } = {}): Promise<ListedReminder[]> {
  if (filter.vehicleIds?.length === 0 || filter.states?.length === 0) return [];
  const rows = await db
    .select({
      reminder: reminders,
      vehicle: vehicles,
      recordId: maintenanceRecords.id,
      recordDate: maintenanceRecords.date,
      recordMileage: maintenanceRecords.mileage,
      recordCost: maintenanceRecords.cost,
    })
    .from(reminders)
    .innerJoin(vehicles, eq(vehicles.id, reminders.vehicleId))
    .leftJoin(maintenanceRecords, eq(maintenanceRecords.id, reminders.maintenanceRecordId))
    .where(
      and(
        eq(vehicles.userId, userId),
        filter.vehicleIds ? inArray(reminders.vehicleId, filter.vehicleIds) : undefined,
        filter.states ? inArray(reminders.state, [...filter.states]) : undefined,
      ),
    )
    .orderBy(asc(reminders.dueDate), asc(reminders.createdAt));
  return rows.map((r) => ({
    reminder: r.reminder,
    vehicle: r.vehicle,
    record: r.recordId ? { id: r.recordId, date: r.recordDate, mileage: r.recordMileage, cost: r.recordCost } : null,
  }));
}

export async function findReminder(db: Db, userId: string, id: string): Promise<ReminderWithVehicle | null> {
  const [row] = await db
    .select({ reminder: reminders, vehicle: vehicles })
    .from(reminders)
    .innerJoin(vehicles, eq(vehicles.id, reminders.vehicleId))
    .where(and(eq(reminders.id, id), eq(vehicles.userId, userId)));
  return row ?? null;
}

/** Changes one of the owner's reminders; null when it isn't the owner's. */
export async function updateReminder(db: Db, userId: string, id: string, patch: ReminderPatch): Promise<Reminder | null> {
  const owned = await findReminder(db, userId, id);
  if (!owned) return null;
  const [row] = await db.update(reminders).set({ ...patch, updatedAt: new Date() }).where(eq(reminders.id, id)).returning();
  return row ?? null;
}

export async function deleteReminder(db: Db, userId: string, id: string): Promise<boolean> {
  const owned = await findReminder(db, userId, id);
  if (!owned) return false;
  await db.delete(reminders).where(eq(reminders.id, id));
  return true;
}

export interface PlannedReminder {
  kind: ReminderKind;
  dueDate: string | null;
  dueOdometerKm: number | null;
}

/**
 * Makes a document's reminders match what it says now: one per kind, on its vehicle. A reminder whose due date or
 * distance changed starts over (upcoming); an unchanged one keeps its state (a completed one stays done). Kinds the
 * document no longer carries are removed. Returns the document's reminders.
 */
export async function syncDocumentReminders(db: Db, vehicleId: string | null, documentId: string, planned: PlannedReminder[]): Promise<Reminder[]> {
  const kinds = planned.map((p) => p.kind);
  await db
    .delete(reminders)
    .where(and(eq(reminders.documentId, documentId), vehicleId && kinds.length ? notInArray(reminders.kind, kinds) : undefined));
  if (!vehicleId) return [];
  const unchanged = sql`${reminders.dueDate} is not distinct from excluded.due_date and ${reminders.dueOdometerKm} is not distinct from excluded.due_odometer_km`;
  return writeInChunks<typeof reminders.$inferInsert, Reminder>(
    db,
    planned.map((p) => ({ vehicleId, documentId, kind: p.kind, dueDate: p.dueDate, dueOdometerKm: p.dueOdometerKm, source: 'document' })),
    (tx, chunk) =>
      tx
        .insert(reminders)
        .values(chunk)
        .onConflictDoUpdate({
          target: [reminders.documentId, reminders.kind],
          set: {
            vehicleId: sql`excluded.vehicle_id`,
            dueDate: sql`excluded.due_date`,
            dueOdometerKm: sql`excluded.due_odometer_km`,
            state: sql`case when ${unchanged} then ${reminders.state} else 'upcoming' end`,
            snoozedUntil: sql`case when ${unchanged} then ${reminders.snoozedUntil} else null end`,
            updatedAt: new Date(),
          },
        })
        .returning(),
  );
}

/** An open reminder with what its evaluation needs: the vehicle, the owner's heads-up window and unit. */
/** The columns an evaluation reads (fewer columns: 10,000 rows load in half the time). */
export type EvaluatedColumns = Pick<Reminder, 'id' | 'kind' | 'title' | 'dueDate' | 'dueOdometerKm' | 'state' | 'snoozedUntil' | 'predictedDate' | 'kmPerWeek'>;

export interface ReminderToEvaluate {
  reminder: EvaluatedColumns;
  vehicle: Pick<Vehicle, 'id' | 'userId' | 'tokenId' | 'name' | 'source' | 'shared'>;
  leadDays: number;
  leadKm: number;
  distanceUnit: string;
  /** the owner's IANA zone, null when they set none */
  timeZone: string | null;
}

/**
 * Every open reminder on a shared vehicle (of one owner, or of all), with its vehicle and the owner's settings. The
 * reminders come back as one JSON value rather than 10,000 rows of fields, which embedded PGlite reads far faster.
 */
export async function listRemindersToEvaluate(db: Db, filter: { userId?: string } = {}): Promise<ReminderToEvaluate[]> {
  // The reminders first: an owner without open reminders (most dashboard loads) costs one cheap statement.
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(r.id, r.kind, r.title, r.due_date, r.due_odometer_km, r.state, r.snoozed_until, r.predicted_date, r.km_per_week, r.vehicle_id)), '[]')::text as rows
    from ${reminders} r join ${vehicles} v on v.id = r.vehicle_id
    where r.state in ('upcoming', 'due_soon', 'overdue', 'snoozed') and v.shared ${filter.userId ? sql`and v.user_id = ${filter.userId}` : sql``}`);
  const text = (result as unknown as { rows: { rows: string }[] }).rows[0]?.rows ?? '[]';
  type Tuple = [string, string, string | null, string | null, number | null, string, string | null, string | null, number | null, string];
  const tuples = JSON.parse(text) as Tuple[];
  if (tuples.length === 0) return [];
  const owner = filter.userId ? eq(vehicles.userId, filter.userId) : undefined;
  const owners = await db
    .select({
      vehicle: { id: vehicles.id, userId: vehicles.userId, tokenId: vehicles.tokenId, name: vehicles.name, source: vehicles.source, shared: vehicles.shared },
      leadDays: sql<number>`coalesce(${notificationSettings.leadDays}, 30)`.mapWith(Number),
      leadKm: sql<number>`coalesce(${notificationSettings.leadKm}, 1000)`.mapWith(Number),
      distanceUnit: users.distanceUnit,
      timeZone: users.timeZone,
    })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, vehicles.userId))
    .where(and(eq(vehicles.shared, true), owner));
  const byVehicle = new Map(owners.map((o) => [o.vehicle.id, o]));
  return tuples.flatMap(([id, kind, title, dueDate, dueOdometerKm, state, snoozedUntil, predictedDate, kmPerWeek, vehicleId]) => {
    const o = byVehicle.get(vehicleId);
    return o ? [{ ...o, reminder: { id, kind, title, dueDate, dueOdometerKm, state, snoozedUntil, predictedDate, kmPerWeek } }] : [];
  });
}

/**
 * The owners whose cars report their own service countdown, each with their shared provider vehicles, oldest first:
 * what the evaluation reads the car's service item of (everyone's, or one owner's).
 */
export async function listFleetsToEvaluate(db: Db, filter: { userId?: string } = {}): Promise<{ user: User; vehicles: Vehicle[] }[]> {
  const rows = await db
    .select({ vehicle: vehicles, user: users })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .where(and(eq(vehicles.shared, true), eq(vehicles.source, 'provider'), filter.userId ? eq(vehicles.userId, filter.userId) : undefined))
    .orderBy(asc(vehicles.userId), asc(vehicles.createdAt), asc(vehicles.tokenId));
  const fleets = new Map<string, { user: User; vehicles: Vehicle[] }>();
  for (const row of rows) {
    const fleet = fleets.get(row.user.id) ?? { user: row.user, vehicles: [] };
    fleet.vehicles.push(row.vehicle);
    fleets.set(row.user.id, fleet);
  }
  return [...fleets.values()];
}

export interface EvaluatedReminder {
  id: string;
  /** The state the evaluation started from: a reminder the owner changed meanwhile is left alone. */
  previousState: ReminderState;
  state: ReminderState;
  predictedDate: string | null;
  kmPerWeek: number | null;
}

/** Stores many evaluations in one statement (the rows travel as one JSON parameter). */
export async function saveEvaluations(db: Db, rows: EvaluatedReminder[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, previous_state: r.previousState, state: r.state, predicted_date: r.predictedDate, km_per_week: r.kmPerWeek })));
  await db.execute(sql`
    update ${reminders} set state = v.state, predicted_date = v.predicted_date, km_per_week = v.km_per_week, updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(id uuid, previous_state text, state text, predicted_date date, km_per_week integer)
    where ${reminders.id} = v.id and ${reminders.state} = v.previous_state`);
}

/** SPEC's alert view of reminders: the owner's open dated reminders (from `from` on when given), soonest first. */
export async function listReminderAlerts(
  db: Db,
  userId: string,
  filter: { vehicleId?: string; from?: string } = {},
): Promise<{ id: string; vehicleId: string; documentId: string | null; alertType: string; alertDate: string; alertMessage: string; isActive: boolean }[]> {
  const conditions: (SQL | undefined)[] = [
    eq(vehicles.userId, userId),
    inArray(reminders.state, [...OPEN_STATES]),
    isNotNull(reminders.dueDate),
    filter.vehicleId ? eq(reminders.vehicleId, filter.vehicleId) : undefined,
    filter.from ? gte(reminders.dueDate, filter.from) : undefined,
  ];
  const rows = await db
    .select({ reminder: reminders })
    .from(reminders)
    .innerJoin(vehicles, eq(vehicles.id, reminders.vehicleId))
    .where(and(...conditions))
    .orderBy(asc(reminders.dueDate));
  return rows.map(({ reminder: r }) => ({
    id: r.id,
    vehicleId: r.vehicleId,
    documentId: r.documentId,
    alertType: r.kind,
    alertDate: r.dueDate!,
    alertMessage: reminderMessage({ kind: r.kind as ReminderKind, title: r.title, dueDate: r.dueDate, dueOdometerKm: r.dueOdometerKm }),
    isActive: true,
  }));
}
