import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../connection';
import { alerts, vehicles, type Alert } from '../schema';

export type NewAlert = Pick<Alert, 'alertType' | 'alertDate' | 'alertMessage'> & Partial<Pick<Alert, 'documentId' | 'isActive'>>;

async function ownsVehicle(db: Db, userId: string, vehicleId: string): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  return Boolean(row);
}

/** Inserts (or, for the same document and type, replaces) an alert; null when the vehicle isn't the owner's. */
export async function createAlert(db: Db, userId: string, vehicleId: string, input: NewAlert): Promise<Alert | null> {
  if (!(await ownsVehicle(db, userId, vehicleId))) return null;
  const values = { ...input, vehicleId };
  const [row] = input.documentId
    ? await db
        .insert(alerts)
        .values(values)
        .onConflictDoUpdate({
          target: [alerts.documentId, alerts.alertType],
          set: { alertDate: input.alertDate, alertMessage: input.alertMessage, vehicleId, isActive: input.isActive ?? true, updatedAt: new Date() },
        })
        .returning()
    : await db.insert(alerts).values(values).returning();
  return row;
}

/** Active alerts of one of the owner's vehicles dated today or later, soonest first. */
export async function listActiveAlerts(db: Db, userId: string, vehicleId: string, today: string): Promise<Alert[]> {
  return db
    .select({ alert: alerts })
    .from(alerts)
    .innerJoin(vehicles, eq(vehicles.id, alerts.vehicleId))
    .where(and(eq(vehicles.userId, userId), eq(alerts.vehicleId, vehicleId), eq(alerts.isActive, true), gte(alerts.alertDate, today)))
    .orderBy(asc(alerts.alertDate))
    .then((rows) => rows.map((r) => r.alert));
}

/** All of the owner's active upcoming alerts, soonest first. */
export async function listUserAlerts(db: Db, userId: string, today: string): Promise<Alert[]> {
  return db
    .select({ alert: alerts })
    .from(alerts)
    .innerJoin(vehicles, eq(vehicles.id, alerts.vehicleId))
    .where(and(eq(vehicles.userId, userId), eq(alerts.isActive, true), gte(alerts.alertDate, today)))
    .orderBy(asc(alerts.alertDate))
    .then((rows) => rows.map((r) => r.alert));
}

export async function updateAlert(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<Alert, 'isActive' | 'alertDate' | 'alertMessage'>>,
): Promise<Alert | null> {
  const [owned] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .innerJoin(vehicles, eq(vehicles.id, alerts.vehicleId))
    .where(and(eq(alerts.id, id), eq(vehicles.userId, userId)));
  if (!owned) return null;
  const [row] = await db.update(alerts).set({ ...patch, updatedAt: new Date() }).where(eq(alerts.id, id)).returning();
  return row ?? null;
}

export async function deleteAlertsOfDocument(db: Db, documentId: string): Promise<void> {
  await db.delete(alerts).where(eq(alerts.documentId, documentId));
}
