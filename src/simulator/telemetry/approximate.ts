import { cellToLatLng, latLngToCell } from 'h3-js';
import type { LocationValue } from '../fleet/model';

/** The provider hides the exact place behind an H3 cell of resolution 6 (~36 km², edge ~3.7 km). */
export const APPROXIMATE_H3_RESOLUTION = 6;

export function toH3Cell(location: { latitude: number; longitude: number }, resolution = APPROXIMATE_H3_RESOLUTION): string {
  return latLngToCell(location.latitude, location.longitude, resolution);
}

/** The approximate location: the centre of the H3 cell (resolution 6) containing the point; HDOP is kept as it is. */
export function approximateLocation(location: LocationValue): LocationValue {
  const [latitude, longitude] = cellToLatLng(toH3Cell(location));
  return { latitude, longitude, hdop: location.hdop };
}
