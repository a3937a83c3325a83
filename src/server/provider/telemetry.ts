import { z } from 'zod';
import {
  DailySignalsSchema,
  LatestSignalsSchema,
  NUMBER_SIGNALS,
  readCodeAggregate,
  STRING_SIGNALS,
  type DailySignals,
  type LatestSignals,
  type LevelStats,
  type NumberSignalName,
  type UsageBucket,
  type UsageSeries,
} from '../../shared/telemetry';
import { addDays } from '../../shared/format-date';
import type { SignalCoverage } from '../../shared/signal-coverage';
import { requiresLocationPrivilege } from '../../shared/signal-catalog';
import { dayOfBucket, localDay, startOfDay } from '../../shared/time-zone';
import type { ProviderContext } from './context';
import { isProviderError, ProviderError } from './errors';
import { postGraphql, queryGraphql, toGraphqlError, type GraphqlError, type GraphqlResult } from './graphql';
import { validateResponse } from './http';
import type { VehicleTokens } from './token-exchange';

const PRIVILEGE_NON_LOCATION = 1;
const PRIVILEGE_LOCATION_HISTORY = 4;
const PRIVILEGE_VIN_CREDENTIAL = 5;
/** After the owner refused location access, ask again only after this long. */
const LOCATION_DENIAL_TTL_MS = 10 * 60_000;

export function buildLatestSignalsQuery(withLocation: boolean, withVin = false): string {
  const fields = [
    'lastSeen',
    ...[...NUMBER_SIGNALS, ...STRING_SIGNALS]
      .filter((name) => withLocation || !requiresLocationPrivilege(name))
      .map((name) => `${name} { timestamp value }`),
    ...(withLocation ? ['currentLocationCoordinates { timestamp value { latitude longitude } }'] : []),
  ];
  const vin = withVin ? '\n  vinVCLatest(tokenId: $tokenId) { vin recordedAt }' : '';
  return `query LatestSignals($tokenId: Int!) {\n  signalsLatest(tokenId: $tokenId) {\n    ${fields.join('\n    ')}\n  }${vin}\n}`;
}

type DailyField = Exclude<keyof DailySignals, 'timestamp' | 'date' | 'troubleCodes'>;

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

const DAILY_FIELDS = [...Object.entries(DAILY_AGGREGATIONS).map(([alias, { signal, agg }]) => `${alias}: ${signal}(agg: ${agg})`), 'troubleCodes: obdDTCList(agg: UNIQUE)'];
/** The odometer of each day alone, aggregated as the daily series aggregates it (the same figure for the same day). */
const DAILY_ODOMETER_FIELDS = [`odometer: ${DAILY_AGGREGATIONS.odometer.signal}(agg: ${DAILY_AGGREGATIONS.odometer.agg})`];

/**
 * A query of one bucket per owner's day: one `signals` list of 24 h buckets, or, when the days span a change of clocks,
 * one aliased list per run of days of one length (`r0`, `r1`, ...; the day the clocks change is a 23 h or 25 h bucket
 * of its own).
 */
function buildDaysQuery(name: string, fields: readonly string[], runIntervals: readonly string[]): string {
  const selection = `{\n    timestamp\n    ${fields.join('\n    ')}\n  }`;
  if (runIntervals.length === 1 && runIntervals[0] === '24h') {
    return `query ${name}($tokenId: Int!, $from: Time!, $to: Time!) {\n  signals(tokenId: $tokenId, interval: "24h", from: $from, to: $to) ${selection}\n}`;
  }
  const variables = runIntervals.map((_, i) => `$from${i}: Time!, $to${i}: Time!`).join(', ');
  const lists = runIntervals.map((interval, i) => `  r${i}: signals(tokenId: $tokenId, interval: "${interval}", from: $from${i}, to: $to${i}) ${selection}`);
  return `query ${name}($tokenId: Int!, ${variables}) {\n${lists.join('\n')}\n}`;
}

