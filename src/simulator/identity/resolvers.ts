import { GraphQLError } from 'graphql';
import { getContract, getVehicleContract, parseDid, type DimoContract } from '../chain';
import type { SimContext } from '../context';
import { getConnection, CONNECTION_ADDRESSES } from '../fleet/connection';
import type { SimVehicle } from '../fleet/vehicle';
import { formatSacdPermissions } from '../privileges';
import { isGrantActive } from '../state/grants';
import { findVehicle } from '../state/owners';
import type { SimGrant } from '../state/types';
import { paginate, type ConnectionArgs } from './connection';
import { CONNECTIONS, DEFINITIONS, MANUFACTURERS, describeAftermarket, describeSynthetic, findManufacturer, formatDefinitionId } from './entities';
import { createIdentityNodes } from './nodes';

interface VehiclesFilter {
  owner?: string | null;
  privileged?: string | null;
  make?: string | null;
  model?: string | null;
  year?: number | null;
  manufacturerTokenId?: number | null;
  deviceDefinitionId?: string | null;
  connection?: string | null;
}

function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The token id a DID names, when it is one of this chain's `contract` tokens. */
function tokenIdOfDid(ctx: SimContext, did: string, contract: DimoContract | 'vehicle'): number | null {
  const parsed = parseDid(did);
  const address = contract === 'vehicle' ? getVehicleContract(ctx.chainId) : getContract(ctx.chainId, contract);
  if (!parsed || parsed.method !== 'erc721' || parsed.chainId !== ctx.chainId || !sameText(parsed.address, address)) return null;
  return parsed.tokenId;
}

function exactlyOne(name: string, args: Record<string, unknown>): void {
  const given = Object.values(args).filter((v) => v !== null && v !== undefined).length;
  if (given !== 1) throw new GraphQLError(`${name}: provide exactly one of ${Object.keys(args).join(', ')}`);
}

