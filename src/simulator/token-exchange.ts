import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { issueVehicleToken } from './auth/issue';
import { verifyDeveloperAuth } from './auth/verify';
import { formatVehicleDid, getVehicleContract, parseDid } from './chain';
import type { SimContext } from './context';
import { PRIVILEGE_NAMES, parsePrivilegeName } from './privileges';
import { findActiveGrant } from './state/grants';
import { findVehicle } from './state/owners';

const LegacyExchangeSchema = z.object({
  nftContractAddress: z.string(),
  tokenId: z.number().int().nonnegative(),
  privileges: z.array(z.number().int().min(1).max(8)).min(1),
});

const AssetExchangeSchema = z.object({
  asset: z.string(),
  permissions: z.array(z.string()).min(1),
  audience: z.union([z.string(), z.array(z.string())]).optional(),
});

function sendCoded(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply.code(code).send({ code, message });
}

export function registerTokenExchangeRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post('/token-exchange/v1/tokens/exchange', async (request, reply) => {
    const auth = await verifyDeveloperAuth(ctx, request.headers.authorization);
    if (!auth.ok) return sendCoded(reply, auth.status, auth.message);

    let contract: string;
    let tokenId: number;
    let privileges: number[];
    const legacy = LegacyExchangeSchema.safeParse(request.body);
    const asset = AssetExchangeSchema.safeParse(request.body);
    if (legacy.success) {
      ({ nftContractAddress: contract, tokenId, privileges } = legacy.data);
    } else if (asset.success) {
      const did = parseDid(asset.data.asset);
      if (!did || did.method !== 'erc721' || did.tokenId === null) return sendCoded(reply, 400, `Invalid asset DID ${asset.data.asset}.`);
      if (did.chainId !== ctx.chainId) return sendCoded(reply, 400, `Asset is on chain ${did.chainId}, expected ${ctx.chainId}.`);
      contract = did.address;
      tokenId = did.tokenId;
      privileges = [];
      for (const name of asset.data.permissions) {
        const id = parsePrivilegeName(name);
        if (id === null) return sendCoded(reply, 400, `Unknown permission ${name}.`);
        privileges.push(id);
      }
    } else {
      return sendCoded(reply, 400, 'Expected {nftContractAddress, tokenId, privileges} or {asset, permissions}.');
    }

    if (contract.toLowerCase() !== getVehicleContract(ctx.chainId).toLowerCase()) {
      return sendCoded(reply, 400, `Unknown vehicle contract ${contract}.`);
    }
    if (!findVehicle(ctx.store, tokenId)) return sendCoded(reply, 404, `Vehicle ${tokenId} does not exist.`);
    // The grantee is the developer license the JWT names (its ethereum_address), as on DIMO.
    const grant = findActiveGrant(ctx.store, tokenId, auth.value.clientId, ctx.now());
    const missing = privileges.filter((p) => !grant?.privileges.includes(p));
    if (missing.length > 0) {
      const names = missing.map((p) => `privilege:${PRIVILEGE_NAMES[p]}`).join(' ');
      return sendCoded(reply, 403, `Address ${auth.value.clientId} lacks permissions [${names}] for asset ${formatVehicleDid(ctx.chainId, tokenId)}.`);
    }
    const expired = ctx.faults.expireTokens === true || request.headers['x-sim-expire-token'] === '1';
    return { token: await issueVehicleToken(ctx, tokenId, privileges, expired) };
  });
}
