import { DOCUMENT_FACT_KEYS } from '../../../shared/api/facts';
import type { DocumentType, ExtractedDocumentType, ProcessedData } from '../../../shared/documents';
import { isValidIsoDate } from '../../../shared/format-date';
import { documentSource, type FactSource } from './sources';

/** The facts documents set about a car, each read from the documents that have authority for it. */
export const DOCUMENT_FACTS = DOCUMENT_FACT_KEYS;
export type DocumentFactKey = (typeof DOCUMENT_FACTS)[number];

/**
 * What a document is for the facts it may set. An inspection report printing a registration date is not a
 * registration: it is read as "inspection" whatever the reader typed it.
 */
export type DocumentRole = 'registration' | 'insurance' | 'service' | 'inspection' | 'other';

/** A document as the facts read it. */
export interface FactDocument {
  id: string;
  type: DocumentType;
  originalName: string;
  /** ISO timestamp */
  uploadedAt: string;
  processedData: ProcessedData | null;
}

export interface NextServiceValue {
  date: string | null;
  km: number | null;
}

type FactValue<K extends DocumentFactKey> = K extends 'nextService' ? NextServiceValue : string;

export interface DocumentFactCandidate<V = string | NextServiceValue> {
  value: V;
  source: FactSource;
  /** whether a document of this role may set the fact */
  authoritative: boolean;
  /** YYYY-MM-DD: when the document was issued (its own date, else the day it was uploaded) */
  issuedOn: string;
}

export interface DocumentFact<V = string | NextServiceValue> {
  fact: DocumentFactKey;
  value: V;
  source: FactSource;
  /** the authority order chose it, or the owner picked this document */
  chosenBy: 'authority' | 'owner';
  /** other documents stating another value, newest first: flagged on every surface that shows the fact */
  conflicts: DocumentFactCandidate<V>[];
}

export type DocumentsInForce = { [K in DocumentFactKey]?: DocumentFact<FactValue<K>> };

/** Which roles may set each fact, in no order: within them, the document issued most recently wins. */
export const FACT_AUTHORITY: Record<DocumentFactKey, readonly DocumentRole[]> = {
  registrationExpiry: ['registration'],
  insuranceStart: ['insurance'],
  insuranceExpiry: ['insurance'],
  inspectionDue: ['inspection', 'registration', 'service'],
  warrantyExpiry: ['registration', 'insurance', 'service', 'inspection', 'other'],
  nextService: ['service'],
  plate: ['registration', 'insurance'],
};

/** Dates that look forward from the document: one on or before the document's own date is that date, not a due date. */
const FORWARD_FACTS: ReadonlySet<DocumentFactKey> = new Set(['inspectionDue', 'nextService']);

/** A forward-looking value without the dates on or before the document's own date. */
function forwardOnly(value: string | NextServiceValue | null, issued: string): string | NextServiceValue | null {
  if (value === null) return null;
  if (typeof value === 'string') return value > issued ? value : null;
  const kept = { date: value.date !== null && value.date > issued ? value.date : null, km: value.km };
  return kept.date !== null || kept.km !== null ? kept : null;
}

const INSPECTION_TITLE = /\b(inspection|inspektion|contr[oô]le technique|itv|mot test|emissions? test|smog check|t[uü]v|hauptuntersuchung|revisione)\b/i;

/** The first lines of a document: where its title is. */
const heading = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean).slice(0, 4).join(' ');

export function documentRole(doc: Pick<FactDocument, 'type' | 'processedData'>): DocumentRole {
  const read: ExtractedDocumentType | undefined = doc.processedData?.documentType;
  const title = heading(doc.processedData?.extractedText ?? '');
  if (INSPECTION_TITLE.test(title) && !/\b(registration card|certificate of registration|insurance card)\b/i.test(title)) return 'inspection';
  switch (read) {
    case 'car_registration':
      return 'registration';
    case 'insurance':
      return 'insurance';
    case 'service_invoice':
    case 'oil_change_receipt':
      return 'service';
  }
  switch (doc.type) {
    case 'registration':
      return 'registration';
    case 'insurance':
      return 'insurance';
    case 'receipt':
      return 'service';
  }
  return read === 'maintenance' ? 'service' : 'other';
}

const date = (value: string | null | undefined) => (isValidIsoDate(value) ? value! : null);

