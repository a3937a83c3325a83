import type { VehicleHistory } from '../../../shared/api/vehicles';
import type { User } from '../../db/schema';
import { notFound } from '../../errors';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleAccess } from './vehicle-access';
import { readOwnerClock } from '../vehicle-facts/owner-clock';

/** The owner's last 7 days (their zone) of one of their vehicles, today so far the last. */
export async function getVehicleHistory(deps: { vehicles: VehicleAccess; telemetry: TelemetryService }, user: User, tokenId: number): Promise<VehicleHistory> {
  const vehicle = await deps.vehicles.find(user, tokenId);
  if (!vehicle) throw notFound('Vehicle');
  if (vehicle.source !== 'provider') return { tokenId, days: [], error: null };
  const { timeZone } = await readOwnerClock(deps.telemetry, user, [vehicle]);
  const result = await deps.telemetry.daily(tokenId, { timeZone });
  return result.ok ? { tokenId, days: result.value, error: null } : { tokenId, days: [], error: result.error };
}
