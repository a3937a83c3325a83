import { assessHealth, describeHealthCap, type HealthCap } from '../../../../shared/health-score';
import type { VehicleStatus } from '../../../../shared/vehicle-status';
import { readPaperStatus } from './document-facts';
import { FOLLOW_UP, askAboutCode } from '../wording/follow-up-questions';
import { joinList } from '../wording/format';
import { LIMITS, describeHealthy, inspectSignals, type SignalInspection } from './signal-findings';
import type { VehicleContext } from './types';
import { hasAnySignal, readNumber } from './vehicle-facts';

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
  const inspection = hasAnySignal(ctx.latest) ? inspectSignals(ctx) : null;
  const followUpQuestions = suggestFollowUps(ctx, inspection);

  if (!inspection) {
    return {
      healthScore,
      status,
      cap,
      insights: [
        `No live telemetry has been reported for ${ctx.name} yet, so the health score is the default ${healthScore}.`,
      ],
      recommendations: [
        'Make sure the vehicle is connected and shared with this app, then drive it briefly so it reports fresh data.',
      ],
      followUpQuestions,
    };
  }

  const insights = inspection.findings.map((f) => f.insight);
  if (cap) insights.unshift(describeHealthCap(cap));
  const recommendations = [...new Set(inspection.findings.map((f) => f.recommendation))];

  const healthyNote = describeHealthy(inspection);
  if (inspection.findings.length === 0) {
    insights.unshift(`Everything ${ctx.name} reports looks healthy.`);
    recommendations.push('No action needed now; keep to the regular service schedule.');
  }
  if (healthyNote) insights.push(healthyNote);
  if (inspection.missing.length > 0) insights.push(`Not reported by this car: ${joinList(inspection.missing)}.`);
  if (inspection.staleness) insights.push(inspection.staleness);

  for (const kind of ['registration', 'insurance'] as const) {
    const paper = readPaperStatus(ctx, kind);
    if (paper.status === 'expired') recommendations.push(`Renew the ${kind}: it expired on ${paper.expiryDate}.`);
    else if (paper.status === 'expiring') recommendations.push(`Renew the ${kind} before ${paper.expiryDate}.`);
  }

  return { healthScore, status, cap, insights, recommendations, followUpQuestions };
}

function suggestFollowUps(ctx: VehicleContext, inspection: SignalInspection | null): string[] {
  const questions: string[] = [];
  const firstCode = inspection?.troubleCodes[0]?.code;
  if (firstCode) questions.push(askAboutCode(firstCode));
  questions.push(FOLLOW_UP.trip);
  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  const serviceSoon = serviceKm !== null && serviceKm < LIMITS.serviceSoonKm;
  if (serviceSoon || ctx.maintenance.length > 0) questions.push(FOLLOW_UP.maintenanceDue);
  questions.push(FOLLOW_UP.week);
  if (questions.length < 4) questions.push(ctx.documents.length > 0 ? FOLLOW_UP.documents : FOLLOW_UP.maintenanceDue);
  return [...new Set(questions)].slice(0, 4);
}
