import {
  CsvImportOptionsSchema,
  type CsvImportOptions,
  type CsvImportPreview,
  type CsvImportRecord,
  type CsvImportResult,
  type ServiceRecord,
  type ServiceRecordValues,
} from '../../../shared/api/service-log';
import { PAGE_LIMITS, type Page, type PageInput } from '../../../shared/api/pagination';
import { addDays, daysBetween, toIsoDate } from '../../../shared/format-date';
import type { DistanceUnit } from '../../../shared/units';
import type { Db } from '../../db/connection';
import {
  createMaintenanceRecord,
  createMaintenanceRecords,
  deleteMaintenanceRecord,
  findDocument,
  findMaintenanceRecordRow,
  listMaintenanceRecordRowPage,
  listMaintenanceRecordRows,
  updateMaintenanceRecord,
  type MaintenanceRecordRow,
  type NewMaintenanceRecord,
} from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { OWNER_CURRENCY } from '../../../shared/currency';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleFactsService } from '../vehicle-facts/facts-service';
import { readOwnerClock } from '../vehicle-facts/owner-clock';
import { categoryOfKind } from '../vehicle-facts/spend';
import type { VehicleAccess } from '../vehicles/vehicle-access';
import { buildServiceCsv } from './csv-export';
import { parseServiceCsv } from './csv-import';
import { kindOfStored } from './service-kinds';

export interface ServiceLogDeps {
  db: Db;
  vehicles: VehicleAccess;
  telemetry: TelemetryService;
  /** how each record's cost counts (its category and currency), for the CSV export */
  facts: Pick<VehicleFactsService, 'spendItems'>;
  now?: () => Date;
}

/** The longest odometer history asked of the provider for cost per km (10 years of daily buckets). */
const MAX_HISTORY_DAYS = 3650;

