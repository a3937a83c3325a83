import type { DocumentType } from '../../../shared/documents';
import { toIsoDate } from '../../../shared/format-date';
import { inferVehicleType } from '../../../shared/vehicle-type';
import type { Db } from '../../db/connection';
import { listDocuments, listMaintenanceRecords, listReminderAlerts } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import type { VehicleContext } from '../assistant';
import type { Period } from '../assistant/understanding/entities';
import { periodWindow } from '../usage';
import type { TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';

/** Vehicles whose telemetry is read at once when no concurrency is given. */
const DEFAULT_CONCURRENCY = 16;

type Deps = { db: Db; telemetry: TelemetryService; concurrency?: number };
type Context = VehicleContext & { telemetryError: string | null };

/** Everything the analyzers (and the LLM's tools) may read about one of the owner's vehicles. */
export async function buildVehicleContext(deps: Deps, user: User, vehicle: Vehicle, now = new Date(), opts: ContextOptions = {}): Promise<Context> {
  return (await buildVehicleContexts(deps, user, [vehicle], now, opts))[0];
}

export interface ContextOptions {
  /** a period the owner named: the usage series then covers it (clamped to now) instead of the last 7 days */
  period?: Period;
}

/**
 * The contexts of several of the owner's vehicles (a fleet question): the stored records in three statements for
 * the whole fleet, not three per car, and the telemetry at most `concurrency` vehicles at a time. A fleet answer
 * takes telemetry a few minutes old (refreshed in the background) rather than wait for a fleet's worth of reads;
 * one vehicle's answer reads it fresh.
 */
export async function buildVehicleContexts(deps: Deps, user: User, vehicles: Vehicle[], now = new Date(), opts: ContextOptions = {}): Promise<Context[]> {
  const today = toIsoDate(now, 'utc');
  const window = opts.period ? periodWindow(opts.period, now) : null;
  const allowStale = vehicles.length > 1;
  const ids = vehicles.map((v) => v.id);
  const wanted = new Set(ids);
  const [maintenance, documents, alerts, telemetry] = await Promise.all([
    listMaintenanceRecords(deps.db, user.id, ids),
    listDocuments(deps.db, user.id, { vehicleIds: ids }),
    listReminderAlerts(deps.db, user.id, vehicles.length === 1 ? { vehicleId: ids[0], from: today } : { from: today }),
    mapWithConcurrency(vehicles, deps.concurrency ?? DEFAULT_CONCURRENCY, async (vehicle) => {
      if (vehicle.source !== 'provider') return { latest: null, daily: null, usage: null };
      const [latest, daily, usage] = await Promise.all([
        deps.telemetry.latest(vehicle.tokenId, { allowStale }),
        deps.telemetry.daily(vehicle.tokenId, { allowStale }),
        // a period with nothing in it yet (in the future) has no series
        opts.period && !window
          ? null
          : deps.telemetry.usage(vehicle.tokenId, { levels: vehicle.type === 'electric' ? 'charge' : 'fuel', ...(window ?? {}), allowStale }),
      ]);
      return { latest, daily, usage };
    }),
  ]);
  const byVehicle = <T extends { vehicleId: string | null }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) if (row.vehicleId && wanted.has(row.vehicleId)) map.set(row.vehicleId, [...(map.get(row.vehicleId) ?? []), row]);
    return map;
  };
  const records = byVehicle(maintenance);
  const docs = byVehicle(documents);
  const dated = byVehicle(alerts);
  return vehicles.map((vehicle, i) => {
    const { latest, daily, usage } = telemetry[i];
    const signals = latest?.ok ? latest.value : null;
    return {
      tokenId: vehicle.tokenId,
      name: vehicle.name,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      type: inferVehicleType({ make: vehicle.make, model: vehicle.model, powertrainType: signals?.powertrainType?.value ?? null }),
      vin: vehicle.vin,
      latest: signals,
      daily: daily?.ok ? daily.value : [],
      usage: usage?.ok ? usage.value : null,
      ...(opts.period ? { usagePeriod: opts.period } : {}),
      maintenance: (records.get(vehicle.id) ?? []).map((m) => ({
        type: m.type,
        description: m.description,
        cost: m.cost,
        currency: m.currency,
        date: m.date,
        mileage: m.mileage,
        nextDue: m.nextDue,
        nextDueMileage: m.nextDueMileage,
        documentId: m.documentId,
      })),
      documents: (docs.get(vehicle.id) ?? [])
        .filter((d) => d.status === 'completed')
        .map((d) => ({ id: d.id, type: d.type as DocumentType, originalName: d.originalName, uploadedAt: d.uploadedAt.toISOString(), processedData: d.processedData ?? null })),
      alerts: (dated.get(vehicle.id) ?? []).map((a) => ({ alertType: a.alertType, documentId: a.documentId, alertDate: a.alertDate, alertMessage: a.alertMessage, isActive: a.isActive })),
      unit: user.distanceUnit === 'mi' ? 'mi' : 'km',
      today,
      telemetryError: latest && !latest.ok ? latest.error : null,
    };
  });
}
