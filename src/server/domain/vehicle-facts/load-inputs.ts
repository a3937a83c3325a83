import type { DocumentType } from '../../../shared/documents';
import { DEFAULT_LEAD, OPEN_STATES, type ReminderKind, type ReminderSource, type ReminderState } from '../../../shared/reminders';
import { inferVehicleType } from '../../../shared/vehicle-type';
import type { Db } from '../../db/connection';
import { getNotificationSettings, listDocuments, listFactChoices, listLastServiceDates, listMaintenanceRecords, listReminderAlerts, listReminders } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import type { VehicleContext } from '../assistant';
import type { Period } from '../assistant/understanding/entities';
import { kindOfStored } from '../service-log/service-kinds';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { TripsService } from '../trips/trips-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { periodWindow } from '../usage';
import { refreshDocumentFacts } from './document-facts-store';
import type { DueReminder } from './due';
import { addDays } from '../../../shared/format-date';
import { isValidTimeZone, localDay, ownerClock } from './periods';
import { ownerClockNear } from './owner-clock';

/** Vehicles whose telemetry is read at once when no concurrency is given. */
const DEFAULT_CONCURRENCY = 16;

const unitOf = (user: User) => (user.distanceUnit === 'mi' ? 'mi' : 'km');

type Deps = { db: Db; telemetry: TelemetryService; trips?: Pick<TripsService, 'drivingByDay'>; concurrency?: number };
type Context = VehicleContext & { telemetryError: string | null };

export interface ContextOptions {
  /** a period the owner named: the usage series then covers it (clamped to now) instead of the last 7 days */
  period?: Period;
  /** the daily and fine telemetry history too (the assistant, insights); the latest signals only when false */
  history?: boolean;
  /** the service records and documents too (spend, the assistant); when false, only what the due list needs */
  records?: boolean;
  /** the fine usage series too (default: with the history); a fleet question no usage fact answers goes without */
  usage?: boolean;
  /** read telemetry fresh (a refresh); otherwise a fleet takes it a few minutes old */
  refresh?: boolean;
  /** the trips' driving per day over the period (else the last 7 days): a usage answer's distance and consumption */
  driven?: boolean;
  /** each day's odometer over this many days too: the distance a period's spend is divided by */
  spendDays?: number;
}

/** Everything the facts (and the assistant's analyzers and the LLM's tools) may read about one of the owner's vehicles. */
export async function buildVehicleContext(deps: Deps, user: User, vehicle: Vehicle, now = new Date(), opts: ContextOptions = {}): Promise<Context> {
  return (await buildVehicleContexts(deps, user, [vehicle], now, opts))[0];
}

/**
 * The inputs of several of the owner's vehicles (a fleet): the stored rows in one statement per table for the
 * whole fleet, not per car, and the telemetry at most `concurrency` vehicles at a time. A fleet takes telemetry a
 * few minutes old (refreshed in the background) rather than wait for a fleet's worth of reads; one vehicle reads
 * it fresh.
 */
