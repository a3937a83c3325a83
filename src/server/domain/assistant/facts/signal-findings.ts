import { explainDtcs, type DtcExplanation } from '../../../../shared/dtc/index';
import { capitalize, stripPeriod, countDaysBetween, describeDaysFromToday, formatDistance, formatNumber, joinList, toDay } from '../wording/format';
import type { VehicleContext } from './types';
import {
  TYRES,
  isElectric,
  isEngineRunning,
  levelNoun,
  readEnergyLevel,
  readNumber,
  readTroubleCodes,
} from './vehicle-facts';

/** Healthy ranges, consistent with the health score's bands (SPEC section 9). */
export const LIMITS = {
  minRestVoltage: 12.0,
  maxChargingVoltage: 15.0,
  coolantMin: 80,
  coolantMax: 110,
  engineLoadMax: 80,
  intakeMin: 0,
  intakeMax: 60,
  barometricMin: 80,
  barometricMax: 120,
  highRpm: 3000,
  tyreMinKpa: 200,
  tyreFlatKpa: 150,
  lowLevelPercent: 20,
  criticalLevelPercent: 10,
  serviceSoonKm: 1000,
  staleDays: 2,
} as const;

export type { DtcExplanation };

export interface Finding {
  key: string;
  severity: 'warning' | 'critical';
  insight: string;
  recommendation: string;
}

export interface SignalInspection {
  findings: Finding[];
  /** short labels with values, e.g. "12 V battery (12.6 V)" */
  healthy: string[];
  /** the car reports its trouble-code list and it is empty */
  noTroubleCodes: boolean;
  /** readings this car does not report, e.g. "coolant temperature" */
  missing: string[];
  troubleCodes: DtcExplanation[];
  /** a sentence about old data, or null when fresh or unknown */
  staleness: string | null;
}

const KPA_TO_PSI = 0.145038;

