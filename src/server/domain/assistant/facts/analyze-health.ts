import { assessHealth, describeHealthCap, type HealthCap } from '../../../../shared/health-score';
import type { VehicleStatus } from '../../../../shared/vehicle-status';
import { readPaperStatus } from './paper-status';
import { wordingFor, type Wording } from '../wording/wording';
import { LIMITS, describeHealthy, inspectSignals, type SignalInspection } from './signal-findings';
import type { VehicleContext } from './types';
import { hasAnySignal, readNumber } from '../../vehicle-facts/readings';

export interface HealthAnalysis {
  healthScore: number;
  status: VehicleStatus;
  /** the worst stored trouble code when it holds the score down */
  cap: HealthCap | null;
  insights: string[];
  recommendations: string[];
  followUpQuestions: string[];
}

export function analyzeHealth(ctx: VehicleContext): HealthAnalysis {
  const assessment = assessHealth(ctx.latest);
  const { score: healthScore, status, cap } = assessment;
  const w = wordingFor(ctx);
  const t = w.t.health;
  const inspection = hasAnySignal(ctx.latest) ? inspectSignals(ctx) : null;
  const followUpQuestions = suggestFollowUps(ctx, inspection, w);

  if (!inspection) {
    return {
      healthScore,
      status,
      cap,
      insights: [t.noTelemetry(ctx.name, healthScore)],
      recommendations: [t.connectAndDrive],
      followUpQuestions,
    };
  }

  const insights = inspection.findings.map((f) => f.insight);
  if (cap) insights.unshift(describeHealthCap(cap, w.lang));
  const recommendations = [...new Set(inspection.findings.map((f) => f.recommendation))];

  const healthyNote = describeHealthy(inspection, w);
  if (inspection.findings.length === 0) {
    insights.unshift(t.allHealthy(ctx.name));
    recommendations.push(t.noActionNeeded);
  }
  if (healthyNote) insights.push(healthyNote);
  if (inspection.missing.length > 0) insights.push(t.notReported(w.list(inspection.missing)));
  if (inspection.staleness) insights.push(inspection.staleness);

  for (const kind of ['registration', 'insurance'] as const) {
    const paper = readPaperStatus(ctx, kind);
    const date = w.date(paper.expiryDate ?? '');
    if (paper.status === 'expired') recommendations.push(w.t.papers.renewExpired(kind, date));
    else if (paper.status === 'expiring') recommendations.push(w.t.papers.renewBefore(kind, date));
  }

  return { healthScore, status, cap, insights, recommendations, followUpQuestions };
}

function suggestFollowUps(ctx: VehicleContext, inspection: SignalInspection | null, w: Wording): string[] {
  const FOLLOW_UP = w.t.followUp;
  const questions: string[] = [];
  const firstCode = inspection?.troubleCodes[0]?.code;
  if (firstCode) questions.push(FOLLOW_UP.aboutCode(firstCode));
  questions.push(FOLLOW_UP.trip);
  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  const serviceSoon = serviceKm !== null && serviceKm < LIMITS.serviceSoonKm;
  if (serviceSoon || ctx.maintenance.length > 0) questions.push(FOLLOW_UP.maintenanceDue);
  questions.push(FOLLOW_UP.week);
  if (questions.length < 4) questions.push(ctx.documents.length > 0 ? FOLLOW_UP.documents : FOLLOW_UP.maintenanceDue);
  return [...new Set(questions)].slice(0, 4);
}
