import {
  CONFIDENCE_FIELDS,
  EXTRACTED_DOCUMENT_TYPES,
  LOW_CONFIDENCE,
  ProcessedDataSchema,
  type ConfidenceField,
  type ExtractedDocumentType,
  type ProcessedData,
} from '@shared/documents';
import { formatIsoDate, isValidIsoDate } from '@shared/format-date';
import { formatMoney } from '@shared/units';
import { isValidVin, normalizeVin } from '@shared/vin';

export type FieldKind = 'text' | 'vin' | 'date' | 'number' | 'money' | 'year' | 'list';
export type SectionId = 'vehicle' | 'registration' | 'service' | 'insurance' | 'dates';

type Group = 'vehicleInfo' | 'registrationInfo' | 'serviceInfo' | 'insuranceInfo' | 'alertDates';

export interface FieldDef {
  id: string;
  section: SectionId;
  label: string;
  kind: FieldKind;
  /** Where the value lives in processedData; the VIN lives at the top level and in vehicleInfo. */
  group: Group | null;
  key: string;
}

export const SECTION_TITLES: Record<SectionId, string> = {
  vehicle: 'Vehicle Information',
  registration: 'Registration Information',
  service: 'Service Information',
  insurance: 'Insurance',
  dates: 'Important Dates',
};

const f = (section: SectionId, group: Group | null, key: string, label: string, kind: FieldKind): FieldDef => ({
  id: `${group ?? 'root'}.${key}`,
  section,
  label,
  kind,
  group,
  key,
});

export const FIELDS: FieldDef[] = [
  f('vehicle', null, 'vin', 'VIN', 'vin'),
  f('vehicle', 'vehicleInfo', 'plateNumber', 'Plate', 'text'),
  f('vehicle', 'vehicleInfo', 'make', 'Make', 'text'),
  f('vehicle', 'vehicleInfo', 'model', 'Model', 'text'),
  f('vehicle', 'vehicleInfo', 'year', 'Year', 'year'),
  f('vehicle', 'vehicleInfo', 'color', 'Color', 'text'),
  f('registration', 'registrationInfo', 'plateNumber', 'Plate Number', 'text'),
  f('registration', 'registrationInfo', 'expiryDate', 'Expiry Date', 'date'),
  f('registration', 'registrationInfo', 'renewalDate', 'Renewal Date', 'date'),
  f('service', 'serviceInfo', 'serviceProvider', 'Service Provider', 'text'),
  f('service', 'serviceInfo', 'serviceDate', 'Service Date', 'date'),
  f('service', 'serviceInfo', 'mileage', 'Odometer at Service', 'number'),
  f('service', 'serviceInfo', 'services', 'Services', 'list'),
  f('service', 'serviceInfo', 'nextServiceDate', 'Next Service Date', 'date'),
  f('service', 'serviceInfo', 'nextServiceMileage', 'Next Service Mileage', 'number'),
  f('service', 'serviceInfo', 'totalCost', 'Total Cost', 'money'),
  f('insurance', 'insuranceInfo', 'insuranceProvider', 'Insurance Provider', 'text'),
  f('insurance', 'insuranceInfo', 'policyNumber', 'Policy Number', 'text'),
  f('insurance', 'insuranceInfo', 'coverageType', 'Coverage', 'text'),
  f('insurance', 'insuranceInfo', 'effectiveDate', 'Effective Date', 'date'),
  f('insurance', 'insuranceInfo', 'expirationDate', 'Expiration Date', 'date'),
  f('insurance', 'insuranceInfo', 'premium', 'Premium', 'money'),
  f('dates', 'alertDates', 'registrationExpiry', 'Registration Expires', 'date'),
  f('dates', 'alertDates', 'insuranceExpiry', 'Insurance Expires', 'date'),
  f('dates', 'alertDates', 'nextService', 'Next Service', 'date'),
  f('dates', 'alertDates', 'inspectionDue', 'Inspection Due', 'date'),
  f('dates', 'alertDates', 'warrantyExpiry', 'Warranty Expires', 'date'),
];

/** The sections a kind of document has facts for; the correction form shows these only. */
export const SECTIONS_BY_KIND: Record<ExtractedDocumentType, readonly SectionId[]> = {
  car_registration: ['vehicle', 'registration', 'dates'],
  insurance: ['vehicle', 'insurance', 'dates'],
  service_invoice: ['vehicle', 'service', 'dates'],
  oil_change_receipt: ['vehicle', 'service', 'dates'],
  maintenance: ['vehicle', 'registration', 'service', 'insurance', 'dates'],
};

