import { readPaperStatus, type PaperKind } from './paper-status';
import { analyzeMaintenance } from './analyze-maintenance';
import { capitalize, stripPeriod } from '../wording/format';
import { wordingFor, type Wording } from '../wording/wording';
import { LIMITS, describeTroubleCode, inspectSignals } from './signal-findings';
import type { VehicleContext } from './types';
import { TYRES, describeVehicle, hasAnySignal, isElectric, isEngineRunning, readEnergyLevel, readNumber } from '../../vehicle-facts/readings';

export interface TripAssessment {
  readinessScore: number;
  isReady: boolean;
  analysis: string;
  riskFactors: string[];
  recommendations: string[];
  /** km; reported by the car or estimated from the level, null when neither is known */
  rangeKm: number | null;
  rangeEstimated: boolean;
  distanceKm: number | null;
  /** a risk that makes the car not ready whatever the score (critical/high code, overheating, flat tyre) */
  blocked: boolean;
}

/**
 * Deductions from 100 (readiness score, clamped 0..100). "Blocks" means the car is not ready whatever the score.
 *
 * | factor                      | condition                                   | points      | blocks |
 * |-----------------------------|---------------------------------------------|-------------|--------|
 * | no telemetry                | nothing reported                            | -40         | no     |
 * | range vs trip               | range < trip distance                       | -20         | no     |
 * | range, no distance given    | range < 100 km                              | -15         | no     |
 * | fuel / charge level         | < 10% / < 20%                               | -25 / -15   | no     |
 * | 12 V battery                | < 11.5 V / < 12.0 V                         | -25 / -15   | no     |
 * | coolant                     | > 110 °C / < 80 °C with engine running      | -30 / -5    | yes/no |
 * | tyre pressure (each wheel)  | < 150 kPa / < 200 kPa (tyres total >= -30)  | -20 / -10   | yes/no |
 * | trouble code (each)         | critical / high / medium / low (codes >= -50) | -40/-25/-10/-5 | crit+high |
 * | service                     | overdue / due within the trip or 1000 km    | -15 / -5    | no     |
 * | registration, insurance     | expired (each)                              | -15         | no     |
 */
export const TRIP_WEIGHTS = {
  noTelemetry: 40,
  rangeShortOfTrip: 20,
  rangeShortDefault: 15,
  defaultTripKm: 100,
  levelCritical: 25,
  levelLow: 15,
  voltageCritical: 25,
  voltageLow: 15,
  overheating: 30,
  coolantCold: 5,
  tyreFlat: 20,
  tyreLow: 10,
  tyresCap: 30,
  dtc: { critical: 40, high: 25, medium: 10, low: 5 },
  dtcCap: 50,
  serviceOverdue: 15,
  serviceSoon: 5,
  paperExpired: 15,
  readyThreshold: 70,
} as const;

/** Rough full-tank / full-charge ranges used only when the car reports no range; always labelled as estimates. */
const TYPICAL_FULL_RANGE_KM = { fuel: 600, charge: 400 } as const;
const TYPICAL_FUEL_L_PER_KM = 0.08;
const TYPICAL_EV_KWH_PER_KM = 0.18;

/** One reason the car is less ready: what it costs, whether it blocks, and what to tell the owner. */
interface TripFactor {
  points: number;
  blocks?: boolean;
  risk: string;
  recommendation: string;
}

/** What a check found: deductions, plus notes that cost nothing (missing data, papers not on file). */
interface CheckResult {
  factors: TripFactor[];
  notes: string[];
  /** registration or insurance documents that are not on file */
  missingPapers?: PaperKind[];
}

interface TripInput {
  ctx: VehicleContext;
  w: Wording;
  distanceKm: number | null;
  tripText: string;
  telemetry: boolean;
}

type TripCheck = (input: TripInput) => CheckResult;

const CHECKS: TripCheck[] = [
  checkTelemetry,
  checkRange,
  checkLevel,
  checkLowVoltageBattery,
  checkCoolant,
  checkTyres,
  checkTroubleCodes,
  checkService,
  checkPapers,
];

