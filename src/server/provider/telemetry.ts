import { z } from 'zod';
import {
  DailySignalsSchema,
  LatestSignalsSchema,
  NUMBER_SIGNALS,
  STRING_SIGNALS,
  type DailySignals,
  type LatestSignals,
  type NumberSignalName,
} from '../../shared/telemetry';
import type { ProviderContext } from './context';
import { isProviderError, ProviderError } from './errors';
import { postGraphql, queryGraphql, toGraphqlError, type GraphqlError } from './graphql';
import { validateResponse } from './http';
import type { VehicleTokens } from './token-exchange';

const PRIVILEGE_NON_LOCATION = 1;
const PRIVILEGE_LOCATION_HISTORY = 4;
const PRIVILEGE_VIN_CREDENTIAL = 5;
/** After the owner refused location access, ask again only after this long. */
const LOCATION_DENIAL_TTL_MS = 10 * 60_000;

export function buildLatestSignalsQuery(withLocation: boolean): string {
  const fields = [
    'lastSeen',
    ...[...NUMBER_SIGNALS, ...STRING_SIGNALS].map((name) => `${name} { timestamp value }`),
    ...(withLocation ? ['currentLocationCoordinates { timestamp value { latitude longitude } }'] : []),
  ];
  return `query LatestSignals($tokenId: Int!) {\n  signalsLatest(tokenId: $tokenId) {\n    ${fields.join('\n    ')}\n  }\n}`;
}

type DailyField = Exclude<keyof DailySignals, 'timestamp'>;

/** How each DailySignals field is aggregated per 24 h bucket. */
export const DAILY_AGGREGATIONS: Record<DailyField, { signal: NumberSignalName; agg: 'MAX' | 'AVG' }> = {
  maxSpeed: { signal: 'speed', agg: 'MAX' },
  odometer: { signal: 'powertrainTransmissionTravelledDistance', agg: 'MAX' },
  maxEngineSpeed: { signal: 'powertrainCombustionEngineSpeed', agg: 'MAX' },
  fuelLevel: { signal: 'powertrainFuelSystemRelativeLevel', agg: 'AVG' },
  batteryLevel: { signal: 'powertrainTractionBatteryStateOfChargeCurrent', agg: 'AVG' },
  coolantTemp: { signal: 'powertrainCombustionEngineECT', agg: 'AVG' },
  batteryVoltage: { signal: 'lowVoltageBatteryCurrentVoltage', agg: 'AVG' },
  engineLoad: { signal: 'obdEngineLoad', agg: 'AVG' },
  intakeTemp: { signal: 'obdIntakeTemp', agg: 'AVG' },
  barometricPressure: { signal: 'obdBarometricPressure', agg: 'AVG' },
  exteriorTemp: { signal: 'exteriorAirTemperature', agg: 'AVG' },
  range: { signal: 'powertrainRange', agg: 'AVG' },
};

export function buildDailySignalsQuery(): string {
  const fields = Object.entries(DAILY_AGGREGATIONS).map(([alias, { signal, agg }]) => `${alias}: ${signal}(agg: ${agg})`);
  return `query DailySignals($tokenId: Int!, $from: Time!, $to: Time!) {\n  signals(tokenId: $tokenId, interval: "24h", from: $from, to: $to) {\n    timestamp\n    ${fields.join('\n    ')}\n  }\n}`;
}

export const VIN_QUERY = `query Vin($tokenId: Int!) {\n  vinVCLatest(tokenId: $tokenId) { vin recordedAt }\n}`;

const LatestDataSchema = z.object({ signalsLatest: z.record(z.string(), z.unknown()).nullable() });
const DailyDataSchema = z.object({ signals: z.array(DailySignalsSchema).nullable() });
const VinDataSchema = z.object({
  vinVCLatest: z.object({ vin: z.string().nullable(), recordedAt: z.string().nullable() }).nullable(),
});

/** Errors inside one signal (e.g. a missing privilege for that field) leave that signal null; others fail the call. */
export function isSignalFieldError(error: GraphqlError): boolean {
  return (error.path?.length ?? 0) >= 2 && error.path?.[0] === 'signalsLatest';
}

export function parseLatestSignals(call: string, data: unknown, errors: GraphqlError[]): LatestSignals {
  const fatal = errors.filter((e) => !isSignalFieldError(e));
  if (fatal.length > 0) throw toGraphqlError(call, fatal);
  const { signalsLatest } = validateResponse(call, data, LatestDataSchema);
  if (signalsLatest === null && errors.length > 0) throw toGraphqlError(call, errors);
  return validateResponse(call, signalsLatest ?? { lastSeen: null }, LatestSignalsSchema);
}

