import { currencyInText } from '../../../shared/currency';
import { documentTypeFromExtracted, documentTypeFromFileName } from '../../../shared/document-type';
import type { ProcessedData } from '../../../shared/documents';
import type { Db } from '../../db/connection';
import {
  createMaintenanceRecord,
  createVehicle,
  deleteMaintenanceRecordsOfDocument,
  findVehicleById,
  findVehicleByTokenId,
  listVehiclesByUser,
  syncDocumentReminders,
  updateDocument,
  updateVehicle,
} from '../../db/repositories';
import type { DocumentRow, User, Vehicle } from '../../db/schema';
import type { Logger } from '../../logger';
import type { ServiceKind } from '../../../shared/api/service-log';
import { kindFromText } from '../service-log/service-kinds';
import { refreshDocumentFacts } from '../vehicle-facts/document-facts-store';
import { requestEvaluation } from '../reminders/reminder-jobs';
import { matchVehicle, randomGeneratedTokenId, type MatchType } from './match-vehicle';

export interface SaveDeps {
  db: Db;
  logger: Logger;
}

/** Finds (or creates) the vehicle a document belongs to, among the owner's vehicles only. */
export async function resolveDocumentVehicle(deps: SaveDeps, user: User, doc: DocumentRow, data: ProcessedData): Promise<{ vehicle: Vehicle | null; matchType: MatchType }> {
  const owned = await listVehiclesByUser(deps.db, user.id, { includeUnshared: true });
  const selected = doc.vehicleId ? await findVehicleById(deps.db, user.id, doc.vehicleId) : null;
  const match = matchVehicle(data, owned, selected, { randomTokenId: randomGeneratedTokenId, currentYear: new Date().getUTCFullYear() });
  switch (match.type) {
    case 'none':
      return { vehicle: null, matchType: 'none' };
    case 'created': {
      let tokenId = match.newVehicle.tokenId;
      while (await findVehicleByTokenId(deps.db, user.id, tokenId)) tokenId = randomGeneratedTokenId();
      try {
        const vehicle = await createVehicle(deps.db, user.id, { ...match.newVehicle, tokenId, source: 'document' });
        return { vehicle, matchType: 'created' };
      } catch (err) {
        deps.logger.warn({ err }, 'vehicle creation failed; looking it up again');
        const again = (await listVehiclesByUser(deps.db, user.id, { includeUnshared: true })).find((v) => v.vin === match.newVehicle.vin);
        return again ? { vehicle: again, matchType: 'exact' } : { vehicle: null, matchType: 'none' };
      }
    }
    default: {
      const vehicle = match.setVin ? ((await updateVehicle(deps.db, user.id, match.vehicle.id, { vin: match.setVin })) ?? match.vehicle) : match.vehicle;
      return { vehicle, matchType: match.type };
    }
  }
}

const SERVICE_TYPES = new Set(['service_invoice', 'oil_change_receipt']);

/**
 * The service-log kind of a service document's record: an oil-change receipt is an oil change; an invoice takes the
 * kind its work's words give, in any language read ("Inspektion mit Ölwechsel" is an oil change, so the oil-change
 * reminder starts again from it).
 */
export function maintenanceKindOf(documentType: ProcessedData['documentType'], description: string | null): ServiceKind {
  return documentType === 'oil_change_receipt' ? 'oil_change' : kindFromText(description);
}

const unitOf = (user: User) => (user.distanceUnit === 'mi' ? 'mi' : 'km');

/**
 * Stores a document's facts and everything that follows from them: the row, its maintenance record (service
 * documents) and its reminders. Idempotent: saving again (a retry or the owner's correction) replaces what it made.
 */
export async function saveDocumentFacts(
  deps: SaveDeps,
  user: User,
  doc: DocumentRow,
  data: ProcessedData,
  vehicle: Vehicle | null,
  matchType: MatchType,
): Promise<DocumentRow> {
  const type = data.documentType === 'maintenance' ? documentTypeFromFileName(doc.originalName) : documentTypeFromExtracted(data.documentType);
  const saved = await deps.db.transaction(async (tx) => {
    const row = await updateDocument(tx, user.id, doc.id, {
      processedData: data,
      type,
      vehicleId: vehicle?.id ?? null,
      tokenId: vehicle?.tokenId ?? doc.tokenId,
      matchType,
    });
    if (!row) throw new Error(`document ${doc.id} disappeared while saving`);
    if (vehicle && SERVICE_TYPES.has(data.documentType)) {
      // An upsert keeps the record's id and what the owner added in the service log (notes, an attachment).
      const s = data.serviceInfo ?? {};
      const description = s.services?.length ? s.services.join(', ') : (s.serviceProvider ?? null);
      await createMaintenanceRecord(tx, user.id, vehicle.id, {
        documentId: doc.id,
        type: maintenanceKindOf(data.documentType, description),
        description,
        cost: s.totalCost ?? null,
        currency: currencyInText(data.extractedText),
        date: s.serviceDate ?? null,
        mileage: s.mileage != null ? Math.round(s.mileage) : null,
        nextDue: s.nextServiceDate ?? null,
        nextDueMileage: s.nextServiceMileage != null ? Math.round(s.nextServiceMileage) : null,
        shop: s.serviceProvider ?? null,
      });
    } else {
      await deleteMaintenanceRecordsOfDocument(tx, doc.id);
    }
    return row;
  });

  // The vehicle's document facts are worked out again and the documents in force make the reminders (SPEC: a
  // failure is logged, the document stays saved). A document moved off a vehicle takes its reminders with it.
  try {
    if (doc.vehicleId && doc.vehicleId !== vehicle?.id) await refreshDocumentFacts(deps.db, user.id, doc.vehicleId, unitOf(user));
    if (vehicle) await refreshDocumentFacts(deps.db, user.id, vehicle.id, unitOf(user));
    else await syncDocumentReminders(deps.db, null, doc.id, []);
    await requestEvaluation(deps.db, user.id);
  } catch (err) {
    deps.logger.warn({ err, documentId: doc.id }, 'reminders of the document could not be saved');
  }
  return saved;
}

