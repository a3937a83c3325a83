import {
  GarageListInputSchema,
  type GarageList,
  type GarageListInput,
  type GarageRow,
  type GarageSort,
  type GarageVehicle,
  type TrendPoint,
  type VehicleTrend,
} from '../../../shared/api/garage';
import { createDemoDashboardVehicle } from '../../../shared/api/demo-dashboard';
import type { DashboardVehicle } from '../../../shared/api/vehicles';
import type { LatestSignals } from '../../../shared/telemetry';
import { FALLBACK_TOKEN_ID } from '../../../shared/vehicle-defaults';
import type { Db } from '../../db/connection';
import { listDocumentSummaries } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import { notFound } from '../../errors';
import type { TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { buildDashboardVehicle, readCardTelemetry } from '../vehicles/dashboard';
import type { VehicleAccess } from '../vehicles/vehicle-access';
import { sortDue } from '../vehicle-facts/due';
import { readOwnerClock } from '../vehicle-facts/owner-clock';
import type { VehicleFactsService } from '../vehicle-facts/facts-service';

export interface GarageDeps {
  db: Db;
  vehicles: VehicleAccess;
  facts: Pick<VehicleFactsService, 'factsByVehicle'>;
  telemetry: TelemetryService;
  concurrency: number;
  now?: () => Date;
}

const numberSignal = (latest: LatestSignals | null, name: 'powertrainRange' | 'serviceDistanceToService') => {
  const value = latest?.[name]?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

const text = (x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true });
const num = (x: number, y: number) => x - y;

type SortKey = { value: (r: GarageRow) => unknown; compare: (x: never, y: never) => number };
const key = <T>(value: (r: GarageRow) => T | null, compare: (x: T, y: T) => number): SortKey => ({ value, compare: compare as SortKey['compare'] });

const SORT_KEYS: Record<GarageSort, SortKey> = {
  name: key((r) => r.name, text),
  year: key((r) => r.year, num),
  health: key((r) => r.healthScore, num),
  odometer: key((r) => r.odometerKm, num),
  lastSeen: key((r) => r.lastSeen, text),
  documents: key((r) => r.documentCount, num),
  // the facts' urgency order: overdue first, then the soonest
  nextDue: key(
    (r) => r.nextDue,
    (x, y) => (sortDue([x, y])[0] === x ? -1 : 1),
  ),
};

/** Sorts rows by one column; missing values last in both directions, ties by name then token id. */
export function sortRows(rows: readonly GarageRow[], sort: GarageSort, direction: 'asc' | 'desc'): GarageRow[] {
  const { value, compare } = SORT_KEYS[sort];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const c = (compare as (x: unknown, y: unknown) => number)(x, y);
      if (c !== 0) return direction === 'asc' ? c : -c;
    }
    return text(a.name, b.name) || a.tokenId - b.tokenId;
  });
}

function demoVehicle(): GarageVehicle {
  return { ...createDemoDashboardVehicle(), plate: null, rangeKm: null, chargeable: false };
}

function toRow(v: Omit<DashboardVehicle, 'nextDue'> & { plate: string | null; nextDue: GarageRow['nextDue'] }): GarageRow {
  return {
    tokenId: v.tokenId,
    name: v.name,
    year: v.year,
    make: v.make,
    model: v.model,
    vin: v.vin,
    plate: v.plate,
    type: v.type,
    isDemo: v.isDemo,
    healthScore: v.healthScore,
    healthCap: v.healthCap,
    status: v.status,
    odometerKm: v.odometerKm,
    levelPercent: v.level.percent,
    nextDue: v.nextDue,
    lastSeen: v.lastSeen,
    documentCount: v.documentCount,
    telemetryError: v.telemetryError,
  };
}

/**
 * The owner's garage: every vehicle with its identity, health, odometer, next due item, last contact and documents,
 * sortable and paged on the server; one vehicle's page; its odometer and level history. Signed-out visitors get the
 * demo vehicle, as on the dashboard.
 */