/** The daily query: every DailySignals field per owner's day (see buildDaysQuery). */
export function buildDailySignalsQuery(runIntervals: readonly string[] = ['24h']): string {
  return buildDaysQuery('DailySignals', DAILY_FIELDS, runIntervals);
}

/** The daily odometer query: each owner's day's odometer alone (see buildDaysQuery). */
export function buildDailyOdometerQuery(runIntervals: readonly string[] = ['24h']): string {
  return buildDaysQuery('DailyOdometer', DAILY_ODOMETER_FIELDS, runIntervals);
}

/** Runs of consecutive days of one length (24 h, or the 23 h / 25 h of a day the clocks change), from their local midnights. */
export function splitDaysByLength(firstDay: string, days: number, timeZone: string): { firstDay: string; from: Date; days: number; hours: number }[] {
  const runs: { firstDay: string; from: Date; days: number; hours: number }[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(firstDay, i);
    const from = startOfDay(day, timeZone);
    const hours = Math.round((startOfDay(addDays(day, 1), timeZone).getTime() - from.getTime()) / 3_600_000);
    const last = runs.at(-1);
    if (last && last.hours === hours && hours === 24) last.days++;
    else runs.push({ firstDay: day, from, days: 1, hours });
  }
  return runs;
}

/** Which levels a usage series carries: fuel (combustion, hybrid) or the traction battery (electric). */
export type UsageLevels = 'fuel' | 'charge';

type LevelField = 'fuelPercent' | 'fuelLitres' | 'chargePercent' | 'chargeKwh';
const LEVEL_SIGNALS: Record<LevelField, NumberSignalName> = {
  fuelPercent: 'powertrainFuelSystemRelativeLevel',
  fuelLitres: 'powertrainFuelSystemAbsoluteLevel',
  chargePercent: 'powertrainTractionBatteryStateOfChargeCurrent',
  chargeKwh: 'powertrainTractionBatteryStateOfChargeCurrentEnergy',
};
const LEVELS_BY_KIND: Record<UsageLevels, LevelField[]> = { fuel: ['fuelPercent', 'fuelLitres'], charge: ['chargePercent', 'chargeKwh'] };
const STATS = ['first', 'last', 'min', 'max'] as const;

/**
 * The usage query's aliases, short on purpose: a week of 10-minute buckets for a fleet of 1,000 cars is a million
 * buckets, and long names were about half of each bucket's bytes (to send, and to read).
 */
const ALIAS = { odometerMin: 'om', odometerMax: 'ox', maxSpeed: 'sx', charging: 'ch' } as const;
const LEVEL_ALIAS: Record<LevelField, string> = { fuelPercent: 'fp', fuelLitres: 'fl', chargePercent: 'cp', chargeKwh: 'ck' };
/** Each level's aliases (fuelPercent's FIRST, LAST, MIN and MAX are fpf, fpl, fpn, fpx), in STATS order. */
const STAT_ALIASES = Object.fromEntries(
  (Object.keys(LEVEL_SIGNALS) as LevelField[]).map((field) => [field, ['f', 'l', 'n', 'x'].map((stat) => `${LEVEL_ALIAS[field]}${stat}`)]),
) as Record<LevelField, string[]>;

/** A fine series for usage facts: odometer MIN/MAX, top speed, and FIRST/LAST/MIN/MAX of each level per bucket. */
export function buildUsageSeriesQuery(intervalMinutes: number, levels: UsageLevels): string {
  const fields = [
    `${ALIAS.odometerMin}: powertrainTransmissionTravelledDistance(agg: MIN)`,
    `${ALIAS.odometerMax}: powertrainTransmissionTravelledDistance(agg: MAX)`,
    `${ALIAS.maxSpeed}: speed(agg: MAX)`,
    ...LEVELS_BY_KIND[levels].flatMap((field) => STATS.map((stat, i) => `${STAT_ALIASES[field][i]}: ${LEVEL_SIGNALS[field]}(agg: ${stat.toUpperCase()})`)),
    ...(levels === 'charge' ? [`${ALIAS.charging}: powertrainTractionBatteryChargingIsCharging(agg: MAX)`] : []),
  ];
  return `query UsageSeries($tokenId: Int!, $from: Time!, $to: Time!) {\n  signals(tokenId: $tokenId, interval: "${intervalMinutes}m", from: $from, to: $to) {\n    timestamp\n    ${fields.join('\n    ')}\n  }\n}`;
}

