import type { Db } from '../../db/connection';
import { clearTripSegments, deleteOngoingTripSegments, findTripSync, saveTripSync, upsertTripSegments } from '../../db/repositories';
import type { NewTripSegmentRow, Vehicle } from '../../db/schema';
import type { Logger } from '../../logger';
import { isProviderError, type DetectionMechanism, type ProviderClients } from '../../provider';
import { splitWindows } from '../../provider/telemetry-segments';
import { describeTelemetryError } from '../telemetry/telemetry-service';
import { findTrips, TRIP_FIELDS, type TripBucket } from '../usage';
import { describeLocation } from '../places/gazetteer';
import { EVENT_REQUESTS, FUEL_LITRES, FUEL_PERCENT, MECHANISM_OF_KIND, ODOMETER, SIGNAL_REQUESTS, SOC_KWH, SOC_PERCENT, toSegmentRow, type SegmentKind } from './segment-rows';

/**
 * A vehicle's stored segments as they will be once what a sync read is stored: a segment read replaces the stored one
 * with the same start, and stored ongoing ones from where a read began are dropped.
 */
export function layOver<T extends Pick<NewTripSegmentRow, 'startAt' | 'ongoing'>>(stored: readonly T[], read: readonly { from: Date; rows: readonly T[] }[]): T[] {
  const byStart = new Map<number, T>();
  for (const row of stored) {
    if (row.ongoing && read.some((r) => row.startAt >= r.from)) continue;
    byStart.set(row.startAt.getTime(), row);
  }
  for (const range of read) for (const row of range.rows) byStart.set(row.startAt.getTime(), row);
  return [...byStart.values()];
}

/** Trips found in the signal series: where the provider has no segments for the car ('signals'), or no location ('signals-no-location'). */
export const isSignalMechanism = (mechanism: string) => mechanism === 'signals' || mechanism === 'signals-no-location';

/** The provider refuses segments for want of the location privilege, or does not serve them at all. */
function segmentsUnavailable(err: unknown): boolean {
  return isProviderError(err, 'forbidden') || (isProviderError(err, 'graphql') && /segments|DetectionMechanism|Segment/.test(err.message));
}

/** A sync reads again this far before what it covered, to finish the trips that were under way then. */
const OVERLAP_MS = 6 * 3_600_000;
/** Trips found in the signal series (no location privilege) are read in 5-minute buckets. */
const SIGNAL_INTERVAL_MINUTES = 5;
/** The levels at both ends of each bucket, for the energy a signal trip used (the first bucket's FIRST, the last one's LAST). */
const LEVELS = { fuelPct: FUEL_PERCENT, fuelL: FUEL_LITRES, socPct: SOC_PERCENT, socKwh: SOC_KWH } as const;
const LEVEL_FIELDS = Object.fromEntries(
  Object.entries(LEVELS).flatMap(([alias, signal]) => [
    [`${alias}First`, { signal, agg: 'FIRST' }],
    [`${alias}Last`, { signal, agg: 'LAST' }],
  ]),
);

/** A car whose trips come from its signals (location refused) is asked for segments again after this long. */
const LOCATION_PROBE_MS = 3_600_000;

export interface TripSyncDeps {
  db: Db;
  provider: () => ProviderClients;
  logger: Logger;
  now?: () => number;
  /** How long a sync's end is trusted before the recent part is read again. */
  freshMs: number;
}

export interface SyncOutcome {
  /** what the provider was asked with: a detection mechanism, or 'signals' without location */
  mechanism: string;
  locationShared: boolean;
  /** why (part of) the history could not be read */
  error: string | null;
  /** with `storeAfter`: what this sync read, to be stored */
  read?: ReadRange[];
}

/** Segments read from the provider from `from` on (stored ongoing ones from there are replaced by them). */
export interface ReadRange {
  from: Date;
  rows: NewTripSegmentRow[];
}

/**
 * Whether a sync read up to the moment it ran: only then are the days after its coverage what happened since, which a
 * sync under `freshMs` old may leave unread. A past period read first (last month) leaves the days after it unread.
 */
