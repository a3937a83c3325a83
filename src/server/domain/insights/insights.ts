import { INSIGHTS_HISTORY_DAYS, INSIGHTS_WEEKS, InsightsInputSchema, type Insights, type InsightsInput } from '../../../shared/api/insights';
import { addDays } from '../../../shared/format-date';
import { assessHealth } from '../../../shared/health-score';
import type { LatestSignals } from '../../../shared/telemetry';
import { inferVehicleType } from '../../../shared/vehicle-type';
import type { User, Vehicle } from '../../db/schema';
import { notFound } from '../../errors';
import type { VehicleFactsService } from '../vehicle-facts/facts-service';
import type { TelemetryResult, TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { ratePer100Km } from '../usage';
import { sumDrivenDays, type DayDriving } from '../trips/driving-totals';
import type { TripsService } from '../trips/trips-service';
import { readOwnerClock } from '../vehicle-facts/owner-clock';
import type { VehicleAccess } from '../vehicles/vehicle-access';
import { combineInsights, dailyHealthScore, emptyInsight, weekStarts, type VehicleInsight } from './aggregate';
import { chartCurrency, monthsUpTo, serviceByMonth } from './spend-by-month';

export interface InsightsDeps {
  vehicles: VehicleAccess;
  telemetry: TelemetryService;
  facts: VehicleFactsService;
  trips: Pick<TripsService, 'drivingByDay'>;
  concurrency: number;
  now?: () => Date;
}

/** Vehicles whose insight is kept (a few fleets of 1,000). */
const MEASURED_INSIGHTS_KEPT = 10_000;

type MeasuredInsight = VehicleInsight & {
  type: Insights['vehicles'][number]['type'];
  healthScore: number | null;
  healthCap: Insights['vehicles'][number]['healthCap'];
  error: string | null;
};

/**
 * Insights per vehicle and for the fleet, on the server from the provider's history: distance, time driven and fuel or
 * energy used per calendar week from the trips (as the Trips page adds them up), trouble codes seen over 90 days, and
 * health score history; money (spend in a named period, per month, cost per km) is the facts' spend, as every screen
 * shows it.
 */
export function createInsights(deps: InsightsDeps) {
  const measuredInsights = new Map<string, { inputs: unknown[]; result: MeasuredInsight }>();

  /**
   * One vehicle's contribution over the owner's days (`clock`: their zone and today); telemetry that fails leaves its
   * part empty and names the error.
   */
  async function measure(vehicle: Vehicle, clock: { timeZone: string; today: string }, allowStale: boolean): Promise<MeasuredInsight> {
    const empty = emptyInsight(vehicle.tokenId, vehicle.name);
    if (vehicle.source !== 'provider') return { ...empty, type: vehicle.type as 'gas', healthScore: null, healthCap: null, error: null };

    const { timeZone } = clock;
    const [latestResult, daily] = await Promise.all([
      deps.telemetry.latest(vehicle.tokenId, { allowStale }),
      // the owner's last 90 days: health scores and the trouble codes of each day
      deps.telemetry.daily(vehicle.tokenId, { days: INSIGHTS_HISTORY_DAYS, timeZone, allowStale }),
    ]);
    const latest: LatestSignals | null = latestResult.ok ? latestResult.value : null;
    const type = inferVehicleType({ make: vehicle.make, model: vehicle.model, powertrainType: latest?.powertrainType?.value ?? null });
    // the same cached answers on the same owner's day give the same insight: worked out once, not on every load
    const inputs = [latestResult, daily].map((r) => (r.ok ? r.value : r.error));
    const memoKey = `${vehicle.tokenId}|${timeZone}|${clock.today}|${vehicle.name}|${type}`;
    const known = measuredInsights.get(memoKey);
    if (known && known.inputs.every((input, i) => input === inputs[i])) return known.result;
    const errors = [latestResult, daily].flatMap((r) => (r.ok ? [] : [r.error]));
    const health = latest ? assessHealth(latest) : null;
    const result = { ...empty, type, healthScore: health?.score ?? null, healthCap: health?.cap ?? null, error: errors[0] ?? null };

    if (daily.ok) {
      for (const day of daily.value) {
        if (day.troubleCodes) result.codesByDay.set(day.date, day.troubleCodes);
        const score = dailyHealthScore(day);
        if (score !== null) result.healthByDay.set(day.date, score);
      }
    }
    if (measuredInsights.size >= MEASURED_INSIGHTS_KEPT) measuredInsights.clear();
    measuredInsights.set(memoKey, { inputs, result });
    return result;
  }

  /**
   * A vehicle's distance, time driven and fuel or energy per day from its trips, as the Trips page adds them up (one
   * source for how far and how long a car was driven and what it used); without them, the reason its trips could not
   * be read.
   */
  function withDriving(m: MeasuredInsight, driving: TelemetryResult<{ days: Map<number, DayDriving[]>; errors: Map<number, string> }>): MeasuredInsight {
    const days = driving.ok ? driving.value.days.get(m.tokenId) : undefined;
    if (!days) return { ...m, error: m.error ?? (driving.ok ? (driving.value.errors.get(m.tokenId) ?? null) : driving.error) };
    const sum = sumDrivenDays(days);
    const used = sum.used;
    const usedKm = used === null ? null : sum.usedKm;
    const electric = m.type === 'electric';
    return {
      ...m,
      distanceByDay: new Map(days.map((d) => [d.date, d.distanceKm])),
      distanceKm: sum.distanceKm,
      drivingByDay: new Map(days.map((d) => [d.date, d.drivingMinutes])),
      drivingMinutes: Math.round(sum.drivingMinutes),
      fuelLitres: electric ? null : used,
      fuelKm: electric ? null : usedKm,
      energyKwh: electric ? used : null,
      energyKm: electric ? usedKm : null,
    };
  }

  return {
    /** The fleet, or one of the owner's vehicles (another owner's token id is "not found"). */
    async overview(user: User, input: InsightsInput = {}): Promise<Insights> {
      const { tokenId, period } = InsightsInputSchema.parse(input);
      const now = deps.now?.() ?? new Date();
      const all = await deps.vehicles.list(user);
      const chosen = tokenId === undefined ? all : all.filter((v) => v.tokenId === tokenId);
      if (tokenId !== undefined && chosen.length === 0) throw notFound('Vehicle');
      const allowStale = tokenId === undefined;
      // the owner's days: their zone, else where their car is (as the facts count them)
      const clock = await readOwnerClock(deps.telemetry, user, chosen, now, { allowStale });
      const today = clock.today;
      // The fleet's insights take telemetry a few minutes old (refreshed in the background); one vehicle's, fresh.
      // Telemetry and money at once: each waits on the provider at most once, not one deadline after another.
      const [contributions, money, driving] = await Promise.all([
        mapWithConcurrency(chosen, deps.concurrency, (v) => measure(v, clock, allowStale)),
        deps.facts.spendByVehicle(user, { tokenId, period }),
        // within the telemetry's deadline: trips read later are stored for the next load
        deps.telemetry.withinDeadline(() => deps.trips.drivingByDay(user, { tokenId, from: weekStarts(today, INSIGHTS_WEEKS)[0], to: today })),
      ]);
      const measured = contributions.map((m) => withDriving(m, driving));
      const { spend } = money;
      const perVehicle = new Map(money.vehicles.map((v) => [v.tokenId, v.spend]));
      const months = monthsUpTo(spend.period.to, 12);
      const lastYear = money.paid.filter((i) => i.date && i.date >= `${months[0]}-01` && i.date <= spend.period.to);
      const currency = chartCurrency(lastYear);
      const combined = combineInsights(measured, { to: today, weeks: INSIGHTS_WEEKS, historyFrom: addDays(today, 1 - INSIGHTS_HISTORY_DAYS) });
      return {
        scope: tokenId === undefined ? 'fleet' : 'vehicle',
        tokenId: tokenId ?? null,
        from: combined.weeks[0].start,
        to: today,
        choices: all.map((v) => ({ tokenId: v.tokenId, name: v.name })),
        weeks: combined.weeks,
        spend,
        currency,
        months: serviceByMonth(lastYear, months, currency, spend.period.timeZone),
        totals: combined.totals,
        troubleCodes: combined.troubleCodes,
        health: combined.health,
        vehicles: measured.map((m) => ({
          tokenId: m.tokenId,
          name: m.name,
          type: m.type,
          distanceKm: m.distanceKm,
          drivingMinutes: m.drivingMinutes,
          service: perVehicle.get(m.tokenId)!.service,
          costPerKm: perVehicle.get(m.tokenId)!.costPerKm,
          costPerKmMissing: perVehicle.get(m.tokenId)!.costPerKmMissing,
          costDistanceKm: perVehicle.get(m.tokenId)!.distanceKm,
          litresPer100Km: ratePer100Km(m.fuelLitres, m.fuelKm),
          kwhPer100Km: ratePer100Km(m.energyKwh, m.energyKm),
          healthScore: m.healthScore,
          healthCap: m.healthCap,
          error: m.error,
        })),
      };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsights>;