const RawUsageBucketSchema = z.object({ timestamp: z.string() }).catchall(z.number().nullable());
const UsageDataSchema = z.object({ signals: z.array(RawUsageBucketSchema).nullable() });
type RawUsageBucket = z.infer<typeof RawUsageBucketSchema>;

/**
 * The buckets of a `signals` answer. A well-formed answer is checked by hand with `isBucket` (a schema's catchall and
 * copies cost more than the rest of reading a fleet's series); `schema` checks any other, to say what is wrong with it.
 */
function readSignalBuckets<T>(call: string, data: unknown, isBucket: (bucket: unknown) => bucket is T, schema: z.ZodType<{ signals: T[] | null }>): T[] {
  const signals = typeof data === 'object' && data !== null ? (data as { signals?: unknown }).signals : undefined;
  if (signals === null) return [];
  if (Array.isArray(signals) && signals.every(isBucket)) return signals;
  return validateResponse(call, data, schema).signals ?? [];
}

function isRawUsageBucket(bucket: unknown): bucket is RawUsageBucket {
  if (typeof bucket !== 'object' || bucket === null || typeof (bucket as { timestamp?: unknown }).timestamp !== 'string') return false;
  for (const [key, value] of Object.entries(bucket)) if (key !== 'timestamp' && value !== null && (typeof value !== 'number' || !Number.isFinite(value))) return false;
  return true;
}

/**
 * Buckets in time order, each time read once (a month of 5-minute buckets is thousands). An answer already in order
 * with UTC times of one format (as providers send them) is compared as text and kept as it is.
 */
function oldestFirst<T extends { timestamp: string }>(buckets: readonly T[]): T[] {
  if (isOrderedUtcText(buckets)) return buckets as T[];
  return buckets
    .map((bucket) => ({ bucket, t: Date.parse(bucket.timestamp) }))
    .sort((a, b) => a.t - b.t)
    .map(({ bucket }) => bucket);
}

function isOrderedUtcText(buckets: readonly { timestamp: string }[]): boolean {
  const length = buckets[0]?.timestamp.length;
  for (let i = 0; i < buckets.length; i++) {
    const t = buckets[i].timestamp;
    if (t.length !== length || t.charCodeAt(length - 1) !== 90 /* Z */ || (i > 0 && t < buckets[i - 1].timestamp)) return false;
  }
  return true;
}

/** Turns the flat aliases of one bucket (om, fpf ...) into a UsageBucket. */
export function toUsageBucket(raw: { timestamp: string } & Record<string, unknown>): UsageBucket {
  const num = (key: string) => (typeof raw[key] === 'number' ? (raw[key] as number) : null);
  const stats = (field: LevelField): LevelStats | null => {
    const [first, last, min, max] = STAT_ALIASES[field].map(num);
    return first === null || last === null || min === null || max === null ? null : { first, last, min, max };
  };
  return {
    timestamp: raw.timestamp,
    odometerMin: num(ALIAS.odometerMin),
    odometerMax: num(ALIAS.odometerMax),
    maxSpeed: num(ALIAS.maxSpeed),
    fuelPercent: stats('fuelPercent'),
    fuelLitres: stats('fuelLitres'),
    chargePercent: stats('chargePercent'),
    chargeKwh: stats('chargeKwh'),
    charging: num(ALIAS.charging),
  };
}