export function createGarage(deps: GarageDeps) {
  /** Everything the list and the page show about some of the owner's vehicles, with one query per table. */
  async function describe(user: User, vehicles: Vehicle[]): Promise<GarageVehicle[]> {
    const ids = vehicles.map((v) => v.id);
    const [documents, telemetry, due] = await Promise.all([
      listDocumentSummaries(deps.db, user.id, { vehicleIds: ids }),
      mapWithConcurrency(vehicles, deps.concurrency, (v) => readCardTelemetry(deps.telemetry, v)),
      deps.facts.factsByVehicle(user, vehicles),
    ]);
    return vehicles.map((vehicle, i) => {
      const card = buildDashboardVehicle(vehicle, telemetry[i], documents, due.get(vehicle.id)?.due ?? []);
      const latest = card.latest;
      const plate = due.get(vehicle.id)?.documents.plate?.value;
      return {
        ...card,
        plate: typeof plate === 'string' ? plate : null,
        rangeKm: numberSignal(latest, 'powertrainRange'),
        chargeable: card.type === 'electric' || (card.type === 'hybrid' && latest?.powertrainTractionBatteryChargingIsCharging != null),
      };
    });
  }

  async function requireVehicle(user: User, tokenId: number): Promise<Vehicle> {
    const vehicle = await deps.vehicles.find(user, tokenId);
    if (!vehicle) throw notFound('Vehicle');
    return vehicle;
  }

  return {
    async list(user: User | null, input: GarageListInput = {}): Promise<GarageList> {
      const { sort, direction, page, pageSize } = GarageListInputSchema.parse(input);
      const rows = user ? (await describe(user, await deps.vehicles.list(user))).map(toRow) : [toRow(demoVehicle())];
      const sorted = sortRows(rows, sort, direction);
      const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
      const current = Math.min(page, pages);
      return { rows: sorted.slice((current - 1) * pageSize, current * pageSize), total: sorted.length, page: current, pageSize, demo: !user };
    },

    /** One vehicle's page; another owner's token id (or an unshared one) is "not found". */
    async vehicle(user: User | null, tokenId: number): Promise<GarageVehicle> {
      if (!user) {
        if (tokenId === FALLBACK_TOKEN_ID) return demoVehicle();
        throw notFound('Vehicle');
      }
      const [vehicle] = await describe(user, [await requireVehicle(user, tokenId)]);
      return vehicle;
    },

    /** Daily odometer, distance, level and top speed over the last 7, 30 or 90 days. */
    async trend(user: User, tokenId: number, days: 7 | 30 | 90): Promise<VehicleTrend> {
      const vehicle = await requireVehicle(user, tokenId);
      const [card] = await describe(user, [vehicle]);
      const levelSource = card.level.source ?? (card.type === 'electric' ? 'battery' : 'fuel');
      if (vehicle.source !== 'provider') return { tokenId, days, levelSource, points: [], error: null };
      const { timeZone } = await readOwnerClock(deps.telemetry, user, [vehicle]);
      const history = await deps.telemetry.daily(tokenId, { days, timeZone });
      if (!history.ok) return { tokenId, days, levelSource, points: [], error: history.error };
      let previous: number | null = null;
      const points = history.value.map((day): TrendPoint => {
        const odometer = day.odometer;
        const distanceKm = odometer !== null && previous !== null && odometer >= previous ? Math.round((odometer - previous) * 10) / 10 : null;
        previous = odometer;
        const level = levelSource === 'battery' ? day.batteryLevel : day.fuelLevel;
        return {
          date: day.date,
          odometerKm: odometer === null ? null : Math.round(odometer),
          distanceKm,
          levelPercent: level === null ? null : Math.round(level),
          maxSpeedKmh: day.maxSpeed === null ? null : Math.round(day.maxSpeed),
        };
      });
      return { tokenId, days, levelSource, points, error: null };
    },
  };
}
export type Garage = ReturnType<typeof createGarage>;