export interface TelemetryClient {
  getLatestSignals(tokenId: number): Promise<LatestSignals>;
  getDailySignals(tokenId: number, opts?: { days?: number; to?: Date }): Promise<DailySignals[]>;
  getVin(tokenId: number): Promise<{ vin: string; recordedAt: string } | null>;
}

export function createTelemetryClient(ctx: ProviderContext, tokens: VehicleTokens): TelemetryClient {
  const locationDeniedUntil = new Map<number, number>();

  /** Runs a telemetry call with a vehicle JWT; one fresh JWT is tried when the provider answers HTTP 401. */
  async function withVehicleJwt<T>(tokenId: number, privileges: number[], run: (jwt: string) => Promise<T>): Promise<T> {
    try {
      return await run(await tokens.getVehicleJwt(tokenId, privileges));
    } catch (error) {
      if (!(isProviderError(error, 'unauthorized') && error.status === 401)) throw error;
      tokens.invalidateVehicleJwt(tokenId);
      return run(await tokens.getVehicleJwt(tokenId, privileges));
    }
  }

  /** Asks for location too unless the owner did not share it (then the exchange answers 403). */
  async function choosePrivileges(tokenId: number): Promise<number[]> {
    const withLocation = [PRIVILEGE_NON_LOCATION, PRIVILEGE_LOCATION_HISTORY];
    if ((locationDeniedUntil.get(tokenId) ?? 0) > ctx.now()) return [PRIVILEGE_NON_LOCATION];
    try {
      await tokens.getVehicleJwt(tokenId, withLocation);
      return withLocation;
    } catch (error) {
      if (!isProviderError(error, 'forbidden')) throw error;
      locationDeniedUntil.set(tokenId, ctx.now() + LOCATION_DENIAL_TTL_MS);
      return [PRIVILEGE_NON_LOCATION];
    }
  }

  async function getLatestSignals(tokenId: number): Promise<LatestSignals> {
    const call = 'telemetry.signalsLatest';
    const privileges = await choosePrivileges(tokenId);
    const query = buildLatestSignalsQuery(privileges.includes(PRIVILEGE_LOCATION_HISTORY));
    return withVehicleJwt(tokenId, privileges, async (jwt) => {
      const result = await postGraphql(ctx.http, { call, url: ctx.cfg.telemetryUrl, query, variables: { tokenId }, bearer: jwt });
      if (result.errors.length > 0) {
        ctx.cfg.logger?.debug?.({ call, tokenId, errors: result.errors.map((e) => e.message) }, 'telemetry returned errors');
      }
      return parseLatestSignals(call, result.data, result.errors);
    });
  }

  async function getDailySignals(tokenId: number, opts: { days?: number; to?: Date } = {}): Promise<DailySignals[]> {
    const call = 'telemetry.signals';
    const days = opts.days ?? 7;
    if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, got ${days}`);
    const to = opts.to ?? new Date(ctx.now());
    const from = new Date(to.getTime() - days * 24 * 3600_000);
    const data = await withVehicleJwt(tokenId, [PRIVILEGE_NON_LOCATION], (jwt) =>
      queryGraphql(
        ctx.http,
        {
          call,
          url: ctx.cfg.telemetryUrl,
          query: buildDailySignalsQuery(),
          variables: { tokenId, from: from.toISOString(), to: to.toISOString() },
          bearer: jwt,
        },
        DailyDataSchema,
      ),
    );
    return [...(data.signals ?? [])].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  }

  async function getVin(tokenId: number): Promise<{ vin: string; recordedAt: string } | null> {
    const call = 'telemetry.vinVCLatest';
    return withVehicleJwt(tokenId, [PRIVILEGE_VIN_CREDENTIAL], async (jwt) => {
      const result = await postGraphql(ctx.http, {
        call,
        url: ctx.cfg.telemetryUrl,
        query: VIN_QUERY,
        variables: { tokenId },
        bearer: jwt,
      });
      if (result.errors.some((e) => e.extensions?.code === 'NOT_FOUND')) return null;
      if (result.errors.length > 0) throw toGraphqlError(call, result.errors, result.status);
      const { vinVCLatest } = validateResponse(call, result.data, VinDataSchema);
      if (!vinVCLatest?.vin) return null;
      if (!vinVCLatest.recordedAt) {
        throw new ProviderError({ call, code: 'invalid_response', message: `${call} returned a VIN without recordedAt` });
      }
      return { vin: vinVCLatest.vin, recordedAt: vinVCLatest.recordedAt };
    });
  }

  return { getLatestSignals, getDailySignals, getVin };
}
