import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone at a point ("America/Los_Angeles"), from the coordinates alone and offline; null for a point that
 * is not one. The fallback for "the owner's days" when the owner has not set a time zone: where the car lives.
 * (@photostructure/tz-lookup: a 70 KB table, exact away from borders, a few km off along them.)
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}
