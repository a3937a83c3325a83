import type { VehicleAnalysis } from '../../../shared/api/vehicles';
import type { Db } from '../../db/connection';
import type { User } from '../../db/schema';
import { notFound } from '../../errors';
import { buildVehicleContext } from '../vehicle-facts/load-inputs';
import { analyzeHealth, analyzeMaintenance, assessTripReadiness } from '../assistant';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleAccess } from './vehicle-access';

/** "Latest AI Analysis Results" of one of the owner's vehicles, from the deterministic analyzers. */
export async function analyzeVehicle(deps: { db: Db; telemetry: TelemetryService; vehicles: VehicleAccess }, user: User, tokenId: number): Promise<VehicleAnalysis> {
  const vehicle = await deps.vehicles.find(user, tokenId);
  if (!vehicle) throw notFound('Vehicle');
  const ctx = await buildVehicleContext(deps, user, vehicle);
  const health = analyzeHealth(ctx);
  const trip = assessTripReadiness(ctx);
  const maintenance = analyzeMaintenance(ctx);
  return {
    tokenId,
    healthScore: health.healthScore,
    readinessScore: trip.readinessScore,
    isReady: trip.isReady,
    totalEstimatedCost: maintenance.totalEstimatedCost,
    serviceCount: maintenance.serviceCount,
    summary: ctx.telemetryError ? `Live data unavailable: ${ctx.telemetryError}` : trip.analysis,
    followUpSuggestions: health.followUpQuestions,
    analyzedAt: new Date().toISOString(),
  };
}
