import type { Dashboard, DashboardVehicle } from './vehicles';
import { createDemoVehicle } from '../demo-vehicle';

/** The demo vehicle (SPEC section 8) in the dashboard's shape: no telemetry, the product's named defaults. */
export function createDemoDashboardVehicle(): DashboardVehicle {
  const demo = createDemoVehicle();
  return {
    id: demo.id,
    tokenId: demo.tokenId,
    name: demo.name,
    make: demo.make,
    model: demo.model,
    year: demo.year,
    vin: null,
    type: demo.type,
    isDemo: true,
    healthScore: demo.healthScore,
    status: demo.status,
    healthCap: null,
    level: { percent: demo.fuelLevel, source: 'fuel' },
    odometerKm: demo.odometer,
    latest: null,
    troubleCodes: [],
    coverage: null,
    reporting: { troubleCodes: 'reported', location: 'reported' },
    location: demo.location,
    lastSeen: null,
    telemetryError: null,
    documents: [],
    documentCount: 0,
    alerts: [],
    nextDue: null,
  };
}

/** What signed-out visitors see, and what the dashboard falls back to when loading the vehicles failed. */
export function createFallbackDashboard(now = new Date()): Dashboard {
  return { vehicles: [createDemoDashboardVehicle()], demo: true, fetchedAt: now.toISOString() };
}
