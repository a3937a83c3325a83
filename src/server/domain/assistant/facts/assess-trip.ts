import { readPaperStatus } from './document-facts';
import { analyzeMaintenance } from './analyze-maintenance';
import { capitalize, formatDistance, formatNumber, lowerFirst, stripPeriod } from '../wording/format';
import { LIMITS, describeTroubleCode, formatPressure, inspectSignals } from './signal-findings';
import type { VehicleContext } from './types';
import { TYRES, describeVehicle, hasAnySignal, isElectric, isEngineRunning, readEnergyLevel, readNumber } from './vehicle-facts';

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
}

interface TripInput {
  ctx: VehicleContext;
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
  const distanceKm = opts.distanceKm !== undefined && opts.distanceKm > 0 ? opts.distanceKm : null;
  const tripText = distanceKm !== null ? `the ${formatDistance(distanceKm, ctx.unit)} trip` : 'a long trip';
  const telemetry = hasAnySignal(ctx.latest);
  const input: TripInput = { ctx, distanceKm, tripText, telemetry };

  const results = CHECKS.map((check) => check(input));
  const factors = results.flatMap((r) => r.factors);
  const notes = results.flatMap((r) => r.notes);
  const deduction = factors.reduce((sum, f) => sum + f.points, 0);
  const blocked = factors.some((f) => f.blocks);
  const risks = factors.map((f) => f.risk);
  const recommendations = [...new Set(factors.map((f) => f.recommendation))];
  const missingPapers = ['registration', 'insurance'].filter((paper) => notes.some((n) => n.startsWith(`No ${paper} document`)));
  if (missingPapers.length)
    recommendations.push(`Upload your ${missingPapers.join(' and ')} document${missingPapers.length > 1 ? 's' : ''} so I can confirm ${missingPapers.length > 1 ? 'they are' : 'it is'} valid.`);

  const readinessScore = Math.max(0, Math.min(100, Math.round(100 - deduction)));
  const isReady = readinessScore >= TRIP_WEIGHTS.readyThreshold && !blocked && telemetry;
  if (isReady && recommendations.length === 0)
    recommendations.push('Do a quick walk-around before leaving: lights, tyres and fluid levels.');

  const range = estimateRange(ctx);
  return {
    readinessScore,
    isReady,
    analysis: writeAnalysis(ctx, { readinessScore, isReady, blocked, tripText, risks, notes }),
    riskFactors: risks,
    recommendations,
    rangeKm: range.km === null ? null : Math.round(range.km),
    rangeEstimated: range.estimated,
    distanceKm,
    blocked,
  };
}

function checkTelemetry({ telemetry }: TripInput): CheckResult {
  if (telemetry) return { factors: [], notes: [] };
  return {
    factors: [
      {
        points: TRIP_WEIGHTS.noTelemetry,
        risk: 'No live telemetry: fuel or charge, battery, tyres and trouble codes could not be checked.',
        recommendation: 'Make sure the vehicle is connected and has reported data recently, then ask again.',
      },
    ],
    notes: [],
  };
}

function checkRange({ ctx, distanceKm, tripText, telemetry }: TripInput): CheckResult {
  const range = estimateRange(ctx);
  const fuel = readEnergyLevel(ctx).kind === 'fuel';
  if (range.km === null)
    return { factors: [], notes: telemetry ? ['Range and fuel or charge level are not reported, so check them before leaving.'] : [] };
  const rangeText = `${range.estimated ? 'an estimated ' : ''}${formatDistance(range.km, ctx.unit)}`;
  if (distanceKm !== null && range.km < distanceKm)
    return {
      factors: [
        {
          points: TRIP_WEIGHTS.rangeShortOfTrip,
          risk: `Range of ${rangeText} is less than ${tripText}.`,
          recommendation: fuel
            ? 'Plan a refuelling stop on the way, or fill up before you leave.'
            : 'Plan a charging stop on the way, or charge fully before you leave.',
        },
      ],
      notes: [],
    };
  if (distanceKm === null && range.km < TRIP_WEIGHTS.defaultTripKm)
    return {
      factors: [
        {
          points: TRIP_WEIGHTS.rangeShortDefault,
          risk: `Range of ${rangeText} is short for a long trip.`,
          recommendation: fuel ? 'Fill up before you leave.' : 'Charge fully before you leave.',
        },
      ],
      notes: [],
    };
  const basis = range.basis ? ` (${range.basis})` : '';
  const enough = distanceKm !== null ? `, enough for ${tripText}` : '';
  return { factors: [], notes: [`Range is ${rangeText}${basis}${enough}.`] };
}

