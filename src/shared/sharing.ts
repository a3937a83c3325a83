/**
 * What the app asks an owner to share, in the provider's privilege ids and in plain words. The app reads vehicle data
 * and the VIN; location only when the owner wants the features that need it (the trips map and places).
 */

/** The provider's vehicle privileges by id, each in words an owner understands. */
export const PRIVILEGE_WORDS: Record<number, string> = {
  1: 'Vehicle data: odometer, fuel or charge, diagnostics and trouble codes',
  2: 'Send commands to the car (lock, unlock, start)',
  3: 'Where the car is now',
  4: 'Where the car has been (trips and places)',
  5: 'The vehicle identification number (VIN)',
  6: 'A live stream of vehicle data',
  7: 'Raw data from the connected device',
  8: 'The area the car is in (approximate location)',
};

export const PRIVILEGE_VEHICLE_DATA = 1;
export const PRIVILEGE_LOCATION_HISTORY = 4;
export const PRIVILEGE_VIN = 5;

/** What every owner shares, and what location features add. */
export const APP_PRIVILEGES = [PRIVILEGE_VEHICLE_DATA, PRIVILEGE_VIN] as const;
export const LOCATION_PRIVILEGES = [PRIVILEGE_LOCATION_HISTORY] as const;

/** SPEC's share request keeps its template and its long expiry; only the privileges asked for are fewer. */
export const SHARE_TEMPLATE_ID = '1';
export const SHARE_EXPIRATION = '2062-12-31T00:00:00.000Z';

/** The privileges asked for, as the login site's permission bits ("10001000": position i set grants privilege i). */
export function permissionBits(privileges: readonly number[]): string {
  return Array.from({ length: 8 }, (_, i) => (privileges.includes(i + 1) ? '1' : '0')).join('');
}

export function privilegesToAsk(options: { location: boolean }): number[] {
  return [...APP_PRIVILEGES, ...(options.location ? LOCATION_PRIVILEGES : [])].sort((a, b) => a - b);
}

/** A share's end as a person writes it ("31 December 2062"); null when it does not end. */
export function describeShareExpiry(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(typeof value === 'number' && value < 1e12 ? value * 1000 : value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
