import { GraphQLError } from 'graphql';
import { SIGNAL_CATALOG, type SignalDefinition } from '../../shared/signal-catalog';
import { getVehicleContract, parseDid } from '../chain';
import type { SimContext } from '../context';
import { getConnection, matchesSource, reportsUntilMs } from '../fleet/connection';
import { getVehicleModel, SHORT_PATH_SIGNALS, type LocationValue, type SampleMoment, type SignalValues, type VehicleModel } from '../fleet/model';
import type { SimVehicle } from '../fleet/vehicle';
import { findVehicle } from '../state/owners';
import { readLatestSample } from '../state/signal-overrides';
import {
  APPROXIMATE_PRIVILEGES,
  badRequest,
  hasPrivilege,
  parseTime,
  requireAll,
  requireOneOf,
  requireVehicle,
  type PrivilegeName,
  type VehicleGrant,
} from './access';
import { canonicalTime, formatTime } from '../provider-time';
import { createActivityResolvers } from './activity-resolvers';
import {
  aggregateFloats,
  aggregateLocations,
  averageOf,
  aggregateStrings,
  parseInterval,
  type FloatAggregation,
  type LocationAggregation,
  type StringAggregation,
} from './aggregate';
import { approximateLocation } from './approximate';
import { checkLocationFilter, matchesFloat, matchesLocation, type FloatFilter, type LocationFilter } from './filters';

export type { VehicleGrant } from './access';

const MAX_BUCKETS = 10_000;
const DEFAULT_ATTESTATION_LIMIT = 10;
const APPROXIMATE = 'currentLocationApproximateCoordinates';

const PRIVILEGE_OF = { N: 'VEHICLE_NON_LOCATION_DATA', L: 'VEHICLE_ALL_TIME_LOCATION' } as const satisfies Record<SignalDefinition['privilege'], PrivilegeName>;

function canRead(grant: VehicleGrant, signal: SignalDefinition): boolean {
  return hasPrivilege(grant, PRIVILEGE_OF[signal.privilege]);
}

function canReadApproximate(grant: VehicleGrant): boolean {
  return APPROXIMATE_PRIVILEGES.some((p) => hasPrivilege(grant, p));
}

/** The latest sample as a SignalCollection: each signal a method (a field whose privilege the JWT lacks answers an error naming it). */
class LatestView {
  readonly lastSeen: string | null;
  private readonly timestamp: string;

  constructor(
    readonly grant: VehicleGrant,
    readonly values: SignalValues | null,
    lastSeen: number | null,
  ) {
    this.timestamp = lastSeen === null ? '' : formatTime(lastSeen);
    this.lastSeen = lastSeen === null ? null : this.timestamp;
  }

  wrap(value: unknown) {
    return this.values && value != null ? { timestamp: this.timestamp, value } : null;
  }

  [APPROXIMATE]() {
    requireOneOf(this.grant, APPROXIMATE_PRIVILEGES);
    const location = this.values?.currentLocationCoordinates;
    return location ? this.wrap(approximateLocation(location)) : null;
  }
}

/**
 * The samples of one `signals` answer, each signal read when a field asks for it: a query names a few of the ~100
 * signals a full sample computes. A signal off readSignal's short path reads the full sample, once per time.
 */
class SampleSeries {
  private readonly full = new Map<number, SignalValues>();
  /** Each time's moment, found once: a query's fields each read every sample of the series in turn. */
  private readonly moments: (SampleMoment | undefined)[] = [];
  /** Each signal's value at each sample, read once: fields often ask one signal several ways (FIRST, LAST, MIN, MAX). */
  private readonly columns = new Map<string, (number | string | LocationValue | null | undefined)[]>();
  private readonly floatColumns = new Map<string, FloatColumn>();

  constructor(
    private readonly model: VehicleModel,
    readonly times: number[],
  ) {}

  /** A float signal's values, read as asked (see FloatColumn). */
  floatColumn(name: string): FloatColumn {
    let column = this.floatColumns.get(name);
    if (!column) this.floatColumns.set(name, (column = new FloatColumn(this, name)));
    return column;
  }

  read(name: string, i: number): number | string | LocationValue | null {
    let column = this.columns.get(name);
    if (!column) this.columns.set(name, (column = []));
    let value = column[i];
    if (value === undefined) column[i] = value = this.readAt(name, i);
    return value;
  }

