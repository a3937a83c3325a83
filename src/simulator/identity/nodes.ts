import { GraphQLError } from 'graphql';
import { formatDid, formatVehicleDid } from '../chain';
import type { SimContext } from '../context';
import type { SimVehicle } from '../fleet/vehicle';
import { formatSacdPermissions } from '../privileges';
import { listActiveGrants } from '../state/grants';
import { findVehicle } from '../state/owners';
import type { SimClient, SimGrant } from '../state/types';
import { paginate, type ConnectionArgs } from './connection';
import {
  CONNECTIONS,
  DEFINITIONS,
  MANUFACTURERS,
  deriveAddress,
  describeAftermarket,
  describeSynthetic,
  findManufacturer,
  formatDefinitionId,
  type AftermarketRecord,
  type ConnectionRecord,
  type DefinitionRecord,
  type ManufacturerRecord,
  type SyntheticRecord,
} from './entities';

const LICENSES_MINTED_AT = '2024-01-09T10:00:00Z';
const NODE_PREFIXES = { vehicle: 'V', manufacturer: 'M', aftermarket: 'AD', synthetic: 'S' } as const;
type NodeKind = keyof typeof NODE_PREFIXES;

/** Opaque global ids: a type prefix and the token id. */
export function encodeNodeId(kind: NodeKind, tokenId: number): string {
  return `${NODE_PREFIXES[kind]}_${Buffer.from(`${kind}:${tokenId}`).toString('base64url')}`;
}