export function assessTripReadiness(ctx: VehicleContext, opts: { distanceKm?: number } = {}): TripAssessment {
  const w = wordingFor(ctx);
  const t = w.t.trip;
  const distanceKm = opts.distanceKm !== undefined && opts.distanceKm > 0 ? opts.distanceKm : null;
  const tripText = distanceKm !== null ? t.theTrip(w.distance(distanceKm, ctx.unit)) : t.aLongTrip;
  const telemetry = hasAnySignal(ctx.latest);
  const input: TripInput = { ctx, w, distanceKm, tripText, telemetry };

  const results = CHECKS.map((check) => check(input));
  const factors = results.flatMap((r) => r.factors);
  const notes = results.flatMap((r) => r.notes);
  const deduction = factors.reduce((sum, f) => sum + f.points, 0);
  const blocked = factors.some((f) => f.blocks);
  const risks = factors.map((f) => f.risk);
  const recommendations = [...new Set(factors.map((f) => f.recommendation))];
  const missingPapers = results.flatMap((r) => r.missingPapers ?? []);
  if (missingPapers.length) recommendations.push(t.uploadMissingPapers(missingPapers));

  const readinessScore = Math.max(0, Math.min(100, Math.round(100 - deduction)));
  const isReady = readinessScore >= TRIP_WEIGHTS.readyThreshold && !blocked && telemetry;
  if (isReady && recommendations.length === 0)
    recommendations.push(t.walkAround);

  const range = estimateRange(ctx);
  return {
    readinessScore,
    isReady,
    analysis: writeAnalysis(ctx, w, { readinessScore, isReady, blocked, tripText, risks, notes }),
    riskFactors: risks,
    recommendations,
    rangeKm: range.km === null ? null : Math.round(range.km),
    rangeEstimated: range.estimated,
    distanceKm,
    blocked,
  };
}

function checkTelemetry({ w, telemetry }: TripInput): CheckResult {
  if (telemetry) return { factors: [], notes: [] };
  return { factors: [{ points: TRIP_WEIGHTS.noTelemetry, ...w.t.trip.noTelemetry }], notes: [] };
}

function checkRange({ ctx, w, distanceKm, tripText, telemetry }: TripInput): CheckResult {
  const t = w.t.trip.range;
  const range = estimateRange(ctx);
  const kind = readEnergyLevel(ctx).kind;
  if (range.km === null) return { factors: [], notes: telemetry ? [t.notReported] : [] };
  const rangeText = t.value(w.distance(range.km, ctx.unit), range.estimated);
  if (distanceKm !== null && range.km < distanceKm)
    return {
      factors: [{ points: TRIP_WEIGHTS.rangeShortOfTrip, risk: t.shortOfTrip(rangeText, tripText), recommendation: t.stopOnTheWay(kind) }],
      notes: [],
    };
  if (distanceKm === null && range.km < TRIP_WEIGHTS.defaultTripKm)
    return {
      factors: [{ points: TRIP_WEIGHTS.rangeShortDefault, risk: t.shortForLongTrip(rangeText), recommendation: t.fillUp(kind) }],
      notes: [],
    };
  return { factors: [], notes: [t.enough(rangeText, range.basis, distanceKm !== null ? tripText : null)] };
}

function checkLevel({ ctx, w }: TripInput): CheckResult {
  const level = readEnergyLevel(ctx);
  if (level.percent === null || level.percent >= LIMITS.lowLevelPercent) return { factors: [], notes: [] };
  return {
    factors: [
      {
        points: level.percent < LIMITS.criticalLevelPercent ? TRIP_WEIGHTS.levelCritical : TRIP_WEIGHTS.levelLow,
        risk: w.t.trip.level.risk(level.kind, w.number(level.percent)),
        recommendation: w.t.trip.level.recommendation(level.kind),
      },
    ],
    notes: [],
  };
}

function checkLowVoltageBattery({ ctx, w }: TripInput): CheckResult {
  const voltage = readNumber(ctx.latest, 'lowVoltageBatteryCurrentVoltage');
  if (voltage === null || voltage >= LIMITS.minRestVoltage) return { factors: [], notes: [] };
  return {
    factors: [
      {
        points: voltage < 11.5 ? TRIP_WEIGHTS.voltageCritical : TRIP_WEIGHTS.voltageLow,
        risk: w.t.trip.voltage.risk(w.fixed(voltage, 1)),
        recommendation: w.t.trip.voltage.recommendation,
      },
    ],
    notes: [],
  };
}

