import type { BatteryHealth, FullRangeDay, ParkedDrain, ParkedDrainDay } from '../../../shared/api/charging';
import type { UsageBucket, UsageSeries } from '../../../shared/telemetry';
import { rangeAtFullCharge } from '../../../shared/full-range';
import { localDay } from '../vehicle-facts/periods';

/** Less than this between two readings is no drive (odometer rounding). */
const DRIVEN_KM = 0.05;
export { FULL_RANGE_MIN_SOC } from '../../../shared/full-range';
/** A charge must add this many points before its energy is trusted for a capacity estimate. */
export const CAPACITY_MIN_POINTS = 10;

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A state of health the car reports, when it is a share the battery can hold (above 0, at most 110 %); else null. */
export function plausibleStateOfHealth(value: number | null): number | null {
  return value !== null && value > 0 && value <= 110 ? value : null;
}

/** Usable capacity (kWh) from a charge: energy added ÷ points added × 100, only for a charge of CAPACITY_MIN_POINTS or more. */
export function capacityFromCharge(kwhAdded: number | null, pointsAdded: number | null): number | null {
  return kwhAdded !== null && pointsAdded !== null && pointsAdded >= CAPACITY_MIN_POINTS ? (kwhAdded / pointsAdded) * 100 : null;
}

function isParked(b: UsageBucket): boolean {
  const moved = b.odometerMin !== null && b.odometerMax !== null && b.odometerMax - b.odometerMin > DRIVEN_KM;
  return !moved && (b.maxSpeed ?? 0) <= 0 && (b.charging ?? 0) < 1;
}

/**
 * Vampire drain, per owner day: what the charge level lost while the car stood still and did not charge. Within a
 * bucket with no distance, no speed and no charging, and between two such adjacent buckets when the odometer did not
 * move between them, every fall counts and every rise counts back (so sensor wobble cancels out); a day's loss is never
 * below zero. kWh come from the battery's reported energy when it sends one, else the points lost times the capacity.
 */
export function measureParkedDrain(series: UsageSeries, opts: { capacityKwh: number | null; timeZone: string }): ParkedDrain {
  const step = series.intervalMinutes * 60_000;
  const energyReported = series.buckets.some((b) => b.chargeKwh !== null);
  const days = new Map<string, { percent: number; kwh: number; hours: number }>();
  const add = (t: number, percent: number, kwh: number, hours: number) => {
    const day = localDay(new Date(t), opts.timeZone);
    const d = days.get(day) ?? { percent: 0, kwh: 0, hours: 0 };
    d.percent += percent;
    d.kwh += kwh;
    d.hours += hours;
    days.set(day, d);
  };
  let previous: UsageBucket | null = null;
  for (const b of series.buckets) {
    const t = Date.parse(b.timestamp);
    if (!b.chargePercent || !isParked(b)) {
      previous = null;
      continue;
    }
    const kwhDelta = (from: number | undefined, to: number | undefined) => (from !== undefined && to !== undefined ? from - to : 0);
    add(t, b.chargePercent.first - b.chargePercent.last, kwhDelta(b.chargeKwh?.first, b.chargeKwh?.last), series.intervalMinutes / 60);
    if (previous?.chargePercent && Date.parse(previous.timestamp) + step === t) {
      const gap = b.odometerMin !== null && previous.odometerMax !== null ? b.odometerMin - previous.odometerMax : 0;
      if (gap <= DRIVEN_KM) add(t, previous.chargePercent.last - b.chargePercent.first, kwhDelta(previous.chargeKwh?.last, b.chargeKwh?.first), 0);
    }
    previous = b;
  }
  const kwhBasis: ParkedDrain['kwhBasis'] = energyReported ? 'reported' : opts.capacityKwh !== null ? 'capacity' : null;
  const list: ParkedDrainDay[] = [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, d]) => {
      const percent = Math.max(0, d.percent);
      const kwh = energyReported ? Math.max(0, d.kwh) : opts.capacityKwh !== null ? (percent / 100) * opts.capacityKwh : null;
      return { day, percentLost: round(percent, 1), kwhLost: kwh === null ? null : round(kwh, 2), hoursParked: round(d.hours, 1) };
    });
  const hours = list.reduce((sum, d) => sum + d.hoursParked, 0);
  const percent = [...days.values()].reduce((sum, d) => sum + Math.max(0, d.percent), 0);
  return {
    days: list,
    percentPer24h: hours >= 1 ? round((percent / hours) * 24, 2) : null,
    kwhBasis,
    explanation:
      'Measured from the charge level the car reported while parked and not charging: falls between readings with no distance driven, ' +
      'net of small rises; hours when it drove or charged are left out. ' +
      (kwhBasis === 'reported' ? 'kWh from the energy the battery reports.' : kwhBasis === 'capacity' ? 'kWh from the points lost times the battery’s capacity.' : 'No kWh: the car reports neither the battery’s energy nor its capacity.'),
  };
}

