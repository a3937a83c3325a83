import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONNECTION_KINDS } from './fleet/connection';
import { issueUserToken } from './auth/issue';
import type { SimContext } from './context';
import type { FleetPreparation } from './fleet/preparation';
import { parseInput, sendError } from './http/body';
import { SimulatorFaultsSchema } from './options';
import { DEFAULT_PERMISSION_BITS, formatSacdPermissions, parsePermissionBits } from './privileges';
import { FAR_FUTURE, recordGrants } from './state/grants';
import { GARAGE_SIZE, ensureOwner, growGarage, listOwnerVehicles } from './state/owners';

const MAX_EXTRA_VEHICLES = 1_000;

const ClientSchema = z.object({
  clientId: z.string().min(1),
  redirectUris: z.array(z.url()),
  signers: z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x address')),
  name: z.string().optional(),
});

const GarageSchema = z.object({
  email: z.email(),
  extraVehicles: z.number().int().min(0).max(MAX_EXTRA_VEHICLES).optional(),
  /** Connection kinds of the extra vehicles, in turn (default: each `dual`, like the first three). */
  connections: z.array(z.enum(CONNECTION_KINDS)).min(1).optional(),
});

const DevTokenSchema = z.object({
  email: z.email(),
  clientId: z.string().min(1),
  expiresInSeconds: z.number().int().optional(),
});

const TransferSchema = z.object({ email: z.email() });
const TransferParamsSchema = z.object({ tokenId: z.coerce.number().int().min(1).max(2_147_483_647) });

const DevShareSchema = z.object({
  email: z.email(),
  clientId: z.string().min(1),
  tokenIds: z.array(z.number().int()),
  permissions: z.string().regex(/^[01]{1,8}$/).optional(),
  expiresAt: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO time').optional(),
});

/** The simulator's stand-in for the provider's developer console, plus helpers for tests. */
export function registerDevRoutes(
  app: FastifyInstance,
  ctx: SimContext,
  setFaults: (faults: z.infer<typeof SimulatorFaultsSchema>) => void,
  preparation: FleetPreparation,
): void {
  /** How many cars' recent driving is still being generated in the background (see startFleetPreparation). */
  app.get('/dev/preparation', async () => ({ pending: preparation.countPending() }));

  app.post('/dev/clients', async (request, reply) => {
    const input = parseInput(ClientSchema, request.body, reply);
    if (!input) return reply;
    // Registering again adds redirect URIs, as adding one in the console does: instances sharing this simulator each register theirs.
    const known = ctx.store.state.clients[input.clientId];
    ctx.store.state.clients[input.clientId] = {
      ...input,
      redirectUris: [...new Set([...(known?.redirectUris ?? []), ...input.redirectUris])],
      registeredAt: known?.registeredAt ?? ctx.now().toISOString(),
    };
    ctx.store.save();
    return { ok: true };
  });

  // Requests answered since start, by route ("POST /telemetry/query"): how benchmarks count provider calls.
  const answered = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    answered.set(route, (answered.get(route) ?? 0) + 1);
  });
  app.get('/dev/requests', async () => Object.fromEntries(answered));

  app.post('/dev/faults', async (request, reply) => {
    const input = parseInput(SimulatorFaultsSchema, request.body ?? {}, reply);
    if (!input) return reply;
    setFaults(input);
    return { ok: true, faults: ctx.faults };
  });

  app.get('/dev/state', async () => {
    const { clients, users, vehicles, grants, attestations, nextTokenId } = ctx.store.state;
    return {
      faults: ctx.faults,
      nextTokenId,
      clients: Object.values(clients),
      users: Object.values(users),
      vehicles: vehicles.map((v) => ({
        tokenId: v.tokenId,
        owner: v.owner,
        ownerEmail: v.ownerEmail,
        name: v.name,
        make: v.make,
        model: v.model,
        year: v.year,
        powertrain: v.powertrain,
        vin: v.vin,
        mintedAt: v.mintedAt,
        faults: v.faults,
        connection: v.connection ?? 'dual',
        failing: ctx.faults.failTokenIds?.includes(v.tokenId) ?? false,
      })),
      shares: grants.map((g) => ({ ...g, permissions: formatSacdPermissions(g.privileges) })),
      attestations: attestations.map(({ attestation: _raw, ...rest }) => rest),
    };
  });

  app.post('/dev/garages', async (request, reply) => {
    const input = parseInput(GarageSchema, request.body, reply);
    if (!input) return reply;
    const now = ctx.now();
    const user = ensureOwner(ctx.store, input.email, now);
    growGarage(ctx.store, user, GARAGE_SIZE + (input.extraVehicles ?? 0), now, input.connections);
    const vehicles = listOwnerVehicles(ctx.store, user.walletAddress).sort((a, b) => a.tokenId - b.tokenId);
    return {
      walletAddress: user.walletAddress,
      vehicles: vehicles.map((v) => ({ tokenId: v.tokenId, name: v.name, vin: v.vin, powertrain: v.powertrain, faults: v.faults, connection: v.connection ?? 'dual' })),
    };
  });

  app.post('/dev/tokens', async (request, reply) => {
    const input = parseInput(DevTokenSchema, request.body, reply);
    if (!input) return reply;
    const user = ensureOwner(ctx.store, input.email, ctx.now());
    const token = await issueUserToken(ctx, user, input.clientId, input.expiresInSeconds);
    return { token, walletAddress: user.walletAddress };
  });

  /** Sells a vehicle: it changes owner and, as on the provider, every grant its old owner made ends. */
  app.post('/dev/vehicles/:tokenId/transfer', async (request, reply) => {
    const params = parseInput(TransferParamsSchema, request.params, reply);
    if (!params) return reply;
    const input = parseInput(TransferSchema, request.body, reply);
    if (!input) return reply;
    const vehicle = ctx.store.state.vehicles.find((v) => v.tokenId === params.tokenId);
    if (!vehicle) return sendError(reply, 404, `Vehicle ${params.tokenId} does not exist.`);
    const user = ensureOwner(ctx.store, input.email, ctx.now());
    vehicle.owner = user.walletAddress;
    vehicle.ownerEmail = user.email;
    ctx.store.state.grants = ctx.store.state.grants.filter((g) => g.tokenId !== vehicle.tokenId);
    ctx.store.save();
    return { ok: true, owner: user.walletAddress };
  });

  app.post('/dev/shares', async (request, reply) => {
    const input = parseInput(DevShareSchema, request.body, reply);
    if (!input) return reply;
    const now = ctx.now();
    const user = ensureOwner(ctx.store, input.email, now);
    const owned = new Set(listOwnerVehicles(ctx.store, user.walletAddress).map((v) => v.tokenId));
    const foreign = input.tokenIds.filter((id) => !owned.has(id));
    if (foreign.length > 0) return sendError(reply, 400, `Vehicles [${foreign.join(',')}] do not belong to ${input.email}.`);
    recordGrants(ctx.store, {
      tokenIds: input.tokenIds,
      grantee: input.clientId,
      privileges: parsePermissionBits(input.permissions ?? DEFAULT_PERMISSION_BITS),
      source: 'simulator:dev-shares',
      expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : FAR_FUTURE,
      now,
    });
    return { ok: true };
  });
}
