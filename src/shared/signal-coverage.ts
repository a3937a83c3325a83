import { z } from 'zod';
import type { LatestSignals } from './telemetry';

/**
 * What a car's connection reports: the provider's `availableSignals` (the signals it has ever sent that this app may
 * read), and whether the owner shares the car's location with the app.
 */
export const SignalCoverageSchema = z.object({ signals: z.array(z.string()), locationShared: z.boolean() });
export type SignalCoverage = z.infer<typeof SignalCoverageSchema>;

/**
 * 'reported': the car sends it; 'notReported': its connection does not (a different state from an empty value);
 * for location, 'notShared': the owner did not grant the app its location.
 */
export const ReportingSchema = z.object({
  troubleCodes: z.enum(['reported', 'notReported']),
  location: z.enum(['reported', 'notReported', 'notShared']),
});
export type Reporting = z.infer<typeof ReportingSchema>;

/** Whether the car reports a signal: by its coverage when known, else by the signal's presence in the latest values. */
export function reportsSignal(name: string, coverage: SignalCoverage | null, latest: LatestSignals | null): boolean {
  const value = (latest as Record<string, unknown> | null)?.[name];
  if (value !== null && value !== undefined) return true;
  return coverage ? coverage.signals.includes(name) : false;
}

export function describeReporting(coverage: SignalCoverage | null, latest: LatestSignals | null): Reporting {
  // Not shared wins: DIMO's availableSignals lists the location a car stores even to an app that may not read it.
  const location = coverage && !coverage.locationShared ? 'notShared' : reportsSignal('currentLocationCoordinates', coverage, latest) ? 'reported' : 'notReported';
  return { troubleCodes: reportsSignal('obdDTCList', coverage, latest) ? 'reported' : 'notReported', location };
}

/** Why a value is missing, in the app's words: the connection never sends it, or it just has no value now. */
export const NOT_REPORTED = 'not reported';
export const TROUBLE_CODES_NOT_REPORTED = "This car's connection does not report trouble codes";
export const LOCATION_NOT_SHARED = 'Location not shared';
