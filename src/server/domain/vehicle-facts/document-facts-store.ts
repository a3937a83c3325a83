import { and, eq } from 'drizzle-orm';
import type { DocumentType } from '../../../shared/documents';
import { milesToKm, type DistanceUnit } from '../../../shared/units';
import type { Db } from '../../db/connection';
import { listDocuments, listFactChoices, syncDocumentReminders, type PlannedReminder } from '../../db/repositories';
import { vehicles } from '../../db/schema';
import { findDocumentsInForce, type DocumentFactKey, type DocumentsInForce, type FactDocument } from './documents-in-force';

/** The reminder kind each dated document fact makes. */
const REMINDER_OF_FACT: Partial<Record<DocumentFactKey, PlannedReminder['kind']>> = {
  registrationExpiry: 'registration_expiry',
  insuranceExpiry: 'insurance_expiry',
  inspectionDue: 'inspection_due',
  warrantyExpiry: 'warranty_expiry',
  nextService: 'service_due',
};

/**
 * The reminders one document makes: one for each fact it is the document in force for. A document's next-service
 * mileage is in the owner's unit (miles are converted to km).
 */
export function planDocumentReminders(inForce: DocumentsInForce, documentId: string, unit: DistanceUnit): PlannedReminder[] {
  const planned: PlannedReminder[] = [];
  for (const [fact, kind] of Object.entries(REMINDER_OF_FACT) as [DocumentFactKey, PlannedReminder['kind']][]) {
    const f = inForce[fact];
    if (!f || f.source.id !== documentId) continue;
    if (typeof f.value === 'string') planned.push({ kind, dueDate: f.value, dueOdometerKm: null });
    else planned.push({ kind, dueDate: f.value.date, dueOdometerKm: f.value.km === null ? null : Math.round(unit === 'mi' ? milesToKm(f.value.km) : f.value.km) });
  }
  return planned;
}

/**
 * Works the vehicle's document facts out again (after a document is read, corrected or deleted, or the owner picks
 * one), keeps them on the vehicle, and makes each document's reminders follow: only the document in force for a
 * fact has its reminder.
 */
export async function refreshDocumentFacts(db: Db, userId: string, vehicleId: string, unit: DistanceUnit): Promise<DocumentsInForce> {
  const [docs, choices, [stored]] = await Promise.all([
    listDocuments(db, userId, { vehicleIds: [vehicleId] }),
    listFactChoices(db, userId, [vehicleId]),
    db.select({ facts: vehicles.documentFacts }).from(vehicles).where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId))),
  ]);
  const read: FactDocument[] = docs
    // a document being saved now is still 'processing': what it has read counts
    .filter((d) => d.processedData && d.status !== 'error')
    .map((d) => ({ id: d.id, type: d.type as DocumentType, originalName: d.originalName, uploadedAt: d.uploadedAt.toISOString(), processedData: d.processedData ?? null }));
  const inForce = findDocumentsInForce(read, new Map(Object.entries(choices.get(vehicleId) ?? {})));
  // unchanged facts are not written again: a write tells every instance's caches the owner's data changed
  if (stored?.facts && JSON.stringify(stored.facts) === JSON.stringify(inForce)) return inForce;
  await db.update(vehicles).set({ documentFacts: inForce }).where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  for (const doc of read) await syncDocumentReminders(db, vehicleId, doc.id, planDocumentReminders(inForce, doc.id, unit));
  return inForce;
}
