import { ServiceRecordInputSchema, type ServiceKind, type ServiceRecord, type ServiceRecordInput } from '@shared/api/service-log';
import { kmToMiles, milesToKm, type DistanceUnit } from '@shared/units';

/** What the record form holds: text as typed, odometer in the owner's unit. */
export interface RecordDraft {
  date: string;
  odometer: string;
  kind: ServiceKind;
  description: string;
  partsCost: string;
  laborCost: string;
  totalCost: string;
  /** ISO 4217 code, or '' when not given. */
  currency: string;
  shop: string;
  notes: string;
  attachedDocumentId: string;
}

export function emptyDraft(today: string): RecordDraft {
  return { date: today, odometer: '', kind: 'oil_change', description: '', partsCost: '', laborCost: '', totalCost: '', currency: '', shop: '', notes: '', attachedDocumentId: '' };
}

const money = (n: number | null) => (n === null ? '' : String(n));

export function draftFromRecord(record: ServiceRecord, unit: DistanceUnit): RecordDraft {
  const odometer = record.odometerKm === null ? '' : String(Math.round(unit === 'mi' ? kmToMiles(record.odometerKm) : record.odometerKm));
  return {
    date: record.date ?? '',
    odometer,
    kind: record.kind,
    description: record.description ?? '',
    partsCost: money(record.partsCost),
    laborCost: money(record.laborCost),
    totalCost: money(record.totalCost),
    currency: record.currency ?? '',
    shop: record.shop ?? '',
    notes: record.notes ?? '',
    attachedDocumentId: record.attachment?.id ?? '',
  };
}

/** "1,234.50" or "$49" as typed; NaN when not a number, null when empty. */
function parseAmount(text: string): number | null {
  const t = text.replace(/[\s$,]/g, '');
  if (!t) return null;
  return /^\d+(\.\d{0,2})?$/.test(t) ? Number(t) : NaN;
}

/** Parts plus labour as the form shows it, or null when neither is a number. */
export function sumOfParts(draft: Pick<RecordDraft, 'partsCost' | 'laborCost'>): number | null {
  const parts = parseAmount(draft.partsCost);
  const labor = parseAmount(draft.laborCost);
  if ((parts === null || Number.isNaN(parts)) && (labor === null || Number.isNaN(labor))) return null;
  return Math.round(((Number.isNaN(parts ?? 0) ? 0 : (parts ?? 0)) + (Number.isNaN(labor ?? 0) ? 0 : (labor ?? 0))) * 100) / 100;
}

export type DraftResult = { ok: true; input: ServiceRecordInput } | { ok: false; errors: Partial<Record<keyof RecordDraft, string>> };

/** Checks the draft as the server will, with messages per field; the odometer goes to the server in km. */
export function draftToInput(draft: RecordDraft, unit: DistanceUnit): DraftResult {
  const errors: Partial<Record<keyof RecordDraft, string>> = {};
  const amount = (field: 'partsCost' | 'laborCost' | 'totalCost') => {
    const value = parseAmount(draft[field]);
    if (Number.isNaN(value)) errors[field] = 'Enter an amount like 49.99.';
    return Number.isNaN(value) ? null : value;
  };
  const odometerText = draft.odometer.replace(/[\s,]/g, '');
  let odometerKm: number | null = null;
  if (odometerText) {
    if (!/^\d+(\.\d+)?$/.test(odometerText)) errors.odometer = 'Enter the odometer as a number.';
    else odometerKm = Math.round(unit === 'mi' ? milesToKm(Number(odometerText)) : Number(odometerText));
  }
  const partsCost = amount('partsCost');
  const laborCost = amount('laborCost');
  const totalCost = partsCost !== null || laborCost !== null ? null : amount('totalCost');
  const input: ServiceRecordInput = {
    date: draft.date,
    odometerKm,
    kind: draft.kind,
    description: draft.description,
    partsCost,
    laborCost,
    totalCost,
    currency: draft.currency || null,
    shop: draft.shop,
    notes: draft.notes,
    attachedDocumentId: draft.attachedDocumentId || null,
  };
  const parsed = ServiceRecordInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof RecordDraft;
      const key = field === 'odometerKm' as string ? 'odometer' : field;
      errors[key] ??= issue.message;
    }
  }
  if (!draft.date) errors.date = 'Choose the date of the work.';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input };
}