/** The API shape of a stored record. */
export function toServiceRecord(row: MaintenanceRecordRow): ServiceRecord {
  const r = row.record;
  return {
    id: r.id,
    tokenId: row.vehicle.tokenId,
    vehicleName: row.vehicle.name,
    date: r.date,
    odometerKm: r.mileage,
    kind: kindOfStored(r.type, r.description),
    description: r.description,
    partsCost: r.partsCost,
    laborCost: r.laborCost,
    totalCost: r.cost,
    currency: r.currency,
    shop: r.shop,
    notes: r.notes,
    document: r.documentId ? { id: r.documentId, originalName: row.documentName ?? 'Document' } : null,
    attachment: r.attachedDocumentId ? { id: r.attachedDocumentId, originalName: row.attachmentName ?? 'Document' } : null,
    source: r.documentId ? 'document' : (r.source as ServiceRecord['source']),
    nextDue: r.nextDue,
    nextDueOdometerKm: r.nextDueMileage,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The total of a record: parts plus labour when either is given, else the total as entered. */
export function totalOf(values: { partsCost?: number | null; laborCost?: number | null; totalCost?: number | null }): number | null {
  if (values.partsCost != null || values.laborCost != null) return Math.round(((values.partsCost ?? 0) + (values.laborCost ?? 0)) * 100) / 100;
  return values.totalCost ?? null;
}

const duplicateKey = (r: { date: string | null; odometerKm: number | null; kind: string; totalCost: number | null }) =>
  [r.date ?? '', r.odometerKm === null ? '' : Math.round(r.odometerKm), r.kind, r.totalCost ?? ''].join('|');

/**
 * The service log: every function takes the signed-in owner and reaches only that owner's vehicles and records
 * (a vehicle or record of another owner is "not found"). Built once in server.ts; other domains (reminders, MCP)
 * call `add` to record work done.
 */
export function createServiceLog(deps: ServiceLogDeps) {
  const today = () => toIsoDate(deps.now?.() ?? new Date(), 'utc');

  async function requireVehicle(user: User, tokenId: number): Promise<Vehicle> {
    const vehicle = await deps.vehicles.find(user, tokenId);
    if (!vehicle) throw notFound('Vehicle');
    return vehicle;
  }

  async function requireRecord(user: User, id: string): Promise<MaintenanceRecordRow> {
    const row = await findMaintenanceRecordRow(deps.db, user.id, id);
    // A record of a vehicle no longer shared with the app stays hidden like the vehicle.
    if (!row || !(await deps.vehicles.find(user, row.vehicle.tokenId))) throw notFound('Service record');
    return row;
  }

  async function checkValues(user: User, values: ServiceRecordValues): Promise<void> {
    if (values.date > addDays(today(), 1)) throw new AppError('BAD_REQUEST', 'The date is in the future: record work once it is done.');
    if (values.attachedDocumentId && !(await findDocument(deps.db, user.id, values.attachedDocumentId))) throw notFound('Document');
  }

  const columnsOf = (values: ServiceRecordValues) => ({
    type: values.kind,
    date: values.date,
    mileage: values.odometerKm == null ? null : Math.round(values.odometerKm),
    description: values.description ?? null,
    partsCost: values.partsCost ?? null,
    laborCost: values.laborCost ?? null,
    cost: totalOf(values),
    currency: values.currency ?? null,
    shop: values.shop ?? null,
    notes: values.notes ?? null,
    attachedDocumentId: values.attachedDocumentId ?? null,
  });

  async function listRows(user: User, vehicles: Vehicle[]): Promise<ServiceRecord[]> {
    return (await listMaintenanceRecordRows(deps.db, user.id, vehicles.map((v) => v.id))).map(toServiceRecord);
  }

  /** Daily odometer readings (the day's highest) over the last `days` days, oldest first; none for a vehicle without telemetry. */
  async function odometerReadings(vehicle: Vehicle, days: number, timeZone: string): Promise<{ date: string; odometerKm: number }[]> {
    if (vehicle.source !== 'provider' || days < 1) return [];
    const history = await deps.telemetry.daily(vehicle.tokenId, { days: Math.min(days, MAX_HISTORY_DAYS), timeZone });
    if (!history.ok) return [];
    return history.value.flatMap((d) => (d.odometer === null ? [] : [{ date: d.date, odometerKm: d.odometer }]));
  }

  return {
    /** A page of the records of one vehicle, or of all the owner's vehicles, newest first, and how many there are. */
    async list(user: User, scope: { tokenId?: number }, page: PageInput = {}): Promise<Page<ServiceRecord>> {
      const vehicles = scope.tokenId === undefined ? await deps.vehicles.list(user) : [await requireVehicle(user, scope.tokenId)];
      const rows = await listMaintenanceRecordRowPage(deps.db, user.id, vehicles.map((v) => v.id), { limit: page.limit ?? PAGE_LIMITS.default, cursor: page.cursor });
      return { ...rows, items: rows.items.map(toServiceRecord) };
    },

    /** Records one piece of work on the vehicle. `source` says who made it: the owner's form or a completed reminder. */
    async add(user: User, tokenId: number, values: ServiceRecordValues, opts: { source?: 'manual' | 'reminder' } = {}): Promise<ServiceRecord> {
      const vehicle = await requireVehicle(user, tokenId);
      await checkValues(user, values);
      const created = await createMaintenanceRecord(deps.db, user.id, vehicle.id, {
        ...columnsOf(values),
        documentId: null,
        nextDue: null,
        nextDueMileage: null,
        source: opts.source ?? 'manual',
      });
      if (!created) throw notFound('Vehicle');
      return toServiceRecord((await findMaintenanceRecordRow(deps.db, user.id, created.id))!);
    },

    async update(user: User, id: string, values: ServiceRecordValues): Promise<ServiceRecord> {
      await requireRecord(user, id);
      await checkValues(user, values);
      const updated = await updateMaintenanceRecord(deps.db, user.id, id, columnsOf(values));
      if (!updated) throw notFound('Service record');
      return toServiceRecord((await findMaintenanceRecordRow(deps.db, user.id, id))!);
    },

    async remove(user: User, id: string): Promise<void> {
      await requireRecord(user, id);
      if (!(await deleteMaintenanceRecord(deps.db, user.id, id))) throw notFound('Service record');
    },

    /** The odometer on a date, from the car: the latest reading for today, the day's highest reading for an earlier day. */
    async odometerOn(user: User, tokenId: number, date: string): Promise<{ odometerKm: number | null }> {
      const vehicle = await requireVehicle(user, tokenId);
      if (vehicle.source !== 'provider') return { odometerKm: null };
      const { today: day, timeZone } = await readOwnerClock(deps.telemetry, user, [vehicle], deps.now?.() ?? new Date());
      if (date >= day) {
        const latest = await deps.telemetry.latest(vehicle.tokenId);
        const km = latest.ok ? latest.value.powertrainTransmissionTravelledDistance?.value : null;
        return { odometerKm: km == null ? null : Math.round(km) };
      }
      const age = daysBetween(date, day);
      if (age > 90) return { odometerKm: null };
      const readings = await odometerReadings(vehicle, age + 1, timeZone);
      const match = readings.find((r) => r.date === date) ?? readings.find((r) => r.date > date);
      return { odometerKm: match ? Math.round(match.odometerKm) : null };
    },

    /** The vehicle's log as CSV, with a file name for the download. */
    async exportCsv(user: User, tokenId: number): Promise<{ filename: string; csv: string }> {
      const vehicle = await requireVehicle(user, tokenId);
      const [records, items] = await Promise.all([listRows(user, [vehicle]), deps.facts.spendItems(user, tokenId)]);
      const counted = new Map(items.flatMap((i) => (i.source.kind === 'record' ? [[i.source.id, i] as const] : [])));
      // a record without a cost is no spend item: its kind still names its category
      const csv = buildServiceCsv(records, (r) => counted.get(r.id) ?? { category: categoryOfKind(r.kind), currency: r.currency ?? OWNER_CURRENCY });
      const slug = vehicle.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `vehicle-${tokenId}`;
      return { filename: `service-log-${slug}-${today()}.csv`, csv };
    },

    /** What importing the file would save, row by row, with each row's errors; saves nothing. */
    async previewImport(user: User, tokenId: number, options: CsvImportOptions): Promise<CsvImportPreview> {
      const vehicle = await requireVehicle(user, tokenId);
      return previewFor(user, vehicle, options);
    },

    /** Saves every row of the file in one transaction, skipping rows already in the log; a file with any bad row saves nothing. */
    async importCsv(user: User, tokenId: number, options: CsvImportOptions): Promise<CsvImportResult> {
      const vehicle = await requireVehicle(user, tokenId);
      const preview = await previewFor(user, vehicle, options);
      if (preview.errorCount > 0) {
        const lines = preview.rows.filter((r) => r.errors.length).map((r) => r.line);
        throw new AppError(
          'BAD_REQUEST',
          `Nothing was imported: ${preview.errorCount === 1 ? 'line' : 'lines'} ${lines.slice(0, 10).join(', ')}${lines.length > 10 ? '…' : ''} of the file ${preview.errorCount === 1 ? 'has an error' : 'have errors'}. Fix the file and try again.`,
          'Import failed',
        );
      }
      const rows = preview.rows.filter((r) => r.record && !r.duplicate).map((r) => toNewRecord(r.record!));
      const saved = await deps.db.transaction((tx) => createMaintenanceRecords(tx, user.id, vehicle.id, rows));
      if (!saved) throw notFound('Vehicle');
      return { imported: saved.length, skippedDuplicates: preview.duplicateCount };
    },
  };

  async function previewFor(user: User, vehicle: Vehicle, options: CsvImportOptions): Promise<CsvImportPreview> {
    const opts = CsvImportOptionsSchema.parse(options);
    const parsed = parseServiceCsv(opts.csv, {
      format: opts.format,
      distanceUnit: opts.distanceUnit,
      dateOrder: opts.dateOrder,
      defaultUnit: (user.distanceUnit === 'mi' ? 'mi' : 'km') satisfies DistanceUnit,
      today: today(),
    });
    const existing = new Set((await listRows(user, [vehicle])).map(duplicateKey));
    const seen = new Set<string>();
    const rows = parsed.rows.map((row) => {
      if (!row.record) return { ...row, duplicate: false };
      const key = duplicateKey(row.record);
      const duplicate = existing.has(key) || seen.has(key);
      seen.add(key);
      return { ...row, duplicate };
    });
    return {
      ...parsed.preview,
      rows,
      validCount: rows.filter((r) => r.record && !r.duplicate).length,
      errorCount: rows.filter((r) => r.errors.length > 0).length,
      duplicateCount: rows.filter((r) => r.duplicate).length,
    };
  }
}
export type ServiceLog = ReturnType<typeof createServiceLog>;

function toNewRecord(r: CsvImportRecord): NewMaintenanceRecord {
  return {
    documentId: null,
    type: r.kind,
    date: r.date,
    mileage: r.odometerKm,
    description: r.description,
    partsCost: r.partsCost,
    laborCost: r.laborCost,
    cost: r.totalCost,
    currency: r.currency,
    shop: r.shop,
    notes: r.notes,
    nextDue: null,
    nextDueMileage: null,
    source: 'import',
  };
}