/** One field of a signal history query: a signal and how each bucket aggregates it. */
export interface HistoryField {
  signal: string;
  agg: string;
}

export interface SignalHistoryOptions {
  from: Date;
  to: Date;
  intervalMinutes: number;
  /** alias -> signal and aggregation, e.g. { ignition: { signal: 'isIgnitionOn', agg: 'AVG' } } */
  fields: Record<string, HistoryField>;
  /** Ask for the LAST location of each bucket too (only when the owner shared location history). */
  withLocation?: boolean;
}

export interface SignalHistory {
  buckets: ({ timestamp: string; location: { latitude: number; longitude: number } | null } & Record<string, unknown>)[];
  /** False when location was asked for but the owner did not share it. */
  locationShared: boolean;
}

export function buildSignalHistoryQuery(opts: Pick<SignalHistoryOptions, 'intervalMinutes' | 'fields'>, withLocation: boolean): string {
  const fields = Object.entries(opts.fields).map(([alias, { signal, agg }]) => {
    if (!/^[a-zA-Z]\w*$/.test(alias) || !/^[a-zA-Z]\w*$/.test(signal) || !/^[A-Z]+$/.test(agg)) throw new RangeError(`bad history field ${alias}`);
    return `${alias}: ${signal}(agg: ${agg})`;
  });
  if (withLocation) fields.push('location: currentLocationCoordinates(agg: LAST) { latitude longitude }');
  return `query SignalHistory($tokenId: Int!, $from: Time!, $to: Time!) {\n  signals(tokenId: $tokenId, interval: "${opts.intervalMinutes}m", from: $from, to: $to) {\n    timestamp\n    ${fields.join('\n    ')}\n  }\n}`;
}

const HistoryBucketSchema = z.object({ timestamp: z.string(), location: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional() }).catchall(z.unknown());
const HistoryDataSchema = z.object({ signals: z.array(HistoryBucketSchema).nullable() });
type HistoryBucket = z.infer<typeof HistoryBucketSchema> & { location: { latitude: number; longitude: number } | null };

/** The buckets of a history answer, each with its location or null (completed in place: the answer is ours). */
function readHistoryBuckets(call: string, data: unknown): HistoryBucket[] {
  const buckets = readSignalBuckets(call, data, isHistoryBucket, HistoryDataSchema);
  for (const bucket of buckets) bucket.location ??= null;
  return buckets as HistoryBucket[];
}

function isHistoryBucket(bucket: unknown): bucket is z.infer<typeof HistoryBucketSchema> {
  if (typeof bucket !== 'object' || bucket === null) return false;
  const { timestamp, location } = bucket as { timestamp?: unknown; location?: unknown };
  if (typeof timestamp !== 'string') return false;
  if (location === undefined || location === null) return true;
  const { latitude, longitude } = location as { latitude?: unknown; longitude?: unknown };
  return typeof location === 'object' && typeof latitude === 'number' && typeof longitude === 'number';
}

export const AVAILABLE_SIGNALS_QUERY = `query AvailableSignals($tokenId: Int!) {\n  availableSignals(tokenId: $tokenId)\n}`;
const AvailableDataSchema = z.object({ availableSignals: z.array(z.string()).nullable() });

export const VIN_QUERY = `query Vin($tokenId: Int!) {\n  vinVCLatest(tokenId: $tokenId) { vin recordedAt }\n}`;

const LatestDataSchema = z.object({ signalsLatest: z.record(z.string(), z.unknown()).nullable() });
const DailyBucketSchema = DailySignalsSchema.omit({ date: true, troubleCodes: true }).extend({ troubleCodes: z.string().nullable() });
const DailyOdometerBucketSchema = z.object({ timestamp: z.string(), odometer: z.number().nullable() });
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

export type VinReading = { vin: string; recordedAt: string };

