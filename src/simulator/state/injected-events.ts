import type { SimEvent } from '../fleet/events';
import type { VehicleModel } from '../fleet/model';
import type { SimStore } from './store';

/** Injected events kept per vehicle; the oldest go first. */
const MAX_INJECTED_PER_VEHICLE = 200;

/**
 * Makes a driving event happen on a vehicle (a test's "harsh braking now"): every query that lists or counts the car's
 * events sees it (see listVehicleEvents), and event webhooks fire on it.
 */
export function injectEvent(store: SimStore, tokenId: number, event: SimEvent): void {
  const key = String(tokenId);
  const list = [...(store.state.injectedEvents[key] ?? []), event].sort((a, b) => a.timestampMs - b.timestampMs);
  store.state.injectedEvents[key] = list.slice(-MAX_INJECTED_PER_VEHICLE);
  store.save();
}

function listInjected(store: SimStore, tokenId: number, fromMs: number, toMs: number): SimEvent[] | undefined {
  return store.state.injectedEvents[String(tokenId)]?.filter((e) => e.timestampMs >= fromMs && e.timestampMs < toMs);
}

/** Whether a test injected any event of the vehicle in [fromMs, toMs): what a summary kept from the model alone would miss. */
export function hasInjectedEvents(store: SimStore, tokenId: number, fromMs: number, toMs: number): boolean {
  return store.state.injectedEvents[String(tokenId)]?.some((e) => e.timestampMs >= fromMs && e.timestampMs < toMs) ?? false;
}

/**
 * The one place a vehicle's events are read (telemetry's events, segments' event counts, dailyActivity, dataSummary,
 * event webhooks): the vehicle's events in [fromMs, toMs), oldest first: the fleet model's driving, and any a test injected. The
 * model's own answer is returned as it is when nothing was injected (the common case).
 */
export function listVehicleEvents(store: SimStore, tokenId: number, model: VehicleModel, fromMs: number, toMs: number): SimEvent[] {
  const modelled = model.listEvents(fromMs, toMs);
  const injected = listInjected(store, tokenId, fromMs, toMs);
  if (!injected?.length) return modelled;
  return [...modelled, ...injected].sort((a, b) => a.timestampMs - b.timestampMs);
}
