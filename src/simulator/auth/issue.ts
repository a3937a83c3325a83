import { formatVehicleDid, getVehicleContract } from '../chain';
import type { SimContext } from '../context';
import { PRIVILEGE_NAMES } from '../privileges';
import type { SimUser } from '../state/types';
import { DEVELOPER_TOKEN_SECONDS, USER_TOKEN_SECONDS, VEHICLE_TOKEN_AUDIENCE, VEHICLE_TOKEN_SECONDS } from './tokens';

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** The user JWT the login site issues (also what /dev/tokens returns). */
export function issueUserToken(ctx: SimContext, user: SimUser, clientId: string, expiresInSeconds = USER_TOKEN_SECONDS): Promise<string> {
  const now = ctx.now();
  return ctx.tokens.sign({
    claims: { ethereum_address: user.walletAddress, email: user.email },
    subject: user.id,
    audience: clientId,
    issuedAt: now,
    expiresAt: addSeconds(now, expiresInSeconds),
  });
}

/**
 * The developer JWT of the web3 challenge. As on DIMO its `ethereum_address` is the developer license (the client id),
 * not the API key that signed the challenge: token exchange grants by it, and the SDK reads it as the grantee.
 */
export async function issueDeveloperTokens(ctx: SimContext, clientId: string, signer: string) {
  const now = ctx.now();
  const expiresAt = addSeconds(now, DEVELOPER_TOKEN_SECONDS);
  const common = { subject: signer, audience: clientId, issuedAt: now, expiresAt };
  return {
    access_token: await ctx.tokens.sign({ ...common, claims: { token_kind: 'developer', ethereum_address: clientId, signer } }),
    id_token: await ctx.tokens.sign({ ...common, claims: { token_kind: 'developer_id', ethereum_address: clientId, signer } }),
    token_type: 'Bearer' as const,
    expires_in: DEVELOPER_TOKEN_SECONDS,
  };
}

/** A vehicle JWT; `expired` hands out one that expired a minute ago (fault injection). */
export function issueVehicleToken(ctx: SimContext, tokenId: number, privileges: number[], expired: boolean): Promise<string> {
  const now = ctx.now();
  const sorted = [...new Set(privileges)].sort((a, b) => a - b);
  return ctx.tokens.sign({
    claims: {
      // DIMO's claims: the asset's DID and its permissions by name, plus the deprecated contract/token/privilege ids.
      asset: formatVehicleDid(ctx.chainId, tokenId),
      permissions: sorted.map((id) => `privilege:${PRIVILEGE_NAMES[id]}`),
      contract_address: getVehicleContract(ctx.chainId),
      token_id: String(tokenId),
      privilege_ids: sorted,
      // The simulator's own shorthand, read by its services.
      tokenId,
      privileges: sorted,
    },
    subject: formatVehicleDid(ctx.chainId, tokenId),
    audience: [VEHICLE_TOKEN_AUDIENCE],
    issuedAt: expired ? addSeconds(now, -VEHICLE_TOKEN_SECONDS - 60) : now,
    expiresAt: expired ? addSeconds(now, -60) : addSeconds(now, VEHICLE_TOKEN_SECONDS),
  });
}