export interface TelemetryClient {
  getLatestSignals(tokenId: number): Promise<LatestSignals>;
  /**
   * The latest signals and the VIN credential in one exchange and one query (what a sign-in needs of a new vehicle).
   * `location` says whether the owner granted location (from the share listing); a VIN that cannot be read is null.
   */
  getLatestSignalsWithVin(tokenId: number, opts: { location: boolean }): Promise<{ latest: LatestSignals; vin: VinReading | null }>;
  getDailySignals(tokenId: number, opts?: DailySignalsOptions): Promise<DailySignals[]>;
  /** Each of the owner's days' odometer (as the daily series reads it), oldest first: a long period's distance, cheaply. */
  getDailyOdometer(tokenId: number, opts?: DailySignalsOptions): Promise<DailyOdometer[]>;
  /** What the car's connection reports (DIMO's `availableSignals`), and whether the owner shares its location. */
  getSignalCoverage(tokenId: number): Promise<SignalCoverage>;
  getVin(tokenId: number): Promise<{ vin: string; recordedAt: string } | null>;
  getUsageSeries(tokenId: number, opts: UsageSeriesOptions): Promise<UsageSeries>;
  /** Any signals aggregated per bucket over [from, to) (and the location when shared), oldest first. */
  getSignalHistory(tokenId: number, opts: SignalHistoryOptions): Promise<SignalHistory>;
  /** A caller's own query (already checked to read only this vehicle) with a vehicle JWT of these privileges; data and errors as answered. */
  queryTelemetry(tokenId: number, request: { query: string; variables: Record<string, unknown> }, privileges: number[]): Promise<GraphqlResult>;
}

export interface DailySignalsOptions {
  /** how many of the owner's days, today included (default 7) */
  days?: number;
  /** the end (default now): its day is the last */
  to?: Date;
  /** the owner's zone, whose midnights start the buckets (default UTC) */
  timeZone?: string;
}

export interface DailyOdometer {
  /** the owner's day, YYYY-MM-DD */
  date: string;
  odometer: number | null;
}

export interface UsageSeriesOptions {
  from: Date;
  to: Date;
  intervalMinutes: number;
  levels: UsageLevels;
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

  async function getLatestSignalsWithVin(tokenId: number, opts: { location: boolean }): Promise<{ latest: LatestSignals; vin: VinReading | null }> {
    const call = 'telemetry.signalsLatest';
    const privileges = opts.location ? [PRIVILEGE_NON_LOCATION, PRIVILEGE_LOCATION_HISTORY, PRIVILEGE_VIN_CREDENTIAL] : [PRIVILEGE_NON_LOCATION, PRIVILEGE_VIN_CREDENTIAL];
    try {
      await tokens.getVehicleJwt(tokenId, privileges);
    } catch (error) {
      // The listing and the exchange disagree on a privilege: ask the two questions apart, each with what it needs.
      if (!isProviderError(error, 'forbidden')) throw error;
      const [latest, vin] = await Promise.all([getLatestSignals(tokenId), getVin(tokenId).catch(() => null)]);
      return { latest, vin };
    }
    const query = buildLatestSignalsQuery(opts.location, true);
    return withVehicleJwt(tokenId, privileges, async (jwt) => {
      const result = await postGraphql(ctx.http, { call, url: ctx.cfg.telemetryUrl, query, variables: { tokenId }, bearer: jwt });
      const vinErrors = result.errors.filter((e) => e.path?.[0] === 'vinVCLatest');
      const errors = result.errors.filter((e) => !vinErrors.includes(e));
      if (result.errors.length > 0) {
        ctx.cfg.logger?.debug?.({ call, tokenId, errors: result.errors.map((e) => e.message) }, 'telemetry returned errors');
      }
      const latest = parseLatestSignals(call, result.data, errors);
      const parsed = vinErrors.length ? null : VinDataSchema.safeParse(result.data);
      const reading = parsed?.success ? parsed.data.vinVCLatest : null;
      return { latest, vin: reading?.vin && reading.recordedAt ? { vin: reading.vin, recordedAt: reading.recordedAt } : null };
    });
  }

