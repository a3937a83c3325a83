import { GraphQLError } from 'graphql';
import { NUMBER_SIGNALS, STRING_SIGNALS } from '../../shared/telemetry';
import { getVehicleContract } from '../chain';
import type { SimContext } from '../context';
import { getVehicleModel, type SignalValues } from '../fleet/model';
import { findVehicle } from '../state/owners';
import { readLatestSample } from '../state/signal-overrides';
import {
  aggregateFloats,
  aggregateLocations,
  aggregateStrings,
  parseInterval,
  type FloatAggregation,
  type LocationAggregation,
  type StringAggregation,
} from './aggregate';

/** The verified claims of the vehicle JWT that came with the request. */
export interface VehicleGrant {
  tokenId: number;
  privileges: number[];
}

const PRIVILEGE_NON_LOCATION = 1;
const PRIVILEGE_LOCATION_HISTORY = 4;
const PRIVILEGE_VIN = 5;
const MAX_BUCKETS = 10_000;

export function formatTime(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function requireAccess(grant: VehicleGrant, tokenId: number, privilege: number): void {
  if (grant.tokenId !== tokenId) {
    throw new GraphQLError(`unauthorized: token id ${tokenId} does not match the token's vehicle`, {
      extensions: { code: 'UNAUTHORIZED' },
    });
  }
  if (!grant.privileges.includes(privilege)) {
    throw new GraphQLError(`unauthorized: missing privilege ${privilege}`, { extensions: { code: 'UNAUTHORIZED' } });
  }
}

function parseTime(value: unknown, name: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new GraphQLError(`${name} must be an RFC 3339 time`, { extensions: { code: 'BAD_REQUEST' } });
  return ms;
}

function buildLatest(values: SignalValues | null, lastSeen: number | null, withLocation: boolean) {
  const timestamp = lastSeen === null ? '' : formatTime(lastSeen);
  const wrap = <T>(value: T | null | undefined) => (values && value != null ? { timestamp, value } : null);
  const latest: Record<string, unknown> = { lastSeen: lastSeen === null ? null : timestamp };
  for (const name of NUMBER_SIGNALS) latest[name] = wrap(values?.[name]);
  for (const name of STRING_SIGNALS) latest[name] = wrap(values?.[name]);
  latest.currentLocationCoordinates = withLocation ? wrap(values?.currentLocationCoordinates) : null;
  return latest;
}

function buildBucket(timestampMs: number, samples: SignalValues[], withLocation: boolean) {
  const key = String(timestampMs);
  const bucket: Record<string, unknown> = { timestamp: formatTime(timestampMs) };
  for (const name of NUMBER_SIGNALS) {
    bucket[name] = ({ agg }: { agg: FloatAggregation }) =>
      aggregateFloats(samples.flatMap((s) => (s[name] === null ? [] : [s[name] as number])), agg, `${key}:${name}`);
  }
  for (const name of STRING_SIGNALS) {
    bucket[name] = ({ agg }: { agg: StringAggregation }) =>
      aggregateStrings(samples.flatMap((s) => (s[name] === null ? [] : [s[name] as string])), agg, `${key}:${name}`);
  }
  bucket.currentLocationCoordinates = ({ agg }: { agg: LocationAggregation }) =>
    withLocation
      ? aggregateLocations(samples.flatMap((s) => (s.currentLocationCoordinates ? [s.currentLocationCoordinates] : [])), agg, key)
      : null;
  return bucket;
}

/** Root resolvers of the telemetry API for one request authorised by `grant`. */
export function createTelemetryRoot(ctx: SimContext, grant: VehicleGrant) {
  const getModel = (tokenId: number) => {
    const vehicle = findVehicle(ctx.store, tokenId);
    return vehicle ? getVehicleModel(vehicle) : null;
  };
  const canSeeLocation = grant.privileges.includes(PRIVILEGE_LOCATION_HISTORY);

  return {
    signalsLatest: ({ tokenId }: { tokenId: number }) => {
      requireAccess(grant, tokenId, PRIVILEGE_NON_LOCATION);
      const vehicle = findVehicle(ctx.store, tokenId);
      if (!vehicle) return null;
      const { lastSeen, values } = readLatestSample(ctx.store, vehicle, ctx.now().getTime());
      return buildLatest(values, lastSeen, canSeeLocation);
    },

    signals: (args: { tokenId: number; interval: string; from: unknown; to: unknown }) => {
      requireAccess(grant, args.tokenId, PRIVILEGE_NON_LOCATION);
      const interval = parseInterval(args.interval);
      if (interval === null) {
        throw new GraphQLError(`invalid interval "${args.interval}": use a number with ms, s, m or h`, { extensions: { code: 'BAD_REQUEST' } });
      }
      const from = parseTime(args.from, 'from');
      const to = parseTime(args.to, 'to');
      if (to <= from) throw new GraphQLError('to must be after from', { extensions: { code: 'BAD_REQUEST' } });
      if ((to - from) / interval > MAX_BUCKETS) {
        throw new GraphQLError(`too many buckets: at most ${MAX_BUCKETS}`, { extensions: { code: 'BAD_REQUEST' } });
      }
      const model = getModel(args.tokenId);
      if (!model) return [];
      const end = Math.min(to, ctx.now().getTime() + 1);
      const buckets = new Map<number, SignalValues[]>();
      for (const t of model.listSampleTimes(from, end)) {
        const start = from + Math.floor((t - from) / interval) * interval;
        let samples = buckets.get(start);
        if (!samples) buckets.set(start, (samples = []));
        samples.push(model.getSignalsAt(t));
      }
      return [...buckets].map(([start, samples]) => buildBucket(start, samples, canSeeLocation));
    },

    availableSignals: ({ tokenId }: { tokenId: number }) => {
      requireAccess(grant, tokenId, PRIVILEGE_NON_LOCATION);
      const model = getModel(tokenId);
      const lastSeen = model?.getLatestSampleTime(ctx.now().getTime());
      if (!model || lastSeen == null) return [];
      const values = model.getSignalsAt(lastSeen);
      return Object.entries(values)
        .filter(([name, value]) => value !== null && (name !== 'currentLocationCoordinates' || canSeeLocation))
        .map(([name]) => name)
        .sort();
    },

    vinVCLatest: ({ tokenId }: { tokenId: number }) => {
      requireAccess(grant, tokenId, PRIVILEGE_VIN);
      const credential = ctx.store.state.vinCredentials[String(tokenId)];
      if (!credential) return null;
      const vehicleContractAddress = getVehicleContract(ctx.chainId);
      const rawVC = JSON.stringify({
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        type: ['VerifiableCredential', 'Vehicle'],
        issuer: credential.recordedBy,
        validFrom: credential.validFrom,
        validTo: credential.validTo,
        credentialSubject: {
          vehicleTokenId: tokenId,
          vehicleContractAddress,
          vehicleIdentificationNumber: credential.vin,
          recordedBy: credential.recordedBy,
          recordedAt: credential.recordedAt,
          countryCode: credential.countryCode,
        },
      });
      return {
        vehicleTokenId: tokenId,
        vin: credential.vin,
        recordedBy: credential.recordedBy,
        recordedAt: credential.recordedAt,
        countryCode: credential.countryCode,
        vehicleContractAddress,
        validFrom: credential.validFrom,
        validTo: credential.validTo,
        rawVC,
      };
    },

    attestations: (args: {
      tokenId: number;
      filter?: { source?: string | null; producer?: string | null; dataVersion?: string | null; after?: unknown; before?: unknown; limit?: number | null } | null;
    }) => {
      requireAccess(grant, args.tokenId, PRIVILEGE_NON_LOCATION);
      const f = args.filter ?? {};
      const after = f.after != null ? parseTime(f.after, 'after') : null;
      const before = f.before != null ? parseTime(f.before, 'before') : null;
      const list = ctx.store.state.attestations
        .filter((a) => a.vehicleTokenId === args.tokenId && !a.voidedBy)
        .filter((a) => !f.source || a.source.toLowerCase() === f.source.toLowerCase())
        .filter((a) => !f.producer || a.producer === f.producer)
        .filter((a) => !f.dataVersion || a.dataVersion === f.dataVersion)
        .filter((a) => after === null || Date.parse(a.time) > after)
        .filter((a) => before === null || Date.parse(a.time) < before)
        .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
      return (f.limit != null ? list.slice(0, f.limit) : list).map((a) => ({
        id: a.id,
        vehicleTokenId: a.vehicleTokenId,
        time: a.time,
        attestation: a.attestation,
        type: a.type,
        source: a.source,
        dataVersion: a.dataVersion,
        producer: a.producer,
        signature: a.signature,
      }));
    },
  };
}
