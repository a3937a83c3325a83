import { parseDtcList, type LatestSignals, type NumberSignalName } from '../../../shared/telemetry';
import type { VehicleInputs as VehicleContext } from './inputs';

export const TYRES = [
  { signal: 'chassisAxleRow1WheelLeftTirePressure', key: 'frontLeft', label: 'front left' },
  { signal: 'chassisAxleRow1WheelRightTirePressure', key: 'frontRight', label: 'front right' },
  { signal: 'chassisAxleRow2WheelLeftTirePressure', key: 'rearLeft', label: 'rear left' },
  { signal: 'chassisAxleRow2WheelRightTirePressure', key: 'rearRight', label: 'rear right' },
] as const satisfies readonly { signal: NumberSignalName; key: string; label: string }[];

export interface EnergyLevel {
  kind: 'fuel' | 'charge';
  /** 0..100, null when the car does not report it */
  percent: number | null;
}

export function readNumber(latest: LatestSignals | null | undefined, name: NumberSignalName): number | null {
  const value = latest?.[name]?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function isElectric(ctx: VehicleContext): boolean {
  return ctx.type === 'electric' || ctx.latest?.powertrainType?.value?.toUpperCase() === 'ELECTRIC';
}

/** Fuel for combustion and hybrid cars (charge when a hybrid reports no fuel), charge for electric ones. */
export function readEnergyLevel(ctx: VehicleContext): EnergyLevel {
  const fuel = readNumber(ctx.latest, 'powertrainFuelSystemRelativeLevel');
  const charge = readNumber(ctx.latest, 'powertrainTractionBatteryStateOfChargeCurrent');
  if (isElectric(ctx)) return { kind: 'charge', percent: charge };
  if (fuel === null && charge !== null && ctx.type === 'hybrid') return { kind: 'charge', percent: charge };
  return { kind: 'fuel', percent: fuel };
}

export function readOdometerKm(ctx: VehicleContext): number | null {
  const live = readNumber(ctx.latest, 'powertrainTransmissionTravelledDistance');
  if (live !== null) return live;
  const fromDaily = ctx.daily.map((d) => d.odometer).filter((v): v is number => v !== null);
  return fromDaily.length > 0 ? Math.max(...fromDaily) : null;
}

export function readTroubleCodes(latest: LatestSignals | null | undefined): string[] {
  return parseDtcList(latest?.obdDTCList?.value);
}

export { isEngineRunning } from '../../../shared/health-score';

export function hasAnySignal(latest: LatestSignals | null | undefined): boolean {
  if (!latest) return false;
  return Object.entries(latest).some(([key, signal]) => key !== 'lastSeen' && signal !== null && signal !== undefined);
}

/** "2021 Toyota Camry" when known, else the vehicle's name. */
export function describeVehicle(ctx: VehicleContext): string {
  const parts = [ctx.year, ctx.make, ctx.model].filter((p) => p !== null && p !== undefined && String(p).trim() !== '');
  return parts.length >= 2 ? parts.join(' ') : ctx.name;
}
