import type { OdometerReading } from '../../../shared/reminders';
import { odometerKm } from '../../../shared/vehicle-levels';
import type { Vehicle } from '../../db/schema';
import type { TelemetryService } from '../telemetry/telemetry-service';

/** What distance reminders are measured against: the live odometer, and daily readings to predict from. */
export interface OdometerSnapshot {
  odometerKm: number | null;
  history: OdometerReading[];
}

export type ReadOdometer = (vehicle: Pick<Vehicle, 'tokenId' | 'source' | 'shared'>) => Promise<OdometerSnapshot>;

export const NO_ODOMETER: OdometerSnapshot = { odometerKm: null, history: [] };

/** Reads a vehicle's odometer through the telemetry service (cached and deadline-bound); nothing for a car without live data. */
export function createOdometerReader(telemetry: TelemetryService): ReadOdometer {
  return async (vehicle) => {
    if (vehicle.source !== 'provider' || !vehicle.shared) return NO_ODOMETER;
    const [latest, month] = await Promise.all([telemetry.latest(vehicle.tokenId), telemetry.daily(vehicle.tokenId, { days: 30 })]);
    const history = month.ok
      ? month.value.flatMap((d) => (d.odometer !== null && Number.isFinite(d.odometer) ? [{ date: d.date, odometerKm: d.odometer }] : []))
      : [];
    return { odometerKm: latest.ok ? odometerKm(latest.value) : null, history };
  };
}