function checkCoolant({ ctx, w }: TripInput): CheckResult {
  const coolant = readNumber(ctx.latest, 'powertrainCombustionEngineECT');
  if (coolant !== null && coolant > LIMITS.coolantMax)
    return {
      factors: [
        {
          points: TRIP_WEIGHTS.overheating,
          blocks: true,
          risk: w.t.trip.coolantHot.risk(w.number(coolant)),
          recommendation: w.t.trip.coolantHot.recommendation,
        },
      ],
      notes: [],
    };
  if (coolant !== null && coolant < LIMITS.coolantMin && isEngineRunning(ctx.latest) === true)
    return {
      factors: [
        {
          points: TRIP_WEIGHTS.coolantCold,
          risk: w.t.trip.coolantCold.risk(w.number(coolant)),
          recommendation: w.t.trip.coolantCold.recommendation,
        },
      ],
      notes: [],
    };
  return { factors: [], notes: [] };
}

function checkTyres({ ctx, w, telemetry }: TripInput): CheckResult {
  const tyres = TYRES.map((tyre) => ({ label: w.t.tyres[tyre.key], kpa: readNumber(ctx.latest, tyre.signal) }));
  const factors: TripFactor[] = [];
  for (const { label, kpa } of tyres) {
    if (kpa === null || kpa >= LIMITS.tyreMinKpa) continue;
    const flat = kpa < LIMITS.tyreFlatKpa;
    factors.push({
      points: flat ? TRIP_WEIGHTS.tyreFlat : TRIP_WEIGHTS.tyreLow,
      blocks: flat,
      risk: w.t.trip.tyre.risk(capitalize(label), flat, w.pressure(kpa, ctx.unit)),
      recommendation: w.t.trip.tyre.recommendation(label, flat),
    });
  }
  const reported = tyres.some((t) => t.kpa !== null);
  return {
    factors: capPoints(factors, TRIP_WEIGHTS.tyresCap),
    notes: telemetry && !reported ? [w.t.trip.tyre.notReported] : [],
  };
}

function checkTroubleCodes({ ctx, w }: TripInput): CheckResult {
  const factors = inspectSignals(ctx).troubleCodes.map((dtc): TripFactor => {
    const finding = describeTroubleCode(dtc, w);
    return {
      points: TRIP_WEIGHTS.dtc[dtc.severity],
      blocks: dtc.severity === 'critical' || dtc.severity === 'high',
      risk: finding.insight,
      recommendation: finding.recommendation,
    };
  });
  return { factors: capPoints(factors, TRIP_WEIGHTS.dtcCap), notes: [] };
}

const PAPER_KINDS: readonly string[] = ['registration_expiry', 'insurance_expiry', 'warranty_expiry'];

function checkService({ ctx, w, distanceKm }: TripInput): CheckResult {
  const t = w.t.trip.service;
  // documents' expiries are the papers check's; trouble codes the codes check's
  const dueItems = analyzeMaintenance(ctx).items.filter((i) => !PAPER_KINDS.includes(i.kind) && i.kind !== 'workshop');
  const overdue = dueItems.find((i) => i.urgency === 'overdue');
  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  const soon = dueItems.find((i) => i.urgency === 'due_soon');
  let factor: TripFactor | null = null;
  if (overdue)
    factor = {
      points: TRIP_WEIGHTS.serviceOverdue,
      risk: t.overdue(overdue.what, `${overdue.when}.`),
      recommendation: t.overdueRecommendation,
    };
  else if (serviceKm !== null && distanceKm !== null && serviceKm < distanceKm)
    factor = {
      points: TRIP_WEIGHTS.serviceSoon,
      risk: t.duringTrip(w.distance(serviceKm, ctx.unit)),
      recommendation: t.soonRecommendation,
    };
  else if (soon)
    factor = {
      points: TRIP_WEIGHTS.serviceSoon,
      risk: t.soon(soon.what, `${soon.when}.`),
      recommendation: t.soonRecommendation,
    };
  return { factors: factor ? [factor] : [], notes: [] };
}

