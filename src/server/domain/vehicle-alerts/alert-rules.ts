import type { Severity } from '../../../shared/api/notifications';
import { explainDtc, normaliseDtcCode } from '../../../shared/dtc';
import type { LatestSignals, NumberSignalName, StringSignalName } from '../../../shared/telemetry';
import { compileCondition, type CompiledCondition, type ConditionValue } from '../../../shared/trigger-condition';

/**
 * The real-time vehicle alerts: one list of rules, used both ways. Each (rule, signal) becomes one provider webhook
 * with exactly this condition and cool-down; without the provider's triggers service, the polling fallback applies
 * the same conditions (the shared evaluator) to the latest signals.
 */
export type AlertRuleId = 'trouble_code' | 'battery_low' | 'coolant_hot' | 'energy_low' | 'tire_pressure_low';
export type AlertSignal = NumberSignalName | StringSignalName;

export interface AlertRule {
  id: AlertRuleId;
  signals: readonly AlertSignal[];
  /** The provider's CEL condition over `value` and `previousValue`. */
  condition: string;
  /** Minimum seconds between two alerts of this rule on one vehicle (the webhook's coolDownPeriod too). */
  coolDownSeconds: number;
  /** A different value passes the cool-down (a new trouble code is news at once). */
  newValueCounts: boolean;
  severity: Severity;
  /** What the alert says; null when the value is no news (trouble codes cleared, not added): it is only recorded. */
  describe(input: { value: string | number; previousValue: string | null; vehicleName: string; signal: AlertSignal }): { title: string; body: string } | null;
}

const TIRE_SIGNALS = [
  'chassisAxleRow1WheelLeftTirePressure',
  'chassisAxleRow1WheelRightTirePressure',
  'chassisAxleRow2WheelLeftTirePressure',
  'chassisAxleRow2WheelRightTirePressure',
] as const;

const WHEEL_NAMES: Record<(typeof TIRE_SIGNALS)[number], string> = {
  chassisAxleRow1WheelLeftTirePressure: 'front left',
  chassisAxleRow1WheelRightTirePressure: 'front right',
  chassisAxleRow2WheelLeftTirePressure: 'rear left',
  chassisAxleRow2WheelRightTirePressure: 'rear right',
};

/** The codes of an obdDTCList value (a JSON array of codes); [] for anything else. */
export function readTroubleCodes(value: string | number | null): string[] {
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? [...new Set(parsed.filter((c): c is string => typeof c === 'string').map(normaliseDtcCode))] : [];
  } catch {
    return [];
  }
}

const num = (v: string | number) => (typeof v === 'number' ? v : Number(v));
const fmt = (v: number, digits = 1) => (Number.isInteger(v) ? String(v) : v.toFixed(digits));

