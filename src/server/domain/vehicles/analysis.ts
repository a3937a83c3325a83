import type { VehicleAnalysis } from '../../../shared/api/vehicles';
import type { Db } from '../../db/connection';
import type { User } from '../../db/schema';
import { notFound } from '../../errors';
import { buildVehicleContext } from '../vehicle-facts/load-inputs';
import type { VehicleFactsService } from '../vehicle-facts/facts-service';
import { analyzeHealth, assessTripReadiness } from '../assistant';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleAccess } from './vehicle-access';

/** The period the analysis tiles count money over. */
export const ANALYSIS_SPEND_PERIOD = 'this-year';

/** "Latest AI Analysis Results" of one of the owner's vehicles: the deterministic analyzers, and this year's spend from the facts. */
export async function analyzeVehicle(
  deps: { db: Db; telemetry: TelemetryService; vehicles: VehicleAccess; facts: VehicleFactsService },
  user: User,
  tokenId: number,
): Promise<VehicleAnalysis> {
  const vehicle = await deps.vehicles.find(user, tokenId);
  if (!vehicle) throw notFound('Vehicle');
  const [ctx, { items: _items, ...spend }] = await Promise.all([buildVehicleContext(deps, user, vehicle), deps.facts.spend(user, { tokenId, period: ANALYSIS_SPEND_PERIOD })]);
  const health = analyzeHealth(ctx);
  const trip = assessTripReadiness(ctx);
  return {
    tokenId,
    healthScore: health.healthScore,
    readinessScore: trip.readinessScore,
    isReady: trip.isReady,
    spend,
    summary: ctx.telemetryError ? `Live data unavailable: ${ctx.telemetryError}` : trip.analysis,
    followUpSuggestions: health.followUpQuestions,
    analyzedAt: new Date().toISOString(),
  };
}
