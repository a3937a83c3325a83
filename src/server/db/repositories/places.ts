import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { drivingSettings, places, type DrivingSettingsRow, type Place } from '../schema';

export type PlaceValues = Pick<Place, 'name' | 'kind' | 'latitude' | 'longitude' | 'radiusM'>;

export async function listPlacesByUser(db: Db, userId: string): Promise<Place[]> {
  return db.select().from(places).where(eq(places.userId, userId)).orderBy(asc(places.createdAt), asc(places.id));
}

export async function countPlacesByUser(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(places).where(eq(places.userId, userId));
  return row?.n ?? 0;
}

export async function insertPlace(db: Db, userId: string, values: PlaceValues): Promise<Place> {
  const [row] = await db
    .insert(places)
    .values({ userId, ...values })
    .returning();
  return row;
}

/** The owner's place updated, or null when it is not theirs. */
export async function updatePlace(db: Db, userId: string, id: string, values: PlaceValues): Promise<Place | null> {
  const [row] = await db
    .update(places)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(places.userId, userId), eq(places.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePlace(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(places)
    .where(and(eq(places.userId, userId), eq(places.id, id)))
    .returning({ id: places.id });
  return rows.length > 0;
}

export async function findDrivingSettings(db: Db, userId: string): Promise<DrivingSettingsRow | null> {
  const [row] = await db.select().from(drivingSettings).where(eq(drivingSettings.userId, userId));
  return row ?? null;
}

export async function upsertDrivingSettings(db: Db, userId: string, values: Omit<DrivingSettingsRow, 'userId' | 'updatedAt'>): Promise<DrivingSettingsRow> {
  const [row] = await db
    .insert(drivingSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: drivingSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}
