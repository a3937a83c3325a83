import type { PlaceKind, PlaceLabel, Point } from '../../../shared/api/places';
import { describeLocation } from './gazetteer';

export interface NamedPlace extends Point {
  id: string;
  name: string;
  kind: PlaceKind;
  radiusM: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function metresBetween(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The owner's place a point lies in (within its radius); the nearest centre when several overlap. */
export function matchNamedPlace(places: readonly NamedPlace[], point: Point): NamedPlace | null {
  let best: NamedPlace | null = null;
  let bestM = Infinity;
  for (const place of places) {
    const m = metresBetween(place, point);
    if (m <= place.radiusM && m < bestM) {
      best = place;
      bestM = m;
    }
  }
  return best;
}

/**
 * The name of a point: the owner's place when it lies in one, else the gazetteer's ("Bellevue, WA"), taken from
 * `gazetteerLabel` when already known (stored with a trip) or looked up. Null without a point or far from any town.
 */
export function labelPlace(point: Point | null, named: readonly NamedPlace[], gazetteerLabel?: string | null): PlaceLabel | null {
  if (!point) return null;
  const own = matchNamedPlace(named, point);
  if (own) return { label: own.name, source: 'named', placeId: own.id, placeKind: own.kind };
  const label = gazetteerLabel ?? describeLocation(point.latitude, point.longitude);
  return label ? { label, source: 'gazetteer', placeId: null, placeKind: null } : null;
}