  /** One signal at one sample, read afresh (read keeps what it reads; FloatColumn keeps floats its own way). */
  readAt(name: string, i: number): number | string | LocationValue | null {
    const t = this.times[i];
    if (SHORT_PATH_SIGNALS.has(name)) return this.model.readSignalAt(name, (this.moments[i] ??= this.model.momentAt(t)));
    let sample = this.full.get(i);
    if (!sample) this.full.set(i, (sample = this.model.getSignalsAt(t)));
    return sample[name] ?? null;
  }
}

/** A float signal's value at each sample of a series, read once, kept unboxed (NaN: the sample has no number). */
class FloatColumn {
  private readonly values: Float64Array;
  private readonly known: Uint8Array;

  constructor(
    private readonly series: SampleSeries,
    private readonly name: string,
  ) {
    this.values = new Float64Array(series.times.length);
    this.known = new Uint8Array(series.times.length);
  }

  at(i: number): number {
    if (this.known[i] === 0) {
      const value = this.series.readAt(this.name, i);
      this.values[i] = typeof value === 'number' ? value : NaN;
      this.known[i] = 1;
    }
    return this.values[i];
  }
}

/** One bucket of `signals` (samples `first` to `end` of the series): each signal a method taking the aggregation and the field's own filter. */
class BucketView {
  readonly timestamp: string;

  constructor(
    readonly grant: VehicleGrant,
    readonly key: string,
    private readonly series: SampleSeries,
    private readonly first: number,
    private readonly end: number,
    timestampMs: number,
  ) {
    this.timestamp = formatTime(timestampMs);
  }

  /** The bucket's values of one signal, in time order, that `keep` accepts. */
  values<T>(name: string, keep: (value: unknown) => value is T): T[] {
    const out: T[] = [];
    for (let i = this.first; i < this.end; i++) {
      const value = this.series.read(name, i);
      if (keep(value)) out.push(value);
    }
    return out;
  }

  /**
   * A float aggregation of the bucket's values. Without a filter, the common aggregations are folded as they are read,
   * each value as aggregateFloats would take it in time order, with no list built (FIRST and LAST read one value).
   */
  floats(name: string, agg: FloatAggregation, filter: FloatFilter | null | undefined): number | null {
    if (filter || agg === 'MED' || agg === 'RAND') {
      const values = this.values(name, (v): v is number => typeof v === 'number' && (!filter || matchesFloat(v, filter)));
      return aggregateFloats(values, agg, `${this.key}:${name}`);
    }
    const column = this.series.floatColumn(name);
    if (agg === 'LAST') {
      for (let i = this.end - 1; i >= this.first; i--) {
        const value = column.at(i);
        if (!Number.isNaN(value)) return value;
      }
      return null;
    }
    let sum = 0;
    let count = 0;
    let extreme: number | null = null;
    for (let i = this.first; i < this.end; i++) {
      const value = column.at(i);
      if (Number.isNaN(value)) continue;
      if (agg === 'FIRST') return value;
      count++;
      if (agg === 'AVG') sum += value;
      else extreme = extreme === null ? value : agg === 'MAX' ? Math.max(extreme, value) : Math.min(extreme, value);
    }
    return agg === 'AVG' ? averageOf(sum, count) : extreme;
  }

  locations(filter: LocationFilter | null | undefined): LocationValue[] {
    const problem = checkLocationFilter(filter);
    if (problem) throw badRequest(problem);
    return this.values('currentLocationCoordinates', (l): l is LocationValue => !!l && (!filter || matchesLocation(l as LocationValue, filter)));
  }

  [APPROXIMATE]({ agg }: { agg: LocationAggregation }) {
    requireOneOf(this.grant, APPROXIMATE_PRIVILEGES);
    const location = aggregateLocations(this.locations(null), agg, this.key);
    return location ? approximateLocation(location) : null;
  }
}

for (const signal of SIGNAL_CATALOG) {
  const { name } = signal;
  const privilege = PRIVILEGE_OF[signal.privilege];
  Object.defineProperty(LatestView.prototype, name, {
    value(this: LatestView) {
      requireAll(this.grant, [privilege]);
      return this.wrap(this.values?.[name]);
    },
  });
  let aggregate: (this: BucketView, args: { agg: never; filter?: never }) => unknown;
  if (signal.kind === 'float') {
    aggregate = function (this: BucketView, { agg, filter }: { agg: FloatAggregation; filter?: FloatFilter | null }) {
      requireAll(this.grant, [privilege]);
      return this.floats(name, agg, filter);
    };
  } else if (signal.kind === 'string') {
    aggregate = function (this: BucketView, { agg }: { agg: StringAggregation }) {
      requireAll(this.grant, [privilege]);
      return aggregateStrings(this.values(name, (v): v is string => typeof v === 'string'), agg, `${this.key}:${name}`);
    };
  } else {
    aggregate = function (this: BucketView, { agg, filter }: { agg: LocationAggregation; filter?: LocationFilter | null }) {
      requireAll(this.grant, [privilege]);
      return aggregateLocations(this.locations(filter), agg, this.key);
    };
  }
  Object.defineProperty(BucketView.prototype, name, { value: aggregate });
}

