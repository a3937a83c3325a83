import type { SimStore } from './store';
import type { SimGrant } from './types';

export const FAR_FUTURE = '2099-12-31T23:59:59.000Z';

export function isGrantActive(grant: SimGrant, now: Date): boolean {
  return Date.parse(grant.expiresAt) > now.getTime();
}

export function listActiveGrants(store: SimStore, tokenId: number, now: Date): SimGrant[] {
  return store.state.grants.filter((g) => g.tokenId === tokenId && isGrantActive(g, now));
}

export function findActiveGrant(store: SimStore, tokenId: number, grantee: string, now: Date): SimGrant | undefined {
  return listActiveGrants(store, tokenId, now).find((g) => g.grantee === grantee);
}

/** Replaces the grant of each vehicle to the grantee (one grant per vehicle and grantee). */
export function recordGrants(
  store: SimStore,
  input: { tokenIds: number[]; grantee: string; privileges: number[]; source: string; expiresAt: string; now: Date },
): void {
  revokeGrants(store, input.tokenIds, input.grantee);
  for (const tokenId of input.tokenIds) {
    store.state.grants.push({
      tokenId,
      grantee: input.grantee,
      privileges: [...input.privileges].sort((a, b) => a - b),
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
