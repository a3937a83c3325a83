import type { VehicleStatus } from '../../../../shared/vehicle-status';
import { analyzeHealth } from './analyze-health';
import { analyzeMaintenance } from './analyze-maintenance';
import { assessTripReadiness } from './assess-trip';
import { stripPeriod } from '../wording/format';
import { wordingFor, type Wording } from '../wording/wording';
import { inspectSignals } from './signal-findings';
import type { VehicleContext } from './types';

export interface FleetVehicle {
  tokenId: number;
  name: string;
  healthScore: number;
  status: VehicleStatus;
  readinessScore: number;
  isReady: boolean;
  topIssue: string | null;
}

export interface FleetAnalysis {
  /** worst first */
  vehicles: FleetVehicle[];
  /** which vehicle to look at first and why; null when none needs anything */
  attentionFirst: string | null;
  summary: string;
  /** rounded mean of the health scores; null for an empty fleet */
  averageHealth: number | null;
}

const STATUS_RANK: Record<VehicleStatus, number> = { service: 0, attention: 1, optimal: 2 };

export function analyzeFleet(vehicles: VehicleContext[]): FleetAnalysis {
  const w = wordingFor(vehicles[0] ?? {});
  if (vehicles.length === 0) return { vehicles: [], attentionFirst: null, summary: w.t.fleet.noVehicles, averageHealth: null };

  const rows = vehicles.map((ctx) => {
    const health = analyzeHealth(ctx);
    const trip = assessTripReadiness(ctx);
    const findings = inspectSignals(ctx).findings;
    const overdue = analyzeMaintenance(ctx).items.find((i) => i.urgency === 'overdue');
    const topIssue = findings[0]?.insight ?? (overdue ? `${overdue.what}: ${overdue.when}.` : null) ?? trip.riskFactors[0] ?? null;
    const critical = findings.some((f) => f.severity === 'critical') || trip.blocked;
    const vehicle: FleetVehicle = {
      tokenId: ctx.tokenId,
      name: ctx.name,
      healthScore: health.healthScore,
      status: health.status,
      readinessScore: trip.readinessScore,
      isReady: trip.isReady,
      topIssue,
    };
    return { vehicle, critical, issues: findings.length + (overdue ? 1 : 0) };
  });

  rows.sort(
    (a, b) =>
      Number(b.critical) - Number(a.critical) ||
      STATUS_RANK[a.vehicle.status] - STATUS_RANK[b.vehicle.status] ||
      b.issues - a.issues ||
      a.vehicle.healthScore - b.vehicle.healthScore ||
      a.vehicle.readinessScore - b.vehicle.readinessScore ||
      a.vehicle.tokenId - b.vehicle.tokenId,
  );
  const ranked = rows.map((r) => r.vehicle);
  const averageHealth = Math.round(ranked.reduce((s, v) => s + v.healthScore, 0) / ranked.length);

  const worst = rows[0];
  const needsLook = worst.critical || worst.vehicle.status !== 'optimal' || worst.vehicle.topIssue !== null;
  const attentionFirst = needsLook
    ? `${worst.vehicle.name}: ${worst.vehicle.topIssue ? stripPeriod(worst.vehicle.topIssue) : w.t.fleet.healthScore(worst.vehicle.healthScore)}.`
    : null;

  const withIssues = rows.filter((r) => r.issues > 0).length;
  return { vehicles: ranked, attentionFirst, summary: summarize(w, ranked, averageHealth, withIssues), averageHealth };
}

function summarize(w: Wording, vehicles: FleetVehicle[], averageHealth: number, withIssues: number): string {
  const count = (s: VehicleStatus) => vehicles.filter((v) => v.status === s).length;
  const ready = vehicles.filter((v) => v.isReady).length;
  return w.t.fleet.summary({
    total: vehicles.length,
    service: count('service'),
    attention: count('attention'),
    optimal: count('optimal'),
    averageHealth,
    ready,
    withIssues,
  });
}
