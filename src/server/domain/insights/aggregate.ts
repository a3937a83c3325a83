import type { Insights } from '../../../shared/api/insights';
import type { DailySignals, LatestSignals } from '../../../shared/telemetry';
import { addDays, daysBetween } from '../../../shared/format-date';
import { computeHealthScore } from '../../../shared/health-score';
import { explainDtc } from '../../../shared/dtc';
import { weekStart } from '../vehicle-facts/periods';

/** What one vehicle contributes, already measured. */
export interface VehicleInsight {
  tokenId: number;
  name: string;
  /** km per owner's day (YYYY-MM-DD) */
  distanceByDay: Map<string, number>;
  distanceKm: number | null;
  /** minutes per owner's day */
  drivingByDay: Map<string, number> | null;
  drivingMinutes: number | null;
  fuelLitres: number | null;
  energyKwh: number | null;
  /** km over which fuel / energy was measured (null when not measured) */
  fuelKm: number | null;
  energyKm: number | null;
  /** codes seen per day */
  codesByDay: Map<string, string[]>;
  healthByDay: Map<string, number>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A vehicle with nothing measured yet: every figure unknown. */
export function emptyInsight(tokenId: number, name: string): VehicleInsight {
  return {
    tokenId,
    name,
    distanceByDay: new Map(),
    distanceKm: null,
    drivingByDay: null,
    drivingMinutes: null,
    fuelLitres: null,
    energyKwh: null,
    fuelKm: null,
    energyKm: null,
    codesByDay: new Map(),
    healthByDay: new Map(),
  };
}

/**
 * A day's health score from its averaged signals: the product's rules on battery voltage, top engine speed, engine
 * load and barometric pressure. Engine temperatures are left out: a day's average mixes running and parked.
 */
export function dailyHealthScore(day: DailySignals): number | null {
  const at = (value: number | null) => (value === null ? null : { timestamp: day.timestamp, value });
  const signals = {
    lastSeen: day.timestamp,
    lowVoltageBatteryCurrentVoltage: at(day.batteryVoltage),
    powertrainCombustionEngineSpeed: at(day.maxEngineSpeed),
    obdEngineLoad: at(day.engineLoad),
    obdBarometricPressure: at(day.barometricPressure),
  } as unknown as LatestSignals;
  const any = [day.batteryVoltage, day.maxEngineSpeed, day.engineLoad, day.barometricPressure].some((v) => v !== null);
  return any ? computeHealthScore(signals) : null;
}

/**
 * The weeks of the window, oldest first: `weeks` calendar weeks from Monday (as the Trips page and "this week" count
 * them), the last one `to`'s own week, which runs until `to`.
 */
export function weekStarts(to: string, weeks: number): string[] {
  const last = weekStart(to);
  return Array.from({ length: weeks }, (_, i) => addDays(last, -7 * (weeks - 1 - i)));
}

/** Fleet (or one vehicle's) driving, consumption, codes and health from what each vehicle contributes (money comes from the facts). */
export function combineInsights(
  items: readonly VehicleInsight[],
  opts: { to: string; weeks: number; historyFrom: string },
): Pick<Insights, 'weeks' | 'totals' | 'troubleCodes' | 'health'> {
  const starts = weekStarts(opts.to, opts.weeks);
  const from = starts[0];
  // each date's week worked out once: a fleet's days repeat across its vehicles
  const weekOfDate = new Map<string, number>();
  const weekOf = (date: string) => {
    let week = weekOfDate.get(date);
    if (week === undefined) weekOfDate.set(date, (week = date < from || date > opts.to ? -1 : Math.floor(daysBetween(from, date) / 7)));
    return week;
  };

  const weeks = starts.map((start) => ({ start, distanceKm: null as number | null, drivingMinutes: null as number | null }));
  for (const item of items) {
    for (const [date, km] of item.distanceByDay) {
      const w = weekOf(date);
      if (w >= 0) weeks[w].distanceKm = (weeks[w].distanceKm ?? 0) + km;
    }
    for (const [date, minutes] of item.drivingByDay ?? []) {
      const w = weekOf(date);
      if (w >= 0) weeks[w].drivingMinutes = (weeks[w].drivingMinutes ?? 0) + minutes;
    }
  }
  for (const w of weeks) {
    if (w.distanceKm !== null) w.distanceKm = round1(w.distanceKm);
    if (w.drivingMinutes !== null) w.drivingMinutes = Math.round(w.drivingMinutes);
  }

  const known = <T>(values: (T | null)[]) => values.filter((v): v is T => v !== null);
  const distances = known(items.map((i) => i.distanceKm));
  const distanceKm = distances.length ? round1(sum(distances)) : null;
  const driving = known(items.map((i) => i.drivingMinutes));
  const fuelItems = items.filter((i) => i.fuelLitres !== null && i.fuelKm !== null);
  const energyItems = items.filter((i) => i.energyKwh !== null && i.energyKm !== null);
  const fuelLitres = fuelItems.length ? round1(sum(fuelItems.map((i) => i.fuelLitres!))) : null;
  const fuelKm = sum(fuelItems.map((i) => i.fuelKm!));
  const energyKwh = energyItems.length ? round1(sum(energyItems.map((i) => i.energyKwh!))) : null;
  const energyKm = sum(energyItems.map((i) => i.energyKm!));

  const codes = new Map<string, { vehicles: Set<string>; firstSeen: string; lastSeen: string; days: Set<string> }>();
  for (const item of items) {
    for (const [date, list] of item.codesByDay) {
      if (date < opts.historyFrom) continue;
      for (const code of list) {
        const entry = codes.get(code) ?? { vehicles: new Set(), firstSeen: date, lastSeen: date, days: new Set() };
        entry.vehicles.add(item.name);
        entry.days.add(date);
        if (date < entry.firstSeen) entry.firstSeen = date;
        if (date > entry.lastSeen) entry.lastSeen = date;
        codes.set(code, entry);
      }
    }
  }

  const healthDays = new Map<string, number[]>();
  for (const item of items) for (const [date, score] of item.healthByDay) if (date >= opts.historyFrom) healthDays.set(date, [...(healthDays.get(date) ?? []), score]);

  return {
    weeks,
    totals: {
      distanceKm,
      drivingMinutes: driving.length ? Math.round(sum(driving)) : null,
      fuelLitres,
      litresPer100Km: fuelLitres !== null && fuelKm >= 10 ? round1((fuelLitres / fuelKm) * 100) : null,
      energyKwh,
      kwhPer100Km: energyKwh !== null && energyKm >= 10 ? round1((energyKwh / energyKm) * 100) : null,
    },
    troubleCodes: [...codes]
      .map(([code, e]) => ({ ...explainDtc(code), vehicles: [...e.vehicles].sort(), firstSeen: e.firstSeen, lastSeen: e.lastSeen, days: e.days.size }))
      .sort((a, b) => b.lastSeen.localeCompare(a.lastSeen) || a.code.localeCompare(b.code)),
    health: [...healthDays]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, scores]) => ({ date, score: Math.round(sum(scores) / scores.length) })),
  };
}