/** What every document of a kind prints: left empty, the owner is told it was not found. */
export const EXPECTED_FIELDS: Record<ExtractedDocumentType, readonly string[]> = {
  car_registration: ['root.vin', 'vehicleInfo.plateNumber', 'registrationInfo.expiryDate'],
  insurance: ['insuranceInfo.insuranceProvider', 'insuranceInfo.policyNumber', 'insuranceInfo.expirationDate'],
  service_invoice: ['serviceInfo.serviceProvider', 'serviceInfo.serviceDate', 'serviceInfo.mileage', 'serviceInfo.totalCost'],
  oil_change_receipt: ['serviceInfo.serviceProvider', 'serviceInfo.serviceDate', 'serviceInfo.mileage'],
  maintenance: [],
};

/** The fields of the sections a kind has, in form order. */
export function fieldsForKind(kind: ExtractedDocumentType): FieldDef[] {
  return FIELDS.filter((field) => SECTIONS_BY_KIND[kind].includes(field.section));
}

export function isExpected(kind: ExtractedDocumentType, field: FieldDef): boolean {
  return EXPECTED_FIELDS[kind].includes(field.id);
}

/** The fields a document of its kind should have and this one does not. */
export function missingExpectedFields(data: ProcessedData): FieldDef[] {
  return FIELDS.filter((field) => isExpected(data.documentType, field) && readField(data, field) === null);
}

export const DOCUMENT_TYPE_LABELS: Record<ExtractedDocumentType, string> = {
  car_registration: 'Car Registration',
  insurance: 'Insurance',
  service_invoice: 'Service Invoice',
  oil_change_receipt: 'Oil Change Receipt',
  maintenance: 'Maintenance',
};
export { EXTRACTED_DOCUMENT_TYPES };

type FieldValue = string | number | string[] | null;

export function readField(data: ProcessedData, field: FieldDef): FieldValue {
  if (field.group === null) return data.vin ?? data.vehicleInfo.vin ?? null;
  const group = data[field.group] as Record<string, FieldValue | undefined>;
  const value = group[field.key];
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  return value;
}

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatFieldValue(field: FieldDef, value: Exclude<FieldValue, null>): string {
  if (Array.isArray(value)) return value.join(', ');
  switch (field.kind) {
    case 'date':
      return formatIsoDate(String(value));
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'number':
      return typeof value === 'number' ? number.format(value) : String(value);
    default:
      return String(value);
  }
}

/** Fields shown twice read their confidence from where they were read (the plate, the dates reminders use). */
const CONFIDENCE_SOURCE: Record<string, ConfidenceField> = {
  'root.vin': 'vin',
  'registrationInfo.plateNumber': 'vehicleInfo.plateNumber',
  'alertDates.registrationExpiry': 'registrationInfo.expiryDate',
  'alertDates.insuranceExpiry': 'insuranceInfo.expirationDate',
  'alertDates.nextService': 'serviceInfo.nextServiceDate',
};

export function confidenceKey(field: FieldDef): ConfidenceField | null {
  const key = CONFIDENCE_SOURCE[field.id] ?? field.id;
  return (CONFIDENCE_FIELDS as readonly string[]).includes(key) ? (key as ConfidenceField) : null;
}

/** How sure the reader was of a field (0-1), or null when it gave no score (older documents, owner entries). */
export function fieldConfidence(data: ProcessedData, field: FieldDef): number | null {
  const key = confidenceKey(field);
  return key ? (data.confidence?.[key] ?? null) : null;
}

/** A value the reader found but was unsure of: worth the owner's look. */
export function isLowConfidence(data: ProcessedData, field: FieldDef): boolean {
  const confidence = fieldConfidence(data, field);
  return readField(data, field) !== null && confidence !== null && confidence < LOW_CONFIDENCE;
}

/** Other values the reader found for a field, as the edit form writes them, with how they show. */
export function listCandidates(data: ProcessedData, field: FieldDef): { value: string; label: string }[] {
  const key = confidenceKey(field);
  const current = createDraft(data)[field.id];
  const seen = new Set<string>([current]);
  const out: { value: string; label: string }[] = [];
  for (const candidate of (key && data.candidates?.[key]) || []) {
    const value = String(candidate.value);
    if (seen.has(value)) continue;
    seen.add(value);
    out.push({ value, label: formatFieldValue(field, candidate.value) });
  }
  return out;
}

export interface AnalysisRow {
  id: string;
  label: string;
  value: string;
  /** Read with a confidence under the threshold: shown highlighted, "check". */
  lowConfidence: boolean;
  /** Expected on this kind of document and not found: shown as missing. */
  missing: boolean;
}

export interface AnalysisSection {
  id: SectionId;
  title: string;
  rows: AnalysisRow[];
}

/**
 * The sections of one document's results, in SPEC order: what was read, and what its kind should print but does not
 * ("Not found"); sections with neither are left out.
 */