/** Reads the latest signals against the healthy ranges; every sentence carries the car's own value. */
export function inspectSignals(ctx: VehicleContext): SignalInspection {
  const latest = ctx.latest;
  const findings: Finding[] = [];
  const healthy: string[] = [];
  const missing: string[] = [];
  const electric = isElectric(ctx);
  const running = isEngineRunning(latest);

  const voltage = readNumber(latest, 'lowVoltageBatteryCurrentVoltage');
  if (voltage === null) missing.push('12 V battery voltage');
  else if (voltage < LIMITS.minRestVoltage)
    findings.push({
      key: 'voltage',
      // a weak battery strands the car but does not make driving unsafe
      severity: 'warning',
      insight: `12 V battery is at ${voltage.toFixed(1)} V, below the 12.0 V a healthy battery holds at rest.`,
      recommendation: `Have the 12 V battery and charging system tested soon; at ${voltage.toFixed(1)} V it may fail to start the car.`,
    });
  else if (voltage > LIMITS.maxChargingVoltage)
    findings.push({
      key: 'voltage',
      severity: 'warning',
      insight: `12 V system reads ${voltage.toFixed(1)} V, above the 15.0 V a charging system should stay under.`,
      recommendation: 'Have the alternator and voltage regulator checked for overcharging.',
    });
  else healthy.push(`12 V battery (${voltage.toFixed(1)} V)`);

  const coolant = readNumber(latest, 'powertrainCombustionEngineECT');
  if (coolant === null) {
    if (!electric) missing.push('coolant temperature');
  } else if (coolant > LIMITS.coolantMax)
    findings.push({
      key: 'coolant',
      severity: 'critical',
      insight: `Coolant is at ${fmt(coolant)} °C, above the 110 °C limit: the engine is overheating.`,
      recommendation: 'Stop when safe and let the engine cool, then check the coolant level and have the cooling system inspected before driving on.',
    });
  else if (coolant < LIMITS.coolantMin && running === true)
    findings.push({
      key: 'coolant',
      severity: 'warning',
      insight: `Coolant is at ${fmt(coolant)} °C with the engine running, below the 80-110 °C operating range.`,
      recommendation: 'If the coolant stays below 80 °C after 15 minutes of driving, have the thermostat checked.',
    });
  else if (coolant >= LIMITS.coolantMin) healthy.push(`coolant (${fmt(coolant)} °C)`);

  const load = readNumber(latest, 'obdEngineLoad');
  if (load !== null) {
    if (load > LIMITS.engineLoadMax)
      findings.push({
        key: 'engineLoad',
        severity: 'warning',
        insight: `Engine load is at ${fmt(load)}%, above the 80% that normal driving stays under.`,
        recommendation: 'If engine load stays above 80% in normal driving, have the air filter, ignition and exhaust checked.',
      });
    else healthy.push(`engine load (${fmt(load)}%)`);
  }

  const intake = readNumber(latest, 'obdIntakeTemp');
  const outside = readNumber(latest, 'exteriorAirTemperature');
  if (intake !== null) {
    const coldWeather = intake < LIMITS.intakeMin && outside !== null && outside < LIMITS.intakeMin;
    if ((intake < LIMITS.intakeMin && !coldWeather) || intake > LIMITS.intakeMax)
      findings.push({
        key: 'intake',
        severity: 'warning',
        insight: `Intake air temperature is ${fmt(intake)} °C, outside the 0-60 °C normal range.`,
        recommendation: 'Have the intake air temperature sensor checked and make sure the intake is not drawing hot engine-bay air.',
      });
    else healthy.push(`intake air (${fmt(intake)} °C)`);
  }

  const baro = readNumber(latest, 'obdBarometricPressure');
  if (baro !== null) {
    if (baro < LIMITS.barometricMin || baro > LIMITS.barometricMax)
      findings.push({
        key: 'barometric',
        severity: 'warning',
        insight: `Barometric pressure reads ${fmt(baro)} kPa, outside the 80-120 kPa range air pressure can have.`,
        recommendation: 'A barometric reading outside 80-120 kPa usually means a faulty barometric or MAP sensor; have it checked.',
      });
    else healthy.push(`barometric pressure (${fmt(baro)} kPa)`);
  }

  const rpm = readNumber(latest, 'powertrainCombustionEngineSpeed');
  if (rpm !== null && rpm >= LIMITS.highRpm)
    findings.push({
      key: 'rpm',
      severity: 'warning',
      insight: `Engine was at ${fmt(rpm)} rpm at the last reading, where wear and fuel use rise.`,
      recommendation: 'Shift up earlier and avoid holding high revs, especially while the engine is cold.',
    });

  const tyreValues = TYRES.map((t) => ({ ...t, kpa: readNumber(latest, t.signal) }));
  const reported = tyreValues.filter((t): t is (typeof tyreValues)[number] & { kpa: number } => t.kpa !== null);
  if (reported.length === 0) missing.push('tyre pressures');
  for (const tyre of reported) {
    if (tyre.kpa >= LIMITS.tyreMinKpa) continue;
    findings.push({
      key: `tyre:${tyre.label}`,
      severity: tyre.kpa < LIMITS.tyreFlatKpa ? 'critical' : 'warning',
      insight: `${capitalize(tyre.label)} tyre is at ${formatPressure(tyre.kpa, ctx.unit)}, below the 200 kPa minimum.`,
      recommendation: `Inflate the ${tyre.label} tyre to the pressure on the driver's door label and check it for a slow puncture.`,
    });
  }
  const okTyres = reported.filter((t) => t.kpa >= LIMITS.tyreMinKpa);
  if (okTyres.length > 0) {
    const values = okTyres.map((t) => t.kpa);
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    const range = lo === hi ? formatPressure(lo, ctx.unit) : `${fmt(lo)}-${formatPressure(hi, ctx.unit)}`;
    const which = okTyres.length === 4 ? 'all four tyres' : okTyres.length === 1 ? `${okTyres[0].label} tyre` : `${okTyres.length} tyres`;
    healthy.push(`${which} (${range})`);
  }

  const level = readEnergyLevel(ctx);
  const noun = levelNoun(level);
  if (level.percent === null) missing.push(level.kind === 'fuel' ? 'fuel level' : 'battery charge level');
  else if (level.percent < LIMITS.lowLevelPercent)
    findings.push({
      key: 'level',
      severity: level.percent < LIMITS.criticalLevelPercent ? 'critical' : 'warning',
      insight: `${noun} is at ${fmt(level.percent)}%, below 20%.`,
      recommendation: level.kind === 'fuel' ? 'Refuel soon.' : 'Charge the battery soon.',
    });
  else healthy.push(`${noun.toLowerCase()} (${fmt(level.percent)}%)`);

  const serviceKm = readNumber(latest, 'serviceDistanceToService');
  if (serviceKm !== null && serviceKm < LIMITS.serviceSoonKm)
    findings.push({
      key: 'service',
      severity: 'warning',
      insight:
        serviceKm <= 0
          ? `Scheduled service is overdue by ${formatDistance(-serviceKm, ctx.unit)}.`
          : `Scheduled service is due in ${formatDistance(serviceKm, ctx.unit)}.`,
      recommendation: 'Book the scheduled service.',
    });

  const codes = readTroubleCodes(latest);
  const troubleCodes = explainDtcs(codes);
  for (const dtc of troubleCodes) findings.push(describeTroubleCode(dtc));
  const noTroubleCodes = codes.length === 0 && Boolean(latest?.obdDTCList);
  if (codes.length === 0 && !noTroubleCodes && !electric) missing.push('trouble codes');

  findings.sort((a, b) => rankSeverity(b.severity) - rankSeverity(a.severity));
  return { findings, healthy, noTroubleCodes, missing, troubleCodes, staleness: describeStaleness(ctx) };
}