/** Root resolvers of the identity API. Lists are ordered by token id, newest first, like the provider. */
export function createIdentityRoot(ctx: SimContext) {
  const nodes = createIdentityNodes(ctx);

  return {
    node: ({ id }: { id: string }) => nodes.node(id),

    vehicle: (args: { tokenId?: number | null; tokenDID?: string | null }) => {
      exactlyOne('vehicle', { tokenId: args.tokenId, tokenDID: args.tokenDID });
      const tokenId = args.tokenId ?? tokenIdOfDid(ctx, args.tokenDID!, 'vehicle');
      const vehicle = tokenId === null ? undefined : findVehicle(ctx.store, tokenId);
      return vehicle ? nodes.vehicle(vehicle) : null;
    },

    vehicles: (args: ConnectionArgs & { filterBy?: VehiclesFilter | null }) => {
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
      const maker = filter.manufacturerTokenId == null ? null : (MANUFACTURERS.find((m) => m.tokenId === filter.manufacturerTokenId)?.name ?? '');
      const matches = (v: SimVehicle) =>
        (!filter.owner || sameText(v.owner, filter.owner)) &&
        (!filter.make || sameText(v.make, filter.make)) &&
        (!filter.model || sameText(v.model, filter.model)) &&
        (filter.year == null || v.year === filter.year) &&
        (maker === null || v.make === maker) &&
        (!filter.deviceDefinitionId || formatDefinitionId(v.make, v.model, v.year) === filter.deviceDefinitionId) &&
        (!filter.connection || (getConnection(v).cloud !== null && sameText(CONNECTION_ADDRESSES[getConnection(v).cloud!], filter.connection))) &&
        (!filter.privileged || sameText(v.owner, filter.privileged) || (activeGrants.get(v.tokenId) ?? []).some((g) => sameText(g.grantee, filter.privileged!)));
      const vehicles = ctx.store.state.vehicles.filter(matches).sort((a, b) => b.tokenId - a.tokenId);
      const page = paginate(vehicles, args, (v) => String(v.tokenId));
      const edges = page.edges.map((e) => ({ cursor: e.cursor, node: nodes.vehicle(e.node, activeGrants.get(e.node.tokenId) ?? []) }));
      return { ...page, edges, nodes: edges.map((e) => e.node) };
    },

    manufacturer: ({ by }: { by: { name?: string | null; tokenId?: number | null; slug?: string | null; tokenDID?: string | null } }) => {
      const tokenId = by.tokenDID ? tokenIdOfDid(ctx, by.tokenDID, 'manufacturer') : by.tokenId;
      const m = findManufacturer({ ...by, tokenId });
      return m ? nodes.manufacturer(m) : null;
    },

    manufacturers: () => {
      const all = [...MANUFACTURERS].sort((a, b) => a.tokenId - b.tokenId).map(nodes.manufacturer);
      return paginate(all, { first: all.length }, (m) => String(m.tokenId), all.length);
    },

    deviceDefinition: ({ by }: { by: { id: string } }) => {
      const d = DEFINITIONS.find((x) => x.id === by.id);
      return d ? nodes.definition(d) : null;
    },

    aftermarketDevice: ({ by }: { by: { tokenId?: number | null; tokenDID?: string | null; address?: string | null; serial?: string | null; imei?: string | null; devEUI?: string | null } }) => {
      const tokenId = by.tokenDID ? tokenIdOfDid(ctx, by.tokenDID, 'aftermarketDevice') : by.tokenId;
      const device = ctx.store.state.vehicles
        .map(describeAftermarket)
        .find(
          (a) =>
            a !== null &&
            ((tokenId != null && a.tokenId === tokenId) ||
              (by.address != null && sameText(a.address, by.address)) ||
              (by.serial != null && a.serial === by.serial) ||
              (by.imei != null && a.imei === by.imei) ||
              (by.devEUI != null && a.devEUI !== null && sameText(a.devEUI, by.devEUI))),
        );
      return device ? nodes.aftermarket(device) : null;
    },

    aftermarketDevices: (args: ConnectionArgs & { filterBy?: { owner?: string | null; beneficiary?: string | null; manufacturerId?: number | null } | null }) =>
      paginate(nodes.listAftermarket(args.filterBy ?? {}).map(nodes.aftermarket), args, (d) => String(d.tokenId)),

    syntheticDevice: ({ by }: { by: { tokenId?: number | null; tokenDID?: string | null; address?: string | null } }) => {
      const tokenId = by.tokenDID ? tokenIdOfDid(ctx, by.tokenDID, 'syntheticDevice') : by.tokenId;
      const device = ctx.store.state.vehicles
        .map(describeSynthetic)
        .find((s) => s !== null && ((tokenId != null && s.tokenId === tokenId) || (by.address != null && sameText(s.address, by.address))));
      return device ? nodes.synthetic(device) : null;
    },

    syntheticDevices: (args: ConnectionArgs & { filterBy?: { owner?: string | null; integrationId?: number | null } | null }) =>
      paginate(
        args.filterBy?.integrationId ? [] : nodes.listSynthetic(args.filterBy ?? {}).map(nodes.synthetic),
        args,
        (d) => String(d.tokenId),
      ),

    connection: ({ by }: { by: { name?: string | null; address?: string | null; tokenId?: string | null; tokenDID?: string | null } }) => {
      const found = CONNECTIONS.find(
        (c) =>
          (by.name != null && sameText(c.name, by.name)) ||
          (by.address != null && sameText(c.address, by.address)) ||
          (by.tokenId != null && c.tokenId === String(by.tokenId)) ||
          (by.tokenDID != null && tokenIdOfDid(ctx, by.tokenDID, 'connection') !== null && by.tokenDID.endsWith(`:${c.tokenId}`)),
      );
      return found ? nodes.connection(found) : null;
    },

    connections: (args: ConnectionArgs) => paginate(CONNECTIONS.map(nodes.connection), args, (c) => c.tokenId),

    developerLicense: ({ by }: { by: { clientId?: string | null; alias?: string | null; tokenId?: number | null; tokenDID?: string | null } }) => {
      const tokenId = by.tokenDID ? tokenIdOfDid(ctx, by.tokenDID, 'developerLicense') : by.tokenId;
      const found = nodes
        .listLicenses()
        .find(
          (l) =>
            (tokenId != null && l.tokenId === tokenId) ||
            (by.clientId != null && sameText(l.client.clientId, by.clientId)) ||
            (by.alias != null && l.client.name === by.alias),
        );
      return found ? nodes.license(found) : null;
    },

    developerLicenses: (args: ConnectionArgs & { filterBy?: { signer?: string | null; owner?: string | null } | null }) => {
      const licenses = nodes
        .listLicenses()
        .map(nodes.license)
        .filter((l) => !args.filterBy?.owner || sameText(l.owner, args.filterBy.owner))
        .filter((l) => !args.filterBy?.signer || nodes.listLicenses().find((x) => x.tokenId === l.tokenId)!.client.signers.some((s) => sameText(s, args.filterBy!.signer!)))
        .sort((a, b) => b.tokenId - a.tokenId);
      return paginate(licenses, args, (l) => String(l.tokenId));
    },

    account: ({ by }: { by: { address?: string | null } }) => {
      if (!by.address) return null;
      const address = by.address;
      const now = ctx.now();
      return {
        address,
        sacds: (args: ConnectionArgs) =>
          paginate(
            ctx.store.state.grants
              .filter((g) => isGrantActive(g, now) && sameText(g.grantee, address))
              .map((g) => ({ grantee: g.grantee, permissions: formatSacdPermissions(g.privileges), source: g.source, createdAt: g.createdAt, expiresAt: g.expiresAt, template: null })),
            args,
            (s) => `${s.grantee}:${s.source}:${s.createdAt}`,
          ),
      };
    },

    // Parts of the network the simulator does not model: names, rewards, stakes and permission templates.
    dcn: () => null,
    dcns: (args: ConnectionArgs) => paginate([], args, () => ''),
    rewards: () => null,
    stakes: (args: ConnectionArgs) => paginate([], args, () => ''),
    template: () => null,
    templates: (args: ConnectionArgs) => paginate([], args, () => ''),
  };
}
