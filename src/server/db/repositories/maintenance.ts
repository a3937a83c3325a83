import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { maintenanceRecords, vehicles, type MaintenanceRecord } from '../schema';

export type NewMaintenanceRecord = Omit<MaintenanceRecord, 'id' | 'createdAt' | 'vehicleId'>;

/** Inserts a record for one of the owner's vehicles; replaces the record of the same document. Null when the vehicle isn't the owner's. */
export async function createMaintenanceRecord(
  db: Db,
  userId: string,
  vehicleId: string,
  input: NewMaintenanceRecord,
): Promise<MaintenanceRecord | null> {
  const [owned] = await db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  if (!owned) return null;
  const values = { ...input, vehicleId };
  const [row] = input.documentId
    ? await db
        .insert(maintenanceRecords)
        .values(values)
        .onConflictDoUpdate({ target: maintenanceRecords.documentId, set: values })
        .returning()
    : await db.insert(maintenanceRecords).values(values).returning();
  return row;
}

/** The vehicle's records, newest first (undated last). */
export async function listMaintenanceRecords(db: Db, userId: string, vehicleId: string): Promise<MaintenanceRecord[]> {
  return db
    .select({ record: maintenanceRecords })
    .from(maintenanceRecords)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRecords.vehicleId))
    .where(and(eq(vehicles.userId, userId), eq(maintenanceRecords.vehicleId, vehicleId)))
    .orderBy(sql`${maintenanceRecords.date} desc nulls last`, desc(maintenanceRecords.createdAt))
    .then((rows) => rows.map((r) => r.record));
}

export async function deleteMaintenanceRecordsOfDocument(db: Db, documentId: string): Promise<void> {
  await db.delete(maintenanceRecords).where(eq(maintenanceRecords.documentId, documentId));
}