/** Signals this car has sent (non-null in its latest sample) that the JWT may read, the approximate location included. */
function listReadable(grant: VehicleGrant, values: SignalValues): SignalDefinition[] {
  return SIGNAL_CATALOG.filter((s) => values[s.name] != null && canRead(grant, s));
}

/** The signals the car has stored, readable or not. */
function listStored(values: SignalValues): SignalDefinition[] {
  return SIGNAL_CATALOG.filter((s) => values[s.name] != null);
}

/** Root resolvers of the telemetry API for one request authorised by `grant`. */
export function createTelemetryRoot(ctx: SimContext, grant: VehicleGrant) {
  const nowMs = () => ctx.now().getTime();
  /** The vehicle when the JWT is for it and the SignalFilter's source (if any) is its connection; null for no data. */
  const findFiltered = (tokenId: number, filter?: { source?: string | null } | null): SimVehicle | null => {
    requireVehicle(grant, tokenId);
    const vehicle = findVehicle(ctx.store, tokenId);
    if (!vehicle || !matchesSource(filter?.source, ctx.chainId, getConnection(vehicle))) return null;
    return vehicle;
  };
  const latestOf = (vehicle: SimVehicle | null) => (vehicle ? readLatestSample(ctx.store, vehicle, nowMs()) : { lastSeen: null, values: null });

  return {
    signalsLatest: ({ tokenId, filter }: { tokenId: number; filter?: { source?: string | null } | null }) => {
      const { lastSeen, values } = latestOf(findFiltered(tokenId, filter));
      return new LatestView(grant, values, lastSeen);
    },

    signals: (args: { tokenId: number; interval: string; from: unknown; to: unknown; filter?: { source?: string | null } | null }) => {
      requireVehicle(grant, args.tokenId);
      const interval = parseInterval(args.interval);
      if (interval === null) throw badRequest(`invalid interval "${args.interval}": use a number with ms, s, m or h`);
      const from = parseTime(args.from, 'from');
      const to = parseTime(args.to, 'to');
      if (to <= from) throw badRequest('to must be after from');
      if ((to - from) / interval > MAX_BUCKETS) throw badRequest(`too many buckets: at most ${MAX_BUCKETS}`);
      const vehicle = findFiltered(args.tokenId, args.filter);
      if (!vehicle) return [];
      const model = getVehicleModel(vehicle);
      const visible = reportsUntilMs(vehicle, nowMs());
      const end = Math.min(to, visible + 1);
      const times = model.listSampleTimes(from, end, { bucketMs: interval });
      // Long ranges read thinned samples (see listSampleTimes); a bucket still open holds the car's latest sample too, as
      // on the network every sample counts: today's odometer is where the car is now, not where it was at the last tenth.
      const latest = model.getLatestSampleTime(end - 1);
      const openBucketFrom = from + Math.floor((visible - from) / interval) * interval;
      if (latest !== null && latest >= from && latest >= openBucketFrom && latest > (times.at(-1) ?? -Infinity)) times.push(latest);
      const series = new SampleSeries(model, times);
      const buckets: BucketView[] = [];
      // sample times ascend, so each bucket is a run of them
      for (let first = 0; first < series.times.length; ) {
        const start = from + Math.floor((series.times[first] - from) / interval) * interval;
        let next = first + 1;
        while (next < series.times.length && series.times[next] < start + interval) next++;
        buckets.push(new BucketView(grant, String(start), series, first, next, start));
        first = next;
      }
      return buckets;
    },

    availableSignals: ({ tokenId, filter }: { tokenId: number; filter?: { source?: string | null } | null }) => {
      const { values } = latestOf(findFiltered(tokenId, filter));
      if (!values) return [];
      // As DIMO's: every stored signal the schema can query, whatever the token's privileges (only signalsSnapshot
      // filters by them), and not the approximate location, which is derived at read time and never stored.
      return listStored(values).map((s) => s.name).sort();
    },

    signalsSnapshot: ({ tokenId, filter }: { tokenId: number; filter?: { source?: string | null } | null }) => {
      const { lastSeen, values } = latestOf(findFiltered(tokenId, filter));
      if (!values || lastSeen === null) return { lastSeen: null, signals: [] };
      const timestamp = formatTime(lastSeen);
      const signals = listReadable(grant, values).map((s) => {
        const value = values[s.name];
        return {
          name: s.name,
          timestamp,
          valueNumber: typeof value === 'number' ? value : null,
          valueString: typeof value === 'string' ? value : null,
          valueLocation: s.kind === 'location' ? (value as LocationValue) : null,
        };
      });
      if (values.currentLocationCoordinates && canReadApproximate(grant)) {
        signals.push({ name: APPROXIMATE, timestamp, valueNumber: null, valueString: null, valueLocation: approximateLocation(values.currentLocationCoordinates) });
      }
      return { lastSeen: timestamp, signals: signals.sort((a, b) => (a.name < b.name ? -1 : 1)) };
    },

    ...createActivityResolvers(ctx, grant, findFiltered),

    vinVCLatest: ({ tokenId }: { tokenId: number }) => {
      requireVehicle(grant, tokenId);
      requireAll(grant, ['VEHICLE_VIN_CREDENTIAL']);
      const credential = ctx.store.state.vinCredentials[String(tokenId)];
      if (!credential) return null;
      const vehicleContractAddress = getVehicleContract(ctx.chainId);
      const rawVC = JSON.stringify({
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        type: ['VerifiableCredential', 'Vehicle'],
        issuer: credential.recordedBy,
        // Times as the Time fields beside it write them (and DIMO's attestation service writes a credential's).
        validFrom: canonicalTime(credential.validFrom),
        validTo: canonicalTime(credential.validTo),
        credentialSubject: {
          vehicleTokenId: tokenId,
          vehicleContractAddress,
          vehicleIdentificationNumber: credential.vin,
          recordedBy: credential.recordedBy,
          recordedAt: canonicalTime(credential.recordedAt),
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
      tokenId?: number | null;
      subject?: string | null;
      filter?: {
        id?: string | null;
        source?: string | null;
        producer?: string | null;
        dataVersion?: string | null;
        after?: unknown;
        before?: unknown;
        limit?: number | null;
        cursor?: unknown;
        tags?: { containsAny?: string[] | null } | null;
      } | null;
    }) => {
      let tokenId = args.tokenId ?? null;
      if (tokenId === null && args.subject) tokenId = parseDid(args.subject)?.tokenId ?? null;
      if (tokenId === null) throw new GraphQLError('invalid argument: tokenId or a vehicle subject is required', { extensions: { code: 'BAD_REQUEST' } });
      requireVehicle(grant, tokenId);
      requireAll(grant, ['VEHICLE_NON_LOCATION_DATA']);
      const f = args.filter ?? {};
      const after = f.after != null ? parseTime(f.after, 'after') : null;
      const before = f.before != null ? parseTime(f.before, 'before') : null;
      const cursor = f.cursor != null ? parseTime(f.cursor, 'cursor') : null;
      const list = ctx.store.state.attestations
        .filter((a) => a.vehicleTokenId === tokenId && !a.voidedBy)
        .filter((a) => !f.id || a.id === f.id)
        .filter((a) => !f.source || a.source.toLowerCase() === f.source.toLowerCase())
        .filter((a) => !f.producer || a.producer === f.producer)
        .filter((a) => !f.dataVersion || a.dataVersion === f.dataVersion)
        .filter((a) => after === null || Date.parse(a.time) > after)
        .filter((a) => before === null || Date.parse(a.time) < before)
        .filter((a) => cursor === null || Date.parse(a.time) < cursor)
        .filter((a) => !f.tags?.containsAny?.length || (a.tags ?? []).some((t) => f.tags!.containsAny!.includes(t)))
        .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
      return list.slice(0, f.limit ?? DEFAULT_ATTESTATION_LIMIT).map((a) => ({
        id: a.id,
        vehicleTokenId: a.vehicleTokenId,
        time: a.time,
        attestation: a.attestation,
        type: a.type,
        source: a.source,
        dataVersion: a.dataVersion,
        producer: a.producer,
        signature: a.signature,
        tags: a.tags ?? null,
      }));
    },
  };
}

