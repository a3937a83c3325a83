import { explainDtcs, type DtcExplanation } from '../../../../shared/dtc/index';
import { capitalize, stripPeriod, countDaysBetween, toDay } from '../wording/format';
import { ENGLISH, wordingFor, type Wording } from '../wording/wording';
import type { VehicleContext } from './types';
import type { NumberSignalName } from '../../../../shared/telemetry';
import type { OilVerdict, WarningLamp } from '../wording/locales/en';
import {
  TYRES,
  isElectric,
  isEngineRunning,
  readEnergyLevel,
  readNumber,
  readTroubleCodes,
} from '../../vehicle-facts/readings';

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

const WARNING_LAMPS: [WarningLamp, NumberSignalName, Finding['severity']][] = [
  ['airbag', 'bodyLightsIsAirbagWarningOn', 'critical'],
  ['abs', 'chassisBrakeABSIsWarningOn', 'warning'],
  ['checkEngine', 'obdDistanceWithMIL', 'warning'],
  ['tirePressure', 'chassisTireSystemIsWarningOn', 'warning'],
];

/** VSS's engine oil levels that are news (NORMAL is not). */
const OIL_VERDICTS = new Map<string, OilVerdict>([
  ['CRITICALLY_LOW', 'criticallyLow'],
  ['LOW', 'low'],
  ['HIGH', 'high'],
  ['CRITICALLY_HIGH', 'criticallyHigh'],
]);

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

/** Reads the latest signals against the healthy ranges; every sentence carries the car's own value. */
export function inspectSignals(ctx: VehicleContext): SignalInspection {
  const w = wordingFor(ctx);
  const t = w.t.signals;
  const latest = ctx.latest;
  const findings: Finding[] = [];
  const healthy: string[] = [];
  const missing: string[] = [];
  const electric = isElectric(ctx);
  const running = isEngineRunning(latest);
  const fmt = (value: number) => w.number(value);

  const voltage = readNumber(latest, 'lowVoltageBatteryCurrentVoltage');
  if (voltage === null) missing.push(t.missing.voltage);
  else if (voltage < LIMITS.minRestVoltage)
    findings.push({
      key: 'voltage',
      // a weak battery strands the car but does not make driving unsafe
      severity: 'warning',
      insight: t.voltageLow.insight(w.fixed(voltage, 1)),
      recommendation: t.voltageLow.recommendation(w.fixed(voltage, 1)),
    });
  else if (voltage > LIMITS.maxChargingVoltage)
    findings.push({ key: 'voltage', severity: 'warning', insight: t.voltageHigh.insight(w.fixed(voltage, 1)), recommendation: t.voltageHigh.recommendation });
  else healthy.push(t.healthy.battery(w.fixed(voltage, 1)));

  const coolant = readNumber(latest, 'powertrainCombustionEngineECT');
  if (coolant === null) {
    if (!electric) missing.push(t.missing.coolant);
  } else if (coolant > LIMITS.coolantMax)
    findings.push({ key: 'coolant', severity: 'critical', insight: t.coolantHot.insight(fmt(coolant)), recommendation: t.coolantHot.recommendation });
  else if (coolant < LIMITS.coolantMin && running === true)
    findings.push({ key: 'coolant', severity: 'warning', insight: t.coolantCold.insight(fmt(coolant)), recommendation: t.coolantCold.recommendation });
  else if (coolant >= LIMITS.coolantMin) healthy.push(t.healthy.coolant(fmt(coolant)));

  const load = readNumber(latest, 'obdEngineLoad');
  if (load !== null) {
    if (load > LIMITS.engineLoadMax)
      findings.push({ key: 'engineLoad', severity: 'warning', insight: t.engineLoad.insight(fmt(load)), recommendation: t.engineLoad.recommendation });
    else healthy.push(t.healthy.engineLoad(fmt(load)));
  }

  const intake = readNumber(latest, 'obdIntakeTemp');
  const outside = readNumber(latest, 'exteriorAirTemperature');
  if (intake !== null) {
    const coldWeather = intake < LIMITS.intakeMin && outside !== null && outside < LIMITS.intakeMin;
    if ((intake < LIMITS.intakeMin && !coldWeather) || intake > LIMITS.intakeMax)
      findings.push({ key: 'intake', severity: 'warning', insight: t.intake.insight(fmt(intake)), recommendation: t.intake.recommendation });
    else healthy.push(t.healthy.intake(fmt(intake)));
  }

  const baro = readNumber(latest, 'obdBarometricPressure');
  if (baro !== null) {
    if (baro < LIMITS.barometricMin || baro > LIMITS.barometricMax)
      findings.push({ key: 'barometric', severity: 'warning', insight: t.barometric.insight(fmt(baro)), recommendation: t.barometric.recommendation });
    else healthy.push(t.healthy.barometric(fmt(baro)));
  }

  const rpm = readNumber(latest, 'powertrainCombustionEngineSpeed');
  if (rpm !== null && rpm >= LIMITS.highRpm)
    findings.push({ key: 'rpm', severity: 'warning', insight: t.rpm.insight(fmt(rpm)), recommendation: t.rpm.recommendation });

  const tyreValues = TYRES.map((tyre) => ({ ...tyre, name: w.t.tyres[tyre.key], kpa: readNumber(latest, tyre.signal) }));
  const reported = tyreValues.filter((v): v is (typeof tyreValues)[number] & { kpa: number } => v.kpa !== null);
  if (reported.length === 0) missing.push(t.missing.tyres);
  for (const tyre of reported) {
    if (tyre.kpa >= LIMITS.tyreMinKpa) continue;
    findings.push({
      key: `tyre:${tyre.label}`,
      severity: tyre.kpa < LIMITS.tyreFlatKpa ? 'critical' : 'warning',
      insight: t.tyreLow.insight(tyre.name, w.pressure(tyre.kpa, ctx.unit)),
      recommendation: t.tyreLow.recommendation(tyre.name),
    });
  }
  const okTyres = reported.filter((v) => v.kpa >= LIMITS.tyreMinKpa);
  if (okTyres.length > 0) {
    const values = okTyres.map((v) => v.kpa);
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    const range = lo === hi ? w.pressure(lo, ctx.unit) : `${fmt(lo)}-${w.pressure(hi, ctx.unit)}`;
    healthy.push(t.healthy.tyres(okTyres.length, okTyres[0].name, range));
  }

  const level = readEnergyLevel(ctx);
  if (level.percent === null) missing.push(level.kind === 'fuel' ? t.missing.fuel : t.missing.charge);
  else if (level.percent < LIMITS.lowLevelPercent)
    findings.push({
      key: 'level',
      severity: level.percent < LIMITS.criticalLevelPercent ? 'critical' : 'warning',
      insight: t.levelLow.insight(level.kind, fmt(level.percent)),
      recommendation: t.levelLow.recommendation(level.kind),
    });
  else healthy.push(t.healthy.level(level.kind, fmt(level.percent)));

  const serviceKm = readNumber(latest, 'serviceDistanceToService');
  if (serviceKm !== null && serviceKm < LIMITS.serviceSoonKm)
    findings.push({
      key: 'service',
      severity: 'warning',
      insight: serviceKm <= 0 ? t.service.overdue(w.distance(-serviceKm, ctx.unit)) : t.service.due(w.distance(serviceKm, ctx.unit)),
      recommendation: t.service.recommendation,
    });

  const codes = readTroubleCodes(latest);
  const troubleCodes = explainDtcs(codes);
  for (const dtc of troubleCodes) findings.push(describeTroubleCode(dtc, w));

  // Lamps the car reports lit; the check-engine lamp when no stored code explains it, the tyre lamp when no pressure does.
  for (const [lamp, signal, severity] of WARNING_LAMPS) {
    if (lamp === 'checkEngine' && troubleCodes.length > 0) continue;
    if (lamp === 'tirePressure' && reported.length > 0) continue;
    if ((readNumber(latest, signal) ?? 0) > 0) findings.push({ key: `lamp:${lamp}`, severity, insight: t.warningLamp.insight(lamp), recommendation: t.warningLamp.recommendation(lamp) });
  }
  const oil = OIL_VERDICTS.get(latest?.powertrainCombustionEngineEngineOilLevel?.value ?? '');
  if (oil)
    findings.push({ key: 'oilLevel', severity: oil === 'criticallyLow' ? 'critical' : 'warning', insight: t.oilLevel.insight(oil), recommendation: t.oilLevel.recommendation(oil) });
  const noTroubleCodes = codes.length === 0 && Boolean(latest?.obdDTCList);
  if (codes.length === 0 && !noTroubleCodes && !electric) missing.push(t.missing.troubleCodes);

  findings.sort((a, b) => rankSeverity(b.severity) - rankSeverity(a.severity));
  return { findings, healthy, noTroubleCodes, missing, troubleCodes, staleness: describeStaleness(ctx, w) };
}