function checkLevel({ ctx }: TripInput): CheckResult {
  const level = readEnergyLevel(ctx);
  if (level.percent === null || level.percent >= LIMITS.lowLevelPercent) return { factors: [], notes: [] };
  const fuel = level.kind === 'fuel';
  return {
    factors: [
      {
        points: level.percent < LIMITS.criticalLevelPercent ? TRIP_WEIGHTS.levelCritical : TRIP_WEIGHTS.levelLow,
        risk: `${fuel ? 'Fuel' : 'Battery charge'} is at ${formatNumber(level.percent)}%.`,
        recommendation: fuel ? 'Refuel before departure.' : 'Charge before departure.',
      },
    ],
    notes: [],
  };
}

function checkLowVoltageBattery({ ctx }: TripInput): CheckResult {
  const voltage = readNumber(ctx.latest, 'lowVoltageBatteryCurrentVoltage');
  if (voltage === null || voltage >= LIMITS.minRestVoltage) return { factors: [], notes: [] };
  return {
    factors: [
      {
        points: voltage < 11.5 ? TRIP_WEIGHTS.voltageCritical : TRIP_WEIGHTS.voltageLow,
        risk: `12 V battery is weak at ${voltage.toFixed(1)} V; the car may not restart after a stop.`,
        recommendation: 'Have the 12 V battery tested before the trip.',
      },
    ],
    notes: [],
  };
}

function checkCoolant({ ctx }: TripInput): CheckResult {
  const coolant = readNumber(ctx.latest, 'powertrainCombustionEngineECT');
  if (coolant !== null && coolant > LIMITS.coolantMax)
    return {
      factors: [
        {
          points: TRIP_WEIGHTS.overheating,
          blocks: true,
          risk: `Engine is overheating: coolant at ${formatNumber(coolant)} °C.`,
          recommendation: 'Do not start the trip until the cooling system has been checked.',
        },
      ],
      notes: [],
    };
  if (coolant !== null && coolant < LIMITS.coolantMin && isEngineRunning(ctx.latest) === true)
    return {
      factors: [
        {
          points: TRIP_WEIGHTS.coolantCold,
          risk: `Coolant is only ${formatNumber(coolant)} °C with the engine running.`,
          recommendation: 'If the temperature gauge stays low after warming up, have the thermostat checked.',
        },
      ],
      notes: [],
    };
  return { factors: [], notes: [] };
}

function checkTyres({ ctx, telemetry }: TripInput): CheckResult {
  const tyres = TYRES.map((t) => ({ label: t.label, kpa: readNumber(ctx.latest, t.signal) }));
  const factors: TripFactor[] = [];
  for (const { label, kpa } of tyres) {
    if (kpa === null || kpa >= LIMITS.tyreMinKpa) continue;
    const flat = kpa < LIMITS.tyreFlatKpa;
    factors.push({
      points: flat ? TRIP_WEIGHTS.tyreFlat : TRIP_WEIGHTS.tyreLow,
      blocks: flat,
      risk: `${capitalize(label)} tyre is ${flat ? 'nearly flat' : 'low'} at ${formatPressure(kpa, ctx.unit)}.`,
      recommendation: `Inflate the ${label} tyre to the door-label pressure${flat ? ' and check it for a puncture' : ''} before leaving.`,
    });
  }
  const reported = tyres.some((t) => t.kpa !== null);
  return {
    factors: capPoints(factors, TRIP_WEIGHTS.tyresCap),
    notes: telemetry && !reported ? ['Tyre pressures are not reported; check them before leaving.'] : [],
  };
}

function checkTroubleCodes({ ctx }: TripInput): CheckResult {
  const factors = inspectSignals(ctx).troubleCodes.map((dtc): TripFactor => {
    const finding = describeTroubleCode(dtc);
    return {
      points: TRIP_WEIGHTS.dtc[dtc.severity],
      blocks: dtc.severity === 'critical' || dtc.severity === 'high',
      risk: finding.insight,
      recommendation: finding.recommendation,
    };
  });
  return { factors: capPoints(factors, TRIP_WEIGHTS.dtcCap), notes: [] };
}

