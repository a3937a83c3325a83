import type { Severity } from '../../../shared/api/notifications';
import { explainDtc, normaliseDtcCode } from '../../../shared/dtc';
import type { LatestSignals, NumberSignalName, StringSignalName } from '../../../shared/telemetry';
import type { VehicleAlertRule } from '../../../shared/vehicle-alert-kinds';
import { compileCondition, type CompiledCondition, type ConditionValue } from '../../../shared/trigger-condition';
import { readNumber } from '../vehicle-facts/readings';
import { DRIVING_EVENT_NAMES as E } from '../../provider';

/**
 * The real-time vehicle alerts: one list of rules, used both ways. Each (rule, signal) becomes one provider webhook
 * with exactly this condition and cool-down; without the provider's triggers service, the polling fallback applies
 * the same conditions (the shared evaluator) to the latest signals.
 */
export type AlertRuleId = VehicleAlertRule;
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
  /** The alert needs the car's other latest signals to say whether the value is news (`latest` in describe). */
  readsLatest?: boolean;
  /** What the alert says; null when the value is no news (trouble codes cleared, not added): it is only recorded. */
  describe(input: AlertInput): { title: string; body: string } | null;
}

export interface AlertInput {
  value: string | number;
  previousValue: string | null;
  vehicleName: string;
  signal: AlertSignal;
  /** The car's latest signals, given to rules that read them (readsLatest); null when they could not be read. */
  latest?: LatestSignals | null;
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

/**
 * A signal that is on or off (0/1), alerted while on: the provider delivers it again once the cool-down has passed
 * (a daily reminder while the lamp stays lit), and a lamp that went off and on again within it is not told twice.
 */
const LAMP_ON = 'value > 0';

/**
 * The provider's previousValue is the value of the webhook's last firing, so a change-only condition must fire both
 * ways (the switch off is recorded, not announced) or a second switch on would look like no change. DIMO reads a
 * missing previous value as 0 and this app's evaluator as null; both make `previousValue > 0` false.
 */
const SWITCHED = '(value > 0) != (previousValue > 0)';

/** How far below its limit a charge may stop and still count as finished (the car rounds, and tops off slowly). */
const CHARGE_LIMIT_SLACK = 3;

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
  {
    // The maker's own verdict on the dipstick level (VSS allows CRITICALLY_LOW, LOW, NORMAL, HIGH, CRITICALLY_HIGH).
    // The relative level in % is not watched: makers scale it differently, so no one threshold fits.
    id: 'oil_low',
    signals: ['powertrainCombustionEngineEngineOilLevel'],
    condition: "value == 'LOW' || value == 'CRITICALLY_LOW'",
    coolDownSeconds: 24 * 3600,
    // Dropping from low to critically low is news at once (when the app sees it; the provider waits out the cool-down).
    newValueCounts: true,
    severity: 'warning',
    describe: ({ value, vehicleName }) =>
      value === 'CRITICALLY_LOW'
        ? {
            title: `Engine oil critically low on ${vehicleName}`,
            body: `${vehicleName} reports its engine oil critically low: driving on can damage the engine. Top up the oil before driving further.`,
          }
        : { title: `Low engine oil on ${vehicleName}`, body: `${vehicleName} reports its engine oil low. Top it up soon, with the oil grade in the owner's manual.` },
  },
  {
    // OBD PID 21: the distance driven since the check-engine lamp (MIL) came on; 0 while it is off.
    id: 'check_engine_lamp',
    signals: ['obdDistanceWithMIL'],
    condition: LAMP_ON,
    coolDownSeconds: 24 * 3600,
    newValueCounts: false,
    severity: 'warning',
    describe: ({ value, vehicleName }) => ({
      title: `Check-engine lamp on in ${vehicleName}`,
      body: `The check-engine lamp of ${vehicleName} is on (driven ${fmt(num(value), 0)} km with it lit). Look at its trouble codes in the app and have the engine checked.`,
    }),
  },
  {
    id: 'airbag_lamp',
    signals: ['bodyLightsIsAirbagWarningOn'],
    condition: LAMP_ON,
    coolDownSeconds: 24 * 3600,
    newValueCounts: false,
    severity: 'critical',
    describe: ({ vehicleName }) => ({
      title: `Airbag warning lamp on in ${vehicleName}`,
      body: `The airbag (SRS) warning lamp of ${vehicleName} is on: the airbags may not deploy in a crash. Have the system checked as soon as you can.`,
    }),
  },
  {
    id: 'abs_lamp',
    signals: ['chassisBrakeABSIsWarningOn'],
    condition: LAMP_ON,
    coolDownSeconds: 24 * 3600,
    newValueCounts: false,
    severity: 'warning',
    describe: ({ vehicleName }) => ({
      title: `ABS warning lamp on in ${vehicleName}`,
      body: `The ABS warning lamp of ${vehicleName} is on: the brakes still work, but the wheels may lock under hard braking. Have the brakes checked soon.`,
    }),
  },
  {
    // A charge that ends is told only when it ended early and nobody unplugged the car: below the charge limit with the
    // cable still in (a tripped breaker, a charger fault, an expired session). A finished charge, one the owner ended
    // by unplugging, or one of a car that does not report its limit or cable, is recorded and not announced; so are
    // starts. The condition sees one signal only, so the rest is read from the car's latest signals.
    id: 'charging_interrupted',
    signals: ['powertrainTractionBatteryChargingIsCharging'],
    condition: SWITCHED,
    coolDownSeconds: 0,
    newValueCounts: false,
    severity: 'warning',
    readsLatest: true,
    describe({ value, vehicleName, latest }) {
      if (num(value) > 0) return null;
      const soc = readNumber(latest, 'powertrainTractionBatteryStateOfChargeCurrent');
      const limit = readNumber(latest, 'powertrainTractionBatteryChargingChargeLimit');
      const cable = readNumber(latest, 'powertrainTractionBatteryChargingIsChargingCableConnected');
      if (soc === null || limit === null || soc >= limit - CHARGE_LIMIT_SLACK || cable !== 1) return null;
      return {
        title: `Charging stopped early on ${vehicleName}`,
        body: `${vehicleName} stopped charging at ${fmt(soc, 0)} %, below its ${fmt(limit, 0)} % limit, with the cable still plugged in. Check the charger and its power supply.`,
      };
    },
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

/**
 * Driving events the provider detects (telemetry's `events`, Vehicle Triggers' "events" service), by their current
 * names. Only those an owner would want to hear about at once are watched.
 */
export const ALERT_EVENTS = [E.collision, E.extremeBraking, E.harshBraking, E.harshAcceleration, E.harshCornering] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

export interface EventAlertInput {
  event: AlertEvent;
  vehicleName: string;
  /** The speed and force the event's metadata reports, when it does. */
  speedKph: number | null;
  gForce: number | null;
}

/** An alert on driving events: one provider webhook per event (service "events"), with this condition and cool-down. */
export interface EventAlertRule {
  id: AlertRuleId;
  events: readonly AlertEvent[];
  /** The provider's CEL condition over the event's variables (`name`, `source`, `durationNs`, `metadata`, `previous…`). */
  condition: string;
  /** Minimum seconds between two alerts of this rule on one vehicle (the webhook's coolDownPeriod too). */
  coolDownSeconds: number;
  severity: Severity;
  describe(input: EventAlertInput): { title: string; body: string };
}

/** The event's metadata as the provider sends it (a JSON text): its speed (km/h) and force (g), when it says. */
export function readEventMetadata(metadata: string | null): { speedKph: number | null; gForce: number | null } {
  let parsed: unknown = null;
  try {
    parsed = metadata ? JSON.parse(metadata) : null;
  } catch {
    parsed = null;
  }
  const read = (key: string, max: number) => {
    const v = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[key] : undefined;
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max ? v : null;
  };
  return { speedKph: read('speedKph', 500), gForce: read('gForce', 50) };
}

/** "at 54 km/h, 0.45 g", or what of it the event reports. */
function describeForce({ speedKph, gForce }: EventAlertInput, speedWord: string): string {
  const parts = [speedKph !== null ? `${speedWord} ${fmt(speedKph, 0)} km/h` : null, gForce !== null ? `${fmt(gForce, 2)} g` : null].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

const HARSH_WORDS: Record<string, string> = {
  'behavior.harshBraking': 'braking',
  'behavior.harshAcceleration': 'acceleration',
  'behavior.harshCornering': 'cornering',
};

// Every event the webhook watches fires it: the events themselves are the news. `true` is valid CEL for the provider.
const EVERY_EVENT = 'true';

export const EVENT_ALERT_RULES: readonly EventAlertRule[] = [
  {
    id: 'collision',
    events: ['safety.collision'],
    condition: EVERY_EVENT,
    coolDownSeconds: 0,
    severity: 'critical',
    describe: (input) => ({
      title: `Possible collision: ${input.vehicleName}`,
      body: `${input.vehicleName} reported an impact${describeForce(input, 'at')}. If you were not in the car, check on the driver; if anyone may be hurt, call the emergency services.`,
    }),
  },
  {
    // A near miss: braking this hard is rare, so each is told; several in one stop (15 minutes) are one alert.
    id: 'extreme_braking',
    events: ['behavior.extremeBraking'],
    condition: EVERY_EVENT,
    coolDownSeconds: 15 * 60,
    severity: 'warning',
    describe: (input) => ({
      title: `Emergency braking in ${input.vehicleName}`,
      body: `${input.vehicleName} braked extremely hard${describeForce(input, 'from')}. If you were not driving, you may want to check that all is well.`,
    }),
  },
  {
    // Harsh driving happens on many trips: told once a day at most (the trip pages list every event).
    id: 'harsh_driving',
    events: ['behavior.harshBraking', 'behavior.harshAcceleration', 'behavior.harshCornering'],
    condition: EVERY_EVENT,
    coolDownSeconds: 24 * 3600,
    severity: 'info',
    describe: (input) => ({
      title: `Harsh ${HARSH_WORDS[input.event] ?? 'driving'} in ${input.vehicleName}`,
      body: `${input.vehicleName} recorded harsh ${HARSH_WORDS[input.event] ?? 'driving'}${describeForce(input, 'at')}. More harsh driving in the next 24 hours is not told again; each trip lists its events.`,
    }),
  },
];

/** The event rule that watches an event (each event has at most one), by its current name. */
export function findRuleForEvent(event: string): EventAlertRule | null {
  return EVENT_ALERT_RULES.find((r) => (r.events as readonly string[]).includes(event)) ?? null;
}
