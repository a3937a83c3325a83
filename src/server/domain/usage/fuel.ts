import type { UsageSeries } from '../../../shared/telemetry';
import { findRises, measureUsed, toLevelTrack, type LevelRise } from './level-track';

/** A rise of the fuel level by at least this much is a refuel; smaller wobbles are the sensor (fuel sloshing). */
export const REFUEL_MIN_PERCENT = 5;
export const REFUEL_MIN_LITRES = 3;

export interface RefuelEvent {
  /** ISO time the level started rising and was full again (bucket resolution) */
  start: string;
  end: string;
  fromPercent: number | null;
  toPercent: number | null;
  /** litres added: read from the absolute level when the car reports it, else from the percent and the tank size */
  litresAdded: number | null;
}

export interface FuelUse {
  /** points of the tank used (refuels added back) */
  percentUsed: number | null;
  litresUsed: number | null;
  /** 'reported' when read from the absolute level, 'tank' when percent x tank size, null when no litre figure */
  litresBasis: 'reported' | 'tank' | null;
  refuels: RefuelEvent[];
}

/**
 * Fuel burned and refuels over a fine series, from the level's falls and rises (never from daily averages).
 * `tankLitres` converts percent to litres when the car reports no absolute level.
 */
export function measureFuel(series: UsageSeries, opts: { tankLitres: number | null }): FuelUse | null {
  const percent = toLevelTrack(series, (b) => b.fuelPercent);
  const litres = toLevelTrack(series, (b) => b.fuelLitres);
  if (percent.length < 2 && litres.length < 2) return null;

  const percentRises = findRises(percent, REFUEL_MIN_PERCENT);
  const litreRises = findRises(litres, REFUEL_MIN_LITRES);
  const percentUsed = measureUsed(percent, percentRises);
  let litresUsed = measureUsed(litres, litreRises);
  let litresBasis: FuelUse['litresBasis'] = litresUsed === null ? null : 'reported';
  if (litresUsed === null && percentUsed !== null && opts.tankLitres !== null) {
    litresUsed = (percentUsed / 100) * opts.tankLitres;
    litresBasis = 'tank';
  }

  // Refuels are counted on the percent track when there is one, else on the litre track.
  const primary = percent.length >= 2 ? percentRises : litreRises;
  const refuels = primary.map((rise) => describeRefuel(rise, percent.length >= 2 ? 'percent' : 'litres', litreRises, opts.tankLitres));
  return {
    percentUsed: percentUsed === null ? null : round2(percentUsed),
    litresUsed: litresUsed === null ? null : round2(litresUsed),
    litresBasis,
    refuels,
  };
}

function describeRefuel(rise: LevelRise, track: 'percent' | 'litres', litreRises: LevelRise[], tankLitres: number | null): RefuelEvent {
  const base = { start: new Date(rise.startT).toISOString(), end: new Date(rise.endT).toISOString() };
  if (track === 'litres') return { ...base, fromPercent: null, toPercent: null, litresAdded: round2(rise.to - rise.from) };
  const overlapping = litreRises.find((l) => l.startT <= rise.endT && l.endT >= rise.startT);
  const litresAdded = overlapping
    ? overlapping.to - overlapping.from
    : tankLitres !== null
      ? ((rise.to - rise.from) / 100) * tankLitres
      : null;
  return { ...base, fromPercent: rise.from, toPercent: rise.to, litresAdded: litresAdded === null ? null : round2(litresAdded) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
