import { explainDtcs } from './dtc/explain-dtc';
import type { DtcSeverity } from './dtc/dtc-types';
import type { HealthCap } from './health-cap';
import { parseDtcList, type LatestSignals } from './telemetry';
import { statusFor, type VehicleStatus } from './vehicle-status';

export { describeHealthCap, type HealthCap } from './health-cap';

/** The score every vehicle starts from, and the score when it has sent no health signal at all. */
export const HEALTH_SCORE_BASE = 85;

export const HEALTH_SIGNALS = [
  'lowVoltageBatteryCurrentVoltage',
  'powertrainCombustionEngineECT',
  'powertrainCombustionEngineSpeed',
  'obdEngineLoad',
  'obdIntakeTemp',
  'obdBarometricPressure',
] as const;
export type HealthSignalName = (typeof HEALTH_SIGNALS)[number];

export const HEALTH_SIGNAL_LABELS: Record<HealthSignalName, string> = {
  lowVoltageBatteryCurrentVoltage: 'Battery voltage',
  powertrainCombustionEngineECT: 'Coolant temperature',
  powertrainCombustionEngineSpeed: 'Engine speed',
  obdEngineLoad: 'Engine load',
  obdIntakeTemp: 'Intake air temperature',
  obdBarometricPressure: 'Barometric pressure',
};

/**
 * What the car itself says of its condition: its warning lamps (0/1; the check-engine lamp as the distance driven with
 * it lit) and the maker's verdict on the engine oil level. A lamp that is off, or a normal level, counts for nothing.
 */
export const CONDITION_SIGNALS = [
  'bodyLightsIsAirbagWarningOn',
  'chassisBrakeABSIsWarningOn',
  'chassisTireSystemIsWarningOn',
  'obdDistanceWithMIL',
  'powertrainCombustionEngineEngineOilLevel',
] as const;
export type ConditionSignalName = (typeof CONDITION_SIGNALS)[number];

export type HealthAdjustment = {
  signal: HealthSignalName | ConditionSignalName;
  value: number | string;
  /** Points added to (or taken from) the score; 0 when the value sits in a neutral band. */
  delta: number;
  reason: string;
};

type Rule = (v: number) => { delta: number; reason: string };

const RULES: Record<HealthSignalName, Rule> = {
  lowVoltageBatteryCurrentVoltage: (v) => {
    if (v >= 12.5) return { delta: 5, reason: 'Battery voltage is healthy (12.5 V or more)' };
    if (v >= 12) return { delta: 0, reason: 'Battery voltage is adequate (12 to 12.5 V)' };
    return { delta: -10, reason: 'Battery voltage is low (below 12 V)' };
  },
  powertrainCombustionEngineECT: (v) => {
    if (v > 110) return { delta: -10, reason: 'Coolant temperature is too high (above 110 °C)' };
    if (v >= 80) return { delta: 5, reason: 'Coolant temperature is normal (80 to 110 °C)' };
    return { delta: -5, reason: 'Engine is below operating temperature (coolant under 80 °C)' };
  },
  powertrainCombustionEngineSpeed: (v) => {
    if (v >= 3000) return { delta: -5, reason: 'Engine speed is high (3000 rpm or more)' };
    if (v > 0) return { delta: 5, reason: 'Engine speed is normal (below 3000 rpm)' };
    return { delta: 0, reason: 'Engine is not running' };
  },
  obdEngineLoad: (v) => {
    if (v > 80) return { delta: -5, reason: 'Engine load is high (above 80%)' };
    if (v >= 0) return { delta: 3, reason: 'Engine load is normal (0 to 80%)' };
    return { delta: 0, reason: 'Engine load reading is out of range' };
  },
  obdIntakeTemp: (v) => {
    if (v < 0 || v > 60) return { delta: -5, reason: 'Intake air temperature is extreme (below 0 °C or above 60 °C)' };
    if (v >= 10 && v <= 50) return { delta: 2, reason: 'Intake air temperature is normal (10 to 50 °C)' };
    return { delta: 0, reason: 'Intake air temperature is acceptable' };
  },
  obdBarometricPressure: (v) => {
    if (v < 80 || v > 120) return { delta: -3, reason: 'Barometric pressure is out of range (below 80 or above 120 kPa)' };
    if (v >= 90 && v <= 110) return { delta: 2, reason: 'Barometric pressure is normal (90 to 110 kPa)' };
    return { delta: 0, reason: 'Barometric pressure is acceptable' };
  },
};

const LAMPS: Record<Exclude<ConditionSignalName, 'powertrainCombustionEngineEngineOilLevel'>, { delta: number; name: string }> = {
  bodyLightsIsAirbagWarningOn: { delta: -15, name: 'Airbag warning lamp' },
  chassisBrakeABSIsWarningOn: { delta: -10, name: 'ABS warning lamp' },
  chassisTireSystemIsWarningOn: { delta: -5, name: 'Tire pressure warning lamp' },
  obdDistanceWithMIL: { delta: -10, name: 'Check-engine lamp' },
};

