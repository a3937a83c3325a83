import type { SimContext } from '../context';
import { DAY_MS, getVehicleModel, type VehicleModel } from './model';
import type { SimVehicle } from './vehicle';

/** How much of each car's recent driving is generated ahead: DIMO's longest telemetry window. */
const PREPARED_DAYS = 31;
const SCAN_MS = 250;

export interface FleetPreparation {
  /** Cars whose recent driving is not generated yet. */
  countPending(): number;
  stop(): void;
}

/** More of a car's month to read ahead once its driving is generated (the telemetry's settled segment summaries). */
export type ReadAhead = (vehicle: SimVehicle, model: VehicleModel, fromMs: number, nowMs: number) => void;

/**
 * Generates every car's last 31 days of driving in the background, a car per turn of the event loop so that requests
 * go first: a car the simulator holds (at start, or once a garage is made) answers its first questions with its data
 * ready, as the network's stored data does. What a car does after that is generated when asked for.
 */
export function startFleetPreparation(ctx: SimContext, readAhead?: ReadAhead): FleetPreparation {
  const prepared = new WeakSet<VehicleModel>();
  let queue: SimVehicle[] = [];
  let running = false;
  let stopped = false;
  /** How many cars the simulator held when every one was last prepared: the fleet is looked at again when it changes. */
  let preparedCount = 0;
  let queuedCount = 0;

  const pending = () => {
    const { vehicles } = ctx.store.state;
    return vehicles.length === preparedCount ? [] : vehicles.filter((vehicle) => !prepared.has(getVehicleModel(vehicle)));
  };

  function step(): void {
    const vehicle = queue.shift();
    if (stopped || !vehicle) {
      running = false;
      if (!stopped) preparedCount = queuedCount;
      return;
    }
    const now = ctx.now().getTime();
    const model = getVehicleModel(vehicle);
    model.prepare(now - PREPARED_DAYS * DAY_MS, now);
    readAhead?.(vehicle, model, now - PREPARED_DAYS * DAY_MS, now);
    prepared.add(model);
    setImmediate(step);
  }

  const timer = setInterval(() => {
    if (running || stopped) return;
    queuedCount = ctx.store.state.vehicles.length;
    queue = pending();
    if (queue.length === 0) {
      preparedCount = queuedCount;
      return;
    }
    running = true;
    setImmediate(step);
  }, SCAN_MS);
  timer.unref();

  return {
    countPending: () => (running ? queue.length + 1 : pending().length),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
