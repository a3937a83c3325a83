import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/api/pagination';
import { decodeCursor, ID_KEY, TIMESTAMP_KEY, toPage } from '../keyset';
import type { Db } from '../connection';
import { documents, vehicles, type DocumentRow } from '../schema';

export type NewDocument = Pick<DocumentRow, 'type' | 'filename' | 'originalName' | 'size' | 'storagePath'> &
  Partial<Pick<DocumentRow, 'id' | 'vehicleId' | 'tokenId' | 'mimeType' | 'processedData' | 'status'>>;

export async function createDocument(db: Db, userId: string, input: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values({ ...input, userId }).returning();
  return row;
}

export async function findDocument(db: Db, userId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(and(eq(documents.userId, userId), eq(documents.id, id)));
  return row ?? null;
}

export interface DocumentFilter {
  vehicleIds?: string[];
  tokenIds?: number[];
  attestedOnly?: boolean;
}

/** The owner's documents, optionally narrowed to some vehicle ids and/or token ids, or to those attested. */
function ownedDocuments(userId: string, filter: DocumentFilter): SQL | undefined {
  const narrow: SQL[] = [];
  if (filter.vehicleIds) narrow.push(filter.vehicleIds.length ? inArray(documents.vehicleId, filter.vehicleIds) : sql`false`);
  if (filter.tokenIds) narrow.push(filter.tokenIds.length ? inArray(documents.tokenId, filter.tokenIds) : sql`false`);
  return and(eq(documents.userId, userId), narrow.length ? or(...narrow) : undefined, filter.attestedOnly ? eq(documents.attested, true) : undefined);
}

/** The owner's documents, newest first (ties by id), optionally narrowed to some vehicle ids and/or token ids. */
export async function listDocuments(db: Db, userId: string, filter: DocumentFilter = {}): Promise<DocumentRow[]> {
  return db.select().from(documents).where(ownedDocuments(userId, filter)).orderBy(desc(documents.uploadedAt), desc(documents.id));
}

/** One page of what listDocuments gives, in the same order, and how many there are in all. */
export async function listDocumentPage(db: Db, userId: string, filter: DocumentFilter, page: { limit: number; cursor?: string }): Promise<Page<DocumentRow>> {
  const where = ownedDocuments(userId, filter);
  const after = page.cursor ? decodeCursor(page.cursor, [TIMESTAMP_KEY, ID_KEY]) : null;
  const rows = await db
    .select({ row: documents, key: sql<string>`${documents.uploadedAt}::text` })
    .from(documents)
    .where(and(where, after ? sql`(${documents.uploadedAt}, ${documents.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(page.limit + 1);
  const [{ total }] = await db.select({ total: count() }).from(documents).where(where);
  return toPage(rows, page.limit, total, (r) => [r.key, r.row.id], (r) => r.row);
}

/**
 * What a vehicle card lists of the owner's documents: each vehicle's newest `perVehicle` (no extracted data: it can be
 * large) and how many it has, so a card costs the same with 3 documents or 3,000.
 */
export async function listDocumentSummaries(
  db: Db,
  userId: string,
  filter: { vehicleIds?: string[]; perVehicle?: number } = {},
): Promise<{ latest: DocumentSummary[]; counts: Map<string, number> }> {
  if (filter.vehicleIds?.length === 0) return { latest: [], counts: new Map() };
  const owned = and(eq(vehicles.userId, userId), filter.vehicleIds ? inArray(vehicles.id, filter.vehicleIds) : undefined);
  // Each vehicle's newest few through its (vehicle_id, uploaded_at) index: a few rows read however many it has.
  const newest = db
    .select({ id: documents.id, originalName: documents.originalName, type: documents.type, status: documents.status, uploadedAt: documents.uploadedAt })
    .from(documents)
    .where(and(eq(documents.vehicleId, vehicles.id), eq(documents.userId, userId)))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(filter.perVehicle ?? CARD_DOCUMENTS)
    .as('newest');
  const [latest, totals] = await Promise.all([
    db
      .select({ id: newest.id, vehicleId: vehicles.id, originalName: newest.originalName, type: newest.type, status: newest.status, uploadedAt: newest.uploadedAt })
      .from(vehicles)
      .innerJoinLateral(newest, sql`true`)
      .where(owned)
      .orderBy(desc(newest.uploadedAt), desc(newest.id)),
    db
      .select({ vehicleId: vehicles.id, total: count() })
      .from(vehicles)
      .innerJoin(documents, and(eq(documents.vehicleId, vehicles.id), eq(documents.userId, userId)))
      .where(owned)
      .groupBy(vehicles.id),
  ]);
  return { latest, counts: new Map(totals.map((t) => [t.vehicleId, Number(t.total)])) };
}
/** How many of a vehicle's documents its card lists, newest first. */
export const CARD_DOCUMENTS = 4;
export type DocumentSummary = Pick<DocumentRow, 'id' | 'vehicleId' | 'originalName' | 'type' | 'status' | 'uploadedAt'>;

export const listDocumentsByVehicle = (db: Db, userId: string, vehicleId: string) => listDocuments(db, userId, { vehicleIds: [vehicleId] });
export const listDocumentsByTokenId = (db: Db, userId: string, tokenId: number) => listDocuments(db, userId, { tokenIds: [tokenId] });

export async function updateDocument(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Omit<DocumentRow, 'id' | 'userId' | 'uploadedAt'>>,
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(documents.userId, userId), eq(documents.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the row (its reminders and maintenance record go with it) and returns it, or null when not the owner's. */
export async function deleteDocument(db: Db, userId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await db.delete(documents).where(and(eq(documents.userId, userId), eq(documents.id, id))).returning();
  return row ?? null;
}

export async function listDocumentsByStatus(db: Db, status: DocumentRow['status']): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.status, status));
}

/** Which of these storage keys belong to a document row (any owner's): used to find files no row points at. */
export async function findStoredPaths(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ storagePath: documents.storagePath, thumbnailPath: documents.thumbnailPath })
    .from(documents)
    .where(or(inArray(documents.storagePath, keys), inArray(documents.thumbnailPath, keys)));
  return new Set(rows.flatMap((row) => [row.storagePath, ...(row.thumbnailPath ? [row.thumbnailPath] : [])]));
}