export function describeTroubleCode(dtc: DtcExplanation, w: Wording = ENGLISH): Finding {
  const t = w.t.troubleCode;
  const insight = dtc.known
    ? t.known(dtc.code, w.t.dtcSystem(dtc.system), w.t.severity[dtc.severity], stripPeriod(dtc.meaning))
    : t.unknown(dtc.code, describeUnknownCode(dtc.meaning));
  return {
    key: `dtc:${dtc.code}`,
    severity: dtc.severity === 'critical' || dtc.severity === 'high' ? 'critical' : 'warning',
    insight,
    recommendation: t.action[dtc.severity](dtc.code),
  };
}

/** One or two sentences naming the healthy readings, or null when there is nothing good to say. */
export function describeHealthy(inspection: Pick<SignalInspection, 'healthy' | 'noTroubleCodes'>, w: Wording = ENGLISH): string | null {
  const { healthy, noTroubleCodes } = inspection;
  const parts: string[] = [];
  if (healthy.length > 0) parts.push(w.t.signals.healthyRanges(capitalize(w.list(healthy)), healthy.length));
  if (noTroubleCodes) parts.push(w.t.signals.noTroubleCodes);
  return parts.length > 0 ? parts.join(' ') : null;
}

export function formatPressure(kpa: number, unit: VehicleContext['unit'], w: Wording = ENGLISH): string {
  return w.pressure(kpa, unit);
}

function describeStaleness(ctx: VehicleContext, w: Wording): string | null {
  const lastSeen = ctx.latest?.lastSeen;
  if (!lastSeen) return null;
  const age = countDaysBetween(lastSeen, ctx.today);
  if (age === null || age < LIMITS.staleDays) return null;
  return w.t.signals.stale(w.date(toDay(lastSeen)), w.relativeDays(-age));
}

function rankSeverity(s: Finding['severity']): number {
  return s === 'critical' ? 2 : 1;
}

/** "Unknown code — generic network code" -> "generic network code". */
function describeUnknownCode(meaning: string): string {
  return meaning.replace(/^unknown code\s*[—-]\s*/i, '').replace(/\.$/, '') || 'code';
}
