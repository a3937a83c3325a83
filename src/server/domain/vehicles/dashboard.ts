import type { NextDue } from '../../../shared/api/reminders';
import type { Dashboard, DashboardVehicle } from '../../../shared/api/vehicles';
import { createFallbackDashboard } from '../../../shared/api/demo-dashboard';
import { explainDtcs } from '../../../shared/dtc';
import { assessHealth } from '../../../shared/health-score';
import { parseDtcList, type LatestSignals } from '../../../shared/telemetry';
import { levelFor, odometerKm } from '../../../shared/vehicle-levels';
import { inferVehicleType } from '../../../shared/vehicle-type';
import type { Db } from '../../db/connection';
import { listDocumentSummaries, listReminderAlerts, updateVehicle, type DocumentSummary } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import type { TelemetryResult, TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import type { VehicleAccess } from './vehicle-access';

export interface DashboardDeps {
  db: Db;
  telemetry: TelemetryService;
  vehicles: VehicleAccess;
  concurrency: number;
  /** Each vehicle's next due item (the reminders service). */
  reminders?: { nextDueByVehicle(user: User): Promise<Map<string, NextDue>> };
  now?: () => Date;
}

/**
 * The signed-in owner's vehicles with their latest telemetry; one failing vehicle never fails the rest. A refresh
 * re-checks the shares with the provider too.
 */
export async function getDashboard(deps: DashboardDeps, user: User | null, opts: { refresh?: boolean } = {}): Promise<Dashboard> {
  if (!user) return createFallbackDashboard(deps.now?.());

  const [vehicles, documents, alerts] = await Promise.all([
    deps.vehicles.list(user, { refresh: opts.refresh }),
    listDocumentSummaries(deps.db, user.id),
    listReminderAlerts(deps.db, user.id),
  ]);
  const telemetry = await mapWithConcurrency(vehicles, deps.concurrency, (v) =>
    v.source === 'provider' ? deps.telemetry.latest(v.tokenId, { refresh: opts.refresh }) : Promise.resolve(null),
  );
  const nextDue = deps.reminders ? await deps.reminders.nextDueByVehicle(user) : new Map<string, NextDue>();
  const cards = await Promise.all(
    vehicles.map(async (vehicle, i) => {
      const card = buildDashboardVehicle(vehicle, telemetry[i], documents, alerts, nextDue.get(vehicle.id) ?? null);
      if (card.type !== vehicle.type) await updateVehicle(deps.db, user.id, vehicle.id, { type: card.type });
      return card;
    }),
  );
  return { vehicles: cards, demo: false, fetchedAt: (deps.now?.() ?? new Date()).toISOString() };
}

export function buildDashboardVehicle(
  vehicle: Vehicle,
  telemetry: TelemetryResult<LatestSignals> | null,
  documents: DocumentSummary[],
  alerts: { id: string; vehicleId: string; alertType: string; alertDate: string; alertMessage: string }[],
  nextDue: NextDue | null = null,
): DashboardVehicle {
  const latest = telemetry?.ok ? telemetry.value : null;
  const type = inferVehicleType({ make: vehicle.make, model: vehicle.model, powertrainType: latest?.powertrainType?.value ?? null });
  const health = assessHealth(latest);
  const location = latest?.currentLocationCoordinates?.value ?? null;
  return {
    id: vehicle.id,
    tokenId: vehicle.tokenId,
    name: vehicle.name,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    vin: vehicle.vin,
    type,
    isDemo: false,
    healthScore: health.score,
    status: health.status,
    healthCap: health.cap,
    level: levelFor(type, latest),
    odometerKm: odometerKm(latest),
    latest,
    troubleCodes: explainDtcs(parseDtcList(latest?.obdDTCList?.value)),
    location: location ? { latitude: location.latitude, longitude: location.longitude } : null,
    lastSeen: latest?.lastSeen ?? null,
    telemetryError: telemetry && !telemetry.ok ? telemetry.error : null,
    documents: documents
      .filter((d) => d.vehicleId === vehicle.id)
      .map((d) => ({ id: d.id, originalName: d.originalName, type: d.type, status: d.status as DashboardVehicle['documents'][number]['status'], uploadedAt: d.uploadedAt.toISOString() })),
    alerts: alerts
      .filter((a) => a.vehicleId === vehicle.id)
      .map((a) => ({ id: a.id, alertType: a.alertType, alertDate: a.alertDate, alertMessage: a.alertMessage })),
    nextDue,
  };
}
