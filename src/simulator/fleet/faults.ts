import type { Powertrain } from './catalog';
import { indexFrom, unitFrom } from './hash';

export const FAULT_KINDS = ['dtc', 'weakBattery', 'hotCoolant', 'lowTire', 'serviceDue'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

function canHaveFault(powertrain: Powertrain, fault: FaultKind): boolean {
  return fault !== 'hotCoolant' || powertrain !== 'ELECTRIC';
}

function shuffleBySeed<T>(items: readonly T[], seed: string): T[] {
  return items
    .map((item, i) => ({ item, key: unitFrom(seed, 'shuffle', i) }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.item);
}

/**
 * Spreads every fault kind over a garage: one vehicle stays healthy, the others share all five
 * kinds (hot coolant only on a car with an engine). Vehicles past the third get `planExtraFaults`.
 */
export function planGarageFaults(ownerSeed: string, powertrains: Powertrain[]): FaultKind[][] {
  const plan: FaultKind[][] = powertrains.map(() => []);
  const core = Math.min(3, powertrains.length);
  if (core < 2) return powertrains.map((p, i) => planExtraFaults(`${ownerSeed}#${i}`, p));

  const healthy = core === 3 ? indexFrom(3, ownerSeed, 'healthy') : -1;
  const faulty = [...Array(core).keys()].filter((i) => i !== healthy);
  const engineCars = faulty.filter((i) => canHaveFault(powertrains[i], 'hotCoolant'));
  if (engineCars.length > 0) {
    plan[engineCars[indexFrom(engineCars.length, ownerSeed, 'hot')]].push('hotCoolant');
  }
  const rest = shuffleBySeed(
    FAULT_KINDS.filter((f) => f !== 'hotCoolant'),
    ownerSeed,
  );
  // Fill the vehicle with fewer faults first so the split stays 3 + 2.
  for (const fault of rest) {
    const target = faulty.reduce((best, i) => (plan[i].length < plan[best].length ? i : best), faulty[0]);
    plan[target].push(fault);
  }
  for (let i = core; i < powertrains.length; i++) {
    plan[i] = planExtraFaults(`${ownerSeed}#${i}`, powertrains[i]);
  }
  return plan.map((faults) => FAULT_KINDS.filter((f) => faults.includes(f)));
}

/** Extra (generic) vehicles: most are healthy, some carry one fault. */
export function planExtraFaults(seed: string, powertrain: Powertrain): FaultKind[] {
  if (unitFrom(seed, 'extra-fault') >= 0.35) return [];
  const options = FAULT_KINDS.filter((f) => canHaveFault(powertrain, f));
  return [options[indexFrom(options.length, seed, 'extra-kind')]];
}