/** VSS's engine oil levels; anything else is not judged. */
const OIL_LEVELS = new Map<string, { delta: number; reason: string }>([
  ['CRITICALLY_LOW', { delta: -20, reason: 'Engine oil level is critically low' }],
  ['LOW', { delta: -8, reason: 'Engine oil level is low' }],
  ['NORMAL', { delta: 0, reason: 'Engine oil level is normal' }],
  ['HIGH', { delta: -3, reason: 'Engine oil level is above the maximum' }],
  ['CRITICALLY_HIGH', { delta: -10, reason: 'Engine oil is overfilled' }],
]);

function conditionAdjustment(signals: LatestSignals, signal: ConditionSignalName): HealthAdjustment | null {
  if (signal === 'powertrainCombustionEngineEngineOilLevel') {
    const value = signals[signal]?.value;
    const rule = value === undefined ? undefined : OIL_LEVELS.get(value);
    return value !== undefined && rule ? { signal, value, ...rule } : null;
  }
  const value = readFinite(signals, signal);
  if (value === null) return null;
  const lamp = LAMPS[signal];
  return value > 0 ? { signal, value, delta: lamp.delta, reason: `${lamp.name} is on` } : { signal, value, delta: 0, reason: `${lamp.name} is off` };
}

/** Engine temperatures say something only while the engine runs; a parked car's cold coolant is normal. */
const ENGINE_TEMPERATURES: ReadonlySet<HealthSignalName> = new Set(['powertrainCombustionEngineECT', 'obdIntakeTemp']);

function readFinite(signals: LatestSignals | null | undefined, name: 'isIgnitionOn' | HealthSignalName | Exclude<ConditionSignalName, 'powertrainCombustionEngineEngineOilLevel'>): number | null {
  const value = signals?.[name]?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** true when the ignition is on or the engine turns; false when the car says neither; null when it reports neither signal. */
export function isEngineRunning(signals: LatestSignals | null | undefined): boolean | null {
  const ignition = readFinite(signals, 'isIgnitionOn');
  const rpm = readFinite(signals, 'powertrainCombustionEngineSpeed');
  if (ignition === null && rpm === null) return null;
  return (ignition ?? 0) >= 1 || (rpm ?? 0) > 0;
}

/**
 * The adjustment each present health signal makes to the score, then each lamp and the oil level the car reports, in
 * a fixed order; absent signals are left out. With the engine off, engine temperatures count for nothing (delta 0,
 * saying why).
 */
export function healthAdjustments(signals: LatestSignals | null | undefined): HealthAdjustment[] {
  if (!signals) return [];
  const engineOff = isEngineRunning(signals) === false;
  const adjustments: HealthAdjustment[] = [];
  for (const signal of HEALTH_SIGNALS) {
    const value = readFinite(signals, signal);
    if (value === null) continue;
    if (engineOff && ENGINE_TEMPERATURES.has(signal)) {
      adjustments.push({ signal, value, delta: 0, reason: `Engine is off, so ${HEALTH_SIGNAL_LABELS[signal].toLowerCase()} is not judged` });
      continue;
    }
    adjustments.push({ signal, value, ...RULES[signal](value) });
  }
  for (const signal of CONDITION_SIGNALS) {
    const adjustment = conditionAdjustment(signals, signal);
    if (adjustment) adjustments.push(adjustment);
  }
  return adjustments;
}

/** The most a score may be while a stored trouble code of this severity is on the car. */
export const TROUBLE_CODE_SCORE_CAPS: Partial<Record<DtcSeverity, number>> = { critical: 40, high: 65 };


export interface HealthAssessment {
  score: number;
  status: VehicleStatus;
  /** the signal rules' score before any cap */
  signalScore: number;
  cap: HealthCap | null;
  adjustments: HealthAdjustment[];
}

/**
 * Health per the product rules (85 plus the signal adjustments, clamped and rounded; 85 without telemetry), then
 * capped by the worst stored trouble code: critical at most 40 (status service), high at most 65 (attention).
 */
export function assessHealth(signals: LatestSignals | null | undefined): HealthAssessment {
  const adjustments = healthAdjustments(signals);
  const raw = adjustments.reduce((score, a) => score + a.delta, HEALTH_SCORE_BASE);
  const signalScore = adjustments.length === 0 ? HEALTH_SCORE_BASE : Math.round(Math.min(100, Math.max(0, raw)));
  const worst = explainDtcs(parseDtcList(signals?.obdDTCList?.value)).find((d) => TROUBLE_CODE_SCORE_CAPS[d.severity] !== undefined);
  const max = worst ? (TROUBLE_CODE_SCORE_CAPS[worst.severity] as number) : null;
  const cap = worst && max !== null && signalScore > max ? { code: worst.code, severity: worst.severity, meaning: worst.meaning, max } : null;
  const score = cap ? cap.max : signalScore;
  return { score, status: statusFor(score), signalScore, cap, adjustments };
}

/** The health score alone (see assessHealth). */
export function computeHealthScore(signals: LatestSignals | null | undefined): number {
  return assessHealth(signals).score;
}
