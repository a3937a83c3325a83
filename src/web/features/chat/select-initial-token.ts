import { FALLBACK_TOKEN_ID } from '@shared/vehicle-defaults';

/** A token id from the address bar or local storage counts only when it is all digits. */
export function parseTokenId(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

export interface InitialTokenSources {
  queryTokenId: string | null;
  storedTokenId: string | null;
  vehicles: ReadonlyArray<{ tokenId: number }>;
}

/** Order: `tokenId` query parameter, stored activeVehicleTokenId, first stored vehicle, else 999999. */
export function selectInitialTokenId({ queryTokenId, storedTokenId, vehicles }: InitialTokenSources): number {
  return parseTokenId(queryTokenId) ?? parseTokenId(storedTokenId) ?? vehicles[0]?.tokenId ?? FALLBACK_TOKEN_ID;
}
