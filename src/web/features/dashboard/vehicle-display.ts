import type { DashboardVehicle, TroubleCode } from '@shared/api/vehicles';
import { NOT_REPORTED, reportsSignal, type SignalCoverage } from '@shared/signal-coverage';
import type { LatestSignals, NumberSignalName, VehicleType } from '@shared/telemetry';
import { formatDistance, formatRunTime, formatSpeed, formatTemperature, type DistanceUnit } from '@shared/units';

/** Shown wherever the car did not send a value. */
export const NO_DATA = 'no data';

export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = { gas: 'Gas', electric: 'Electric', hybrid: 'Hybrid' };

export const SEVERITY_STYLES: Record<TroubleCode['severity'], string> = {
  low: 'border-transparent bg-secondary text-secondary-foreground',
  medium: 'border-transparent bg-warning text-warning-foreground',
  high: 'border-transparent bg-destructive/85 text-destructive-foreground',
  critical: 'border-transparent bg-destructive text-destructive-foreground',
};

export const SEVERITY_LABELS: Record<TroubleCode['severity'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export type DiagnosticRow = { key: string; label: string; value: string; missing: boolean };

function signalValue(latest: LatestSignals | null, name: NumberSignalName): number | null {
  const value = latest?.[name]?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "not reported" when the car's connection never sends the signal (coverage known), else "no data". */
export function describeMissing(name: string, coverage: SignalCoverage | null, latest: LatestSignals | null): string {
  return coverage && !reportsSignal(name, coverage, latest) ? NOT_REPORTED : NO_DATA;
}

/** The "Diagnostic & Engine" rows; the speed row only appears while the car moves. */
export function buildDiagnosticRows(latest: LatestSignals | null, unit: DistanceUnit, coverage: SignalCoverage | null = null): DiagnosticRow[] {
  const row = (key: NumberSignalName, label: string, format: (v: number) => string): DiagnosticRow => {
    const v = signalValue(latest, key);
    return { key, label, value: v === null ? describeMissing(key, coverage, latest) : format(v), missing: v === null };
  };
  const rows = [
    row('powertrainCombustionEngineSpeed', 'Engine speed', (v) => `${whole.format(v)} rpm`),
    row('powertrainCombustionEngineECT', 'Coolant temperature', formatTemperature),
    row('obdRunTime', 'Run time', formatRunTime),
    row('obdIntakeTemp', 'Intake temperature', formatTemperature),
    row('obdBarometricPressure', 'Barometric pressure', (v) => `${oneDecimal.format(v)} kPa`),
    row('exteriorAirTemperature', 'Outside air temperature', formatTemperature),
    row('isIgnitionOn', 'Ignition', (v) => (v > 0 ? 'On' : 'Off')),
  ];
  const speed = signalValue(latest, 'speed');
  if (speed !== null && speed > 0) rows.push({ key: 'speed', label: 'Speed', value: formatSpeed(speed, unit), missing: false });
  return rows;
}

/** "Battery level" for electric cars (or a hybrid reporting only its battery), "Fuel level" otherwise. */
export function levelLabelFor(vehicle: Pick<DashboardVehicle, 'type' | 'level'>): string {
  const source = vehicle.level.source ?? (vehicle.type === 'electric' ? 'battery' : 'fuel');
  return source === 'battery' ? 'Battery level' : 'Fuel level';
}

export function formatLevel(percent: number | null, missing = NO_DATA): string {
  return percent === null ? missing : `${whole.format(percent)}%`;
}

export function formatOdometer(km: number | null, unit: DistanceUnit, missing = NO_DATA): string {
  return km === null ? missing : formatDistance(km, unit);
}

/** "2021 Honda Accord" with whatever parts are known. */
export function describeVehicle(vehicle: Pick<DashboardVehicle, 'year' | 'make' | 'model'>): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ');
}
