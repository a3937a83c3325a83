import type { User } from '../../db/schema';
import { AppError } from '../../errors';
import { grantedPrivileges, type ProviderClients } from '../../provider';

export interface VehicleShare {
  tokenId: number;
  name: string;
  /** The provider's privilege ids the owner granted this app, ascending. */
  privileges: number[];
  /** ISO time the grant ends; null when the provider gives none. */
  expiresAt: string | null;
}

/** What the owner shares with this app now, vehicle by vehicle, as the provider reports it. */
export async function listVehicleShares(provider: ProviderClients, user: User): Promise<VehicleShare[]> {
  let shared;
  try {
    shared = await provider.listSharedVehicles(user.walletAddress);
  } catch (err) {
    throw new AppError('UPSTREAM', 'Could not ask DIMO what you share. Please try again.', 'Sharing unavailable', { cause: err });
  }
  return shared.map((v) => ({
    tokenId: v.tokenId,
    name: v.name || [v.year, v.make, v.model].filter(Boolean).join(' ') || `Vehicle ${v.tokenId}`,
    privileges: [...grantedPrivileges(v)].sort((a, b) => a - b),
    expiresAt: v.grant?.expiresAt ?? v.privileges.map((p) => p.expiresAt).find((e): e is string => Boolean(e)) ?? null,
  }));
}
