import type { Db } from '../../db/connection';
import { createSession, findOrCreateUserByWallet } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import { AppError } from '../../errors';
import { isProviderError, type ProviderClients } from '../../provider';
import type { VehicleAccess } from '../vehicles/vehicle-access';

export interface SignInDeps {
  db: Db;
  provider: ProviderClients;
  vehicles: VehicleAccess;
  sessionTtlMs: number;
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
  const vehicles = await deps.vehicles.sync(user);
  const session = await createSession(deps.db, user.id, deps.sessionTtlMs);
  return { user, vehicles, session };
}
