import { DrivingSettingsSchema, type DrivingSettings } from '../../../shared/api/places';
import { TripListInputSchema, type Trip, type TripDetail, type TripEvent, type TripList, type TripListInput } from '../../../shared/api/trips';
import { addDays } from '../../../shared/format-date';
import type { LatestSignals } from '../../../shared/telemetry';
import type { Db } from '../../db/connection';
import { findDrivingSettings, findOwnedTripSegment, listTripSegments, listTripSyncs, upsertDrivingSettings } from '../../db/repositories';
import { createSegmentCache } from './segment-cache';
import type { NewTripSegmentRow, TripSegmentRow, User, Vehicle } from '../../db/schema';
import { notFound } from '../../errors';
import type { Logger } from '../../logger';
import { isProviderError, type ProviderClients } from '../../provider';
import type { NamedPlace } from '../places/label-place';
import type { PlacesService } from '../places/places-service';
import { describeTelemetryError, type TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import type { VehicleAccess } from '../vehicles/vehicle-access';
import { periodFor, startOfDay } from '../vehicle-facts/periods';
import { ownerClockNear } from '../vehicle-facts/owner-clock';
import { splitDriving, sumTripsByDay, summarizeDriving, type DayDriving, type DayPeriod } from './driving-totals';
import { EVENT_KIND_OF_NAME, FUEL_LITRES, FUEL_PERCENT } from './segment-rows';
import { buildTripsCsv, buildTripsGpx } from './trip-export';
import { endMs, fuelUsedLitres, toTrip, tripEnergyUsed, type EnergyContext, type IdleSpan, type TripContext } from './trip-figures';
import { createTripSync, isSignalMechanism, layOver, readsUpToItsSync, type SyncOutcome } from './trip-sync';

export interface TripsDeps {
  db: Db;
  vehicles: VehicleAccess;
  telemetry: TelemetryService;
  places: Pick<PlacesService, 'list'>;
  provider: () => ProviderClients;
  logger: Logger;
  concurrency: number;
  /** how long the provider's answer for the recent days is trusted */
  freshMs: number;
  now?: () => number;
}

export const DEFAULT_DRIVING_SETTINGS: DrivingSettings = { currency: 'USD', fuelPricePerLitre: null, homeKwhPrice: null, publicKwhPrice: null, speedLimitKmh: null };

const readNumber = (signal: { value: number } | null | undefined) => (typeof signal?.value === 'number' && Number.isFinite(signal.value) ? signal.value : null);

/** The trips of one owner's vehicles over a period of their days, and what they add up to. */
export interface DrivingHistory {
  vehicles: Vehicle[];
  period: DayPeriod;
  /** newest first */
  trips: Trip[];
  locationShared: boolean;
  notes: string[];
}

/**
 * Trips: each vehicle's segments kept in the local cache (read from the provider once, the recent hours again when
 * stale), named by the owner's places or the gazetteer, priced at the owner's prices, with idling, events and a score.
 * Every call is scoped to the owner's shared vehicles.
 */
export function createTripsService(deps: TripsDeps) {
  const now = deps.now ?? Date.now;
  const sync = createTripSync({ db: deps.db, provider: deps.provider, logger: deps.logger, now, freshMs: deps.freshMs });
  const readSegments = createSegmentCache(deps.db);

  async function settingsOf(user: User): Promise<DrivingSettings> {
    const row = await findDrivingSettings(deps.db, user.id);
    if (!row) return DEFAULT_DRIVING_SETTINGS;
    return { currency: row.currency, fuelPricePerLitre: row.fuelPricePerLitre, homeKwhPrice: row.homeKwhPrice, publicKwhPrice: row.publicKwhPrice, speedLimitKmh: row.speedLimitKmh };
  }

  async function latestOf(vehicle: Vehicle, fleet: boolean): Promise<LatestSignals | null> {
    if (vehicle.source !== 'provider') return null;
    const result = await deps.telemetry.latest(vehicle.tokenId, { allowStale: fleet });
    return result.ok ? result.value : null;
  }

  const clockOf = (user: User, latest: (LatestSignals | null)[]) => ownerClockNear(user, new Date(now()), latest);

  /** Reads (or refreshes) the segments each vehicle needs for the window, only where the cache does not already hold them fresh. */
  async function syncAll(vehicles: Vehicle[], latest: (LatestSignals | null)[], window: { from: Date; to: Date }, opts: { idling: boolean; storeAfter?: Promise<unknown> } = { idling: true }): Promise<SyncOutcome[]> {
    const syncs = await listTripSyncs(
      deps.db,
      vehicles.map((v) => v.id),
    );
    const t = now();
    const to = new Date(Math.min(window.to.getTime(), t));
    const fresh = (vehicleId: string, kind: string) => {
      const row = syncs.find((s) => s.vehicleId === vehicleId && s.kind === kind);
      return row && row.coveredFrom <= window.from && (row.coveredTo >= to || (t - row.syncedAt.getTime() < deps.freshMs && readsUpToItsSync(row))) ? row : null;
    };
    return mapWithConcurrency(vehicles, deps.concurrency, async (vehicle, i): Promise<SyncOutcome> => {
      if (vehicle.source !== 'provider') return { mechanism: 'none', locationShared: true, error: null };
      const sendsIgnition = latest[i]?.isIgnitionOn != null;
      const trips = fresh(vehicle.id, 'trip');
      const outcome = trips ? { mechanism: trips.mechanism, locationShared: trips.mechanism !== 'signals-no-location', error: null } : await sync.sync(vehicle, 'trip', window, { sendsIgnition, storeAfter: opts.storeAfter });
      if (opts.idling && outcome.locationShared && vehicle.type !== 'electric' && !fresh(vehicle.id, 'idling')) await sync.sync(vehicle, 'idling', window, { sendsIgnition });
      return outcome;
    });
  }

  function groupByVehicle(rows: readonly TripSegmentRow[]): Map<string, TripSegmentRow[]> {
    const byVehicle = new Map<string, TripSegmentRow[]>();
    for (const r of rows) {
      const list = byVehicle.get(r.vehicleId);
      if (list) list.push(r);
      else byVehicle.set(r.vehicleId, [r]);
    }
    return byVehicle;
  }

  /** The car's energy, battery capacity and tank (from a segment that reports litres and percent at once). */
  function energyOf(vehicle: Vehicle, latest: LatestSignals | null, rows: readonly Pick<NewTripSegmentRow, 'signals'>[]): EnergyContext {
    const withTank = rows.find((r) => typeof r.signals?.[`${FUEL_LITRES}:FIRST`] === 'number' && (r.signals[`${FUEL_PERCENT}:FIRST`] ?? 0) >= 10)?.signals;
    return {
      energyKind: vehicle.type === 'electric' ? 'electric' : 'fuel',
      capacityKwh: readNumber(latest?.powertrainTractionBatteryGrossCapacity),
      tankLitres: withTank ? (withTank[`${FUEL_LITRES}:FIRST`] / withTank[`${FUEL_PERCENT}:FIRST`]) * 100 : null,
    };
  }

  function contextOf(vehicle: Vehicle, latest: LatestSignals | null, rows: TripSegmentRow[], named: readonly NamedPlace[], settings: DrivingSettings): TripContext {
    const energy = energyOf(vehicle, latest, rows);
    const idling: IdleSpan[] = rows
      .filter((r) => r.kind === 'idling')
      .map((r) => ({ start: r.startAt.getTime(), end: endMs(r), fuelLitres: fuelUsedLitres(r, energy.tankLitres) }))
      .sort((a, b) => a.start - b.start);
    return { tokenId: vehicle.tokenId, vehicleName: vehicle.name, ...energy, named, settings, idling };
  }

  /** The owner's vehicles asked for, their latest signals, and the period of the owner's days with its window. */
  async function scope(user: User, parsed: ReturnType<typeof TripListInputSchema.parse>) {
    const all = await deps.vehicles.list(user);
    const vehicles = parsed.tokenId === undefined ? all : all.filter((v) => v.tokenId === parsed.tokenId);
    if (parsed.tokenId !== undefined && vehicles.length === 0) throw notFound('Vehicle');
    const fleet = parsed.tokenId === undefined;
    const latest = await mapWithConcurrency(vehicles, deps.concurrency, (v) => latestOf(v, fleet));
    const { timeZone, today } = clockOf(user, latest);
    const named = periodFor(parsed.period, { today, timeZone });
    const from = parsed.from ?? named.from ?? today;
    const to = parsed.to ?? (parsed.from ? today : named.to);
    const period: DayPeriod = { from: from <= to ? from : to, to: from <= to ? to : from, timeZone };
    const window = { from: startOfDay(period.from, timeZone), to: startOfDay(addDays(period.to, 1), timeZone) };
    return { vehicles, latest, period, window, timeZone };
  }

  async function history(user: User, input: TripListInput): Promise<DrivingHistory & { timeZone: string }> {
    const parsed = TripListInputSchema.parse(input);
    const { vehicles, latest, period, window, timeZone } = await scope(user, parsed);
    const outcomes = await syncAll(vehicles, latest, window);
    const [rows, placesList, settings] = await Promise.all([
      readSegments(
        vehicles.map((v) => v.id),
        window,
      ),
      deps.places.list(user),
      settingsOf(user),
    ]);
    const byVehicle = groupByVehicle(rows);
    const trips: Trip[] = [];
    vehicles.forEach((v, i) => {
      const own = byVehicle.get(v.id) ?? [];
      const ctx = contextOf(v, latest[i], own, placesList, settings);
      for (const r of own) if (r.kind === 'trip') trips.push(toTrip(r, ctx));
    });
    trips.sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
    const notes = outcomes.flatMap((o, i) => (o.error ? [`${vehicles[i].name}: ${o.error}`] : []));
    return { vehicles, period, trips, locationShared: outcomes.every((o) => o.locationShared), notes, timeZone };
  }

  /** Events of a trip along its route: the provider's driving events, and each run over the owner's speed limit. */
  function placeEvents(raw: { at: string; name: string }[], route: { at: string; latitude: number; longitude: number; speedKmh: number | null }[] | null, speeds: { at: string; speedKmh: number | null }[], limit: number | null): TripEvent[] {
    type Sample = { at: string; speedKmh: number | null; latitude?: number; longitude?: number };
    const samples: Sample[] = route ?? speeds;
    const pointOf = (s: Sample) => (s.latitude !== undefined && s.longitude !== undefined ? { latitude: s.latitude, longitude: s.longitude } : null);
    const near = (at: string) => {
      const t = Date.parse(at);
      let best: Sample | null = null;
      for (const s of samples) if (!best || Math.abs(Date.parse(s.at) - t) < Math.abs(Date.parse(best.at) - t)) best = s;
      return best;
    };
    const events: TripEvent[] = raw.flatMap((e) => {
      const kind = EVENT_KIND_OF_NAME[e.name];
      if (!kind) return [];
      const at = near(e.at);
      return [{ at: e.at, kind, point: at ? pointOf(at) : null, speedKmh: at?.speedKmh ?? null }];
    });
    if (limit !== null) {
      let over = false;
      for (const s of samples) {
        const isOver = s.speedKmh !== null && s.speedKmh > limit;
        if (isOver && !over) events.push({ at: s.at, kind: 'speeding', point: pointOf(s), speedKmh: s.speedKmh });
        over = isOver;
      }
    }
    return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }

  /** At most this many trips go into one GPX file (each needs its route read from the provider). */
  const GPX_MAX_TRIPS = 100;

  const self = {
    history,

    /** Resolves when the segments read for an answer and stored behind it are all stored. */
    storesSettled: () => sync.settled(),

    /**
     * Each vehicle's driving per owner's day over a period, as the trip list counts it (a trip on the day it started,
     * its distance from its odometer, its minutes as listed), with only the trips read: what Insights adds up per week.
     * A vehicle whose trips could not be read has its reason in `errors` and no days.
     */
    async drivingByDay(user: User, input: { tokenId?: number; from: string; to: string }): Promise<{ days: Map<number, DayDriving[]>; errors: Map<number, string> }> {
      const { vehicles, latest, period, window } = await scope(user, TripListInputSchema.parse(input));
      // What a sync reads now is stored once the answer is made: the stored rows with what was read laid over them.
      let answered!: () => void;
      const storeAfter = new Promise<void>((resolve) => (answered = resolve));
      let outcomes: SyncOutcome[];
      let rows: TripSegmentRow[];
      try {
        outcomes = await syncAll(vehicles, latest, window, { idling: false, storeAfter });
        rows = await readSegments(
          vehicles.map((v) => v.id),
          window,
        );
      } finally {
        setImmediate(answered);
      }
      const byVehicle = groupByVehicle(rows);
      const days = new Map<number, DayDriving[]>();
      const errors = new Map<number, string>();
      vehicles.forEach((v, i) => {
        const { error, read } = outcomes[i];
        if (v.source !== 'provider') return;
        if (error) {
          errors.set(v.tokenId, error);
          return;
        }
        const segments = byVehicle.get(v.id) ?? [];
        const stored = segments.filter((r) => r.kind === 'trip');
        const own = read ? layOver(stored, read) : stored;
        // the tank as the trip list works it out, from every stored segment of the car
        const energy = energyOf(v, latest[i], [...segments, ...own]);
        days.set(v.tokenId, sumTripsByDay(own, period, (row) => tripEnergyUsed(row, energy)));
      });
      return { days, errors };
    },

    async list(user: User, input: TripListInput): Promise<TripList> {
      const parsed = TripListInputSchema.parse(input);
      const h = await history(user, parsed);
      return {
        vehicles: h.vehicles.map((v) => ({ tokenId: v.tokenId, name: v.name })),
        timeZone: h.timeZone,
        totals: summarizeDriving(h.trips, h.period),
        byDay: splitDriving(h.trips, h.period, 'day'),
        byWeek: splitDriving(h.trips, h.period, 'week'),
        byMonth: splitDriving(h.trips, h.period, 'month'),
        trips: h.trips.slice(parsed.offset, parsed.offset + parsed.limit),
        total: h.trips.length,
        locationShared: h.locationShared,
        notes: h.notes,
      };
    },

    /** One trip with its route (location privilege), speed profile and events along it. */
    async get(user: User, id: string): Promise<TripDetail> {
      const found = await findOwnedTripSegment(deps.db, user.id, id);
      const vehicle = found ? await deps.vehicles.find(user, found.tokenId) : null;
      if (!found || !vehicle || found.segment.kind !== 'trip') throw notFound('Trip');
      const row = found.segment;
      const [placesList, settings, latest] = await Promise.all([deps.places.list(user), settingsOf(user), latestOf(vehicle, false)]);
      const from = row.startAt;
      const to = new Date(Math.min(endMs(row), now()));
      const notes: string[] = [];
      let route: TripDetail['route'] = null;
      let speeds: TripDetail['speeds'] = [];
      try {
        const history = await deps.provider().getSignalHistory(vehicle.tokenId, {
          from,
          to: new Date(Math.max(to.getTime(), from.getTime() + 60_000)),
          intervalMinutes: 1,
          fields: { speed: { signal: 'speed', agg: 'MAX' } },
          withLocation: row.mechanism !== 'signals-no-location',
        });
        speeds = history.buckets.map((b) => ({ at: b.timestamp, speedKmh: typeof b.speed === 'number' ? b.speed : null }));
        if (history.locationShared && row.mechanism !== 'signals-no-location') {
          route = history.buckets.flatMap((b) => (b.location ? [{ at: b.timestamp, latitude: b.location.latitude, longitude: b.location.longitude, speedKmh: typeof b.speed === 'number' ? b.speed : null }] : []));
        }
      } catch (err) {
        notes.push(`The route could not be read: ${describeTelemetryError(err)}`);
      }
      let raw: { at: string; name: string }[] = [];
      if (!isSignalMechanism(row.mechanism)) {
        try {
          raw = await deps.provider().activity.getEvents(vehicle.tokenId, { from, to: new Date(Math.max(to.getTime(), from.getTime() + 1000)) });
        } catch (err) {
          if (!isProviderError(err, 'forbidden')) notes.push(`Driving events could not be read: ${describeTelemetryError(err)}`);
        }
      }
      const own = await listTripSegments(deps.db, [vehicle.id], ['idling'], new Date(from.getTime() - 86_400_000), to);
      const trip = toTrip(row, contextOf(vehicle, latest, [row, ...own], placesList, settings));
      return { trip, route, speeds, events: placeEvents(raw, route, speeds, settings.speedLimitKmh), speedLimitKmh: settings.speedLimitKmh, notes };
    },

    async settings(user: User): Promise<DrivingSettings> {
      return settingsOf(user);
    },

    async updateSettings(user: User, input: DrivingSettings): Promise<DrivingSettings> {
      const values = DrivingSettingsSchema.parse(input);
      await upsertDrivingSettings(deps.db, user.id, values);
      return settingsOf(user);
    },

    /** The period's trips as CSV, with the list's figures. */
    async exportCsv(user: User, input: TripListInput): Promise<{ filename: string; content: string; mimeType: string }> {
      const h = await history(user, input);
      return { filename: `trips-${h.period.from}-to-${h.period.to}.csv`, content: buildTripsCsv(h.trips), mimeType: 'text/csv' };
    },

    /** One trip (`id`), or the period's trips (at most 100, the newest), as GPX tracks. */
    async exportGpx(user: User, input: { id?: string } & TripListInput): Promise<{ filename: string; content: string; mimeType: string }> {
      if (input.id) {
        const detail = await self.get(user, input.id);
        return { filename: `trip-${detail.trip.start.slice(0, 16).replace(/[:T]/g, '-')}.gpx`, content: buildTripsGpx([detail]), mimeType: 'application/gpx+xml' };
      }
      const h = await history(user, input);
      const details = await mapWithConcurrency(h.trips.slice(0, GPX_MAX_TRIPS), Math.min(4, deps.concurrency), (t) => self.get(user, t.id));
      return { filename: `trips-${h.period.from}-to-${h.period.to}.gpx`, content: buildTripsGpx(details), mimeType: 'application/gpx+xml' };
    },
  };
  return self;
}
export type TripsService = ReturnType<typeof createTripsService>;