/** The value a document states for a fact, whatever its authority. */
export function readDocumentFact(data: ProcessedData, fact: DocumentFactKey): string | NextServiceValue | null {
  switch (fact) {
    case 'registrationExpiry':
      return date(data.registrationInfo?.expiryDate) ?? date(data.alertDates?.registrationExpiry);
    case 'insuranceStart':
      return date(data.insuranceInfo?.effectiveDate);
    case 'insuranceExpiry':
      return date(data.insuranceInfo?.expirationDate) ?? date(data.alertDates?.insuranceExpiry);
    case 'inspectionDue':
      return date(data.alertDates?.inspectionDue);
    case 'warrantyExpiry':
      return date(data.alertDates?.warrantyExpiry);
    case 'nextService': {
      const d = date(data.serviceInfo?.nextServiceDate) ?? date(data.alertDates?.nextService);
      const raw = data.serviceInfo?.nextServiceMileage;
      const km = typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw <= 10_000_000 ? Math.round(raw) : null;
      return d || km !== null ? { date: d, km } : null;
    }
    case 'plate': {
      const plate = data.registrationInfo?.plateNumber ?? (data.documentType === 'car_registration' ? data.vehicleInfo?.plateNumber : null);
      return plate?.trim() || null;
    }
  }
}

/** The document's own date: when it took effect or the work was done; the day it was uploaded when it gives none. */
export function issuedOn(doc: FactDocument): string {
  const data = doc.processedData;
  return date(data?.insuranceInfo?.effectiveDate) ?? date(data?.serviceInfo?.serviceDate) ?? doc.uploadedAt.slice(0, 10);
}

/** The date the document itself was made on, when it says (an inspection report's is the inspection's). */
function ownDate(doc: FactDocument): string | null {
  const data = doc.processedData;
  const printed = date(data?.insuranceInfo?.effectiveDate) ?? date(data?.serviceInfo?.serviceDate);
  return printed ?? (documentRole(doc) === 'inspection' ? doc.uploadedAt.slice(0, 10) : null);
}

const sameValue = (a: string | NextServiceValue, b: string | NextServiceValue) =>
  typeof a === 'string' || typeof b === 'string' ? String(a).toUpperCase().replace(/\s+/g, '') === String(b).toUpperCase().replace(/\s+/g, '') : a.date === b.date && a.km === b.km;

/**
 * Each fact from the documents that may set it: within those, the one issued most recently (ties: the later
 * upload), unless the owner picked a document for the fact. A document that states another value (a newer one
 * without authority, or an older one with a later date) is a conflict on the fact, never resolved silently.
 */
export function findDocumentsInForce(documents: readonly FactDocument[], choices: ReadonlyMap<string, string> = new Map()): DocumentsInForce {
  const result: DocumentsInForce = {};
  for (const fact of DOCUMENT_FACTS) {
    const candidates: DocumentFactCandidate[] = [];
    for (const doc of documents) {
      if (!doc.processedData) continue;
      const issued = issuedOn(doc);
      const read = readDocumentFact(doc.processedData, fact);
      const own = ownDate(doc);
      const value = FORWARD_FACTS.has(fact) && own ? forwardOnly(read, own) : read;
      if (value === null) continue;
      const role = documentRole(doc);
      candidates.push({
        value,
        source: documentSource({ id: doc.id, originalName: doc.originalName, uploadedAt: doc.uploadedAt, kind: doc.processedData.documentType }),
        authoritative: FACT_AUTHORITY[fact].includes(role),
        issuedOn: issued,
      });
    }
    candidates.sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || (b.source.observedAt ?? '').localeCompare(a.source.observedAt ?? ''));
    const picked = choices.get(fact);
    const byOwner = picked ? candidates.find((c) => c.source.id === picked) : undefined;
    const chosen = byOwner ?? candidates.find((c) => c.authoritative);
    if (!chosen) continue;
    const conflicts = candidates.filter((c) => {
      if (c === chosen || sameValue(c.value, chosen.value)) return false;
      if (byOwner) return true;
      if (fact === 'nextService' || fact === 'plate') return !c.authoritative && c.issuedOn >= chosen.issuedOn;
      // an older document of the same authority with an earlier date is simply superseded (last year's card)
      if (c.authoritative && c.issuedOn <= chosen.issuedOn && String(c.value) < String(chosen.value)) return false;
      return true;
    });
    (result as Record<string, DocumentFact>)[fact] = { fact, value: chosen.value, source: chosen.source, chosenBy: byOwner ? 'owner' : 'authority', conflicts };
  }
  return result;
}

/** The facts whose documents disagree, for the owner to settle. */
export function listConflicts(inForce: DocumentsInForce): DocumentFact[] {
  return (Object.values(inForce) as (DocumentFact | undefined)[]).filter((f): f is DocumentFact => !!f && f.conflicts.length > 0);
}
