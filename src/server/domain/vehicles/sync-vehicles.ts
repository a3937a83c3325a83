import { inferVehicleType } from '../../../shared/vehicle-type';
import type { Db } from '../../db/connection';
import { listVehiclesByUser, syncSharedVehicles, type SharedVehicle } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { LatestSignals } from '../../../shared/telemetry';
import { grantedPrivileges, type ProviderClients, type ProviderVehicle } from '../../provider';
import type { TelemetryResult, TelemetryService } from '../telemetry/telemetry-service';

const PRIVILEGE_LOCATION_HISTORY = 4;
const PRIVILEGE_VIN_CREDENTIAL = 5;
import { mapWithConcurrency } from '../telemetry/ttl-cache';

export interface SyncVehiclesDeps {
  db: Db;
  provider: ProviderClients;
  telemetry: TelemetryService;
  logger: Logger;
  concurrency: number;
}

/**
 * Brings the owner's stored vehicles in line with the provider's current grants. VINs come from the VIN credential
 * (only when not yet known), types from the vehicle's powertrainType signal when it reports one.
 */
export async function syncVehicles(deps: SyncVehiclesDeps, user: User): Promise<Vehicle[]> {
  let shared;
  try {
    shared = await deps.provider.listSharedVehicles(user.walletAddress);
  } catch (err) {
    throw new AppError('UPSTREAM', 'Could not load your vehicles from DIMO. Please try again.', 'Vehicle sync failed', { cause: err });
  }
  const unique = [...new Map(shared.map((v) => [v.tokenId, v])).values()];
  const stored = new Map((await listVehiclesByUser(deps.db, user.id, { includeUnshared: true })).map((v) => [v.tokenId, v]));
  const rows = await mapWithConcurrency(unique, deps.concurrency, async (v): Promise<SharedVehicle> => {
    const [vin, latest] = await readVinAndLatest(deps, v, stored.get(v.tokenId)?.vin ?? null);
    const powertrainType = latest.ok ? (latest.value.powertrainType?.value ?? null) : null;
    return {
      tokenId: v.tokenId,
      tokenDid: v.tokenDID,
      name: v.name || [v.year, v.make, v.model].filter(Boolean).join(' ') || `Vehicle ${v.tokenId}`,
      make: v.make,
      model: v.model,
      year: v.year,
      vin,
      type: inferVehicleType({ make: v.make, model: v.model, powertrainType }),
      typeIsGuess: !powertrainType,
    };
  });
  return syncSharedVehicles(deps.db, user.id, rows);
}

/**
 * A new vehicle's VIN comes with its latest signals in one exchange and one query when the owner granted the VIN
 * credential; a known VIN is not read again.
 */
async function readVinAndLatest(deps: SyncVehiclesDeps, v: ProviderVehicle, knownVin: string | null): Promise<[string | null, TelemetryResult<LatestSignals>]> {
  const granted = grantedPrivileges(v);
  if (knownVin || !granted.has(PRIVILEGE_VIN_CREDENTIAL)) return [knownVin, await deps.telemetry.latest(v.tokenId)];
  const { latest, vin } = await deps.telemetry.latestWithVin(v.tokenId, { location: granted.has(PRIVILEGE_LOCATION_HISTORY) });
  return [vin === undefined ? await readVin(deps, v.tokenId) : (vin?.vin ?? null), latest];
}

async function readVin(deps: SyncVehiclesDeps, tokenId: number): Promise<string | null> {
  try {
    return (await deps.provider.getVin(tokenId))?.vin ?? null;
  } catch (err) {
    deps.logger.debug({ err, tokenId }, 'VIN credential unavailable');
    return null;
  }
}
