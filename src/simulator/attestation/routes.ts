import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recoverMessageAddress } from 'viem';
import { z } from 'zod';
import { verifyDeveloperAuth, verifyVehicleAuth } from '../auth/verify';
import { getVehicleContract, parseDid } from '../chain';
import type { SimContext } from '../context';
import { getRawBody, parseInput, sendError } from '../http/body';
import { findActiveGrant } from '../state/grants';
import { buildVinCredential, findVehicle } from '../state/owners';
import type { SimVehicle } from '../fleet/vehicle';
import { CredentialError, issueOdometerStatement, issueVehicleHealth, issueVehiclePosition } from './credentials';
import { extractRawJsonMember } from './raw-json';

const MAX_FUTURE_MS = 5 * 60_000;
const PRIVILEGE_NON_LOCATION = 1;
const PRIVILEGE_LOCATION = 4;
const PRIVILEGE_VIN = 5;
const CREDENTIAL_MESSAGE = 'VC generated successfully, retrieve using the provided telemetry-api.';
const TimeSchema = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 time');

const CloudEventSchema = z.object({
  id: z.string().min(1),
  source: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected the signer address'),
  producer: z.string().min(1),
  specversion: z.literal('1.0'),
  subject: z.string().refine((s) => s.startsWith('did:erc721:') || s.startsWith('did:ethr:'), 'must be a did:erc721: or did:ethr: DID'),
  time: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 time'),
  type: z.enum(['dimo.attestation', 'dimo.tombstone']),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'expected a 65-byte hex signature'),
  dataversion: z.string().optional(),
  data: z.unknown(),
});

const TombstoneSchema = z.object({ voidsId: z.string().min(1), reason: z.string() });

async function recoverSigner(message: string, signature: `0x${string}`): Promise<string | null> {
  try {
    return await recoverMessageAddress({ message, signature });
  } catch {
    return null;
  }
}

