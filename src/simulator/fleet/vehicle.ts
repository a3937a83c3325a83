import type { Powertrain } from './catalog';
import type { ConnectionKind } from './connection';
import type { FaultKind } from './faults';

/** A vehicle as the simulator stores it; everything the fleet model needs is derived from it. */
export interface SimVehicle {
  tokenId: number;
  owner: `0x${string}`;
  ownerEmail: string;
  /** Seeds the vehicle's signals; with the time it determines every value. */
  seed: string;
  /** Seeds the owner's home and climate; shared by the owner's vehicles. */
  homeSeed: string;
  modelKey: string;
  make: string;
  model: string;
  year: number;
  powertrain: Powertrain;
  name: string;
  vin: string;
  mintedAt: string;
  faults: FaultKind[];
  /** How the car reaches the network; absent (older state) means `dual`. */
  connection?: ConnectionKind;
}