export function describeTroubleCode(dtc: DtcExplanation): Finding {
  const insight = dtc.known
    ? `Trouble code ${dtc.code} (${dtc.system.toLowerCase()}, ${dtc.severity} severity) is stored: ${stripPeriod(dtc.meaning)}.`
    : `Trouble code ${dtc.code} is stored: a ${describeUnknownCode(dtc.meaning)} that is not in my list of known codes.`;
  const action: Record<DtcExplanation['severity'], string> = {
    critical: `Stop driving as soon as it is safe and have ${dtc.code} diagnosed before using the car again.`,
    high: `Have ${dtc.code} diagnosed before any long drive.`,
    medium: `Book a diagnostic check for ${dtc.code} soon.`,
    low: `Mention ${dtc.code} at the next service.`,
  };
  return {
    key: `dtc:${dtc.code}`,
    severity: dtc.severity === 'critical' || dtc.severity === 'high' ? 'critical' : 'warning',
    insight,
    recommendation: action[dtc.severity],
  };
}

/** One or two sentences naming the healthy readings, or null when there is nothing good to say. */
export function describeHealthy(inspection: Pick<SignalInspection, 'healthy' | 'noTroubleCodes'>): string | null {
  const { healthy, noTroubleCodes } = inspection;
  const parts: string[] = [];
  if (healthy.length > 0) parts.push(`${capitalize(joinList(healthy))} ${healthy.length === 1 ? 'is' : 'are'} within healthy ranges.`);
  if (noTroubleCodes) parts.push('No trouble codes are stored.');
  return parts.length > 0 ? parts.join(' ') : null;
}

export function formatPressure(kpa: number, unit: VehicleContext['unit']): string {
  return unit === 'mi' ? `${fmt(kpa)} kPa / ${fmt(kpa * KPA_TO_PSI)} psi` : `${fmt(kpa)} kPa`;
}

function describeStaleness(ctx: VehicleContext): string | null {
  const lastSeen = ctx.latest?.lastSeen;
  if (!lastSeen) return null;
  const age = countDaysBetween(lastSeen, ctx.today);
  if (age === null || age < LIMITS.staleDays) return null;
  return `The latest data is from ${toDay(lastSeen)} (${describeDaysFromToday(-age)}); readings may have changed since.`;
}

function rankSeverity(s: Finding['severity']): number {
  return s === 'critical' ? 2 : 1;
}

function fmt(value: number, decimals = 0): string {
  return formatNumber(value, decimals);
}

/** "Unknown code — generic network code" -> "generic network code". */
function describeUnknownCode(meaning: string): string {
  return meaning.replace(/^unknown code\s*[—-]\s*/i, '').replace(/\.$/, '') || 'code';
}
