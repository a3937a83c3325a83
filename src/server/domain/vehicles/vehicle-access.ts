import type { Db } from '../../db/connection';
import { listVehiclesByUser } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import type { Logger } from '../../logger';
import type { ProviderClients } from '../../provider';
import type { TelemetryService } from '../telemetry/telemetry-service';
import { syncVehicles } from './sync-vehicles';

/** How long an owner's shares, once checked with the provider, are trusted before they are checked again. */
export const SHARES_MAX_AGE_MS = 5 * 60_000;

export interface VehicleAccessDeps {
  db: Db;
  provider: () => ProviderClients;
  telemetry: TelemetryService;
  logger: Logger;
  concurrency: number;
  maxAgeMs?: number;
  now?: () => number;
  /** Told after each successful sync (vehicle alerts subscribe newly shared vehicles and drop unshared ones). */
  onSynced?: (user: User, vehicles: Vehicle[]) => void;
}

/**
 * The one way to the owner's vehicles: shares are re-checked with the provider every few minutes, so a vehicle that
 * was sold or unshared stops being listed (and its telemetry read) soon after, not only at the next sign-in.
 */
export function createVehicleAccess(deps: VehicleAccessDeps) {
  const maxAgeMs = deps.maxAgeMs ?? SHARES_MAX_AGE_MS;
  const now = deps.now ?? Date.now;
  const checkedAt = new Map<string, number>();
  const running = new Map<string, Promise<Vehicle[]>>();

  /** Syncs with the provider now; throws when it cannot be asked. */
  function sync(user: User): Promise<Vehicle[]> {
    const pending = running.get(user.id);
    if (pending) return pending;
    const started = now();
    // A failed check counts too: while the provider is down, requests are not each slowed by another attempt.
    const run = syncVehicles({ ...deps, provider: deps.provider() }, user)
      .then((vehicles) => {
        deps.onSynced?.(user, vehicles);
        return vehicles;
      })
      .finally(() => {
      checkedAt.set(user.id, started);
      running.delete(user.id);
    });
    running.set(user.id, run);
    return run;
  }

  /** The owner's vehicles shared with this app; when the provider cannot be asked, the stored list. */
  async function list(user: User, opts: { refresh?: boolean } = {}): Promise<Vehicle[]> {
    const last = checkedAt.get(user.id);
    if (opts.refresh || last === undefined || now() - last >= maxAgeMs) {
      try {
        return await sync(user);
      } catch (err) {
        deps.logger.warn({ err, userId: user.id }, 'could not re-check shared vehicles with the provider; using the stored list');
      }
    }
    return listVehiclesByUser(deps.db, user.id);
  }

  /** One of the owner's shared vehicles by token id, or null. */
  async function find(user: User, tokenId: number): Promise<Vehicle | null> {
    return (await list(user)).find((v) => v.tokenId === tokenId) ?? null;
  }

  return { sync, list, find };
}
export type VehicleAccess = ReturnType<typeof createVehicleAccess>;