export function buildAnalysisSections(data: ProcessedData): AnalysisSection[] {
  const sections: AnalysisSection[] = [];
  for (const id of Object.keys(SECTION_TITLES) as SectionId[]) {
    const rows = FIELDS.filter((field) => field.section === id).flatMap((field) => {
      const value = readField(data, field);
      if (value !== null) return [{ id: field.id, label: field.label, value: formatFieldValue(field, value), lowConfidence: isLowConfidence(data, field), missing: false }];
      return isExpected(data.documentType, field) ? [{ id: field.id, label: field.label, value: 'Not found', lowConfidence: false, missing: true }] : [];
    });
    if (rows.length > 0) sections.push({ id, title: SECTION_TITLES[id], rows });
  }
  return sections;
}

/** "Only the first 10 of 40 pages were read." when a long PDF was read in part, else null. */
export function describePagesRead(data: ProcessedData): string | null {
  const { pages } = data;
  return pages && pages.read < pages.total ? `Only the first ${pages.read} of ${pages.total.toLocaleString('en-US')} pages were read.` : null;
}

/** Text form of every editable field, as the edit form starts. */
export type Draft = Record<string, string> & { documentType: string };

export function createDraft(data: ProcessedData): Draft {
  const draft: Draft = { documentType: data.documentType };
  for (const field of FIELDS) {
    const value = readField(data, field);
    draft[field.id] = value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  }
  return draft;
}

// Where an owner's correction of a fact should carry over to the date its reminder uses.
const ALERT_SOURCES: [source: string, alert: string][] = [
  ['registrationInfo.expiryDate', 'alertDates.registrationExpiry'],
  ['insuranceInfo.expirationDate', 'alertDates.insuranceExpiry'],
  ['serviceInfo.nextServiceDate', 'alertDates.nextService'],
];

type Parsed = { ok: true; value: string | number | string[] | null } | { ok: false; error: string };

function parseDraftValue(field: FieldDef, raw: string): Parsed {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  switch (field.kind) {
    case 'vin': {
      const vin = normalizeVin(text);
      return isValidVin(vin) ? { ok: true, value: vin } : { ok: false, error: 'Enter a 17-character VIN (no I, O or Q; a North American VIN needs its check digit).' };
    }
    case 'date':
      return isValidIsoDate(text) ? { ok: true, value: text } : { ok: false, error: 'Enter a date as YYYY-MM-DD.' };
    case 'year': {
      const year = Number(text);
      const max = new Date().getFullYear() + 2;
      return Number.isInteger(year) && year >= 1900 && year <= max ? { ok: true, value: year } : { ok: false, error: `Enter a year between 1900 and ${max}.` };
    }
    case 'number':
    case 'money': {
      const amount = Number(text.replace(/[$,\s]/g, ''));
      return Number.isFinite(amount) && amount >= 0 ? { ok: true, value: amount } : { ok: false, error: 'Enter a number.' };
    }
    case 'list': {
      const items = text.split(',').map((s) => s.trim()).filter(Boolean);
      return { ok: true, value: items.length ? items : null };
    }
    case 'text':
      return { ok: true, value: text };
  }
}

export type DraftResult = { ok: true; data: ProcessedData } | { ok: false; errors: Record<string, string> };

/** The corrected processedData from the edit form, or an error per field that does not parse. */
export function applyDraft(original: ProcessedData, draft: Draft): DraftResult {
  const before = createDraft(original);
  const values = { ...draft };
  for (const [source, alert] of ALERT_SOURCES) {
    const sourceChanged = values[source].trim() !== before[source];
    const alertUntouched = values[alert].trim() === before[alert];
    const alertFollowed = before[alert] === '' || before[alert] === before[source];
    if (sourceChanged && alertUntouched && alertFollowed && isValidIsoDate(values[source].trim())) values[alert] = values[source];
  }

  const errors: Record<string, string> = {};
  const next = structuredClone(original) as ProcessedData & Record<string, unknown>;
  if ((EXTRACTED_DOCUMENT_TYPES as readonly string[]).includes(values.documentType)) {
    next.documentType = values.documentType as ExtractedDocumentType;
  } else {
    errors.documentType = 'Choose a document type.';
  }
  for (const field of FIELDS) {
    const text = values[field.id] ?? '';
    // Untouched fields keep their stored form (absent stays absent rather than becoming null).
    if (text.trim() === before[field.id]) continue;
    const parsed = parseDraftValue(field, text);
    if (!parsed.ok) {
      errors[field.id] = parsed.error;
      continue;
    }
    if (field.group === null) {
      next.vin = parsed.value as string | null;
      next.vehicleInfo = { ...next.vehicleInfo, vin: parsed.value as string | null };
    } else {
      next[field.group] = { ...next[field.group], [field.key]: parsed.value };
    }
    // The owner's own value is certain; the reader's other guesses for it are done with.
    const key = confidenceKey(field);
    if (key) {
      next.confidence = { ...next.confidence, [key]: 1 };
      if (next.candidates?.[key]) {
        const { [key]: _dropped, ...rest } = next.candidates;
        next.candidates = rest;
      }
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: ProcessedDataSchema.parse(next) };
}