function checkPapers({ ctx, w }: TripInput): CheckResult {
  const t = w.t.papers;
  const result: CheckResult = { factors: [], notes: [], missingPapers: [] };
  for (const kind of ['registration', 'insurance'] as const) {
    const paper = readPaperStatus(ctx, kind);
    const date = w.date(paper.expiryDate ?? '');
    if (paper.status === 'expired')
      result.factors.push({ points: TRIP_WEIGHTS.paperExpired, risk: t.expiredOn(kind, date), recommendation: t.renewBeforeDriving(kind) });
    else if (paper.status === 'expiring' && paper.daysLeft !== null && paper.daysLeft <= 7) result.notes.push(t.expiresOn(kind, date));
    else if (paper.status === 'unknown') {
      result.notes.push(paper.onFile ? t.noExpiryDate(kind) : t.notOnFile(kind));
      if (!paper.onFile) result.missingPapers?.push(kind);
    }
  }
  return result;
}

/** Keeps the factors but limits their summed points to `cap`, trimming the later ones. */
function capPoints(factors: TripFactor[], cap: number): TripFactor[] {
  let used = 0;
  return factors.map((f) => {
    const points = Math.min(f.points, cap - used);
    used += points;
    return { ...f, points };
  });
}

interface RangeEstimate {
  km: number | null;
  estimated: boolean;
  basis: string | null;
}

export function estimateRange(ctx: VehicleContext): RangeEstimate {
  const w = wordingFor(ctx);
  const t = w.t.trip.range;
  const reported = readNumber(ctx.latest, 'powertrainRange');
  if (reported !== null) return { km: reported, estimated: false, basis: null };
  if (isElectric(ctx)) {
    const energy = readNumber(ctx.latest, 'powertrainTractionBatteryStateOfChargeCurrentEnergy');
    const percent = readNumber(ctx.latest, 'powertrainTractionBatteryStateOfChargeCurrent');
    const capacity = readNumber(ctx.latest, 'powertrainTractionBatteryGrossCapacity');
    const kwh = energy ?? (percent !== null && capacity !== null ? (percent / 100) * capacity : null);
    if (kwh !== null)
      return { km: kwh / TYPICAL_EV_KWH_PER_KM, estimated: true, basis: t.fromKwh(w.number(kwh, 1)) };
  } else {
    const litres = readNumber(ctx.latest, 'powertrainFuelSystemAbsoluteLevel');
    if (litres !== null)
      return { km: litres / TYPICAL_FUEL_L_PER_KM, estimated: true, basis: t.fromLitres(w.number(litres, 1)) };
  }
  const level = readEnergyLevel(ctx);
  if (level.percent === null) return { km: null, estimated: false, basis: null };
  const full = TYPICAL_FULL_RANGE_KM[level.kind];
  return {
    km: (level.percent / 100) * full,
    estimated: true,
    basis: t.fromLevel(w.number(level.percent), level.kind, w.distance(full, ctx.unit)),
  };
}

function writeAnalysis(
  ctx: VehicleContext,
  w: Wording,
  a: { readinessScore: number; isReady: boolean; blocked: boolean; tripText: string; risks: string[]; notes: string[] },
): string {
  const t = w.t.trip.analysis;
  const vehicle = describeVehicle(ctx);
  const sentences: string[] = [];
  if (a.isReady) sentences.push(t.ready(vehicle, a.readinessScore, a.tripText));
  else if (a.blocked) sentences.push(t.blocked(vehicle, a.readinessScore, a.tripText));
  else sentences.push(t.notReady(vehicle, a.readinessScore, a.tripText));
  if (a.risks.length > 0) sentences.push(t.mainRisks(a.risks.length, a.risks.slice(0, 2).map(stripPeriod).join('; ')));
  else sentences.push(t.noRisks);
  const extra = a.notes.slice(0, 2);
  sentences.push(...extra);
  return sentences.join(' ');
}

