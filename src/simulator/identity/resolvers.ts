import { formatVehicleDid } from '../chain';
import type { SimContext } from '../context';
import type { SimVehicle } from '../fleet/vehicle';
import { formatSacdPermissions } from '../privileges';
import { isGrantActive, listActiveGrants } from '../state/grants';
import { findVehicle } from '../state/owners';
import type { SimGrant } from '../state/types';
import { paginate, type ConnectionArgs } from './connection';

interface VehiclesArgs extends ConnectionArgs {
  filterBy?: { owner?: string | null; privileged?: string | null; make?: string | null; model?: string | null; year?: number | null } | null;
}

function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function buildVehicleNode(ctx: SimContext, vehicle: SimVehicle, activeGrants?: Map<number, SimGrant[]>) {
  const now = ctx.now();
  const grants = () => activeGrants?.get(vehicle.tokenId) ?? listActiveGrants(ctx.store, vehicle.tokenId, now);
  const imageURI = `${ctx.getUrl()}/identity/images/${vehicle.tokenId}.svg`;
  return {
    id: `V_${Buffer.from(`vehicle:${vehicle.tokenId}`).toString('base64url')}`,
    tokenId: vehicle.tokenId,
    tokenDID: formatVehicleDid(ctx.chainId, vehicle.tokenId),
    owner: vehicle.owner,
    name: vehicle.name,
    mintedAt: vehicle.mintedAt,
    imageURI,
    image: imageURI,
    definition: {
      id: `${vehicle.make}_${vehicle.model}_${vehicle.year}`.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
    },
    sacds: (args: ConnectionArgs) =>
      paginate(
        grants().map((g) => ({
          grantee: g.grantee,
          permissions: formatSacdPermissions(g.privileges),
          source: g.source,
          createdAt: g.createdAt,
          expiresAt: g.expiresAt,
        })),
        args,
        (s) => s.grantee,
      ),
    privileges: (args: ConnectionArgs) =>
      paginate(
        grants().flatMap((g) =>
          g.privileges.map((id) => ({ id, user: g.grantee, setAt: g.createdAt, expiresAt: g.expiresAt })),
        ),
        args,
        (p) => `${p.user}:${p.id}`,
      ),
  };
}

/** Root resolvers of the identity API. Vehicles are ordered by token id, newest first, like the provider. */
export function createIdentityRoot(ctx: SimContext) {
  return {
    vehicles: (args: VehiclesArgs) => {
      const filter = args.filterBy ?? {};
      const now = ctx.now();
      // Active grants by vehicle, once per query: a garage of 1,000 cars is not filtered against every grant per car.
      const activeGrants = new Map<number, SimGrant[]>();
      for (const g of ctx.store.state.grants) {
        if (!isGrantActive(g, now)) continue;
        const list = activeGrants.get(g.tokenId);
        if (list) list.push(g);
        else activeGrants.set(g.tokenId, [g]);
      }
      const vehicles = ctx.store.state.vehicles
        .filter((v) => !filter.owner || sameText(v.owner, filter.owner))
        .filter((v) => !filter.make || sameText(v.make, filter.make))
        .filter((v) => !filter.model || sameText(v.model, filter.model))
        .filter((v) => filter.year == null || v.year === filter.year)
        .filter(
          (v) =>
            !filter.privileged ||
            (activeGrants.get(v.tokenId) ?? []).some((g) => sameText(g.grantee, filter.privileged!)),
        )
        .sort((a, b) => b.tokenId - a.tokenId);
      const page = paginate(vehicles, args, (v) => String(v.tokenId));
      const edges = page.edges.map((e) => ({ cursor: e.cursor, node: buildVehicleNode(ctx, e.node, activeGrants) }));
      return { ...page, edges, nodes: edges.map((e) => e.node) };
    },
    vehicle: (args: { tokenId: number }) => {
      const vehicle = findVehicle(ctx.store, args.tokenId);
      return vehicle ? buildVehicleNode(ctx, vehicle) : null;
    },
  };
}
