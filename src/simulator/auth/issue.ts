import { formatVehicleDid, getVehicleContract } from '../chain';
import type { SimContext } from '../context';
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

export async function issueDeveloperTokens(ctx: SimContext, clientId: string, signer: string) {
  const now = ctx.now();
  const expiresAt = addSeconds(now, DEVELOPER_TOKEN_SECONDS);
  const common = { subject: signer, audience: clientId, issuedAt: now, expiresAt };
  return {
    access_token: await ctx.tokens.sign({ ...common, claims: { token_kind: 'developer', ethereum_address: signer } }),
    id_token: await ctx.tokens.sign({ ...common, claims: { token_kind: 'developer_id', ethereum_address: signer } }),
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
      tokenId,
      privileges: sorted,
      token_id: tokenId,
      privilege_ids: sorted,
      contract_address: getVehicleContract(ctx.chainId),
    },
    subject: formatVehicleDid(ctx.chainId, tokenId),
    audience: [VEHICLE_TOKEN_AUDIENCE],
    issuedAt: expired ? addSeconds(now, -VEHICLE_TOKEN_SECONDS - 60) : now,
    expiresAt: expired ? addSeconds(now, -60) : addSeconds(now, VEHICLE_TOKEN_SECONDS),
  });
}
