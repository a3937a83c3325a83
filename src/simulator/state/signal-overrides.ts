import { reportsUntilMs } from '../fleet/connection';
import { getVehicleModel, type SignalValues } from '../fleet/model';
import type { SimVehicle } from '../fleet/vehicle';
import type { SimSignalOverride } from '../triggers/types';
import type { SimStore } from './store';

export function getSignalOverride(store: SimStore, tokenId: number): SimSignalOverride | undefined {
  return store.state.signalOverrides[String(tokenId)];
}

/** Sets (or, with null, removes) signal values of one vehicle; they are reported as a sample taken now. */
export function setSignalOverrides(store: SimStore, tokenId: number, values: Record<string, number | string | null>, now: Date): SimSignalOverride | null {
  const key = String(tokenId);
  const current = store.state.signalOverrides[key];
  const merged: Record<string, number | string> = { ...current?.values };
  for (const [name, value] of Object.entries(values)) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  if (Object.keys(merged).length === 0) {
    delete store.state.signalOverrides[key];
    store.save();
    return null;
  }
  const next = { values: merged, at: now.toISOString(), version: (current?.version ?? 0) + 1 };
  store.state.signalOverrides[key] = next;
  store.save();
  return next;
}

export function clearSignalOverrides(store: SimStore, tokenId: number): void {
  delete store.state.signalOverrides[String(tokenId)];
  store.save();
}

export interface LatestSample {
  /** Time of the latest sample (ms), or null before the vehicle's data starts. */
  lastSeen: number | null;
  values: SignalValues | null;
}

/**
 * The vehicle's latest sample as telemetry reports it and triggers see it: the fleet model's latest sample, with any
 * overridden signals on top (an override counts as a sample taken when it was set).
 */
export function readLatestSample(store: SimStore, vehicle: SimVehicle, nowMs: number): LatestSample {
  const model = getVehicleModel(vehicle);
  const modelSeen = model.getLatestSampleTime(reportsUntilMs(vehicle, nowMs));
  const override = getSignalOverride(store, vehicle.tokenId);
  const overrideAt = override ? Date.parse(override.at) : null;
  const lastSeen = overrideAt !== null && overrideAt <= nowMs ? Math.max(overrideAt, modelSeen ?? 0) : modelSeen;
  if (lastSeen === null) return { lastSeen: null, values: null };
  const values = model.getSignalsAt(modelSeen ?? lastSeen);
  if (override && overrideAt !== null && overrideAt <= nowMs) Object.assign(values, override.values);
  return { lastSeen, values };
}

/** Changes whenever the latest sample does: a new model sample or a new override. Cheaper than reading the sample. */
export function getLatestSampleKey(store: SimStore, vehicle: SimVehicle, nowMs: number): string {
  const modelSeen = getVehicleModel(vehicle).getLatestSampleTime(reportsUntilMs(vehicle, nowMs));
  return `${modelSeen ?? '-'}|${getSignalOverride(store, vehicle.tokenId)?.version ?? 0}`;
}
