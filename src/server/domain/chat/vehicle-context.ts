import type { DocumentType } from '../../../shared/documents';
import { toIsoDate } from '../../../shared/format-date';
import { inferVehicleType } from '../../../shared/vehicle-type';
import type { Db } from '../../db/connection';
import { listDocumentsByVehicle, listMaintenanceRecords, listReminderAlerts } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import type { VehicleContext } from '../assistant';
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
  const [latest, daily, usage, maintenance, documents, alerts] = await Promise.all([
    live ? deps.telemetry.latest(vehicle.tokenId) : null,
    live ? deps.telemetry.daily(vehicle.tokenId) : null,
    live ? deps.telemetry.usage(vehicle.tokenId, { levels: vehicle.type === 'electric' ? 'charge' : 'fuel' }) : null,
    listMaintenanceRecords(deps.db, user.id, vehicle.id),
    listDocumentsByVehicle(deps.db, user.id, vehicle.id),
    listReminderAlerts(deps.db, user.id, { vehicleId: vehicle.id, from: today }),
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
    usage: usage?.ok ? usage.value : null,
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
    alerts: alerts.map((a) => ({ alertType: a.alertType, documentId: a.documentId, alertDate: a.alertDate, alertMessage: a.alertMessage, isActive: a.isActive })),
    unit: user.distanceUnit === 'mi' ? 'mi' : 'km',
    today,
    telemetryError: latest && !latest.ok ? latest.error : null,
  };
}