export function decodeNodeId(id: string): { kind: NodeKind; tokenId: number } | null {
  const match = /^([A-Z]+)_([A-Za-z0-9_-]+)$/.exec(id);
  if (!match) return null;
  const [kind, tokenId] = Buffer.from(match[2], 'base64url').toString('utf8').split(':');
  if (!(kind in NODE_PREFIXES) || NODE_PREFIXES[kind as NodeKind] !== match[1] || !/^\d+$/.test(tokenId ?? '')) return null;
  return { kind: kind as NodeKind, tokenId: Number(tokenId) };
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** GraphQL objects for identity's types; relations are methods so only what a query asks for is built. */
export function createIdentityNodes(ctx: SimContext) {
  const chainId = ctx.chainId;
  const now = () => ctx.now();

  function manufacturer(m: ManufacturerRecord) {
    return {
      __typename: 'Manufacturer',
      id: encodeNodeId('manufacturer', m.tokenId),
      tokenId: m.tokenId,
      tokenDID: formatDid(chainId, 'manufacturer', m.tokenId),
      name: m.name,
      owner: m.owner,
      tableId: m.tableId,
      mintedAt: m.mintedAt,
      aftermarketDevices: (args: ConnectionArgs & { filterBy?: { owner?: string | null; beneficiary?: string | null } | null }) =>
        paginate(
          listAftermarket({ ...args.filterBy, manufacturerId: m.tokenId }).map(aftermarket),
          args,
          (d) => String(d.tokenId),
        ),
      deviceDefinitions: (args: ConnectionArgs & { filterBy?: { model?: string | null; year?: number | null } | null }) =>
        paginate(
          DEFINITIONS.filter((d) => d.make === m.name)
            .filter((d) => !args.filterBy?.model || d.model.toLowerCase() === args.filterBy.model.toLowerCase())
            .filter((d) => args.filterBy?.year == null || d.year === args.filterBy.year)
            .map(definition),
          args,
          (d) => d.deviceDefinitionId,
        ),
    };
  }

  function definition(d: DefinitionRecord) {
    return {
      deviceDefinitionId: d.id,
      legacyId: null,
      manufacturer: () => {
        const m = findManufacturer({ name: d.make });
        return m ? manufacturer(m) : null;
      },
      model: d.model,
      year: d.year,
      deviceType: 'vehicle',
      imageURI: null,
      attributes: d.attributes,
    };
  }

  function aftermarket(a: AftermarketRecord) {
    const maker = findManufacturer({ name: a.maker })!;
    return {
      __typename: 'AftermarketDevice',
      id: encodeNodeId('aftermarket', a.tokenId),
      tokenId: a.tokenId,
      tokenDID: formatDid(chainId, 'aftermarketDevice', a.tokenId),
      manufacturer: () => manufacturer(maker),
      address: a.address,
      owner: a.vehicle.owner,
      serial: a.serial,
      imei: a.imei,
      devEUI: a.devEUI,
      hardwareRevision: a.hardwareRevision,
      mintedAt: a.vehicle.mintedAt,
      claimedAt: a.vehicle.mintedAt,
      vehicle: () => vehicle(a.vehicle),
      beneficiary: a.vehicle.owner,
      name: a.name,
      image: `${ctx.getUrl()}/identity/images/devices/${a.maker.toLowerCase()}.svg`,
      earnings: null,
      pairedAt: a.vehicle.mintedAt,
    };
  }

  function connection(c: ConnectionRecord) {
    return {
      name: c.name,
      address: c.address,
      owner: c.owner,
      tokenId: c.tokenId,
      tokenDID: formatDid(chainId, 'connection', c.tokenId),
      mintedAt: c.mintedAt,
      sacds: (args: ConnectionArgs) => paginate([], args, () => ''),
    };
  }

  function synthetic(s: SyntheticRecord) {
    return {
      __typename: 'SyntheticDevice',
      id: encodeNodeId('synthetic', s.tokenId),
      name: s.name,
      tokenId: s.tokenId,
      tokenDID: formatDid(chainId, 'syntheticDevice', s.tokenId),
      integrationId: 0,
      address: s.address,
      mintedAt: s.vehicle.mintedAt,
      vehicle: () => vehicle(s.vehicle),
      connection: () => connection(CONNECTIONS.find((c) => c.name === s.connection)!),
    };
  }

  function sacd(g: SimGrant) {
    return { grantee: g.grantee, permissions: formatSacdPermissions(g.privileges), source: g.source, createdAt: g.createdAt, expiresAt: g.expiresAt, template: null };
  }

  function vehicle(v: SimVehicle, grants?: SimGrant[]) {
    const active = () => grants ?? listActiveGrants(ctx.store, v.tokenId, now());
    const imageURI = `${ctx.getUrl()}/identity/images/${v.tokenId}.svg`;
    const definitionId = formatDefinitionId(v.make, v.model, v.year);
    return {
      __typename: 'Vehicle',
      id: encodeNodeId('vehicle', v.tokenId),
      tokenId: v.tokenId,
      tokenDID: formatVehicleDid(chainId, v.tokenId),
      manufacturer: () => manufacturer(findManufacturer({ name: v.make })!),
      owner: v.owner,
      mintedAt: v.mintedAt,
      aftermarketDevice: () => {
        const a = describeAftermarket(v);
        return a ? aftermarket(a) : null;
      },
      syntheticDevice: () => {
        const s = describeSynthetic(v);
        return s ? synthetic(s) : null;
      },
      privileges: (args: ConnectionArgs & { filterBy?: { user?: string | null; privilegeId?: number | null } | null }) =>
        paginate(
          active()
            .filter((g) => !args.filterBy?.user || sameAddress(g.grantee, args.filterBy.user))
            .flatMap((g) => g.privileges.map((id) => ({ id, user: g.grantee, setAt: g.createdAt, expiresAt: g.expiresAt })))
            .filter((p) => args.filterBy?.privilegeId == null || p.id === args.filterBy.privilegeId),
          args,
          (p) => `${p.user}:${p.id}`,
        ),
      sacds: (args: ConnectionArgs) => paginate(active().map(sacd), args, (s) => s.grantee),
      sacd: ({ grantee }: { grantee: string }) => {
        const grant = active().find((g) => sameAddress(g.grantee, grantee));
        return grant ? sacd(grant) : null;
      },
      definition: { id: definitionId, make: v.make, model: v.model, year: v.year },
      dcn: null,
      name: v.name,
      imageURI,
      image: imageURI,
      earnings: null,
      dataURI: `${ctx.getUrl()}/telemetry/query`,
      stake: null,
      storageNode: null,
    };
  }

  function listAftermarket(filter: { owner?: string | null; beneficiary?: string | null; manufacturerId?: number | null }) {
    return ctx.store.state.vehicles
      .map(describeAftermarket)
      .filter((a): a is AftermarketRecord => a !== null)
      .filter((a) => !filter.owner || sameAddress(a.vehicle.owner, filter.owner))
      .filter((a) => !filter.beneficiary || sameAddress(a.vehicle.owner, filter.beneficiary))
      .filter((a) => filter.manufacturerId == null || findManufacturer({ name: a.maker })?.tokenId === filter.manufacturerId)
      .sort((a, b) => b.tokenId - a.tokenId);
  }

  function listSynthetic(filter: { owner?: string | null }) {
    return ctx.store.state.vehicles
      .map(describeSynthetic)
      .filter((s): s is SyntheticRecord => s !== null)
      .filter((s) => !filter.owner || sameAddress(s.vehicle.owner, filter.owner))
      .sort((a, b) => b.tokenId - a.tokenId);
  }

  function listLicenses(): { client: SimClient; tokenId: number }[] {
    return Object.values(ctx.store.state.clients).map((client, i) => ({ client, tokenId: i + 1 }));
  }

  function license({ client, tokenId }: { client: SimClient; tokenId: number }) {
    const enabledAt = client.registeredAt ?? LICENSES_MINTED_AT;
    return {
      tokenId,
      tokenDID: formatDid(chainId, 'developerLicense', tokenId),
      owner: client.owner ?? deriveAddress('license-owner', client.clientId),
      clientId: client.clientId,
      alias: client.name ?? null,
      mintedAt: enabledAt,
      signers: (args: ConnectionArgs) => paginate(client.signers.map((address) => ({ address, enabledAt })), args, (s) => s.address),
      redirectURIs: (args: ConnectionArgs) => paginate(client.redirectUris.map((uri) => ({ uri, enabledAt })), args, (r) => r.uri),
    };
  }

  /** `node(id)`: any identity object by its global id. */
  function node(id: string) {
    const decoded = decodeNodeId(id);
    if (!decoded) throw new GraphQLError(`invalid id "${id}"`);
    switch (decoded.kind) {
      case 'vehicle': {
        const v = findVehicle(ctx.store, decoded.tokenId);
        return v ? vehicle(v) : null;
      }
      case 'manufacturer': {
        const m = MANUFACTURERS.find((x) => x.tokenId === decoded.tokenId);
        return m ? manufacturer(m) : null;
      }
      case 'aftermarket': {
        const v = findVehicle(ctx.store, decoded.tokenId - 50_000);
        const a = v && describeAftermarket(v);
        return a ? aftermarket(a) : null;
      }
      case 'synthetic': {
        const v = findVehicle(ctx.store, decoded.tokenId - 60_000);
        const s = v && describeSynthetic(v);
        return s ? synthetic(s) : null;
      }
    }
  }

  return { vehicle, manufacturer, definition, aftermarket, synthetic, connection, license, node, listAftermarket, listSynthetic, listLicenses };
}
