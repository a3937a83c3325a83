import type { DocumentProgress, UploadedDocument } from '../../../shared/api/documents';
import { PAGE_LIMITS, type Page, type PageInput } from '../../../shared/api/pagination';
import type { ProcessedData } from '../../../shared/documents';
import type { Db } from '../../db/connection';
import { deleteDocument, findDocument, listDocumentPage, listDocumentsByStatus, listVehiclesByUser, updateDocument } from '../../db/repositories';
import type { DocumentRow, User, Vehicle } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import { documentVin } from './match-vehicle';
import { toProgress, type ProcessDeps } from './process-document';
import { resolveDocumentVehicle, saveDocumentFacts } from './save-document';
import { refreshDocumentFacts } from '../vehicle-facts/document-facts-store';

export function toUploadedDocument(doc: DocumentRow, vehicles: Map<string, Vehicle>): UploadedDocument {
  const vehicle = doc.vehicleId ? vehicles.get(doc.vehicleId) : undefined;
  return {
    id: doc.id,
    filename: doc.filename,
    originalName: doc.originalName,
    type: doc.type,
    size: doc.size,
    mimeType: doc.mimeType,
    uploadedAt: doc.uploadedAt.toISOString(),
    status: doc.status as UploadedDocument['status'],
    progress: doc.progress,
    step: doc.step,
    error: doc.error,
    processedData: doc.processedData ?? null,
    vin: doc.processedData ? documentVin(doc.processedData) : null,
    vehicleMatch: vehicle
      ? { vehicleId: vehicle.id, tokenId: vehicle.tokenId, name: vehicle.name, matchType: (doc.matchType ?? 'selected') as NonNullable<UploadedDocument['vehicleMatch']>['matchType'] }
      : null,
    dimoAttested: doc.attested,
    hasPreview: doc.thumbnailPath !== null,
  };
}

async function vehicleMap(db: Db, user: User) {
  return new Map((await listVehiclesByUser(db, user.id, { includeUnshared: true })).map((v) => [v.id, v]));
}

/** A page of the owner's documents, newest first, for one vehicle or token, or all, and how many there are. */
export async function listUserDocuments(
  db: Db,
  user: User,
  filter: { vehicleId?: string; tokenId?: number; attestedOnly?: boolean },
  page: PageInput = {},
): Promise<Page<UploadedDocument>> {
  const rows = await listDocumentPage(
    db,
    user.id,
    { vehicleIds: filter.vehicleId ? [filter.vehicleId] : undefined, tokenIds: filter.tokenId !== undefined ? [filter.tokenId] : undefined, attestedOnly: filter.attestedOnly },
    { limit: page.limit ?? PAGE_LIMITS.default, cursor: page.cursor },
  );
  const vehicles = await vehicleMap(db, user);
  return { ...rows, items: rows.items.map((d) => toUploadedDocument(d, vehicles)) };
}

export async function getUserDocument(db: Db, user: User, id: string): Promise<UploadedDocument> {
  const doc = await findDocument(db, user.id, id);
  if (!doc) throw notFound('Document');
  return toUploadedDocument(doc, await vehicleMap(db, user));
}

/** The owner's correction of extracted fields: the vehicle match, maintenance record and alerts follow. */
export async function correctDocument(deps: { db: Db; logger: Logger }, user: User, id: string, data: ProcessedData): Promise<UploadedDocument> {
  const doc = await findDocument(deps.db, user.id, id);
  if (!doc) throw notFound('Document');
  if (doc.status !== 'completed') throw new AppError('CONFLICT', 'The document is still being processed.');
  const { extractedText = '', pages } = doc.processedData ?? {};
  const corrected = { ...data, extractedText, ...(pages ? { pages } : {}) };
  const { vehicle, matchType } = await resolveDocumentVehicle(deps, user, doc, corrected);
  const saved = await saveDocumentFacts(deps, user, doc, corrected, vehicle, matchType);
  return toUploadedDocument(saved, await vehicleMap(deps.db, user));
}

/** Deletes the row (with its alerts and maintenance record), then the file. */
export async function removeDocument(deps: { db: Db; storage: FileStorage; logger: Logger }, user: User, id: string): Promise<void> {
  const doc = await deleteDocument(deps.db, user.id, id);
  if (!doc) throw notFound('Document');
  // another document may be in force for what this one set
  if (doc.vehicleId) {
    await refreshDocumentFacts(deps.db, user.id, doc.vehicleId, user.distanceUnit === 'mi' ? 'mi' : 'km').catch((err) =>
      deps.logger.warn({ err, vehicleId: doc.vehicleId }, 'document facts could not be worked out again'),
    );
  }
  for (const key of [doc.storagePath, doc.thumbnailPath].filter((k): k is string => Boolean(k))) {
    await deps.storage.delete(key).catch((err) => deps.logger.error({ err, key }, 'stored file could not be removed'));
  }
}

export async function documentDownloadUrl(deps: { db: Db; storage: FileStorage }, user: User, id: string, download: boolean): Promise<string> {
  const doc = await findDocument(deps.db, user.id, id);
  if (!doc) throw notFound('Document');
  return deps.storage.signedUrl(doc.storagePath, { download });
}

/**
 * Live progress of one of the owner's documents: the stored state first, then every step as it happens (from this
 * instance's bus, or from the database when another instance processes it), until it completes or fails.
 */
export async function* watchDocumentProgress(deps: Pick<ProcessDeps, 'db' | 'bus' | 'eta'>, user: User, id: string, signal?: AbortSignal): AsyncGenerator<DocumentProgress> {
  const first = await findDocument(deps.db, user.id, id);
  if (!first) throw notFound('Document');
  const queue: DocumentProgress[] = [];
  let notify: (() => void) | null = null;
  const unsubscribe = deps.bus.subscribe(id, (p) => {
    queue.push(p);
    notify?.();
  });
  try {
    let last = toProgress(first, null);
    yield last;
    while (last.status === 'processing' || last.status === 'uploading') {
      if (signal?.aborted) return;
      if (!queue.length) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000);
          notify = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        notify = null;
      }
      let next = queue.shift();
      if (!next) {
        const row = await findDocument(deps.db, user.id, id);
        if (!row) return;
        if (row.progress === last.progress && row.status === last.status) continue;
        next = toProgress(row, null);
      }
      if (next.progress <= last.progress && next.status === last.status) continue; // already seen (from the row or the bus)
      last = next;
      yield next;
    }
  } finally {
    unsubscribe();
  }
}

/** After a restart: documents whose job has ended without finishing them are marked as failed with a reason. */
export async function failOrphanedDocuments(db: Db, logger: Logger, hasLiveJob: (documentId: string) => Promise<boolean>): Promise<number> {
  let count = 0;
  for (const doc of await listDocumentsByStatus(db, 'processing')) {
    if (await hasLiveJob(doc.id)) continue;
    await updateDocument(db, doc.userId, doc.id, { status: 'error', error: 'Processing was interrupted. Please upload the document again.' });
    count++;
  }
  if (count) logger.warn({ count }, 'documents left in processing were marked as failed');
  return count;
}
