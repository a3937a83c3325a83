import { decodeVin, isValidVin, normalizeVin } from '../../../shared/vin';
import type { ProcessedData } from '../../../shared/documents';
import type { Vehicle } from '../../db/schema';

export type MatchType = 'exact' | 'partial' | 'created' | 'selected' | 'none';

export type VehicleMatch =
  | { type: 'exact' | 'partial' | 'selected'; vehicle: Vehicle; setVin: string | null }
  | { type: 'created'; newVehicle: { vin: string; name: string; make: string; model: string; year: number; type: 'gas'; tokenId: number } }
  | { type: 'none' };

/** The VIN a document names, normalised, or null. */
export function documentVin(data: ProcessedData): string | null {
  const raw = data.vin ?? data.vehicleInfo?.vin ?? null;
  if (!raw) return null;
  const vin = normalizeVin(raw);
  return vin.length === 17 ? vin : null;
}

/** The VINs of the other vehicles a page lists (a policy's other cars), normalised. */
function otherVins(data: ProcessedData): string[] {
  return (data.additionalVehicles ?? []).flatMap((v) => (v.vin ? [normalizeVin(v.vin)] : [])).filter((vin) => vin.length === 17);
}

/**
 * Matches a document to one of the owner's vehicles (never another owner's): exact VIN, then the last 8 characters,
 * then another vehicle the page lists by exact VIN, then the vehicle the upload was made for when its VIN is
 * unknown, else a new vehicle for a valid VIN, else none.
 */
export function matchVehicle(
  data: ProcessedData,
  ownerVehicles: Vehicle[],
  selected: Vehicle | null,
  opts: { randomTokenId: () => number; currentYear: number },
): VehicleMatch {
  const vin = documentVin(data);
  if (vin) {
    const exact = ownerVehicles.find((v) => v.vin === vin);
    if (exact) return { type: 'exact', vehicle: exact, setVin: null };
    const tail = vin.slice(-8);
    const partial = ownerVehicles.find((v) => v.vin && v.vin.length >= 8 && v.vin.slice(-8) === tail);
    if (partial) return { type: 'partial', vehicle: partial, setVin: null };
    // A policy page listing several cars belongs with the owner's car among them when its own is not the owner's.
    const listed = otherVins(data).map((other) => ownerVehicles.find((v) => v.vin === other)).find((v) => v !== undefined);
    if (listed) return { type: 'exact', vehicle: listed, setVin: null };
    if (selected && !selected.vin) return { type: 'selected', vehicle: selected, setVin: isValidVin(vin) ? vin : null };
    if (isValidVin(vin)) {
      const decoded = decodeVin(vin);
      const make = data.vehicleInfo?.make ?? decoded.make ?? 'Unknown';
      const model = data.vehicleInfo?.model ?? 'Unknown';
      const year = data.vehicleInfo?.year ?? decoded.modelYear ?? opts.currentYear;
      return {
        type: 'created',
        newVehicle: { vin, name: `Vehicle ${vin.slice(-6)}`, make, model, year, type: 'gas', tokenId: opts.randomTokenId() },
      };
    }
  }
  return selected ? { type: 'selected', vehicle: selected, setVin: null } : { type: 'none' };
}

/** SPEC: a generated vehicle gets a random token id between 100000 and 1100000. */
export const randomGeneratedTokenId = () => 100_000 + Math.floor(Math.random() * 1_000_000);
