import { ACTIVE_VEHICLE_KEY } from '@/lib/active-vehicle';

/** The non-secret sign-in facts kept in localStorage as `dimoAuth`. The JWT itself is never stored in the browser. */
export interface DimoAuthRecord {
  walletAddress: string;
  email: string | null;
  timestamp: number;
  isLoggedIn: boolean;
  vehiclesShared: boolean;
  sharedVehicles: string[];
  tokenId?: number;
}


const KEY = 'dimoAuth';

export function saveDimoAuth(record: DimoAuthRecord): void {
  localStorage.setItem(KEY, JSON.stringify(record));
}

export function readDimoAuth(): DimoAuthRecord | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return parsed && typeof parsed.walletAddress === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets what the browser keeps about the signed-in owner: the `dimoAuth` record and the chosen vehicle. */
export function forgetSignIn(): void {
  try {
    localStorage.removeItem(KEY);
    localStorage.removeItem(ACTIVE_VEHICLE_KEY);
  } catch {
    // Storage may be unavailable; nothing to clear then.
  }
}