export function readsUpToItsSync(sync: { coveredTo: Date; syncedAt: Date }): boolean {
  return sync.coveredTo.getTime() >= sync.syncedAt.getTime();
}

/** Trips come from ignition where the car sends it, else from how often it sends anything (frequency analysis). */
export function chooseTripMechanism(sendsIgnition: boolean): DetectionMechanism {
  return sendsIgnition ? 'ignitionDetection' : 'frequencyAnalysis';
}

/**
 * Keeps a vehicle's local copy of its segments of one kind covering [from, to): what was read before is not read
 * again, except the last hours (a trip under way then has ended since); the provider is asked again at most every
 * `freshMs`. Several app instances may sync the same vehicle at once: rows are upserted by (vehicle, kind, start).
 * Without the location privilege, trips are found in the signal series instead (no places, no route), and other
 * kinds are left out.
 */
export function createTripSync(deps: TripSyncDeps) {
  const now = deps.now ?? Date.now;
  const running = new Map<string, Promise<SyncOutcome>>();
  /** Stores of what a sync read, waiting for their caller's answer or under way, by vehicle and kind. */
  const storing = new Map<string, { outcome: SyncOutcome; done: Promise<unknown> }>();
  const probedAt = new Map<string, number>();

  /** Whether the provider now serves segments of a car it refused them for (the owner shared location since). */
  async function locationNowShared(vehicle: Vehicle, mechanism: DetectionMechanism): Promise<boolean> {
    const t = now();
    if (t - (probedAt.get(vehicle.id) ?? 0) < LOCATION_PROBE_MS) return false;
    probedAt.set(vehicle.id, t);
    try {
      await deps.provider().activity.getSegments(vehicle.tokenId, { from: new Date(t - 86_400_000), to: new Date(t), mechanism });
      return true;
    } catch (err) {
      if (segmentsUnavailable(err)) return false;
      throw err;
    }
  }

  async function readSegments(vehicle: Vehicle, kind: SegmentKind, mechanism: string, from: Date, to: Date): Promise<{ rows: NewTripSegmentRow[]; mechanism: string }> {
    const fetchedAt = new Date(now());
    if (isSignalMechanism(mechanism)) return readSignalTrips(vehicle, from, to, fetchedAt);
    const segments = await deps.provider().activity.getSegments(vehicle.tokenId, {
      from,
      to,
      mechanism: mechanism as DetectionMechanism,
      signalRequests: SIGNAL_REQUESTS[kind],
      eventRequests: kind === 'trip' ? EVENT_REQUESTS : undefined,
    });
    return { rows: segments.map((s) => toSegmentRow(vehicle.id, kind, mechanism, s, fetchedAt)), mechanism };
  }

  async function readSignalTrips(vehicle: Vehicle, from: Date, to: Date, fetchedAt: Date): Promise<{ rows: NewTripSegmentRow[]; mechanism: string }> {
    const rows: NewTripSegmentRow[] = [];
    let mechanism = 'signals';
    for (const window of splitWindows(from, to)) {
      const history = await deps.provider().getSignalHistory(vehicle.tokenId, {
        from: window.from,
        to: window.to,
        intervalMinutes: SIGNAL_INTERVAL_MINUTES,
        fields: { ...TRIP_FIELDS, ...LEVEL_FIELDS, maxSpeed: { signal: 'speed', agg: 'MAX' } },
        withLocation: true,
      });
      const buckets = history.buckets as (TripBucket & { maxSpeed?: unknown; location: { latitude: number; longitude: number } | null })[];
      mechanism = history.locationShared ? 'signals' : 'signals-no-location';
      for (const trip of findTrips(buckets, SIGNAL_INTERVAL_MINUTES)) {
        const start = Date.parse(trip.start);
        const end = Date.parse(trip.end);
        const inside = buckets.filter((b) => Date.parse(b.timestamp) >= start && Date.parse(b.timestamp) < end);
        const odo = inside.flatMap((b) => [b.odoMin, b.odoMax]).filter((v): v is number => typeof v === 'number');
        const speeds = inside.map((b) => b.maxSpeed).filter((v): v is number => typeof v === 'number');
        const levels: Record<string, number> = {};
        for (const [alias, signal] of Object.entries(LEVELS)) {
          const firsts = inside.map((b) => (b as unknown as Record<string, unknown>)[`${alias}First`]).filter((v): v is number => typeof v === 'number');
          const lasts = inside.map((b) => (b as unknown as Record<string, unknown>)[`${alias}Last`]).filter((v): v is number => typeof v === 'number');
          if (firsts.length && lasts.length) {
            levels[`${signal}:FIRST`] = firsts[0];
            levels[`${signal}:LAST`] = lasts[lasts.length - 1];
          }
        }
        const ongoing = end >= window.to.getTime() && window.to.getTime() >= to.getTime();
        const placed = inside.filter((b) => b.location);
        const first = placed[0]?.location ?? null;
        // A bucket's location is its last reading: where the trip ended is in the bucket after it, when there is one.
        const last = buckets.find((b) => Date.parse(b.timestamp) >= end && b.location)?.location ?? placed[placed.length - 1]?.location ?? null;
        rows.push({
          vehicleId: vehicle.id,
          kind: 'trip',
          mechanism,
          startLatitude: first?.latitude ?? null,
          startLongitude: first?.longitude ?? null,
          endLatitude: last?.latitude ?? null,
          endLongitude: last?.longitude ?? null,
          startPlace: first ? describeLocation(first.latitude, first.longitude) : null,
          endPlace: last ? describeLocation(last.latitude, last.longitude) : null,
          startAt: new Date(start),
          endAt: ongoing ? null : new Date(end),
          durationSeconds: Math.round((end - start) / 1000),
          ongoing,
          odometerStartKm: odo.length ? Math.min(...odo) : null,
          odometerEndKm: odo.length ? Math.max(...odo) : null,
          maxSpeedKmh: speeds.length ? Math.max(...speeds) : null,
          fuelStartPercent: levels[`${FUEL_PERCENT}:FIRST`] ?? null,
          fuelEndPercent: levels[`${FUEL_PERCENT}:LAST`] ?? null,
          socStartPercent: levels[`${SOC_PERCENT}:FIRST`] ?? null,
          socEndPercent: levels[`${SOC_PERCENT}:LAST`] ?? null,
          signals: { ...levels, ...(odo.length ? { [`${ODOMETER}:FIRST`]: Math.min(...odo), [`${ODOMETER}:LAST`]: Math.max(...odo) } : {}) },
          eventCounts: {},
          fetchedAt,
        });
      }
    }
    return { rows, mechanism };
  }

  async function syncKind(vehicle: Vehicle, kind: SegmentKind, wanted: { from: Date; to: Date }, tripMechanism: DetectionMechanism, storeAfter: Promise<unknown> | null): Promise<SyncOutcome> {
    const t = now();
    const to = new Date(Math.min(wanted.to.getTime(), t));
    let mechanism: string = kind === 'trip' ? tripMechanism : MECHANISM_OF_KIND[kind];
    let sync = await findTripSync(deps.db, vehicle.id, kind);
    // A car read from its signals is tried with segments again now and then: the owner may have shared location since.
    if (sync && isSignalMechanism(sync.mechanism) && !isSignalMechanism(mechanism) && !(await locationNowShared(vehicle, mechanism as DetectionMechanism).catch(() => false))) {
      mechanism = sync.mechanism;
    }
    if (sync && sync.mechanism !== mechanism) {
      await clearTripSegments(deps.db, vehicle.id, kind);
      sync = null;
    }
    const ranges: { from: Date; to: Date }[] = [];
    if (!sync) ranges.push({ from: wanted.from, to });
    else {
      if (wanted.from < sync.coveredFrom) ranges.push({ from: wanted.from, to: sync.coveredFrom });
      if (to > sync.coveredTo && (t - sync.syncedAt.getTime() >= deps.freshMs || !readsUpToItsSync(sync))) ranges.push({ from: new Date(Math.max(sync.coveredFrom.getTime(), sync.coveredTo.getTime() - OVERLAP_MS)), to });
    }
    if (ranges.length === 0) return { mechanism, locationShared: mechanism !== 'signals-no-location', error: null };
    const read: ReadRange[] = [];
    try {
      for (const range of ranges) {
        let rows: NewTripSegmentRow[];
        try {
          ({ rows, mechanism } = await readSegments(vehicle, kind, mechanism, range.from, range.to));
        } catch (err) {
          // The exchange refuses the location privilege: trips from the signal series, nothing of the other kinds.
          if (!segmentsUnavailable(err) || isSignalMechanism(mechanism)) throw err;
          if (kind !== 'trip') {
            // Nothing of this kind without segments: remembered as read, so the next lists do not ask again at once.
            await saveTripSync(deps.db, { vehicleId: vehicle.id, kind, coveredFrom: sync && sync.coveredFrom < wanted.from ? sync.coveredFrom : wanted.from, coveredTo: to, mechanism, syncedAt: new Date(t) });
            return { mechanism, locationShared: false, error: null };
          }
          probedAt.set(vehicle.id, now());
          await clearTripSegments(deps.db, vehicle.id, kind);
          return await syncKind(vehicle, kind, wanted, 'signals' as DetectionMechanism, storeAfter);
        }
        read.push({ from: range.from, rows });
      }
    } catch (err) {
      deps.logger.warn({ err, tokenId: vehicle.tokenId, kind }, 'could not read segments from the provider');
      return { mechanism, locationShared: mechanism !== 'signals-no-location', error: describeTelemetryError(err) };
    }
    const coveredFrom = sync && sync.coveredFrom < wanted.from ? sync.coveredFrom : wanted.from;
    const coveredTo = sync && sync.coveredTo > to ? sync.coveredTo : to;
    const outcome: SyncOutcome = { mechanism, locationShared: mechanism !== 'signals-no-location', error: null };
    const write = async () => {
      for (const range of read) {
        await deleteOngoingTripSegments(deps.db, vehicle.id, kind, range.from);
        await upsertTripSegments(deps.db, range.rows);
      }
      await saveTripSync(deps.db, { vehicleId: vehicle.id, kind, coveredFrom, coveredTo, mechanism, syncedAt: new Date(t) });
    };
    const failed = (err: unknown) => deps.logger.warn({ err, tokenId: vehicle.tokenId, kind }, 'could not store segments read from the provider');
    if (!storeAfter) {
      try {
        await write();
        return outcome;
      } catch (err) {
        failed(err);
        return { ...outcome, error: describeTelemetryError(err) };
      }
    }
    const key = `${vehicle.id}:${kind}`;
    const answer = { ...outcome, read };
    storing.set(key, {
      outcome: answer,
      done: storeAfter
        .then(write)
        .catch(failed)
        .finally(() => storing.delete(key)),
    });
    return answer;
  }

  return {
    /**
     * Brings the vehicle's stored segments of `kind` up to date over the window (one sync per vehicle and kind at a
     * time). With `storeAfter`, it answers once the provider is read, with what it read, and stores that once
     * `storeAfter` settles (the caller's answer is made): the next sync of the vehicle and kind waits for the store. A
     * fleet's first months of trips are tens of thousands of rows, longer to store on the embedded database than to read.
     */
    async sync(vehicle: Vehicle, kind: SegmentKind, wanted: { from: Date; to: Date }, opts: { sendsIgnition: boolean; storeAfter?: Promise<unknown> }): Promise<SyncOutcome> {
      const key = `${vehicle.id}:${kind}`;
      // What another sync read and will store: the same rows for a caller that lays them over the stored ones (it
      // never waits on another answer: two answers waiting on each other's stores would wait for ever), else its end.
      const reading = storing.get(key);
      if (reading && opts.storeAfter) return reading.outcome;
      await reading?.done;
      const pending = running.get(key);
      if (pending) return pending;
      const run = syncKind(vehicle, kind, wanted, chooseTripMechanism(opts.sendsIgnition), opts.storeAfter ?? null).finally(() => running.delete(key));
      running.set(key, run);
      return run;
    },
    /** Resolves when every store begun behind a sync has ended. */
    async settled(): Promise<void> {
      while (storing.size) await Promise.all([...storing.values()].map((s) => s.done));
    },
  };
}
export type TripSync = ReturnType<typeof createTripSync>;
