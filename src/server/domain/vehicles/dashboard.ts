import type { DueItem } from '../../../shared/api/facts';
import { ALERT_TYPES, alertMessageFor, type AlertType } from '../../../shared/alerts';
import type { Dashboard, DashboardVehicle } from '../../../shared/api/vehicles';
import { createFallbackDashboard } from '../../../shared/api/demo-dashboard';
import { explainDtcs } from '../../../shared/dtc';
import { describeReporting, type SignalCoverage } from '../../../shared/signal-coverage';
import { assessHealth } from '../../../shared/health-score';
import { parseDtcList, type LatestSignals } from '../../../shared/telemetry';
import { levelFor, odometerKm } from '../../../shared/vehicle-levels';
import { inferVehicleType } from '../../../shared/vehicle-type';
import type { Db } from '../../db/connection';
import { listDocumentSummaries, updateVehicle, type DocumentSummary } from '../../db/repositories';
import { nextDueOf, type VehicleFactsService } from '../vehicle-facts/facts-service';
import type { User, Vehicle } from '../../db/schema';
import type { TelemetryResult, TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import type { VehicleAccess } from './vehicle-access';

export interface DashboardDeps {
  db: Db;
  telemetry: TelemetryService;
  vehicles: VehicleAccess;
  concurrency: number;
  /** What is due on each vehicle (vehicle-facts). */
  facts: Pick<VehicleFactsService, 'factsByVehicle'>;
  now?: () => Date;
}

/**
 * The signed-in owner's vehicles with their latest telemetry; one failing vehicle never fails the rest. A refresh
 * re-checks the shares with the provider too.
 */
export async function getDashboard(deps: DashboardDeps, user: User | null, opts: { refresh?: boolean } = {}): Promise<Dashboard> {
  if (!user) return createFallbackDashboard(deps.now?.());

  const [vehicles, documents] = await Promise.all([deps.vehicles.list(user, { refresh: opts.refresh }), listDocumentSummaries(deps.db, user.id)]);
  const [telemetry, due] = await Promise.all([
    mapWithConcurrency(vehicles, deps.concurrency, (v) => readCardTelemetry(deps.telemetry, v, opts)),
    deps.facts.factsByVehicle(user, vehicles, { refresh: opts.refresh }),
  ]);
  const cards = await Promise.all(
    vehicles.map(async (vehicle, i) => {
      const card = buildDashboardVehicle(vehicle, telemetry[i], documents, due.get(vehicle.id)?.due ?? []);
      if (card.type !== vehicle.type) await updateVehicle(deps.db, user.id, vehicle.id, { type: card.type });
      return card;
    }),
  );
  return { vehicles: cards, demo: false, fetchedAt: (deps.now?.() ?? new Date()).toISOString() };
}

export interface CardTelemetry {
  latest: TelemetryResult<LatestSignals>;
  coverage: TelemetryResult<SignalCoverage>;
}

/** A provider vehicle's latest signals and what its connection reports; null for a vehicle without telemetry. */
export async function readCardTelemetry(telemetry: TelemetryService, vehicle: Vehicle, opts: { refresh?: boolean } = {}): Promise<CardTelemetry | null> {
  if (vehicle.source !== 'provider') return null;
  const [latest, coverage] = await Promise.all([telemetry.latest(vehicle.tokenId, opts), telemetry.coverage(vehicle.tokenId, opts)]);
  return { latest, coverage };
}

export function buildDashboardVehicle(
  vehicle: Vehicle,
  read: CardTelemetry | null,
  documents: { latest: DocumentSummary[]; counts: ReadonlyMap<string, number> },
  due: readonly DueItem[],
): DashboardVehicle {
  const telemetry = read?.latest ?? null;
  const latest = telemetry?.ok ? telemetry.value : null;
  const coverage = read?.coverage.ok ? read.coverage.value : null;
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
    coverage,
    reporting: describeReporting(coverage, latest),
    location: location ? { latitude: location.latitude, longitude: location.longitude } : null,
    lastSeen: latest?.lastSeen ?? null,
    telemetryError: telemetry && !telemetry.ok ? telemetry.error : null,
    documentCount: documents.counts.get(vehicle.id) ?? 0,
    documents: documents.latest
      .filter((d) => d.vehicleId === vehicle.id)
      .map((d) => ({ id: d.id, originalName: d.originalName, type: d.type, status: d.status as DashboardVehicle['documents'][number]['status'], uploadedAt: d.uploadedAt.toISOString() })),
    // SPEC's alerts: the dated renewals and services due, as the facts list them
    alerts: due.flatMap((d) =>
      d.reminderId && d.dueDate && (ALERT_TYPES as readonly string[]).includes(d.kind)
        ? [{ id: d.reminderId, alertType: d.kind, alertDate: d.dueDate, alertMessage: alertMessageFor(d.kind as AlertType, d.dueDate) }]
        : [],
    ),
    nextDue: nextDueOf(due),
  };
}
