import type { LocationValue } from '../fleet/model';

/** About the size of the provider's cells (H3 resolution 6, ~36 km², edge ~3.7 km): 0.05° of latitude is 5.6 km. */
const CELL_DEGREES = 0.05;

/**
 * The approximate location: the centre of the cell containing the point. The provider uses H3 hexagons at
 * resolution 6; the simulator uses a grid of the same size (the same privacy, not the same cell centres).
 */
export function approximateLocation(location: LocationValue): LocationValue {
  const lat = (Math.floor(location.latitude / CELL_DEGREES) + 0.5) * CELL_DEGREES;
  const lonStep = CELL_DEGREES / Math.max(0.1, Math.cos((lat * Math.PI) / 180));
  const lon = (Math.floor(location.longitude / lonStep) + 0.5) * lonStep;
  return { latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lon * 1e6) / 1e6, hdop: location.hdop };
}
