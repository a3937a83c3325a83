import type { LatestSignals, VehicleType } from './telemetry';
import { DEFAULT_LEVEL_PERCENT } from './vehicle-defaults';

export type LevelSource = 'battery' | 'fuel';
export type VehicleLevel = { percent: number | null; source: LevelSource | null };

function readFinite(signal: { value: number } | null | undefined): number | null {
  const value = signal?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function toPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)));
}

/**
 * The energy level to show: battery state of charge for electric cars, relative fuel level otherwise.
 * A hybrid that reports no fuel level falls back to its battery. `percent` is null when the car sent neither.
 */
export function levelFor(type: VehicleType, signals: LatestSignals | null | undefined): VehicleLevel {
  const battery = readFinite(signals?.powertrainTractionBatteryStateOfChargeCurrent);
  const fuel = readFinite(signals?.powertrainFuelSystemRelativeLevel);
  if (type === 'electric') {
    return battery === null ? { percent: null, source: null } : { percent: toPercent(battery), source: 'battery' };
  }
  if (fuel !== null) return { percent: toPercent(fuel), source: 'fuel' };
  if (type === 'hybrid' && battery !== null) return { percent: toPercent(battery), source: 'battery' };
  return { percent: null, source: null };
}

/** The level percent, or the product's default 60 when the car sent none. */
export function levelOrDefault(type: VehicleType, signals: LatestSignals | null | undefined): number {
  return levelFor(type, signals).percent ?? DEFAULT_LEVEL_PERCENT;
}

/** Odometer in whole km, or null when the car never sent it. */
export function odometerKm(signals: LatestSignals | null | undefined): number | null {
  const km = readFinite(signals?.powertrainTransmissionTravelledDistance);
  return km === null ? null : Math.round(km);
}

export function odometerOrZero(signals: LatestSignals | null | undefined): number {
  return odometerKm(signals) ?? 0;
}