  /**
   * The owner's last `days` calendar days in `timeZone` (UTC by default), oldest first: one bucket per local day from
   * its local midnight, the last one today so far (a day that changes clocks is its own 23 h or 25 h bucket).
   */
  /**
   * One bucket per day of the owner's last `days` calendar days in `timeZone` (UTC by default), oldest first, each
   * with its date: from its local midnight, the last one today so far (a day that changes clocks is its own 23 h or
   * 25 h bucket). `build` writes the query for the runs of days of one length, `bucket` checks one bucket.
   */
  async function queryDays<T extends { timestamp: string }>(
    tokenId: number,
    opts: DailySignalsOptions,
    build: (runIntervals: readonly string[]) => string,
    bucket: z.ZodType<T>,
  ): Promise<{ bucket: T; date: string }[]> {
    const call = 'telemetry.signals';
    const days = opts.days ?? 7;
    if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, got ${days}`);
    const timeZone = opts.timeZone ?? 'UTC';
    const to = opts.to ?? new Date(ctx.now());
    const firstDay = addDays(localDay(new Date(to.getTime() - 1), timeZone), 1 - days);
    const runs = splitDaysByLength(firstDay, days, timeZone);
    const list = z.array(bucket).nullable();
    if (runs.length === 1 && runs[0].hours === 24) {
      const { from } = runs[0];
      const data = await withVehicleJwt(tokenId, [PRIVILEGE_NON_LOCATION], (jwt) =>
        queryGraphql(ctx.http, { call, url: ctx.cfg.telemetryUrl, query: build(['24h']), variables: { tokenId, from: from.toISOString(), to: to.toISOString() }, bearer: jwt }, z.object({ signals: list })),
      );
      return oldestFirst(data.signals ?? []).map((b) => ({ bucket: b, date: dayOfBucket(b.timestamp, from, firstDay) }));
    }
    // Days that change clocks are buckets of their own length, so every bucket is exactly one of the owner's days.
    const live = runs
      .map((run) => ({ ...run, to: Math.min(to.getTime(), run.from.getTime() + run.days * run.hours * 3_600_000) }))
      .filter((run) => run.to > run.from.getTime());
    const variables: Record<string, unknown> = { tokenId };
    live.forEach((run, i) => {
      variables[`from${i}`] = run.from.toISOString();
      variables[`to${i}`] = new Date(run.to).toISOString();
    });
    const data = await withVehicleJwt(tokenId, [PRIVILEGE_NON_LOCATION], (jwt) =>
      queryGraphql(ctx.http, { call, url: ctx.cfg.telemetryUrl, query: build(live.map((r) => `${r.hours}h`)), variables, bearer: jwt }, z.record(z.string(), list)),
    );
    return live.flatMap((run, i) =>
      oldestFirst(data[`r${i}`] ?? []).map((b) => ({ bucket: b, date: addDays(run.firstDay, Math.round((Date.parse(b.timestamp) - run.from.getTime()) / (run.hours * 3_600_000))) })),
    );
  }

  /** The owner's last `days` days (see queryDays), every DailySignals field. */
  async function getDailySignals(tokenId: number, opts: DailySignalsOptions = {}): Promise<DailySignals[]> {
    const days = await queryDays(tokenId, opts, buildDailySignalsQuery, DailyBucketSchema);
    return days.map(({ bucket, date }) => ({ ...bucket, date, troubleCodes: bucket.troubleCodes === null ? null : readCodeAggregate(bucket.troubleCodes) }));
  }

  /** The owner's last `days` days (see queryDays), the odometer alone. */
  async function getDailyOdometer(tokenId: number, opts: DailySignalsOptions = {}): Promise<DailyOdometer[]> {
    const days = await queryDays(tokenId, opts, buildDailyOdometerQuery, DailyOdometerBucketSchema);
    return days.map(({ bucket, date }) => ({ date, odometer: bucket.odometer }));
  }

  async function getSignalCoverage(tokenId: number): Promise<SignalCoverage> {
    const privileges = await choosePrivileges(tokenId);
    const data = await withVehicleJwt(tokenId, privileges, (jwt) =>
      queryGraphql(ctx.http, { call: 'telemetry.availableSignals', url: ctx.cfg.telemetryUrl, query: AVAILABLE_SIGNALS_QUERY, variables: { tokenId }, bearer: jwt }, AvailableDataSchema),
    );
    return { signals: [...(data.availableSignals ?? [])].sort(), locationShared: privileges.includes(PRIVILEGE_LOCATION_HISTORY) };
  }

  async function getVin(tokenId: number): Promise<VinReading | null> {
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

  /** The fine series behind usage facts; buckets start at `from` (as DIMO's do), so a local midnight starts a bucket. */
  async function getUsageSeries(tokenId: number, opts: UsageSeriesOptions): Promise<UsageSeries> {
    const call = 'telemetry.signals';
    const { intervalMinutes, levels } = opts;
    if (!Number.isInteger(intervalMinutes) || intervalMinutes < 1) throw new RangeError(`intervalMinutes must be a positive integer, got ${intervalMinutes}`);
    const { from, to } = opts;
    if (to.getTime() <= from.getTime()) throw new RangeError('to must be after from');
    const data = await withVehicleJwt(tokenId, [PRIVILEGE_NON_LOCATION], (jwt) =>
      queryGraphql(
        ctx.http,
        {
          call,
          url: ctx.cfg.telemetryUrl,
          query: buildUsageSeriesQuery(intervalMinutes, levels),
          variables: { tokenId, from: from.toISOString(), to: to.toISOString() },
          bearer: jwt,
        },
        z.unknown(),
      ),
    );
    const buckets = oldestFirst(readSignalBuckets(call, data, isRawUsageBucket, UsageDataSchema).map(toUsageBucket));
    return { from: from.toISOString(), to: to.toISOString(), intervalMinutes, buckets };
  }

  async function getSignalHistory(tokenId: number, opts: SignalHistoryOptions): Promise<SignalHistory> {
    const call = 'telemetry.signals';
    const step = opts.intervalMinutes * 60_000;
    if (!Number.isInteger(opts.intervalMinutes) || opts.intervalMinutes < 1) throw new RangeError(`intervalMinutes must be a positive integer, got ${opts.intervalMinutes}`);
    const from = new Date(Math.floor(opts.from.getTime() / step) * step);
    if (opts.to.getTime() <= from.getTime()) throw new RangeError('to must be after from');
    const privileges = opts.withLocation ? await choosePrivileges(tokenId) : [PRIVILEGE_NON_LOCATION];
    const withLocation = privileges.includes(PRIVILEGE_LOCATION_HISTORY);
    const data = await withVehicleJwt(tokenId, privileges, (jwt) =>
      queryGraphql(
        ctx.http,
        {
          call,
          url: ctx.cfg.telemetryUrl,
          query: buildSignalHistoryQuery(opts, withLocation),
          variables: { tokenId, from: from.toISOString(), to: opts.to.toISOString() },
          bearer: jwt,
        },
        z.unknown(),
      ),
    );
    const buckets = oldestFirst(readHistoryBuckets(call, data));
    return { buckets, locationShared: !opts.withLocation || withLocation };
  }

  async function queryTelemetry(tokenId: number, request: { query: string; variables: Record<string, unknown> }, privileges: number[]): Promise<GraphqlResult> {
    return withVehicleJwt(tokenId, privileges, (jwt) => postGraphql(ctx.http, { call: 'telemetry.query', url: ctx.cfg.telemetryUrl, ...request, bearer: jwt }));
  }

  return { getLatestSignals, getLatestSignalsWithVin, getDailySignals, getDailyOdometer, getSignalCoverage, getVin, getUsageSeries, getSignalHistory, queryTelemetry };
}
