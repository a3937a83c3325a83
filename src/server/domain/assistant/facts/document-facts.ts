import { countDaysBetween, toDay } from '../wording/format';
import { ENGLISH, type Wording } from '../wording/wording';
import type { VehicleContext, VehicleDocument } from './types';

export const EXPIRING_SOON_DAYS = 30;

export type PaperKind = 'registration' | 'insurance';

export interface PaperStatus {
  kind: PaperKind;
  status: 'valid' | 'expiring' | 'expired' | 'unknown';
  /** YYYY-MM-DD, from the newest upload of this kind that gives one */
  expiryDate: string | null;
  daysLeft: number | null;
  /** whether a document of this kind is on file, even without a readable date */
  onFile: boolean;
  /** the document the date comes from */
  source: { documentId: string; documentName: string; uploadedAt: string } | null;
  /** older documents of this kind that give a later expiry: reported to the owner, not silently resolved */
  conflicts: { documentName: string; uploadedAt: string; expiryDate: string }[];
}

export const KEY_DATE_KINDS = ['registrationExpires', 'registrationRenewal', 'insuranceStarts', 'insuranceExpires', 'serviced', 'nextService', 'inspectionDue', 'warrantyExpires'] as const;
export type KeyDateKind = (typeof KEY_DATE_KINDS)[number];

export interface KeyDate {
  kind: KeyDateKind;
  /** in English, e.g. "registration expires" */
  label: string;
  /** YYYY-MM-DD */
  date: string;
  documentName: string | null;
}

/**
 * Registration or insurance validity, read only from this vehicle's documents of that kind (a note or a receipt
 * that mentions a date never counts). The newest upload wins; an older one that disagrees is listed as a conflict.
 */
export function readPaperStatus(ctx: VehicleContext, kind: PaperKind): PaperStatus {
  const papers = ctx.documents.filter((d) => isPaperDocument(d, kind)).sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  const dated = papers
    .map((doc) => ({ doc, date: readPaperExpiry(doc, kind) }))
    .filter((x): x is { doc: VehicleDocument; date: string } => x.date !== null && countDaysBetween(ctx.today, x.date) !== null);
  const chosen = dated[0] ?? null;
  const expiryDate = chosen?.date ?? null;
  const daysLeft = expiryDate ? countDaysBetween(ctx.today, expiryDate) : null;
  let status: PaperStatus['status'] = 'unknown';
  if (daysLeft !== null) status = daysLeft < 0 ? 'expired' : daysLeft <= EXPIRING_SOON_DAYS ? 'expiring' : 'valid';
  const conflicts = chosen
    ? dated.slice(1).filter((x) => x.date > chosen.date).map((x) => ({ documentName: x.doc.originalName, uploadedAt: x.doc.uploadedAt, expiryDate: x.date }))
    : [];
  return {
    kind,
    status,
    expiryDate,
    daysLeft,
    onFile: papers.length > 0,
    source: chosen ? { documentId: chosen.doc.id, documentName: chosen.doc.originalName, uploadedAt: chosen.doc.uploadedAt } : null,
    conflicts,
  };
}

/** The expiry a registration or insurance document gives, YYYY-MM-DD, or null. */
export function readPaperExpiry(doc: VehicleDocument, kind: PaperKind): string | null {
  const data = doc.processedData;
  if (!data) return null;
  const date = kind === 'registration' ? (data.registrationInfo?.expiryDate ?? data.alertDates?.registrationExpiry) : (data.insuranceInfo?.expirationDate ?? data.alertDates?.insuranceExpiry);
  return date ? toDay(date) : null;
}

/** Whether an alert about registration or insurance comes from the document its paper status is read from. */
export function isAlertFromPaper(ctx: VehicleContext, alert: { alertType: string; documentId: string | null }): boolean {
  const kind: PaperKind | null = alert.alertType === 'registration_expiry' ? 'registration' : alert.alertType === 'insurance_expiry' ? 'insurance' : null;
  if (!kind) return true;
  const source = readPaperStatus(ctx, kind).source;
  return source !== null && alert.documentId === source.documentId;
}

/** Every dated fact the documents hold, oldest first, without duplicates. */
export function listDocumentKeyDates(doc: VehicleDocument): KeyDate[] {
  const data = doc.processedData;
  if (!data) return [];
  const raw: [KeyDateKind, string | null | undefined][] = [
    ['registrationExpires', data.registrationInfo?.expiryDate ?? data.alertDates?.registrationExpiry],
    ['registrationRenewal', data.registrationInfo?.renewalDate],
    ['insuranceStarts', data.insuranceInfo?.effectiveDate],
    ['insuranceExpires', data.insuranceInfo?.expirationDate ?? data.alertDates?.insuranceExpiry],
    ['serviced', data.serviceInfo?.serviceDate],
    ['nextService', data.serviceInfo?.nextServiceDate ?? data.alertDates?.nextService],
    ['inspectionDue', data.alertDates?.inspectionDue],
    ['warrantyExpires', data.alertDates?.warrantyExpiry],
  ];
  const seen = new Set<string>();
  const dates: KeyDate[] = [];
  for (const [kind, date] of raw) {
    if (!date || seen.has(kind)) continue;
    seen.add(kind);
    dates.push({ kind, label: ENGLISH.t.keyDates[kind], date, documentName: doc.originalName });
  }
  return dates;
}

export function describeDocumentKind(doc: VehicleDocument, w: Wording = ENGLISH): string {
  const kinds = w.t.documentKinds;
  switch (doc.processedData?.documentType) {
    case 'car_registration':
      return kinds.registration;
    case 'insurance':
      return kinds.insurancePolicy;
    case 'service_invoice':
      return kinds.serviceInvoice;
    case 'oil_change_receipt':
      return kinds.oilChangeReceipt;
    case 'maintenance':
      return kinds.maintenanceRecord;
  }
  return kinds[doc.type];
}

/** A registration (insurance) document: as read when it has been read, else by its stored type. */
export function isPaperDocument(doc: VehicleDocument, kind: PaperKind): boolean {
  const read = doc.processedData?.documentType;
  if (read && read !== 'maintenance') return read === (kind === 'registration' ? 'car_registration' : 'insurance');
  return doc.type === kind;
}
