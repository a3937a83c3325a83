import {
  BatteryHistoryInputSchema,
  ChargingInputSchema,
  type BatteryHistoryInput,
  type BatteryHistoryResult,
  type ChargingDetail,
  type ChargingInput,
  type ChargingOverview,
  type ChargingSession,
  type BatteryTrends,
} from '../../../shared/api/charging';
import type { LatestSignals, UsageSeries, VehicleType } from '../../../shared/telemetry';
import { inferVehicleType } from '../../../shared/vehicle-type';
import type { User, Vehicle } from '../../db/schema';
import { notFound } from '../../errors';
import type { SignalHistory } from '../../provider';
import { labelPlace, type NamedPlace } from '../places/label-place';
import type { PlacesService } from '../places/places-service';
import type { TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { findChargingSessions } from '../usage';
import type { VehicleAccess } from '../vehicles/vehicle-access';
import { ownerClockNear } from '../vehicle-facts/owner-clock';
import { BATTERY_HISTORY_FIELDS, BATTERY_HISTORY_INTERVAL_MINUTES, batteryHistoryWindow, readBatteryDays, summarizeBatteryHistory } from './battery-history';
import { describeBatteryHealth, FULL_RANGE_MIN_SOC, measureParkedDrain, trackFullRange } from './battery-trends';
import { describeChargingState, roundPlace } from './charging-state';

export interface ChargingDeps {
  vehicles: VehicleAccess;
  telemetry: TelemetryService;
  places: Pick<PlacesService, 'list'>;
  concurrency: number;
}

const readNumber = (signal: { value: number } | null | undefined) => (typeof signal?.value === 'number' && Number.isFinite(signal.value) ? signal.value : null);

/** Electric cars plug in; so does a hybrid that reports whether it is charging (a plug-in hybrid). */
export function plugsIn(type: VehicleType, latest: LatestSignals | null): boolean {
  return type === 'electric' || (type === 'hybrid' && latest?.powertrainTractionBatteryChargingIsCharging != null);
}

function explain(name: string, type: VehicleType): string {
  if (type === 'hybrid') return `${name} is a hybrid that charges its battery while driving and does not plug in, so it has no charging sessions. Charging shows electric cars and plug-in hybrids.`;
  return `${name} runs on fuel only: there is nothing to charge. Charging shows electric cars and plug-in hybrids; see Insights for its fuel use.`;
}

/**
 * The place of each session: the car's location in the bucket where the session starts (null when not shared), named
 * by the owner's places or the gazetteer. The name comes from the exact point; the coordinates shown are rounded.
 */
function placeSessions(sessions: ReturnType<typeof findChargingSessions>, history: SignalHistory | null, named: readonly NamedPlace[]): ChargingSession[] {
  const buckets = history?.buckets ?? [];
  return sessions.map((s) => {
    const start = Date.parse(s.start);
    let place: { latitude: number; longitude: number } | null = null;
    for (const b of buckets) {
      if (Date.parse(b.timestamp) > start) break;
      if (b.location) place = b.location;
    }
    const inside = place ?? buckets.find((b) => Date.parse(b.timestamp) >= start && Date.parse(b.timestamp) < Date.parse(s.end) && b.location)?.location ?? null;
    return { ...s, place: inside ? roundPlace(inside) : null, placeLabel: labelPlace(inside, named) };
  });
}

/**
 * Charging for the owner's electric and plug-in vehicles: sessions found in the fine telemetry series (by the usage
 * domain: charging flag, else a rising charge level), where they happened (rounded, only with the location
 * privilege), and the state now with a time-to-80 % estimate while charging. Other vehicles get an explanation.
 */
export function createCharging(deps: ChargingDeps) {
  async function detail(user: User, vehicle: Vehicle, latest: LatestSignals | null, type: VehicleType, days: 7 | 30): Promise<ChargingDetail> {
    const base = { tokenId: vehicle.tokenId, name: vehicle.name, type, days };
    const empty = { current: null, sessions: [], locationShared: true, totals: { sessions: 0, kwhAdded: null, hours: 0 }, error: null, battery: null };
    if (!plugsIn(type, latest)) return { ...base, plugsIn: false, explanation: explain(vehicle.name, type), ...empty };

    const series = await deps.telemetry.usage(vehicle.tokenId, { levels: 'charge', days });
    if (!series.ok) return { ...base, plugsIn: true, explanation: null, ...empty, current: describeChargingState(latest, []), error: series.error };
    const found = findChargingSessions(series.value, { capacityKwh: readNumber(latest?.powertrainTractionBatteryGrossCapacity) });
    const pendingBattery = batteryTrends(user, vehicle, latest, type, series.value, found); // read beside the places
    let history: SignalHistory | null = null;
    if (found.length > 0) {
      const places = await deps.telemetry.history(vehicle.tokenId, {
        key: `charging-places:${days}`,
        from: new Date(series.value.from),
        to: new Date(series.value.to),
        intervalMinutes: series.value.intervalMinutes,
        fields: { charging: { signal: 'powertrainTractionBatteryChargingIsCharging', agg: 'MAX' } },
        withLocation: true,
      });
      history = places.ok ? places.value : null;
    }
    const named = history?.buckets.some((b) => b.location) ? await deps.places.list(user) : [];
    const sessions = placeSessions(found, history, named).reverse(); // newest first
    const battery = await pendingBattery;
    const kwh = sessions.map((s) => s.kwhAdded).filter((k): k is number => k !== null);
    return {
      ...base,
      plugsIn: true,
      explanation: null,
      current: describeChargingState(latest, sessions),
      sessions,
      locationShared: history ? history.locationShared : true,
      totals: {
        sessions: sessions.length,
        kwhAdded: kwh.length ? Math.round(kwh.reduce((a, b) => a + b, 0) * 10) / 10 : null,
        hours: Math.round((sessions.reduce((a, s) => a + s.durationMinutes, 0) / 60) * 10) / 10,
      },
      error: null,
      battery,
    };
  }

  /** Drain from the usage series; range at 100 % and state of health from a history of the same buckets. */
  async function batteryTrends(user: User, vehicle: Vehicle, latest: LatestSignals | null, type: VehicleType, series: UsageSeries, sessions: ReturnType<typeof findChargingSessions>): Promise<BatteryTrends> {
    const { timeZone } = ownerClockNear(user, new Date(), [latest]);
    const capacityKwh = readNumber(latest?.powertrainTractionBatteryGrossCapacity);
    const history = await deps.telemetry.history(vehicle.tokenId, {
      key: `battery-trends:${series.from}:${series.to}`,
      from: new Date(series.from),
      to: new Date(series.to),
      intervalMinutes: series.intervalMinutes,
      fields: {
        soc: { signal: 'powertrainTractionBatteryStateOfChargeCurrent', agg: 'LAST' },
        batteryRange: { signal: 'powertrainTractionBatteryRange', agg: 'LAST' },
        range: { signal: 'powertrainRange', agg: 'LAST' },
        soh: { signal: 'powertrainTractionBatteryStateOfHealth', agg: 'LAST' },
      },
    });
    const buckets = history.ok ? history.value.buckets : [];
    const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    // A plug-in hybrid's range includes its tank and its battery keeps a reserve: the ratio is an electric car's only.
    const rangeOf = (b: (typeof buckets)[number]) => (type === 'electric' ? (num(b.range) ?? num(b.batteryRange)) : null);
    return {
      drain: measureParkedDrain(series, { capacityKwh, timeZone }),
      fullRange: {
        days: trackFullRange(
          buckets.map((b) => ({ timestamp: b.timestamp, soc: num(b.soc), rangeKm: rangeOf(b) })),
          timeZone,
        ),
        explanation:
          type === 'electric'
            ? `The range the car reported divided by its charge level, from readings at ${FULL_RANGE_MIN_SOC} % or more (below that the ratio says little); the median of each day.`
            : 'Shown for electric cars only: a plug-in hybrid’s range includes its tank.',
      },
      health: describeBatteryHealth({
        stateOfHealth: buckets.map((b) => ({ timestamp: b.timestamp, value: num(b.soh) })),
        sessions,
        energyReported: series.buckets.some((b) => b.chargeKwh !== null),
        timeZone,
      }),
    };
  }

  /**
   * The last 12 months of one vehicle's battery, a point per owner month: one query of day buckets, cached per owner
   * day (a year at fine resolution is never read for it). Vehicles that do not plug in get no history.
   */
  async function batteryHistory(user: User, input: BatteryHistoryInput = {}, now = new Date()): Promise<BatteryHistoryResult> {
    const { tokenId } = BatteryHistoryInputSchema.parse(input);
    const vehicles = await deps.vehicles.list(user);
    const vehicle = tokenId !== undefined ? vehicles.find((v) => v.tokenId === tokenId) : vehicles[0];
    if (!vehicle) throw notFound('Vehicle');
    const latestRead = vehicle.source === 'provider' ? await deps.telemetry.latest(vehicle.tokenId) : null;
    const latest = latestRead?.ok ? latestRead.value : null;
    const type = inferVehicleType({ make: vehicle.make, model: vehicle.model, powertrainType: latest?.powertrainType?.value ?? null });
    const base = { tokenId: vehicle.tokenId, name: vehicle.name, type, plugsIn: plugsIn(type, latest) };
    if (!base.plugsIn || vehicle.source !== 'provider') return { ...base, history: null, error: null };
    const { timeZone, today } = ownerClockNear(user, now, [latest]);
    const window = batteryHistoryWindow(today, timeZone);
    const read = await deps.telemetry.history(vehicle.tokenId, {
      key: `battery-history:${window.firstDay}:${today}:${timeZone}`,
      from: window.from,
      to: window.to,
      intervalMinutes: BATTERY_HISTORY_INTERVAL_MINUTES,
      fields: BATTERY_HISTORY_FIELDS,
    });
    if (!read.ok) return { ...base, history: null, error: read.error };
    const days = readBatteryDays(read.value, { type, firstDay: window.firstDay, from: window.from });
    return { ...base, history: summarizeBatteryHistory(days, { firstDay: window.firstDay, lastDay: window.lastDay }, type), error: null };
  }

  return {
    batteryHistory,
    /** The owner's vehicles (which plug in) and the chosen one's charging; another owner's token id is "not found". */
    async overview(user: User, input: ChargingInput = {}): Promise<ChargingOverview> {
      const { tokenId, days } = ChargingInputSchema.parse(input);
      const vehicles = await deps.vehicles.list(user);
      const latest = await mapWithConcurrency(vehicles, deps.concurrency, async (v) => {
        if (v.source !== 'provider') return null;
        const result = await deps.telemetry.latest(v.tokenId);
        return result.ok ? result.value : null;
      });
      const summaries = vehicles.map((v, i) => {
        const type = inferVehicleType({ make: v.make, model: v.model, powertrainType: latest[i]?.powertrainType?.value ?? null });
        return { tokenId: v.tokenId, name: v.name, type, plugsIn: plugsIn(type, latest[i]) };
      });
      if (tokenId !== undefined && !summaries.some((s) => s.tokenId === tokenId)) throw notFound('Vehicle');
      const index = tokenId !== undefined ? summaries.findIndex((s) => s.tokenId === tokenId) : Math.max(0, summaries.findIndex((s) => s.plugsIn));
      const selected = vehicles[index] ? await detail(user, vehicles[index], latest[index], summaries[index].type, days) : null;
      return { vehicles: summaries, selected };
    },
  };
}
export type Charging = ReturnType<typeof createCharging>;
