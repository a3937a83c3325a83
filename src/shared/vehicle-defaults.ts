import type { VehicleStatus } from './vehicle-status';

/** Token id used when no real vehicle token is known (login without a shared vehicle, chat, uploads). */
export const FALLBACK_TOKEN_ID = 999999;

/** Level shown where the product needs a number but the car sent none. */
export const DEFAULT_LEVEL_PERCENT = 60;

/** The product's default display values for a vehicle (levels are fractions of 1 here, as the original stored them). */
export const VEHICLE_DEFAULTS = {
  healthScore: 85,
  status: 'optimal' as VehicleStatus,
  fuelLevel: 0.6,
  batteryLevel: 0.8,
  mileage: 45000,
  lastService: '2024-01-10',
  location: { latitude: 37.7749, longitude: -122.4194 },
} as const;
