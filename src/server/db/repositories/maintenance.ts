import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/api/pagination';
import { DATE_KEY, decodeCursor, ID_KEY, TIMESTAMP_KEY, toPage } from '../keyset';
import { alias } from 'drizzle-orm/pg-core';
import { writeInChunks } from '../bulk-write';
import type { Db } from '../connection';
import { documents, maintenanceRecords, vehicles, type MaintenanceRecord, type Vehicle } from '../schema';

type OptionalColumns = 'partsCost' | 'laborCost' | 'currency' | 'shop' | 'notes' | 'attachedDocumentId' | 'source';
export type NewMaintenanceRecord = Omit<MaintenanceRecord, 'id' | 'createdAt' | 'updatedAt' | 'vehicleId' | OptionalColumns> &
  Partial<Pick<MaintenanceRecord, OptionalColumns>>;
export type MaintenancePatch = Partial<Omit<MaintenanceRecord, 'id' | 'createdAt' | 'updatedAt' | 'vehicleId' | 'documentId'>>;

/** A record with its vehicle and the names of the documents it links to. */
export interface MaintenanceRecordRow {
  record: MaintenanceRecord;
  vehicle: Pick<Vehicle, 'id' | 'tokenId' | 'name'>;
  documentName: string | null;
  attachmentName: string | null;
}

async function ownsVehicle(db: Db, userId: string, vehicleId: string): Promise<boolean> {
  const [owned] = await db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  return Boolean(owned);
}

/** Inserts a record for one of the owner's vehicles; replaces the record of the same document. Null when the vehicle isn't the owner's. */
export async function createMaintenanceRecord(
  db: Db,
  userId: string,
  vehicleId: string,
  input: NewMaintenanceRecord,
): Promise<MaintenanceRecord | null> {
  if (!(await ownsVehicle(db, userId, vehicleId))) return null;
  const values = { ...input, vehicleId };
  const [row] = input.documentId
    ? await db
        .insert(maintenanceRecords)
        .values(values)
        .onConflictDoUpdate({ target: maintenanceRecords.documentId, set: { ...values, updatedAt: new Date() } })
        .returning()
    : await db.insert(maintenanceRecords).values(values).returning();
  return row;
}

/** Inserts many records for one of the owner's vehicles at once (a CSV import); none when the vehicle isn't the owner's. */
export async function createMaintenanceRecords(db: Db, userId: string, vehicleId: string, inputs: NewMaintenanceRecord[]): Promise<MaintenanceRecord[] | null> {
  if (!(await ownsVehicle(db, userId, vehicleId))) return null;
  return writeInChunks<NewMaintenanceRecord & { vehicleId: string }, MaintenanceRecord>(
    db,
    inputs.map((input) => ({ ...input, vehicleId })),
    (tx, chunk) => tx.insert(maintenanceRecords).values(chunk).returning(),
  );
}

/** The vehicle's records, newest first (undated last). */
/** The owner's records of one vehicle, or of several in one statement (a fleet), newest first. */
export async function listMaintenanceRecords(db: Db, userId: string, vehicleId: string | string[]): Promise<MaintenanceRecord[]> {
  if (Array.isArray(vehicleId) && vehicleId.length === 0) return [];
  return db
    .select({ record: maintenanceRecords })
    .from(maintenanceRecords)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRecords.vehicleId))
    .where(and(eq(vehicles.userId, userId), Array.isArray(vehicleId) ? inArray(maintenanceRecords.vehicleId, vehicleId) : eq(maintenanceRecords.vehicleId, vehicleId)))
    .orderBy(sql`${maintenanceRecords.date} desc nulls last`, desc(maintenanceRecords.createdAt))
    .then((rows) => rows.map((r) => r.record));
}

const sourceDocument = alias(documents, 'source_document');
const attachedDocument = alias(documents, 'attached_document');

const rowFields = {
  record: maintenanceRecords,
  vehicle: { id: vehicles.id, tokenId: vehicles.tokenId, name: vehicles.name },
  documentName: sourceDocument.originalName,
  attachmentName: attachedDocument.originalName,
};

/** Records with their vehicle and document names, and any `extra` columns. */
function selectRows<E extends Record<string, SQL>>(db: Db, extra = {} as E) {
  return db
    .select({ ...rowFields, ...extra })
    .from(maintenanceRecords)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRecords.vehicleId))
    .leftJoin(sourceDocument, eq(sourceDocument.id, maintenanceRecords.documentId))
    .leftJoin(attachedDocument, eq(attachedDocument.id, maintenanceRecords.attachedDocumentId));
}