/** One reading of the charge level and the range the car reported with it. */
export interface RangeReading {
  timestamp: string;
  soc: number | null;
  rangeKm: number | null;
}

/** Range at 100 % per owner day: the median of range ÷ charge level over readings at 20 % or more. */
export function trackFullRange(readings: readonly RangeReading[], timeZone: string): FullRangeDay[] {
  const days = new Map<string, number[]>();
  for (const r of readings) {
    const km = rangeAtFullCharge(r.rangeKm, r.soc);
    if (km === null) continue;
    const day = localDay(r.timestamp, timeZone);
    days.set(day, [...(days.get(day) ?? []), km]);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, values]) => ({ day, km: Math.round(median(values)), readings: values.length }));
}

/**
 * The battery's health over the days: the state of health the car reports (daily mean), else the capacity estimated
 * from charges (kWh added ÷ points added × 100) when the battery reports its energy and the charge added at least 10
 * points. Never from a capacity the estimate would have to assume.
 */
export function describeBatteryHealth(input: {
  stateOfHealth: readonly { timestamp: string; value: number | null }[];
  sessions: readonly { start: string; gainedPercent: number | null; kwhAdded: number | null }[];
  energyReported: boolean;
  timeZone: string;
}): BatteryHealth {
  const soh = input.stateOfHealth.filter((r): r is { timestamp: string; value: number } => plausibleStateOfHealth(r.value) !== null);
  if (soh.length > 0) {
    const days = dailyMeans(
      soh.map((r) => ({ timestamp: r.timestamp, value: r.value })),
      input.timeZone,
    );
    return summarize('state-of-health', days, 'From the state of health the car reports: the share of its original capacity the battery still holds.');
  }
  const estimates = input.energyReported
    ? input.sessions.flatMap((s) => {
        const value = capacityFromCharge(s.kwhAdded, s.gainedPercent);
        return value === null ? [] : [{ timestamp: s.start, value }];
      })
    : [];
  if (estimates.length > 0) {
    return summarize(
      'capacity',
      dailyMeans(estimates, input.timeZone),
      `Estimated from charges, since the car reports no state of health: energy added ÷ charge points added, for charges that added ${CAPACITY_MIN_POINTS} points or more.`,
    );
  }
  return {
    source: null,
    unit: null,
    days: [],
    latest: null,
    change: null,
    explanation: input.energyReported
      ? `No estimate yet: the car reports no state of health and no charge in this period added ${CAPACITY_MIN_POINTS} points or more.`
      : 'No estimate: the car reports neither a state of health nor the energy in its battery.',
  };
}

function summarize(source: 'state-of-health' | 'capacity', days: { day: string; value: number }[], explanation: string): BatteryHealth {
  const latest = days.length ? days[days.length - 1].value : null;
  return {
    source,
    unit: source === 'state-of-health' ? 'percent' : 'kWh',
    days,
    latest,
    change: days.length >= 2 ? round(days[days.length - 1].value - days[0].value, 1) : null,
    explanation,
  };
}

function dailyMeans(values: { timestamp: string; value: number }[], timeZone: string): { day: string; value: number }[] {
  const days = new Map<string, number[]>();
  for (const v of values) {
    const day = localDay(v.timestamp, timeZone);
    days.set(day, [...(days.get(day) ?? []), v.value]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, value: round(list.reduce((a, b) => a + b, 0) / list.length, 1) }));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
