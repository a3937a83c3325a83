import type { DocumentType } from '../../../shared/documents';
import { toIsoDate } from '../../../shared/format-date';
import { inferVehicleType } from '../../../shared/vehicle-type';
import type { Db } from '../../db/connection';
import { listActiveAlerts, listDocumentsByVehicle, listMaintenanceRecords } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import type { VehicleContext } from '../health/types';
import type { TelemetryService } from '../telemetry/telemetry-service';

/** Everything the analyzers (and the LLM's tools) may read about one of the owner's vehicles. */
export async function buildVehicleContext(
  deps: { db: Db; telemetry: TelemetryService },
  user: User,
  vehicle: Vehicle,
  now = new Date(),
): Promise<VehicleContext & { telemetryError: string | null }> {
  const today = toIsoDate(now, 'utc');
  const live = vehicle.source === 'provider';
  const [latest, daily, maintenance, documents, alerts] = await Promise.all([
    live ? deps.telemetry.latest(vehicle.tokenId) : null,
    live ? deps.telemetry.daily(vehicle.tokenId) : null,
    listMaintenanceRecords(deps.db, user.id, vehicle.id),
    listDocumentsByVehicle(deps.db, user.id, vehicle.id),
    listActiveAlerts(deps.db, user.id, vehicle.id, today),
  ]);
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
    maintenance: maintenance.map((m) => ({
      type: m.type,
      description: m.description,
      cost: m.cost,
      date: m.date,
      mileage: m.mileage,
      nextDue: m.nextDue,
      nextDueMileage: m.nextDueMileage,
    })),
    documents: documents
      .filter((d) => d.status === 'completed')
      .map((d) => ({ id: d.id, type: d.type as DocumentType, originalName: d.originalName, uploadedAt: d.uploadedAt.toISOString(), processedData: d.processedData ?? null })),
    alerts: alerts.map((a) => ({ alertType: a.alertType, alertDate: a.alertDate, alertMessage: a.alertMessage, isActive: a.isActive })),
    unit: user.distanceUnit === 'mi' ? 'mi' : 'km',
    today,
    telemetryError: latest && !latest.ok ? latest.error : null,
  };
}
