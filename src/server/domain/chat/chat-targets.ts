import type { VehicleType } from '../../../shared/telemetry';
import type { Vehicle } from '../../db/schema';
import { toVehicleRefs } from '../assistant/answer/answer';
import type { Understanding, VehicleRef } from '../assistant/understanding/understand';

/** How many of the owner's earlier questions the understanding reads for a follow-up. */
export const HISTORY_FOR_UNDERSTANDING = 6;

export function vehicleRefsOf(vehicles: readonly Vehicle[]): VehicleRef[] {
  return toVehicleRefs(vehicles.map((v) => ({ tokenId: v.tokenId, name: v.name, make: v.make, model: v.model, type: v.type as VehicleType })));
}

/**
 * The vehicles a question is about when it names some ("how is my Kia?", "and the other car?", "all my cars"):
 * null when it names none, only the selected one (answer about the selected vehicle, or the whole fleet) or leaves open which.
 */
export function pickNamedVehicles(u: Understanding, owned: readonly Vehicle[], selected: Vehicle | null): Vehicle[] | null {
  const named = u.entities.vehicles ?? [];
  // "the Toyota" with two Toyotas: the answer asks which one, about no vehicle yet
  if (named.length === 0 || u.ambiguity) return null;
  let picked: Vehicle[];
  if (named.includes('*')) picked = [...owned];
  else if (named.includes('other')) picked = owned.filter((v) => v.tokenId !== selected?.tokenId);
  else picked = owned.filter((v) => named.includes(String(v.tokenId)));
  if (picked.length === 0) return null;
  if (selected && picked.length === 1 && picked[0].tokenId === selected.tokenId) return null;
  if (!selected && picked.length === owned.length) return null;
  return picked;
}
