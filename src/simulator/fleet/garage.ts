import { MODELS_BY_POWERTRAIN, formatVehicleName, type Powertrain } from './catalog';
import type { ConnectionKind } from './connection';
import { planGarageFaults } from './faults';
import { indexFrom } from './hash';
import type { SimVehicle } from './vehicle';
import { buildVin } from './vin';
import { deriveWalletAddress, normalizeEmail } from './wallet';

export const GARAGE_POWERTRAINS: Powertrain[] = ['COMBUSTION', 'ELECTRIC', 'HYBRID'];
const EXTRA_CYCLE: Powertrain[] = ['COMBUSTION', 'HYBRID', 'ELECTRIC', 'COMBUSTION'];

/** Powertrain of the vehicle at `index` in an owner's garage (the first three are the standard garage). */
export function getGaragePowertrain(index: number): Powertrain {
  return index < 3 ? GARAGE_POWERTRAINS[index] : EXTRA_CYCLE[index % EXTRA_CYCLE.length];
}

/**
 * Builds the vehicles at positions `startIndex`.. of an owner's garage. Models, VINs and faults depend
 * only on the email, the position and the token id, so the same owner always gets the same cars.
 */
export function buildGarageVehicles(input: {
  email: string;
  tokenIds: number[];
  startIndex: number;
  mintedAt: Date;
  /** Connection kinds of the vehicles built here, in turn (default: every one `dual`). */
  connections?: ConnectionKind[];
}): SimVehicle[] {
  const ownerSeed = normalizeEmail(input.email);
  const owner = deriveWalletAddress(ownerSeed);
  const count = input.startIndex + input.tokenIds.length;
  const powertrains = Array.from({ length: count }, (_, i) => getGaragePowertrain(i));
  const faultPlan = planGarageFaults(ownerSeed, powertrains);

  return input.tokenIds.map((tokenId, offset) => {
    const index = input.startIndex + offset;
    const powertrain = powertrains[index];
    const models = MODELS_BY_POWERTRAIN[powertrain];
    const model = models[indexFrom(models.length, ownerSeed, 'model', index)];
    const connection = input.connections?.length ? input.connections[offset % input.connections.length] : 'dual';
    return {
      tokenId,
      owner,
      ownerEmail: ownerSeed,
      seed: `${ownerSeed}#${index}#${tokenId}`,
      homeSeed: ownerSeed,
      modelKey: model.key,
      make: model.make,
      model: model.model,
      year: model.year,
      powertrain,
      name: formatVehicleName(model),
      vin: buildVin({ wmi: model.wmi, vds: model.vds, year: model.year, plant: model.plant, serial: 100_000 + tokenId }),
      mintedAt: input.mintedAt.toISOString(),
      faults: faultPlan[index],
      ...(connection === 'dual' ? {} : { connection }),
    };
  });
}
