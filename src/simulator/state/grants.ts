import { getConnection } from '../fleet/connection';
import { findVehicle } from './owners';
import type { SimStore } from './store';
import type { SimGrant } from './types';

export const FAR_FUTURE = '2099-12-31T23:59:59.000Z';

export function isGrantActive(grant: SimGrant, now: Date): boolean {
  return Date.parse(grant.expiresAt) > now.getTime();
}

/** Grants by token id, rebuilt when the list is replaced or grows: a lookup does not scan every grant of every owner. */
const grantIndex = new WeakMap<SimStore, { list: SimGrant[]; length: number; byTokenId: Map<number, SimGrant[]> }>();

function grantsOf(store: SimStore, tokenId: number): SimGrant[] {
  const list = store.state.grants;
  let index = grantIndex.get(store);
  if (!index || index.list !== list || index.length !== list.length) {
    const byTokenId = new Map<number, SimGrant[]>();
    for (const g of list) {
      const forVehicle = byTokenId.get(g.tokenId);
      if (forVehicle) forVehicle.push(g);
      else byTokenId.set(g.tokenId, [g]);
    }
    index = { list, length: list.length, byTokenId };
    grantIndex.set(store, index);
  }
  return index.byTokenId.get(tokenId) ?? [];
}

export function listActiveGrants(store: SimStore, tokenId: number, now: Date): SimGrant[] {
  return grantsOf(store, tokenId).filter((g) => isGrantActive(g, now));
}

export function findActiveGrant(store: SimStore, tokenId: number, grantee: string, now: Date): SimGrant | undefined {
  const wanted = grantee.toLowerCase();
  return listActiveGrants(store, tokenId, now).find((g) => g.grantee.toLowerCase() === wanted);
}

/** Replaces the grant of each vehicle to the grantee (one grant per vehicle and grantee). */
export function recordGrants(
  store: SimStore,
  input: { tokenIds: number[]; grantee: string; privileges: number[]; source: string; expiresAt: string; now: Date },
): void {
  revokeGrants(store, input.tokenIds, input.grantee);
  for (const tokenId of input.tokenIds) {
    // An owner who keeps a car's location private never grants its location privileges, whatever the app asks for.
    const vehicle = findVehicle(store, tokenId);
    const withheld = vehicle ? getConnection(vehicle).withheldPrivileges : [];
    store.state.grants.push({
      tokenId,
      grantee: input.grantee,
      privileges: input.privileges.filter((p) => !withheld.includes(p)).sort((a, b) => a - b),
      source: input.source,
      createdAt: input.now.toISOString(),
      expiresAt: input.expiresAt,
    });
  }
  store.save();
}

export function revokeGrants(store: SimStore, tokenIds: number[], grantee: string): void {
  const ids = new Set(tokenIds);
  store.state.grants = store.state.grants.filter((g) => !(g.grantee === grantee && ids.has(g.tokenId)));
}
