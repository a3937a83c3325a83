import { findSignalDefinition } from '../../shared/signal-catalog';
import { NUMBER_SIGNALS, STRING_SIGNALS } from '../../shared/telemetry';

/**
 * Service and metric names. The provider renamed them in 2026: today a signal webhook has service "signals" and
 * metricName "vss.<signal>" (events: service "events", e.g. "behavior.harshBraking"); earlier ones had
 * "telemetry.signals" / "telemetry.events" and the bare signal name. The simulator accepts both generations and
 * reports a webhook as it was created.
 */
const SIGNAL_SERVICES = new Set(['signals', 'telemetry.signals']);
const EVENT_SERVICES = new Set(['events', 'telemetry.events']);
const VSS_PREFIX = 'vss.';

export interface SignalDefinition {
  name: string;
  description: string;
  unit: string;
  valueType: 'float64' | 'string' | 'vss.Location';
  permissions: string[];
}

const NON_LOCATION = ['privilege:GetNonLocationHistory'];

export const SIGNAL_DEFINITIONS: SignalDefinition[] = [
  ...NUMBER_SIGNALS.map((name) => ({ name, description: `The vehicle's ${name} signal.`, unit: findSignalDefinition(name)?.unit ?? '', valueType: 'float64' as const, permissions: NON_LOCATION })),
  ...STRING_SIGNALS.map((name) => ({ name, description: `The vehicle's ${name} signal.`, unit: '', valueType: 'string' as const, permissions: NON_LOCATION })),
  { name: 'currentLocationCoordinates', description: 'The vehicle location.', unit: '', valueType: 'vss.Location', permissions: ['privilege:GetLocationHistory'] },
];

const DEFINITIONS = new Map(SIGNAL_DEFINITIONS.map((d) => [d.name, d]));

export type MetricKind = { kind: 'signal'; signal: SignalDefinition } | { kind: 'event'; name: string };

/** The token-exchange privilege each of the provider's permissions stands for. */
const PRIVILEGE_OF_PERMISSION: Record<string, number> = { 'privilege:GetNonLocationHistory': 1, 'privilege:GetLocationHistory': 4 };
/** What the provider asks of an event (or an unknown signal): both history privileges. */
const DEFAULT_PERMISSIONS = ['privilege:GetNonLocationHistory', 'privilege:GetLocationHistory'];

/** The privileges a vehicle must grant a webhook's license for it to be subscribed and to fire (its metric's permissions). */
export function requiredPrivileges(metric: MetricKind): number[] {
  return (metric.kind === 'signal' ? metric.signal.permissions : DEFAULT_PERMISSIONS).map((p) => PRIVILEGE_OF_PERMISSION[p]);
}

/** What a webhook's service and metricName watch; a message saying what is wrong when they name nothing known. */
export function resolveMetric(service: string, metricName: string): MetricKind | string {
  if (SIGNAL_SERVICES.has(service)) {
    const bare = metricName.startsWith(VSS_PREFIX) ? metricName.slice(VSS_PREFIX.length) : metricName;
    const signal = DEFINITIONS.get(bare);
    return signal ? { kind: 'signal', signal } : `Unknown signal ${metricName}; GET /v1/webhooks/signals lists them.`;
  }
  if (EVENT_SERVICES.has(service)) {
    return /^[A-Za-z][\w.]{0,99}$/.test(metricName) ? { kind: 'event', name: metricName } : `Invalid event name ${metricName}.`;
  }
  return `Invalid service: ${service}`;
}
