import { inferVehicleType } from '../../../shared/vehicle-type';
import type { Db } from '../../db/connection';
import { createSession, findOrCreateUserByWallet, syncSharedVehicles, type NewVehicle } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { isProviderError, type ProviderClients } from '../../provider';
import { mapWithConcurrency } from '../telemetry/ttl-cache';

export interface SignInDeps {
  db: Db;
  provider: ProviderClients;
  logger: Logger;
  sessionTtlMs: number;
  concurrency: number;
}

/**
 * Verifies the login site's user JWT, finds or creates the owner by wallet, syncs the vehicles currently shared with
 * this app and opens a session. An expired or forged token never creates anything.
 */
export async function signIn(deps: SignInDeps, token: string): Promise<{ user: User; vehicles: Vehicle[]; session: { token: string; expiresAt: Date } }> {
  let verified;
  try {
    verified = await deps.provider.verifyUserJwt(token);
  } catch (err) {
    if (isProviderError(err, 'invalid_token')) throw new AppError('UNAUTHORIZED', 'Invalid or expired JWT.', 'Sign-in failed', { cause: err });
    throw new AppError('UPSTREAM', 'Failed to authenticate with DIMO', 'Sign-in failed', { cause: err });
  }
  const user = await findOrCreateUserByWallet(deps.db, { walletAddress: verified.walletAddress, email: verified.email });
  const vehicles = await syncVehicles(deps, user);
  const session = await createSession(deps.db, user.id, deps.sessionTtlMs);
  return { user, vehicles, session };
}

/** Brings the owner's stored vehicles in line with the provider's current grants; VINs from the VIN credential when readable. */
export async function syncVehicles(deps: Omit<SignInDeps, 'sessionTtlMs'>, user: User): Promise<Vehicle[]> {
  let shared;
  try {
    shared = await deps.provider.listSharedVehicles(user.walletAddress);
  } catch (err) {
    throw new AppError('UPSTREAM', 'Could not load your vehicles from DIMO. Please try again.', 'Vehicle sync failed', { cause: err });
  }
  const unique = [...new Map(shared.map((v) => [v.tokenId, v])).values()];
  const vins = await mapWithConcurrency(unique, deps.concurrency, async (v) => {
    try {
      return (await deps.provider.getVin(v.tokenId))?.vin ?? null;
    } catch (err) {
      deps.logger.debug({ err, tokenId: v.tokenId }, 'VIN credential unavailable');
      return null;
    }
  });
  const rows: NewVehicle[] = unique.map((v, i) => ({
    tokenId: v.tokenId,
    tokenDid: v.tokenDID,
    name: v.name || [v.year, v.make, v.model].filter(Boolean).join(' ') || `Vehicle ${v.tokenId}`,
    make: v.make,
    model: v.model,
    year: v.year,
    vin: vins[i],
    type: inferVehicleType({ make: v.make, model: v.model }),
  }));
  return syncSharedVehicles(deps.db, user.id, rows);
}
