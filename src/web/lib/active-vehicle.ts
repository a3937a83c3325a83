/** The vehicle the owner last chose for the chat, kept in localStorage (SPEC's `activeVehicleTokenId`). */
export const ACTIVE_VEHICLE_KEY = 'activeVehicleTokenId';

// Storage can be unavailable (private mode, blocked cookies); the choice is then simply not remembered.
export function readActiveVehicle(): string | null {
  try {
    return localStorage.getItem(ACTIVE_VEHICLE_KEY);
  } catch {
    return null;
  }
}

export function saveActiveVehicle(tokenId: number): void {
  try {
    localStorage.setItem(ACTIVE_VEHICLE_KEY, String(tokenId));
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}
