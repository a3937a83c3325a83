import type { SimEvent } from '../fleet/events';
import type { VehicleModel } from '../fleet/model';
import type { SimStore } from './store';

/** Injected events kept per vehicle; the oldest go first. */
const MAX_INJECTED_PER_VEHICLE = 200;

/** Makes a driving event happen on a vehicle (a test's "harsh braking now"): telemetry's `events` and triggers see it. */
export function injectEvent(store: SimStore, tokenId: number, event: SimEvent): void {
  const key = String(tokenId);
  const list = [...(store.state.injectedEvents[key] ?? []), event].sort((a, b) => a.timestampMs - b.timestampMs);
  store.state.injectedEvents[key] = list.slice(-MAX_INJECTED_PER_VEHICLE);
  store.save();
}

/**
 * The vehicle's events in [fromMs, toMs), oldest first: the fleet model's driving, and any a test injected. The
 * model's own answer is returned as it is when nothing was injected (the common case).
 */
export function listVehicleEvents(store: SimStore, tokenId: number, model: VehicleModel, fromMs: number, toMs: number): SimEvent[] {
  const modelled = model.listEvents(fromMs, toMs);
  const injected = store.state.injectedEvents[String(tokenId)]?.filter((e) => e.timestampMs >= fromMs && e.timestampMs < toMs);
  if (!injected?.length) return modelled;
  return [...modelled, ...injected].sort((a, b) => a.timestampMs - b.timestampMs);
}
