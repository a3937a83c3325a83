import { ACTIVE_VEHICLE_STORAGE_KEY } from './quick-questions';

// Storage can be unavailable (private mode, blocked cookies); the chat then simply doesn't remember.
export function readActiveVehicle(): string | null {
  try {
    return localStorage.getItem(ACTIVE_VEHICLE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveActiveVehicle(tokenId: number): void {
  try {
    localStorage.setItem(ACTIVE_VEHICLE_STORAGE_KEY, String(tokenId));
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}