export function registerAttestationRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post('/attest', async (request, reply) => {
    const auth = await verifyDeveloperAuth(ctx, request.headers.authorization);
    if (!auth.ok) return sendError(reply, auth.status, auth.message);
    const event = parseInput(CloudEventSchema, request.body, reply);
    if (!event) return reply;
    if (Date.parse(event.time) > ctx.now().getTime() + MAX_FUTURE_MS) {
      return sendError(reply, 400, 'time is more than 5 minutes in the future.');
    }

    let rawData: string | undefined;
    try {
      rawData = extractRawJsonMember(getRawBody(request) ?? '', 'data');
    } catch (error) {
      return sendError(reply, 400, `Invalid body: ${(error as Error).message}`);
    }
    if (rawData === undefined) return sendError(reply, 400, 'data is required.');
    const signer = await recoverSigner(rawData, event.signature as `0x${string}`);
    if (!signer || signer.toLowerCase() !== event.source.toLowerCase()) {
      return sendError(reply, 400, 'signature does not match source: sign the exact bytes of data with EIP-191.');
    }

    const did = parseDid(event.subject);
    if (!did) return sendError(reply, 400, `Malformed subject ${event.subject}.`);
    let vehicleTokenId: number | null = null;
    if (did.method === 'erc721') {
      if (did.chainId !== ctx.chainId || did.address.toLowerCase() !== getVehicleContract(ctx.chainId).toLowerCase()) {
        return sendError(reply, 400, `subject is not a vehicle of chain ${ctx.chainId}.`);
      }
      vehicleTokenId = did.tokenId;
      if (vehicleTokenId === null || !findVehicle(ctx.store, vehicleTokenId)) return sendError(reply, 400, `Vehicle ${did.tokenId} does not exist.`);
      if (!findActiveGrant(ctx.store, vehicleTokenId, auth.value.clientId, ctx.now())) {
        return sendError(reply, 400, `Vehicle ${vehicleTokenId} is not shared with client ${auth.value.clientId}.`);
      }
    }
    const attestations = ctx.store.state.attestations;
    if (attestations.some((a) => a.id === event.id)) return sendError(reply, 400, `An attestation with id ${event.id} exists already.`);

    if (event.type === 'dimo.tombstone') {
      const tombstone = TombstoneSchema.safeParse(event.data);
      if (!tombstone.success) return sendError(reply, 400, 'A tombstone needs data {voidsId, reason}.');
      const target = attestations.find((a) => a.id === tombstone.data.voidsId && a.subject === event.subject);
      if (!target) return sendError(reply, 400, `No attestation ${tombstone.data.voidsId} for this subject.`);
      if (target.source.toLowerCase() !== event.source.toLowerCase()) {
        return sendError(reply, 400, 'Only the original signer can void an attestation.');
      }
      target.voidedBy = event.id;
    }

    attestations.push({
      id: event.id,
      vehicleTokenId,
      subject: event.subject,
      time: new Date(event.time).toISOString(),
      type: event.type,
      source: event.source,
      producer: event.producer,
      dataVersion: event.dataversion ?? '',
      signature: event.signature,
      attestation: rawData,
      clientId: auth.value.clientId,
      receivedAt: ctx.now().toISOString(),
    });
    ctx.store.save();
    return reply.code(200).send();
  });

  /** The vehicle JWT must be for this vehicle and carry these privileges (a 401 otherwise, as DIMO's middleware answers). */
  async function authorizeVehicle(request: FastifyRequest<{ Params: { tokenId: string } }>, reply: FastifyReply, privileges: number[]): Promise<SimVehicle | null> {
    const auth = await verifyVehicleAuth(ctx, request.headers.authorization);
    if (!auth.ok) {
      sendError(reply, 401, auth.message);
      return null;
    }
    if (!/^\d+$/.test(request.params.tokenId)) {
      sendError(reply, 400, 'invalid token_id format');
      return null;
    }
    const tokenId = Number(request.params.tokenId);
    const missing = privileges.filter((p) => !auth.value.privileges.includes(p));
    if (auth.value.tokenId !== tokenId || missing.length > 0) {
      sendError(reply, 401, `The token does not grant privileges [${privileges.join(',')}] on vehicle ${tokenId}.`);
      return null;
    }
    const vehicle = findVehicle(ctx.store, tokenId);
    if (!vehicle) sendError(reply, 404, `Vehicle ${tokenId} does not exist.`);
    return vehicle ?? null;
  }

  const run = async (reply: FastifyReply, issue: () => Promise<unknown>) => {
    try {
      await issue();
    } catch (error) {
      if (error instanceof CredentialError) return sendError(reply, error.status, error.message);
      throw error;
    }
    return reply.send({ message: CREDENTIAL_MESSAGE });
  };

  app.post<{ Params: { tokenId: string } }>('/attestation-api/v2/attestation/vin/:tokenId', async (request, reply) => {
    const vehicle = await authorizeVehicle(request, reply, [PRIVILEGE_VIN]);
    if (!vehicle) return reply;
    ctx.store.state.vinCredentials[String(vehicle.tokenId)] = buildVinCredential(vehicle, ctx.now());
    ctx.store.saveSoon();
    return {
      vcUrl: `${ctx.getServiceUrl('telemetry')}/query`,
      vcQuery: `query {vinVCLatest(tokenId: ${vehicle.tokenId}) {rawVC}}`,
      message: 'VC generated successfully. Retrieve using the provided GQL URL and query parameter.',
    };
  });

  app.post<{ Params: { tokenId: string } }>('/attestation-api/v2/attestation/odometer-statement/:tokenId', async (request, reply) => {
    const vehicle = await authorizeVehicle(request, reply, [PRIVILEGE_NON_LOCATION]);
    if (!vehicle) return reply;
    const body = parseInput(z.object({ timestamp: TimeSchema.optional() }), request.body ?? {}, reply);
    if (!body) return reply;
    return run(reply, () => issueOdometerStatement(ctx, vehicle, body.timestamp ? Date.parse(body.timestamp) : null));
  });

  app.post<{ Params: { tokenId: string } }>('/attestation-api/v2/attestation/vehicle-position/:tokenId', async (request, reply) => {
    const vehicle = await authorizeVehicle(request, reply, [PRIVILEGE_LOCATION]);
    if (!vehicle) return reply;
    const body = parseInput(z.object({ timestamp: TimeSchema }), request.body ?? {}, reply);
    if (!body) return reply;
    return run(reply, () => issueVehiclePosition(ctx, vehicle, Date.parse(body.timestamp)));
  });

  app.post<{ Params: { tokenId: string } }>('/attestation-api/v2/attestation/vehicle-health/:tokenId', async (request, reply) => {
    const vehicle = await authorizeVehicle(request, reply, [PRIVILEGE_NON_LOCATION, PRIVILEGE_LOCATION]);
    if (!vehicle) return reply;
    const body = parseInput(z.object({ startTime: TimeSchema, endTime: TimeSchema }), request.body ?? {}, reply);
    if (!body) return reply;
    const start = Date.parse(body.startTime);
    const end = Date.parse(body.endTime);
    if (start >= end) return sendError(reply, 400, 'startTime must be before endTime');
    if (end - start > 30 * 86_400_000) return sendError(reply, 400, 'time range cannot exceed 30 days');
    return run(reply, () => issueVehicleHealth(ctx, vehicle, start, end));
  });
}
