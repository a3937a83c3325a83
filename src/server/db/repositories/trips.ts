import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { tripSegments, tripSync, vehicles, type NewTripSegmentRow, type TripSegmentRow, type TripSyncRow } from '../schema';

/** Segments of these vehicles and kinds starting in [from, to), newest first. */
export async function listTripSegments(db: Db, vehicleIds: string[], kinds: string[], from: Date, to: Date): Promise<TripSegmentRow[]> {
  if (vehicleIds.length === 0) return [];
  return db
    .select()
    .from(tripSegments)
    .where(and(inArray(tripSegments.vehicleId, vehicleIds), inArray(tripSegments.kind, kinds), gte(tripSegments.startAt, from), lt(tripSegments.startAt, to)))
    .orderBy(desc(tripSegments.startAt));
}

/** One segment of the owner's (through the vehicle's owner), or null. */
export async function findOwnedTripSegment(db: Db, userId: string, id: string): Promise<{ segment: TripSegmentRow; tokenId: number } | null> {
  const [row] = await db
    .select({ segment: tripSegments, tokenId: vehicles.tokenId })
    .from(tripSegments)
    .innerJoin(vehicles, eq(vehicles.id, tripSegments.vehicleId))
    .where(and(eq(tripSegments.id, id), eq(vehicles.userId, userId)));
  return row ?? null;
}

const UPSERT_CHUNK = 500;

/** Stores segments, replacing any stored with the same start (an ongoing trip becomes its finished self). */
export async function upsertTripSegments(db: Db, rows: NewTripSegmentRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const chunk = rows.slice(i, i + UPSERT_CHUNK);
    await db
      .insert(tripSegments)
      .values(chunk)
      .onConflictDoUpdate({
        target: [tripSegments.vehicleId, tripSegments.kind, tripSegments.startAt],
        set: Object.fromEntries(
          ['mechanism', 'end_at', 'duration_seconds', 'ongoing', 'start_latitude', 'start_longitude', 'end_latitude', 'end_longitude', 'start_place', 'end_place', 'odometer_start_km', 'odometer_end_km', 'max_speed_kmh', 'avg_speed_kmh', 'fuel_start_percent', 'fuel_end_percent', 'soc_start_percent', 'soc_end_percent', 'signals', 'event_counts', 'fetched_at'].map((column) => [
            column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
            sql.raw(`excluded.${column}`),
          ]),
        ),
      });
  }
}

/** Drops the stored segments of a kind (read again with another mechanism) and its coverage. */
export async function clearTripSegments(db: Db, vehicleId: string, kind: string): Promise<void> {
  await db.delete(tripSegments).where(and(eq(tripSegments.vehicleId, vehicleId), eq(tripSegments.kind, kind)));
  await db.delete(tripSync).where(and(eq(tripSync.vehicleId, vehicleId), eq(tripSync.kind, kind)));
}

/** Removes ongoing rows in [from, to) before they are read again (a trip that ended is stored under the same start). */
export async function deleteOngoingTripSegments(db: Db, vehicleId: string, kind: string, from: Date): Promise<void> {
  await db.delete(tripSegments).where(and(eq(tripSegments.vehicleId, vehicleId), eq(tripSegments.kind, kind), eq(tripSegments.ongoing, true), gte(tripSegments.startAt, from)));
}

export async function findTripSync(db: Db, vehicleId: string, kind: string): Promise<TripSyncRow | null> {
  const [row] = await db.select().from(tripSync).where(and(eq(tripSync.vehicleId, vehicleId), eq(tripSync.kind, kind)));
  return row ?? null;
}

export async function listTripSyncs(db: Db, vehicleIds: string[]): Promise<TripSyncRow[]> {
  if (vehicleIds.length === 0) return [];
  return db.select().from(tripSync).where(inArray(tripSync.vehicleId, vehicleIds));
}

export async function saveTripSync(db: Db, row: Omit<TripSyncRow, 'syncedAt'> & { syncedAt?: Date }): Promise<void> {
  const values = { ...row, syncedAt: row.syncedAt ?? new Date() };
  await db
    .insert(tripSync)
    .values(values)
    .onConflictDoUpdate({ target: [tripSync.vehicleId, tripSync.kind], set: { coveredFrom: values.coveredFrom, coveredTo: values.coveredTo, mechanism: values.mechanism, syncedAt: values.syncedAt } });
}
