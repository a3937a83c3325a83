import type { VehicleHistory } from '../../../shared/api/vehicles';
import type { User } from '../../db/schema';
import { notFound } from '../../errors';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleAccess } from './vehicle-access';

/** The 7-day, 24 h series of one of the owner's vehicles. */
export async function getVehicleHistory(deps: { vehicles: VehicleAccess; telemetry: TelemetryService }, user: User, tokenId: number): Promise<VehicleHistory> {
  const vehicle = await deps.vehicles.find(user, tokenId);
  if (!vehicle) throw notFound('Vehicle');
  if (vehicle.source !== 'provider') return { tokenId, days: [], error: null };
  const result = await deps.telemetry.daily(tokenId);
  return result.ok ? { tokenId, days: result.value, error: null } : { tokenId, days: [], error: result.error };
}
