import { countDaysBetween, toDay } from './format';
import type { VehicleContext, VehicleDocument } from './types';

export const EXPIRING_SOON_DAYS = 30;

export type PaperKind = 'registration' | 'insurance';

export interface PaperStatus {
  kind: PaperKind;
  status: 'valid' | 'expiring' | 'expired' | 'unknown';
  /** YYYY-MM-DD, the latest expiry found */
  expiryDate: string | null;
  daysLeft: number | null;
  /** whether a document of this kind is on file, even without a readable date */
  onFile: boolean;
}

export interface KeyDate {
  label: string;
  /** YYYY-MM-DD */
  date: string;
  documentName: string | null;
}

/** Registration or insurance validity from documents' extracted dates and active alerts; the newest expiry wins. */
export function readPaperStatus(ctx: VehicleContext, kind: PaperKind): PaperStatus {
  const docs = ctx.documents.filter((d) => isPaperDocument(d, kind));
  const dates: string[] = [];
  for (const doc of ctx.documents) {
    const data = doc.processedData;
    if (!data) continue;
    const candidates =
      kind === 'registration'
        ? [data.registrationInfo?.expiryDate, data.alertDates?.registrationExpiry]
        : [data.insuranceInfo?.expirationDate, data.alertDates?.insuranceExpiry];
    for (const c of candidates) if (c) dates.push(c);
  }
  const alertType = kind === 'registration' ? 'registration_expiry' : 'insurance_expiry';
  for (const alert of ctx.alerts) if (alert.isActive && alert.alertType === alertType) dates.push(toDay(alert.alertDate));

  const valid = dates.filter((d) => countDaysBetween(ctx.today, d) !== null).sort();
  const expiryDate = valid.length > 0 ? valid[valid.length - 1] : null;
  const daysLeft = expiryDate ? countDaysBetween(ctx.today, expiryDate) : null;
  const onFile = docs.length > 0 || dates.length > 0;
  let status: PaperStatus['status'] = 'unknown';
  if (daysLeft !== null) status = daysLeft < 0 ? 'expired' : daysLeft <= EXPIRING_SOON_DAYS ? 'expiring' : 'valid';
  return { kind, status, expiryDate, daysLeft, onFile };
}

/** Every dated fact the documents hold, oldest first, without duplicates. */
export function listDocumentKeyDates(doc: VehicleDocument): KeyDate[] {
  const data = doc.processedData;
  if (!data) return [];
  const raw: [string, string | null | undefined][] = [
    ['registration expires', data.registrationInfo?.expiryDate ?? data.alertDates?.registrationExpiry],
    ['registration renewal', data.registrationInfo?.renewalDate],
    ['insurance starts', data.insuranceInfo?.effectiveDate],
    ['insurance expires', data.insuranceInfo?.expirationDate ?? data.alertDates?.insuranceExpiry],
    ['serviced', data.serviceInfo?.serviceDate],
    ['next service', data.serviceInfo?.nextServiceDate ?? data.alertDates?.nextService],
    ['inspection due', data.alertDates?.inspectionDue],
    ['warranty expires', data.alertDates?.warrantyExpiry],
  ];
  const seen = new Set<string>();
  const dates: KeyDate[] = [];
  for (const [label, date] of raw) {
    if (!date || seen.has(label)) continue;
    seen.add(label);
    dates.push({ label, date, documentName: doc.originalName });
  }
  return dates;
}

export function describeDocumentKind(doc: VehicleDocument): string {
  switch (doc.processedData?.documentType) {
    case 'car_registration':
      return 'registration';
    case 'insurance':
      return 'insurance policy';
    case 'service_invoice':
      return 'service invoice';
    case 'oil_change_receipt':
      return 'oil change receipt';
    case 'maintenance':
      return 'maintenance record';
  }
  return doc.type === 'receipt' ? 'receipt' : doc.type;
}

function isPaperDocument(doc: VehicleDocument, kind: PaperKind): boolean {
  if (kind === 'registration') return doc.type === 'registration' || doc.processedData?.documentType === 'car_registration';
  return doc.type === 'insurance' || doc.processedData?.documentType === 'insurance';
}