export const ALERT_RULES: readonly AlertRule[] = [
  {
    id: 'trouble_code',
    signals: ['obdDTCList'],
    // Clears are delivered too (and recorded, not announced), so a code that comes back after a repair is news again.
    // The condition already stops repeats; a cool-down would only hold back a new code.
    condition: "value != previousValue && value != ''",
    coolDownSeconds: 0,
    newValueCounts: true,
    severity: 'warning',
    describe({ value, previousValue, vehicleName }) {
      const before = new Set(readTroubleCodes(previousValue));
      const added = readTroubleCodes(value).filter((c) => !before.has(c));
      if (added.length === 0) return null;
      const meanings = added.map((c) => {
        const e = explainDtc(c);
        return e.known ? `${c} (${e.meaning})` : c;
      });
      return {
        title: `New trouble code on ${vehicleName}: ${added.join(', ')}`,
        body: `${vehicleName} reported ${added.length === 1 ? 'a new trouble code' : 'new trouble codes'}: ${meanings.join('; ')}.`,
      };
    },
  },
  {
    id: 'battery_low',
    signals: ['lowVoltageBatteryCurrentVoltage'],
    condition: 'value < 12.0',
    coolDownSeconds: 6 * 3600,
    newValueCounts: false,
    severity: 'warning',
    describe: ({ value, vehicleName }) => ({
      title: `Low 12 V battery on ${vehicleName}`,
      body: `The 12 V battery of ${vehicleName} reads ${fmt(num(value), 2)} V (below 12.0 V): it may not start. Have the battery tested.`,
    }),
  },
  {
    id: 'coolant_hot',
    signals: ['powertrainCombustionEngineECT'],
    condition: 'value > 110',
    coolDownSeconds: 1800,
    newValueCounts: false,
    severity: 'critical',
    describe: ({ value, vehicleName }) => ({
      title: `Engine overheating on ${vehicleName}`,
      body: `The coolant of ${vehicleName} is at ${fmt(num(value))} °C (above 110 °C). Stop safely and let the engine cool down.`,
    }),
  },
  {
    id: 'energy_low',
    signals: ['powertrainFuelSystemRelativeLevel', 'powertrainTractionBatteryStateOfChargeCurrent'],
    condition: 'value < 15',
    coolDownSeconds: 6 * 3600,
    newValueCounts: false,
    severity: 'info',
    describe: ({ value, vehicleName, signal }) =>
      signal === 'powertrainTractionBatteryStateOfChargeCurrent'
        ? { title: `Low charge on ${vehicleName}`, body: `${vehicleName} is at ${fmt(num(value), 0)} % charge (below 15 %). Plan a charge.` }
        : { title: `Low fuel on ${vehicleName}`, body: `${vehicleName} has ${fmt(num(value), 0)} % fuel left (below 15 %). Plan a fill-up.` },
  },
  {
    id: 'tire_pressure_low',
    signals: TIRE_SIGNALS,
    condition: 'value < 180',
    coolDownSeconds: 6 * 3600,
    newValueCounts: false,
    severity: 'warning',
    describe: ({ value, vehicleName, signal }) => ({
      title: `Low tire pressure on ${vehicleName}`,
      body: `The ${WHEEL_NAMES[signal as (typeof TIRE_SIGNALS)[number]] ?? ''} tire of ${vehicleName} is at ${fmt(num(value), 0)} kPa (below 180 kPa). Check it before driving far.`.replace('The  tire', 'A tire'),
    }),
  },
];

export function findAlertRule(id: string): AlertRule | null {
  return ALERT_RULES.find((r) => r.id === id) ?? null;
}

/** The rule that watches a signal (each signal has at most one). */
export function findRuleForSignal(signal: string): AlertRule | null {
  return ALERT_RULES.find((r) => (r.signals as readonly string[]).includes(signal)) ?? null;
}

const compiled = new Map<string, CompiledCondition>();
function conditionOf(rule: AlertRule): CompiledCondition {
  let c = compiled.get(rule.id);
  if (!c) compiled.set(rule.id, (c = compileCondition(rule.condition)));
  return c;
}

/** Whether a rule's condition holds, read exactly as the provider reads it (the shared CEL evaluator). */
export function ruleMatches(rule: AlertRule, value: ConditionValue, previousValue: ConditionValue): boolean {
  return conditionOf(rule).matches({ value, previousValue });
}

export interface SignalReading {
  rule: AlertRule;
  signal: AlertSignal;
  value: string | number;
  observedAt: Date;
}

/**
 * The polling fallback's view of one vehicle: for each rule, the first of its signals whose latest value meets the
 * condition (`previousValue` is the value of the rule's last alert on that vehicle, as the provider keeps it).
 */
export function findMatchingReadings(latest: LatestSignals, previousValues: ReadonlyMap<AlertRuleId, string | null>): SignalReading[] {
  const out: SignalReading[] = [];
  for (const rule of ALERT_RULES) {
    for (const signal of rule.signals) {
      const sample = latest[signal] as { value: number | string; timestamp: string } | null;
      if (!sample) continue;
      const previous = previousValues.get(rule.id) ?? null;
      const previousValue = previous !== null && typeof sample.value === 'number' && !Number.isNaN(Number(previous)) ? Number(previous) : previous;
      if (!ruleMatches(rule, sample.value, previousValue)) continue;
      const at = Date.parse(sample.timestamp);
      out.push({ rule, signal, value: sample.value, observedAt: Number.isNaN(at) ? new Date() : new Date(at) });
      break;
    }
  }
  return out;
}
