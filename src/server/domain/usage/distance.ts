import type { UsageSeries } from '../../../shared/telemetry';
import { addDays } from '../../../shared/format-date';
import { localDay, startOfDay } from '../vehicle-facts/periods';
import { DAY_MS } from './window';

export interface DistanceFacts {
  /** km driven over the series; null when the odometer is not reported */
  km: number | null;
  startOdometerKm: number | null;
  endOdometerKm: number | null;
}

export interface UsageDay {
  /** ISO time the 24 h window starts */
  start: string;
  /** YYYY-MM-DD of the window's start (the owner's calendar day when split in their zone) */
  date: string;
  /** km driven in the window; null when the odometer says nothing about it */
  distanceKm: number | null;
  maxSpeedKmh: number | null;
}

const DRIVING_DAY_KM = 1;
const DRIVING_SPEED_KMH = 5;

/** Distance over the whole series: the last odometer reading minus the first (never negative). */
export function measureDistance(series: UsageSeries): DistanceFacts {
  const readings = series.buckets.filter((b) => b.odometerMin !== null && b.odometerMax !== null);
  if (readings.length === 0) return { km: null, startOdometerKm: null, endOdometerKm: null };
  const start = readings[0].odometerMin as number;
  const end = Math.max(...readings.map((b) => b.odometerMax as number));
  return { km: round1(Math.max(0, end - start)), startOdometerKm: start, endOdometerKm: end };
}

/**
 * The series cut into `days` 24 h windows from its start (the last one ends at the series' end, so it may be shorter:
 * a period still running), oldest first; or, given the owner's time zone, into the calendar days of that zone (the
 * first and last may be part days). A window's distance runs from the odometer at its start (the last reading
 * before it, else its own first reading) to its highest reading, so the windows add up to the whole distance and no
 * day is dropped.
 */
export function splitIntoDays(series: UsageSeries, days: number, timeZone?: string): UsageDay[] {
  const start = Date.parse(series.from);
  const end = Date.parse(series.to);
  const windows: { from: number; to: number; date: string }[] = [];
  if (timeZone) {
    for (let day = localDay(new Date(start), timeZone); ; day = addDays(day, 1)) {
      const from = Math.max(start, startOfDay(day, timeZone).getTime());
      if (from >= end) break;
      windows.push({ from, to: Math.min(end, startOfDay(addDays(day, 1), timeZone).getTime()), date: day });
    }
  } else {
    for (let i = 0; i < days; i++) {
      const from = start + i * DAY_MS;
      windows.push({ from, to: Math.min(from + DAY_MS, end), date: new Date(from).toISOString().slice(0, 10) });
    }
  }
  // buckets ascend in time: one pass, each window taking the run of buckets inside it
  const buckets = series.buckets.map((b) => ({ t: Date.parse(b.timestamp), b }));
  const result: UsageDay[] = [];
  let carried: number | null = null;
  let next = 0;
  for (const { from, to, date } of windows) {
    for (; next < buckets.length && buckets[next].t < from; next++) {
      const { odometerMax } = buckets[next].b;
      if (odometerMax !== null) carried = Math.max(carried ?? odometerMax, odometerMax);
    }
    let highest: number | null = null;
    let firstKm: number | null = null;
    let maxSpeedKmh: number | null = null;
    for (; next < buckets.length && buckets[next].t < to; next++) {
      const { odometerMin, odometerMax, maxSpeed } = buckets[next].b;
      if (odometerMin !== null && odometerMax !== null) {
        firstKm ??= odometerMin;
        highest = Math.max(highest ?? odometerMax, odometerMax);
      }
      if (maxSpeed !== null) maxSpeedKmh = Math.max(maxSpeedKmh ?? maxSpeed, maxSpeed);
    }
    let distanceKm: number | null = null;
    if (highest !== null) {
      const startKm = carried ?? (firstKm as number);
      distanceKm = round1(Math.max(0, highest - startKm));
      carried = Math.max(startKm, highest);
    }
    result.push({ start: new Date(from).toISOString(), date, distanceKm, maxSpeedKmh });
  }
  return result;
}

export function isDrivingDay(day: UsageDay): boolean {
  if (day.distanceKm !== null) return day.distanceKm >= DRIVING_DAY_KM;
  return day.maxSpeedKmh !== null && day.maxSpeedKmh > DRIVING_SPEED_KMH;
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
