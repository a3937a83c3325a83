import { createHash } from 'node:crypto';
import type { ConnectionKind } from '../fleet/connection';
import { buildGarageVehicles } from '../fleet/garage';
import type { SimVehicle } from '../fleet/vehicle';
import { deriveWalletAddress, normalizeEmail } from '../fleet/wallet';
import type { SimStore } from './store';
import type { SimUser } from './types';

export const GARAGE_SIZE = 3;

export function findUser(store: SimStore, email: string): SimUser | undefined {
  return store.state.users[normalizeEmail(email)];
}

export function listOwnerVehicles(store: SimStore, walletAddress: string): SimVehicle[] {
  const owner = walletAddress.toLowerCase();
  return store.state.vehicles.filter((v) => v.owner.toLowerCase() === owner);
}

/** Returns the owner of this email, creating the user and their garage of three on first sign-in. */
export function ensureOwner(store: SimStore, email: string, now: Date): SimUser {
  const key = normalizeEmail(email);
  const existing = store.state.users[key];
  if (existing) return existing;
  const user: SimUser = {
    id: `user_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
    email: key,
    walletAddress: deriveWalletAddress(key),
    createdAt: now.toISOString(),
  };
  store.state.users[key] = user;
  growGarage(store, user, GARAGE_SIZE, now);
  store.save();
  return user;
}

/** Adds vehicles until the owner has at least `size` of them. */
export function growGarage(store: SimStore, user: SimUser, size: number, now: Date, connections?: ConnectionKind[]): SimVehicle[] {
  const current = listOwnerVehicles(store, user.walletAddress).length;
  if (current >= size) return [];
  const tokenIds = Array.from({ length: size - current }, () => store.allocateTokenId());
  const vehicles = buildGarageVehicles({ email: user.email, tokenIds, startIndex: current, mintedAt: now, connections });
  store.state.vehicles.push(...vehicles);
  for (const vehicle of vehicles) {
    store.state.vinCredentials[String(vehicle.tokenId)] = buildVinCredential(vehicle, now);
  }
  store.save();
  return vehicles;
}

/** Vehicles by token id, rebuilt when the list changes (vehicles are only ever added): lookups stay O(1) at 10,000 cars. */
const vehicleIndex = new WeakMap<SimStore, { list: SimVehicle[]; length: number; byTokenId: Map<number, SimVehicle> }>();

export function findVehicle(store: SimStore, tokenId: number): SimVehicle | undefined {
  const list = store.state.vehicles;
  let index = vehicleIndex.get(store);
  if (!index || index.list !== list || index.length !== list.length) {
    index = { list, length: list.length, byTokenId: new Map(list.map((v) => [v.tokenId, v])) };
    vehicleIndex.set(store, index);
  }
  return index.byTokenId.get(tokenId);
}

const VIN_CREDENTIAL_DAYS = 30;
/** The provider's attestation service signs VIN credentials; this stands in for its address. */
export const VIN_ATTESTOR = '0x49eAf63eD94FEf3d40692862Eee2C8dB416B1a5f';

export function buildVinCredential(vehicle: SimVehicle, now: Date) {
  const validTo = new Date(now.getTime() + VIN_CREDENTIAL_DAYS * 86_400_000);
  return {
    tokenId: vehicle.tokenId,
    vin: vehicle.vin,
    recordedAt: now.toISOString(),
    recordedBy: VIN_ATTESTOR,
    validFrom: now.toISOString(),
    validTo: validTo.toISOString(),
    countryCode: 'USA',
  };
}
