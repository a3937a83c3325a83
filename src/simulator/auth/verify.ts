import type { SimContext } from '../context';
import type { VehicleGrant } from '../telemetry/resolvers';
import { readBearerToken } from './tokens';

export type AuthResult<T> = { ok: true; value: T } | { ok: false; status: 401 | 403; message: string };

export interface DeveloperIdentity {
  clientId: string;
  signer: string;
}

/** Checks `Authorization: Bearer <developer JWT>`: 401 when missing or invalid, 403 for another kind of token. */
export async function verifyDeveloperAuth(ctx: SimContext, header: string | undefined): Promise<AuthResult<DeveloperIdentity>> {
  const token = readBearerToken(header);
  if (!token) return { ok: false, status: 401, message: 'Missing bearer token.' };
  let claims;
  try {
    claims = await ctx.tokens.verify(token, ctx.now());
  } catch (error) {
    return { ok: false, status: 401, message: `Invalid token: ${(error as Error).message}` };
  }
  if (claims.token_kind !== 'developer' || typeof claims.ethereum_address !== 'string' || typeof claims.sub !== 'string') {
    return { ok: false, status: 403, message: 'A developer token is required; user and vehicle tokens cannot be used here.' };
  }
  // The license is the token's ethereum_address, as DIMO's services read it.
  return { ok: true, value: { clientId: claims.ethereum_address, signer: typeof claims.signer === 'string' ? claims.signer : claims.sub } };
}

/** Checks `Authorization: Bearer <vehicle JWT>` (signature, issuer, expiry, vehicle claims). */
export async function verifyVehicleAuth(ctx: SimContext, header: string | undefined): Promise<AuthResult<VehicleGrant>> {
  const token = readBearerToken(header);
  if (!token) return { ok: false, status: 401, message: 'Missing bearer token.' };
  let claims;
  try {
    claims = await ctx.tokens.verify(token, ctx.now());
  } catch (error) {
    return { ok: false, status: 401, message: `Invalid token: ${(error as Error).message}` };
  }
  const { tokenId, privileges } = claims;
  if (typeof tokenId !== 'number' || !Array.isArray(privileges) || !privileges.every((p) => typeof p === 'number')) {
    return { ok: false, status: 401, message: 'Invalid token: not a vehicle token.' };
  }
  return { ok: true, value: { tokenId, privileges: privileges as number[] } };
}
