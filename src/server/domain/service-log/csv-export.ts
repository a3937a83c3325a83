import Papa from 'papaparse';
import { SPEND_CATEGORY_LABELS, type SpendCategory } from '../../../shared/api/facts';
import { SERVICE_KIND_LABELS, type ServiceRecord } from '../../../shared/api/service-log';

/** The export's columns, in order (documented in the README). Dates YYYY-MM-DD, distances km, amounts in the row's `currency`. */
export const EXPORT_COLUMNS = [
  'date',
  'odometer_km',
  'kind',
  'category',
  'description',
  'parts_cost',
  'labor_cost',
  'total_cost',
  'currency',
  'shop',
  'notes',
  'next_due_date',
  'next_due_odometer_km',
  'source',
  'document',
  'vehicle',
  'token_id',
  'record_id',
] as const;

/** How the facts count a record's cost: its spend category and the currency its amounts are in. */
export interface RecordSpend {
  category: SpendCategory;
  currency: string;
}

const num = (n: number | null) => (n === null ? '' : String(n));

/**
 * The service log as CSV (RFC 4180, header first, oldest first): each row with the kind and spend category as the app
 * labels them and the currency the facts count its cost in, so a period's rows add up to its spend per category and
 * currency. Cells that a spreadsheet would run as a formula are escaped.
 */
export function buildServiceCsv(records: readonly ServiceRecord[], spendOf: (record: ServiceRecord) => RecordSpend): string {
  const rows = [...records]
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.createdAt.localeCompare(b.createdAt))
    .map((r) => {
      const spend = spendOf(r);
      return [
        r.date ?? '',
        num(r.odometerKm),
        SERVICE_KIND_LABELS[r.kind],
        SPEND_CATEGORY_LABELS[spend.category],
        r.description ?? '',
        num(r.partsCost),
        num(r.laborCost),
        num(r.totalCost),
        spend.currency,
        r.shop ?? '',
        r.notes ?? '',
        r.nextDue ?? '',
        num(r.nextDueOdometerKm),
        r.source,
        r.document?.originalName ?? r.attachment?.originalName ?? '',
        r.vehicleName,
        String(r.tokenId),
        r.id,
      ];
    });
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}
