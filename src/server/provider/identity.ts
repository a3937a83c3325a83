import { z } from 'zod';
import type { ProviderContext } from './context';
import { ProviderError } from './errors';
import { queryGraphql } from './graphql';

export interface ProviderVehicle {
  tokenId: number;
  tokenDID: string;
  owner: string;
  name: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  mintedAt: string | null;
  imageURI: string | null;
  /** Our client's SACD grant, when the vehicle was shared that way */
  grant: { permissions: string; expiresAt: string | null } | null;
  /** Privileges granted to our client id */
  privileges: { id: number; setAt: string | null; expiresAt: string | null }[];
}

const PAGE_SIZE = 100;
const MAX_PAGES = 100;

export const VEHICLES_QUERY = /* GraphQL */ `
  query SharedVehicles($owner: Address!, $privileged: Address!, $after: String) {
    vehicles(filterBy: { owner: $owner, privileged: $privileged }, first: ${PAGE_SIZE}, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        tokenId tokenDID owner name mintedAt imageURI
        definition { make model year }
        sacds(first: 100) { nodes { grantee permissions createdAt expiresAt } }
        privileges(first: 100) { nodes { id user setAt expiresAt } }
      }
    }
  }
`;

const nullableString = z.string().nullish().transform((v) => v ?? null);

export const IdentityVehicleSchema = z.object({
  tokenId: z.number().int().nonnegative(),
  tokenDID: z.string(),
  owner: z.string(),
  name: nullableString,
  mintedAt: nullableString,
  imageURI: nullableString,
  definition: z
    .object({ make: nullableString, model: nullableString, year: z.number().int().nullish().transform((v) => v ?? null) })
    .nullish(),
  sacds: z
    .object({
      nodes: z.array(
        z.object({ grantee: z.string(), permissions: z.string(), createdAt: nullableString, expiresAt: nullableString }),
      ),
    })
    .nullish(),
  privileges: z
    .object({
      nodes: z.array(
        z.object({ id: z.number().int(), user: nullableString, setAt: nullableString, expiresAt: nullableString }),
      ),
    })
    .nullish(),
});
export type IdentityVehicle = z.infer<typeof IdentityVehicleSchema>;

export const VehiclesPageSchema = z.object({
  vehicles: z.object({
    totalCount: z.number().int().optional(),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() }),
    nodes: z.array(IdentityVehicleSchema),
  }),
});

function isUnexpired(expiresAt: string | null, now: number): boolean {
  if (expiresAt === null) return true;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) || at > now;
}

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** Keeps what our client was granted; null when the vehicle is not (or no longer) shared with us. */
export function toProviderVehicle(node: IdentityVehicle, clientId: string, now: number): ProviderVehicle | null {
  const grant =
    (node.sacds?.nodes ?? []).find((s) => sameAddress(s.grantee, clientId) && isUnexpired(s.expiresAt, now)) ?? null;
  const privileges = (node.privileges?.nodes ?? [])
    .filter((p) => sameAddress(p.user, clientId) && isUnexpired(p.expiresAt, now))
    .map((p) => ({ id: p.id, setAt: p.setAt, expiresAt: p.expiresAt }));
  if (!grant && privileges.length === 0) return null;
  return {
    tokenId: node.tokenId,
    tokenDID: node.tokenDID,
    owner: node.owner,
    name: node.name,
    make: node.definition?.make ?? null,
    model: node.definition?.model ?? null,
    year: node.definition?.year ?? null,
    mintedAt: node.mintedAt,
    imageURI: node.imageURI,
    grant: grant ? { permissions: grant.permissions, expiresAt: grant.expiresAt } : null,
    privileges,
  };
}

/** Every privilege our client holds on this vehicle, from its SACD grant and its privilege entries. */
export function grantedPrivileges(vehicle: Pick<ProviderVehicle, 'grant' | 'privileges'>): Set<number> {
  return new Set([...vehicle.privileges.map((p) => p.id), ...(vehicle.grant ? listSacdPrivileges(vehicle.grant.permissions) : [])]);
}

/**
 * Privileges granted by an SACD permission mask: two bits per privilege, privilege n at bits 2n and 2n+1,
 * both set when granted.
 */
export function listSacdPrivileges(permissions: string): number[] {
  let mask: bigint;
  try {
    mask = BigInt(permissions.startsWith('0x') ? permissions : `0x${permissions}`);
  } catch {
    return [];
  }
  const granted: number[] = [];
  for (let privilege = 1; mask >> BigInt(privilege * 2) > 0n; privilege++) {
    if (((mask >> BigInt(privilege * 2)) & 3n) === 3n) granted.push(privilege);
  }
  return granted;
}

/** Vehicles owned by `owner` and currently shared with our client id, across every page. */
export async function listSharedVehicles(ctx: ProviderContext, owner: string): Promise<ProviderVehicle[]> {
  const call = 'identity.vehicles';
  const vehicles = new Map<number, ProviderVehicle>();
  const seenCursors = new Set<string>();
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: z.infer<typeof VehiclesPageSchema> = await queryGraphql(
      ctx.http,
      {
        call,
        url: ctx.cfg.identityUrl,
        query: VEHICLES_QUERY,
        variables: { owner, privileged: ctx.cfg.clientId, after },
      },
      VehiclesPageSchema,
    );
    const now = ctx.now();
    for (const node of data.vehicles.nodes) {
      // The owner check guards against a server that ignores one of the combined filters.
      if (!sameAddress(node.owner, owner)) continue;
      const vehicle = toProviderVehicle(node, ctx.cfg.clientId, now);
      if (vehicle) vehicles.set(vehicle.tokenId, vehicle);
    }
    const { hasNextPage, endCursor } = data.vehicles.pageInfo;
    if (!hasNextPage) return [...vehicles.values()];
    if (!endCursor || seenCursors.has(endCursor)) {
      throw new ProviderError({ call, code: 'invalid_response', message: `${call} returned a page without a new cursor` });
    }
    seenCursors.add(endCursor);
    after = endCursor;
  }
  throw new ProviderError({ call, code: 'invalid_response', message: `${call} returned more than ${MAX_PAGES} pages` });
}

export const VEHICLE_QUERY = /* GraphQL */ `
  query SharedVehicle($tokenId: Int!) {
    vehicle(tokenId: $tokenId) {
      tokenId tokenDID owner name mintedAt imageURI
      definition { make model year }
      sacds(first: 100) { nodes { grantee permissions createdAt expiresAt } }
      privileges(first: 100) { nodes { id user setAt expiresAt } }
    }
  }
`;

/** One vehicle with its current owner, when it is shared with our client id now; null when it is not (or unknown). */
export async function findSharedVehicle(ctx: ProviderContext, tokenId: number): Promise<ProviderVehicle | null> {
  const data = await queryGraphql(
    ctx.http,
    { call: 'identity.vehicle', url: ctx.cfg.identityUrl, query: VEHICLE_QUERY, variables: { tokenId } },
    z.object({ vehicle: IdentityVehicleSchema.nullable() }),
  );
  return data.vehicle ? toProviderVehicle(data.vehicle, ctx.cfg.clientId, ctx.now()) : null;
}