export async function buildVehicleContexts(deps: Deps, user: User, vehicles: Vehicle[], now = new Date(), opts: ContextOptions = {}): Promise<Context[]> {
  // the owner's own zone when set; without one, the car's home zone once its location is read (below)
  const { today } = ownerClock(user, now);
  const history = opts.history ?? true;
  const withRecords = opts.records ?? history;
  const allowStale = vehicles.length > 1 && !opts.refresh;
  const readLatest = (vehicle: Vehicle) => (vehicle.source === 'provider' ? deps.telemetry.latest(vehicle.tokenId, { allowStale, refresh: opts.refresh }) : Promise.resolve(null));
  // history and periods are the owner's days: in their zone, or without one where their car is (its location read first)
  const early = (opts.period || history) && !isValidTimeZone(user.timeZone) ? await mapWithConcurrency(vehicles, deps.concurrency ?? DEFAULT_CONCURRENCY, readLatest) : null;
  const zone = early ? ownerClockNear(user, now, early.map((l) => (l?.ok ? l.value : null))).timeZone : ownerClock(user, now).timeZone;
  const window = opts.period ? periodWindow(opts.period, now, zone) : null;
  const ids = vehicles.map((v) => v.id);
  const wanted = new Set(ids);
  const zoneToday = localDay(now, zone);
  const drivenPeriod = opts.period ?? { from: addDays(zoneToday, -6), to: zoneToday };
  const [maintenance, documents, alerts, reminders, choices, settings, lastServices, telemetry, driven] = await Promise.all([
    withRecords ? listMaintenanceRecords(deps.db, user.id, ids) : [],
    withRecords ? listDocuments(deps.db, user.id, { vehicleIds: ids }) : [],
    withRecords ? listReminderAlerts(deps.db, user.id, vehicles.length === 1 ? { vehicleId: ids[0], from: today } : { from: today }) : [],
    listReminders(deps.db, user.id, { vehicleIds: ids, states: OPEN_STATES }),
    listFactChoices(deps.db, user.id, ids),
    getNotificationSettings(deps.db, user.id),
    listLastServiceDates(deps.db, user.id, ids, today),
    mapWithConcurrency(vehicles, deps.concurrency ?? DEFAULT_CONCURRENCY, async (vehicle, i) => {
      if (vehicle.source !== 'provider') return { latest: null, daily: null, usage: null, spend: null };
      const [latest, daily, usage, spend] = await Promise.all([
        early?.[i] ?? readLatest(vehicle),
        history ? deps.telemetry.daily(vehicle.tokenId, { allowStale, timeZone: zone }) : null,
        // a period with nothing in it yet (in the future) has no series
        !history || opts.usage === false || (opts.period && !window)
          ? null
          : deps.telemetry.usage(vehicle.tokenId, { levels: vehicle.type === 'electric' ? 'charge' : 'fuel', ...(window ?? {}), allowStale }),
        opts.spendDays ? deps.telemetry.dailyOdometer(vehicle.tokenId, { days: opts.spendDays, timeZone: zone, allowStale }) : null,
      ]);
      return { latest, daily, usage, spend };
    }),
    opts.driven && history && deps.trips && vehicles.some((v) => v.source === 'provider')
      ? deps.trips.drivingByDay(user, { tokenId: vehicles.length === 1 ? vehicles[0].tokenId : undefined, ...drivenPeriod }).catch(() => null)
      : null,
  ]);
  // vehicles whose document facts were never worked out (stored before they were kept): once, now
  const facts = new Map(vehicles.map((v) => [v.id, v.documentFacts]));
  for (const v of vehicles) if (!v.documentFacts) facts.set(v.id, await refreshDocumentFacts(deps.db, user.id, v.id, unitOf(user)));
  const byVehicle = <T extends { vehicleId: string | null }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      if (!row.vehicleId || !wanted.has(row.vehicleId)) continue;
      const list = map.get(row.vehicleId);
      if (list) list.push(row);
      else map.set(row.vehicleId, [row]);
    }
    return map;
  };
  const records = byVehicle(maintenance);
  const docs = byVehicle(documents);
  const dated = byVehicle(alerts);
  const remindersOf = byVehicle(reminders.map((r) => ({ ...r, vehicleId: r.reminder.vehicleId })));
  const clock = ownerClockNear(user, now, telemetry.map((t) => (t.latest?.ok ? t.latest.value : null)));
  const lead = { days: settings.leadDays ?? DEFAULT_LEAD.days, km: settings.leadKm ?? DEFAULT_LEAD.km };
  return vehicles.map((vehicle, i) => {
    const { latest, daily, usage, spend } = telemetry[i];
    const signals = latest?.ok ? latest.value : null;
    const own = records.get(vehicle.id) ?? [];
    const listed = remindersOf.get(vehicle.id) ?? [];
    return {
      id: vehicle.id,
      tokenId: vehicle.tokenId,
      name: vehicle.name,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      type: inferVehicleType({ make: vehicle.make, model: vehicle.model, powertrainType: signals?.powertrainType?.value ?? null }),
      vin: vehicle.vin,
      latest: signals,
      daily: daily?.ok ? daily.value : [],
      usage: usage?.ok ? usage.value : null,
      ...(spend?.ok ? { spendOdometer: spend.value } : {}),
      ...(opts.period ? { usagePeriod: opts.period } : {}),
      ...(driven ? { driven: driven.errors.has(vehicle.tokenId) || vehicle.source !== 'provider' ? null : { period: drivenPeriod, days: driven.days.get(vehicle.tokenId) ?? [] } } : {}),
      maintenance: own.map((m) => ({
        id: m.id,
        type: m.type,
        kind: kindOfStored(m.type, m.description),
        description: m.description,
        cost: m.cost,
        currency: m.currency,
        date: m.date,
        mileage: m.mileage,
        nextDue: m.nextDue,
        nextDueMileage: m.nextDueMileage,
        documentId: m.documentId,
      })),
      documents: (docs.get(vehicle.id) ?? [])
        .filter((d) => d.status === 'completed')
        .map((d) => ({ id: d.id, type: d.type as DocumentType, originalName: d.originalName, uploadedAt: d.uploadedAt.toISOString(), processedData: d.processedData ?? null })),
      alerts: (dated.get(vehicle.id) ?? []).map((a) => ({ alertType: a.alertType, documentId: a.documentId, alertDate: a.alertDate, alertMessage: a.alertMessage, isActive: a.isActive })),
      reminders: listed.map(({ reminder: r }): DueReminder => ({
        id: r.id,
        kind: r.kind as ReminderKind,
        title: r.title,
        state: r.state as ReminderState,
        dueDate: r.dueDate,
        dueOdometerKm: r.dueOdometerKm,
        snoozedUntil: r.snoozedUntil,
        predictedDate: r.predictedDate,
        source: r.source as ReminderSource,
        documentId: r.documentId,
        createdAt: r.createdAt.toISOString(),
      })),
      documentChoices: choices.get(vehicle.id) ?? {},
      documentFacts: facts.get(vehicle.id) ?? undefined,
      window: lead,
      lastServiceDate: lastServices.get(vehicle.id) ?? null,
      unit: user.distanceUnit === 'mi' ? 'mi' : 'km',
      today: clock.today,
      timeZone: clock.timeZone,
      telemetryError: latest && !latest.ok ? latest.error : null,
    };
  });
}
