import type { VehicleType } from './telemetry';
import type { VehicleStatus } from './vehicle-status';
import { DEFAULT_LEVEL_PERCENT, FALLBACK_TOKEN_ID, VEHICLE_DEFAULTS } from './vehicle-defaults';

export { DEFAULT_LEVEL_PERCENT, FALLBACK_TOKEN_ID, VEHICLE_DEFAULTS } from './vehicle-defaults';

export type DemoVehicle = {
  id: string;
  tokenId: number;
  name: string;
  make: string;
  model: string;
  year: number;
  type: VehicleType;
  healthScore: number;
  status: VehicleStatus;
  /** Percent 0..100. */
  fuelLevel: number;
  /** Percent 0..100; the dashboard shows the same value as fuelLevel. */
  batteryLevel: number;
  /** km */
  odometer: number;
  mileage: number;
  lastService: string;
  aiInsight: string;
  location: { latitude: number; longitude: number };
  isDemo: true;
};

/** The vehicle signed-out users (or a failed load) see; a fresh object on every call. */
export function createDemoVehicle(): DemoVehicle {
  return {
    id: `vehicle-${FALLBACK_TOKEN_ID}`,
    tokenId: FALLBACK_TOKEN_ID,
    name: 'Demo Vehicle',
    make: 'Demo',
    model: 'Sedan',
    year: 2024,
    type: 'gas',
    healthScore: VEHICLE_DEFAULTS.healthScore,
    status: VEHICLE_DEFAULTS.status,
    fuelLevel: DEFAULT_LEVEL_PERCENT,
    batteryLevel: DEFAULT_LEVEL_PERCENT,
    odometer: VEHICLE_DEFAULTS.mileage,
    mileage: VEHICLE_DEFAULTS.mileage,
    lastService: VEHICLE_DEFAULTS.lastService,
    aiInsight: 'This is a demo vehicle. Sign in to see your real vehicles.',
    location: { ...VEHICLE_DEFAULTS.location },
    isDemo: true,
  };
}

/** A read-only demo vehicle for places that only display it. */
export const DEMO_VEHICLE: Readonly<DemoVehicle> = Object.freeze({
  ...createDemoVehicle(),
  location: Object.freeze({ ...VEHICLE_DEFAULTS.location }),
});