const ownedRecords = (userId: string, vehicleIds: string[]) => and(eq(vehicles.userId, userId), inArray(maintenanceRecords.vehicleId, vehicleIds));
/** Newest first, undated last, then the latest entered; ties by id so pages never overlap. */
const recordDate = sql`coalesce(${maintenanceRecords.date}, '-infinity'::date)`;
const RECORD_ORDER = [sql`${recordDate} desc`, desc(maintenanceRecords.createdAt), desc(maintenanceRecords.id)];

/** Records of some of the owner's vehicles, with their document names, newest first (undated last). */
export async function listMaintenanceRecordRows(db: Db, userId: string, vehicleIds: string[]): Promise<MaintenanceRecordRow[]> {
  if (vehicleIds.length === 0) return [];
  return selectRows(db).where(ownedRecords(userId, vehicleIds)).orderBy(...RECORD_ORDER);
}

/** One page of what listMaintenanceRecordRows gives, in the same order, and how many there are in all. */
export async function listMaintenanceRecordRowPage(
  db: Db,
  userId: string,
  vehicleIds: string[],
  page: { limit: number; cursor?: string },
): Promise<Page<MaintenanceRecordRow>> {
  const after = page.cursor ? decodeCursor(page.cursor, [DATE_KEY, TIMESTAMP_KEY, ID_KEY]) : null;
  if (vehicleIds.length === 0) return { items: [], total: 0, nextCursor: null };
  const where = ownedRecords(userId, vehicleIds);
  const rows = await selectRows(db, { dateKey: sql<string>`${recordDate}::text`, createdKey: sql<string>`${maintenanceRecords.createdAt}::text` })
    .where(
      and(
        where,
        after
          ? sql`(${recordDate}, ${maintenanceRecords.createdAt}, ${maintenanceRecords.id}) < (${after[0]}::date, ${after[1]}::timestamptz, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...RECORD_ORDER)
    .limit(page.limit + 1);
  const [{ total }] = await db.select({ total: count() }).from(maintenanceRecords).innerJoin(vehicles, eq(vehicles.id, maintenanceRecords.vehicleId)).where(where);
  return toPage(rows, page.limit, total, (r) => [r.dateKey, r.createdKey, r.record.id], ({ dateKey: _d, createdKey: _c, ...row }) => row);
}

/** One of the owner's records by id, or null (also when it belongs to another owner). */
export async function findMaintenanceRecordRow(db: Db, userId: string, id: string): Promise<MaintenanceRecordRow | null> {
  const [row] = await selectRows(db).where(and(eq(vehicles.userId, userId), eq(maintenanceRecords.id, id)));
  return row ?? null;
}

export async function updateMaintenanceRecord(db: Db, userId: string, id: string, patch: MaintenancePatch): Promise<MaintenanceRecord | null> {
  const [row] = await db
    .update(maintenanceRecords)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(maintenanceRecords.id, id),
        inArray(maintenanceRecords.vehicleId, db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.userId, userId))),
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes one of the owner's records; false when there is none with that id. */
export async function deleteMaintenanceRecord(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(maintenanceRecords)
    .where(
      and(
        eq(maintenanceRecords.id, id),
        inArray(maintenanceRecords.vehicleId, db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.userId, userId))),
      ),
    )
    .returning({ id: maintenanceRecords.id });
  return deleted.length > 0;
}

export async function deleteMaintenanceRecordsOfDocument(db: Db, documentId: string): Promise<void> {
  await db.delete(maintenanceRecords).where(eq(maintenanceRecords.documentId, documentId));
}

/** The last day work was recorded on each of the owner's vehicles, up to `today` (fuel-ups are not work). */
export async function listLastServiceDates(db: Db, userId: string, vehicleIds: string[], today: string): Promise<Map<string, string>> {
  if (vehicleIds.length === 0) return new Map();
  // Per vehicle, down its (vehicle_id, date) index from today to the first record that is not a fill-up.
  const last = db
    .select({ date: maintenanceRecords.date })
    .from(maintenanceRecords)
    .where(and(eq(maintenanceRecords.vehicleId, vehicles.id), sql`${maintenanceRecords.type} <> 'fuel'`, sql`${maintenanceRecords.date} <= ${today}`))
    .orderBy(desc(maintenanceRecords.date))
    .limit(1)
    .as('last');
  const rows = await db
    .select({ vehicleId: vehicles.id, last: sql<string>`${last.date}::text` })
    .from(vehicles)
    .innerJoinLateral(last, sql`true`)
    .where(and(eq(vehicles.userId, userId), inArray(vehicles.id, vehicleIds)));
  return new Map(rows.map((r) => [r.vehicleId, r.last]));
}
