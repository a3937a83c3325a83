import type { LocationValue } from '../fleet/model';

/** SignalFloatFilter: every condition set must hold, and one of `or` when it is given. */
export interface FloatFilter {
  eq?: number | null;
  neq?: number | null;
  gt?: number | null;
  lt?: number | null;
  gte?: number | null;
  lte?: number | null;
  in?: number[] | null;
  notIn?: number[] | null;
  or?: FloatFilter[] | null;
}

export function matchesFloat(value: number, f: FloatFilter): boolean {
  if (f.eq != null && !(value === f.eq)) return false;
  if (f.neq != null && !(value !== f.neq)) return false;
  if (f.gt != null && !(value > f.gt)) return false;
  if (f.lt != null && !(value < f.lt)) return false;
  if (f.gte != null && !(value >= f.gte)) return false;
  if (f.lte != null && !(value <= f.lte)) return false;
  if (f.in?.length && !f.in.includes(value)) return false;
  if (f.notIn?.length && f.notIn.includes(value)) return false;
  const alternatives = (f.or ?? []).filter((o) => Object.values(o).some((v) => v != null));
  return alternatives.length === 0 || alternatives.some((o) => matchesFloat(value, o));
}

export interface FilterPoint {
  latitude: number;
  longitude: number;
}

/** SignalLocationFilter: inside the polygon and within the circle, as far as each is given. */
export interface LocationFilter {
  inPolygon?: FilterPoint[] | null;
  inCircle?: { center: FilterPoint; radius: number } | null;
}

const EARTH_RADIUS_KM = 6371.0088;

export function distanceKm(a: FilterPoint, b: FilterPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting on longitude (x) and latitude (y), as the provider's store does; inaccurate near the poles and the antimeridian. */
function insidePolygon(p: FilterPoint, polygon: FilterPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi, xj, yj] = [polygon[i].longitude, polygon[i].latitude, polygon[j].longitude, polygon[j].latitude];
    if (yi > p.latitude !== yj > p.latitude && p.longitude < ((xj - xi) * (p.latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function matchesLocation(value: LocationValue, f: LocationFilter): boolean {
  if (f.inPolygon?.length && !insidePolygon(value, f.inPolygon)) return false;
  if (f.inCircle && distanceKm(value, f.inCircle.center) > f.inCircle.radius) return false;
  return true;
}

/** Why a location filter cannot be used, or null: a polygon needs three points and coordinates must be in range. */
export function checkLocationFilter(f: LocationFilter | null | undefined): string | null {
  if (!f) return null;
  if (f.inPolygon && f.inPolygon.length > 0 && f.inPolygon.length < 3) return 'polygon filter must have at least 3 points';
  const points = [...(f.inPolygon ?? []), ...(f.inCircle ? [f.inCircle.center] : [])];
  if (points.some((p) => Math.abs(p.latitude) > 90 || Math.abs(p.longitude) > 180)) return 'filter coordinates out of range';
  if (f.inCircle && !(f.inCircle.radius >= 0)) return 'circle radius must not be negative';
  return null;
}

/** StringValueFilter (event names and sources). */
export interface StringFilter {
  eq?: string | null;
  neq?: string | null;
  in?: string[] | null;
  notIn?: string[] | null;
  startsWith?: string | null;
  or?: StringFilter[] | null;
}

export function matchesString(value: string, f: StringFilter): boolean {
  if (f.eq != null && value !== f.eq) return false;
  if (f.neq != null && value === f.neq) return false;
  if (f.in?.length && !f.in.includes(value)) return false;
  if (f.notIn?.length && f.notIn.includes(value)) return false;
  if (f.startsWith != null && !value.startsWith(f.startsWith)) return false;
  const alternatives = f.or ?? [];
  return alternatives.length === 0 || alternatives.some((o) => matchesString(value, o));
}

/** StringArrayFilter (tags). */
export interface ArrayFilter {
  containsAny?: string[] | null;
  containsAll?: string[] | null;
  notContainsAny?: string[] | null;
  notContainsAll?: string[] | null;
  or?: ArrayFilter[] | null;
}

export function matchesArray(values: string[], f: ArrayFilter): boolean {
  if (f.containsAny?.length && !f.containsAny.some((v) => values.includes(v))) return false;
  if (f.containsAll?.length && !f.containsAll.every((v) => values.includes(v))) return false;
  if (f.notContainsAny?.length && f.notContainsAny.some((v) => values.includes(v))) return false;
  if (f.notContainsAll?.length && f.notContainsAll.every((v) => values.includes(v))) return false;
  const alternatives = f.or ?? [];
  return alternatives.length === 0 || alternatives.some((o) => matchesArray(values, o));
}

const EVENT_NAME = /^[a-zA-Z][a-zA-Z0-9]*\.[a-zA-Z][a-zA-Z0-9]*$/;
const EVENT_PREFIX = /^[a-zA-Z][a-zA-Z0-9]*\.([a-zA-Z][a-zA-Z0-9]*)?$/;

/** Event names are category.name; a prefix filter needs at least the category and its dot. Null when fine. */
export function checkEventNameFilter(f: StringFilter | null | undefined): string | null {
  if (!f) return null;
  const names = [f.eq, f.neq, ...(f.in ?? []), ...(f.notIn ?? [])].filter((n): n is string => n != null);
  const bad = names.find((n) => !EVENT_NAME.test(n));
  if (bad !== undefined) return `event name '${bad}' does not match namespace pattern (e.g. 'behavior.harshBraking')`;
  if (f.startsWith != null && !EVENT_PREFIX.test(f.startsWith)) {
    return `event name prefix '${f.startsWith}' does not match namespace pattern (e.g. 'behavior.' or 'behavior.harsh')`;
  }
  for (const o of f.or ?? []) {
    const problem = checkEventNameFilter(o);
    if (problem) return problem;
  }
  return null;
}