function checkService({ ctx, distanceKm }: TripInput): CheckResult {
  const dueItems = analyzeMaintenance(ctx).items.filter((i) => i.kind === 'service' || i.kind === 'inspection');
  const overdue = dueItems.find((i) => i.status === 'overdue');
  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  const soon = dueItems.find((i) => i.status === 'due_soon');
  let factor: TripFactor | null = null;
  if (overdue)
    factor = {
      points: TRIP_WEIGHTS.serviceOverdue,
      risk: `${overdue.what} is overdue: ${lowerFirst(overdue.reason)}`,
      recommendation: 'Get the overdue service done before a long trip.',
    };
  else if (serviceKm !== null && distanceKm !== null && serviceKm < distanceKm)
    factor = {
      points: TRIP_WEIGHTS.serviceSoon,
      risk: `Scheduled service falls due during the trip (in ${formatDistance(serviceKm, ctx.unit)}).`,
      recommendation: 'Consider servicing the car before the trip.',
    };
  else if (soon)
    factor = {
      points: TRIP_WEIGHTS.serviceSoon,
      risk: `${soon.what} is due soon: ${lowerFirst(soon.reason)}`,
      recommendation: 'Consider servicing the car before the trip.',
    };
  return { factors: factor ? [factor] : [], notes: [] };
}

function checkPapers({ ctx }: TripInput): CheckResult {
  const result: CheckResult = { factors: [], notes: [] };
  for (const kind of ['registration', 'insurance'] as const) {
    const paper = readPaperStatus(ctx, kind);
    if (paper.status === 'expired')
      result.factors.push({
        points: TRIP_WEIGHTS.paperExpired,
        risk: `The ${kind} expired on ${paper.expiryDate}.`,
        recommendation: `Renew the ${kind} before driving.`,
      });
    else if (paper.status === 'expiring' && paper.daysLeft !== null && paper.daysLeft <= 7)
      result.notes.push(`The ${kind} expires on ${paper.expiryDate}.`);
    else if (paper.status === 'unknown')
      result.notes.push(paper.onFile ? `The ${kind} on file shows no expiry date.` : `No ${kind} document on file.`);
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
  const reported = readNumber(ctx.latest, 'powertrainRange');
  if (reported !== null) return { km: reported, estimated: false, basis: null };
  if (isElectric(ctx)) {
    const energy = readNumber(ctx.latest, 'powertrainTractionBatteryStateOfChargeCurrentEnergy');
    const percent = readNumber(ctx.latest, 'powertrainTractionBatteryStateOfChargeCurrent');
    const capacity = readNumber(ctx.latest, 'powertrainTractionBatteryGrossCapacity');
    const kwh = energy ?? (percent !== null && capacity !== null ? (percent / 100) * capacity : null);
    if (kwh !== null)
      return { km: kwh / TYPICAL_EV_KWH_PER_KM, estimated: true, basis: `from ${formatNumber(kwh, 1)} kWh left at about 18 kWh per 100 km` };
  } else {
    const litres = readNumber(ctx.latest, 'powertrainFuelSystemAbsoluteLevel');
    if (litres !== null)
      return { km: litres / TYPICAL_FUEL_L_PER_KM, estimated: true, basis: `from ${formatNumber(litres, 1)} l of fuel at about 8 l per 100 km` };
  }
  const level = readEnergyLevel(ctx);
  if (level.percent === null) return { km: null, estimated: false, basis: null };
  const full = TYPICAL_FULL_RANGE_KM[level.kind];
  return {
    km: (level.percent / 100) * full,
    estimated: true,
    basis: `from the ${formatNumber(level.percent)}% ${level.kind} level, assuming about ${formatDistance(full, ctx.unit)} when full`,
  };
}

function writeAnalysis(
  ctx: VehicleContext,
  a: { readinessScore: number; isReady: boolean; blocked: boolean; tripText: string; risks: string[]; notes: string[] },
): string {
  const vehicle = describeVehicle(ctx);
  const sentences: string[] = [];
  if (a.isReady) sentences.push(`${vehicle} scores ${a.readinessScore}/100 for trip readiness and looks ready for ${a.tripText}.`);
  else if (a.blocked)
    sentences.push(`${vehicle} scores ${a.readinessScore}/100 for trip readiness and is not ready for ${a.tripText}: fix the blocking issue first.`);
  else sentences.push(`${vehicle} scores ${a.readinessScore}/100 for trip readiness, below the 70 needed to be ready for ${a.tripText}.`);
  if (a.risks.length > 0)
    sentences.push(`${a.risks.length === 1 ? 'Main risk' : `Main risks (${a.risks.length})`}: ${stripPeriod(a.risks[0])}${a.risks.length > 1 ? `; ${stripPeriod(a.risks[1])}` : ''}.`);
  else sentences.push('No risks were found in the reported data.');
  const extra = a.notes.slice(0, 2);
  sentences.push(...extra);
  return sentences.join(' ');
}

