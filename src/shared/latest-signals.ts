import { NUMBER_SIGNALS, STRING_SIGNALS } from './telemetry';
import type { DailySignals, LatestSignals, NumberSignalName, StringSignalName } from './telemetry';

export type LatestSignalValues = Partial<Record<NumberSignalName, number>> &
  Partial<Record<StringSignalName, string>> & {
    currentLocationCoordinates?: { latitude: number; longitude: number };
  };

/** A LatestSignals where the car has sent nothing yet. */
export function createEmptyLatestSignals(): LatestSignals {
  const signals: Record<string, unknown> = { lastSeen: null, currentLocationCoordinates: null };
  for (const name of [...NUMBER_SIGNALS, ...STRING_SIGNALS]) signals[name] = null;
  return signals as LatestSignals;
}

/** Builds a LatestSignals from plain values, every one stamped with `timestamp`; missing signals are null. */
export function createLatestSignals(values: LatestSignalValues, timestamp = '2024-01-01T00:00:00Z'): LatestSignals {
  const signals = createEmptyLatestSignals() as Record<string, unknown>;
  let seen = false;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    signals[name] = { timestamp, value };
    seen = true;
  }
  signals.lastSeen = seen ? timestamp : null;
  return signals as LatestSignals;
}

/** One 24 h bucket of the series; values not given are null (the car sent nothing). */
export function createDailySignals(timestamp: string, values: Partial<Omit<DailySignals, 'timestamp'>> = {}): DailySignals {
  return {
    timestamp,
    date: timestamp.slice(0, 10),
    maxSpeed: null,
    odometer: null,
    maxEngineSpeed: null,
    fuelLevel: null,
    batteryLevel: null,
    coolantTemp: null,
    batteryVoltage: null,
    engineLoad: null,
    intakeTemp: null,
    barometricPressure: null,
    exteriorTemp: null,
    range: null,
    troubleCodes: null,
    ...values,
  };
}
