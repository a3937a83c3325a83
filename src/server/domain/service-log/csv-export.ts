import Papa from 'papaparse';
import type { ServiceRecord } from '../../../shared/api/service-log';

/** The export's columns, in order (documented in the README). Distances are km; amounts in `currency` (empty: the owner's). */
export const EXPORT_COLUMNS = [
  'date',
  'odometer_km',
  'kind',
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

const num = (n: number | null) => (n === null ? '' : String(n));

/** The service log as CSV (RFC 4180, header first, oldest first); cells that a spreadsheet would run as a formula are escaped. */
export function buildServiceCsv(records: readonly ServiceRecord[]): string {
  const rows = [...records]
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.createdAt.localeCompare(b.createdAt))
    .map((r) => [
      r.date ?? '',
      num(r.odometerKm),
      r.kind,
      r.description ?? '',
      num(r.partsCost),
      num(r.laborCost),
      num(r.totalCost),
      r.currency ?? '',
      r.shop ?? '',
      r.notes ?? '',
      r.nextDue ?? '',
      num(r.nextDueOdometerKm),
      r.source,
      r.document?.originalName ?? r.attachment?.originalName ?? '',
      r.vehicleName,
      String(r.tokenId),
      r.id,
    ]);
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}
