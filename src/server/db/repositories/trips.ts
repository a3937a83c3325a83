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

/** Rows per statement: each statement sends its rows as one JSON parameter. */
const UPSERT_CHUNK = 2_000;

/** The stored columns of a segment row and their SQL types, as the JSON rows spell them. */
const SEGMENT_COLUMNS = {
  vehicle_id: 'uuid',
  kind: 'text',
  mechanism: 'text',
  start_at: 'timestamptz',
  end_at: 'timestamptz',
  duration_seconds: 'integer',
  ongoing: 'boolean',
  start_latitude: 'double precision',
  start_longitude: 'double precision',
  end_latitude: 'double precision',
  end_longitude: 'double precision',
  start_place: 'text',
  end_place: 'text',
  odometer_start_km: 'double precision',
  odometer_end_km: 'double precision',
  max_speed_kmh: 'double precision',
  avg_speed_kmh: 'double precision',
  fuel_start_percent: 'double precision',
  fuel_end_percent: 'double precision',
  soc_start_percent: 'double precision',
  soc_end_percent: 'double precision',
  signals: 'jsonb',
  event_counts: 'jsonb',
  fetched_at: 'timestamptz',
} as const;
/** What a column takes when a row leaves it out (the table's defaults). */
const COLUMN_DEFAULTS: Partial<Record<keyof typeof SEGMENT_COLUMNS, string>> = { ongoing: 'false', signals: `'{}'::jsonb`, event_counts: `'{}'::jsonb`, fetched_at: 'now()' };
const COLUMN_NAMES = Object.keys(SEGMENT_COLUMNS) as (keyof typeof SEGMENT_COLUMNS)[];
/** Each column and the row field that holds it ("start_at", "startAt"). */
const COLUMN_FIELDS = COLUMN_NAMES.map((c) => [c, c.replace(/_([a-z])/g, (_, l: string) => l.toUpperCase())] as const);
const UPSERT_SEGMENTS = `
  insert into trip_segments (${COLUMN_NAMES.join(', ')})
  select ${COLUMN_NAMES.map((c) => (COLUMN_DEFAULTS[c] ? `coalesce(r.${c}, ${COLUMN_DEFAULTS[c]})` : `r.${c}`)).join(', ')}
  from jsonb_to_recordset($1::jsonb) as r(${COLUMN_NAMES.map((c) => `${c} ${SEGMENT_COLUMNS[c]}`).join(', ')})
  on conflict (vehicle_id, kind, start_at) do update set ${COLUMN_NAMES.filter((c) => !['vehicle_id', 'kind', 'start_at'].includes(c))
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')}`;
const [UPSERT_HEAD, UPSERT_TAIL] = UPSERT_SEGMENTS.split('$1');

/**
 * Stores segments, replacing any stored with the same start (an ongoing trip becomes its finished self). The rows go
 * as one JSON document per statement: a year of a fleet's trips is tens of thousands of rows, and binding each of
 * their values as a parameter cost several times what the database then does with them.
 */
export async function upsertTripSegments(db: Db, rows: NewTripSegmentRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const chunk = rows.slice(i, i + UPSERT_CHUNK).map((row) => Object.fromEntries(COLUMN_FIELDS.map(([c, field]) => [c, (row as Record<string, unknown>)[field] ?? null])));
    await db.execute(sql`${sql.raw(UPSERT_HEAD)}${JSON.stringify(chunk)}${sql.raw(UPSERT_TAIL)}`);
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
