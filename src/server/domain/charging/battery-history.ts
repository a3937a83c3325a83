/**
 * The battery over the long run (TeslaMate's "battery health"): one point per owner month over the last 12 months,
 * from one coarse query of day buckets (24 h, laid from the owner's midnight) instead of the fine series the Charging
 * page's 7/30 days read. Health is the state of health the car reports, else the usable capacity estimated from the
 * days it charged; range at 100 % is the day's highest range over its highest charge level.
 */
import type { BatteryHistory, BatteryHistoryMonth } from '../../../shared/api/charging';
import { addDays } from '../../../shared/format-date';
import { FULL_RANGE_MIN_SOC, rangeAtFullCharge } from '../../../shared/full-range';
import { dayOfBucket, startOfDay } from '../../../shared/time-zone';
import type { VehicleType } from '../../../shared/telemetry';
import type { HistoryField, SignalHistory } from '../../provider';
import { CAPACITY_MIN_POINTS, capacityFromCharge, median, plausibleStateOfHealth, round } from './battery-trends';

export const BATTERY_HISTORY_MONTHS = 12;
/** One bucket per owner day. */
export const BATTERY_HISTORY_INTERVAL_MINUTES = 24 * 60;

/** What each day bucket aggregates: a handful of values per day, a year in one small answer. */
export const BATTERY_HISTORY_FIELDS: Record<string, HistoryField> = {
  soh: { signal: 'powertrainTractionBatteryStateOfHealth', agg: 'AVG' },
  socMin: { signal: 'powertrainTractionBatteryStateOfChargeCurrent', agg: 'MIN' },
  socMax: { signal: 'powertrainTractionBatteryStateOfChargeCurrent', agg: 'MAX' },
  energyMin: { signal: 'powertrainTractionBatteryStateOfChargeCurrentEnergy', agg: 'MIN' },
  energyMax: { signal: 'powertrainTractionBatteryStateOfChargeCurrentEnergy', agg: 'MAX' },
  rangeMax: { signal: 'powertrainRange', agg: 'MAX' },
  batteryRangeMax: { signal: 'powertrainTractionBatteryRange', agg: 'MAX' },
  charging: { signal: 'powertrainTractionBatteryChargingIsCharging', agg: 'MAX' },
};

/** The months asked: from the first day of the month 11 months before today's, to the end of today (owner's zone). */
export function batteryHistoryWindow(today: string, timeZone: string, months = BATTERY_HISTORY_MONTHS) {
  const [year, month] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - (months - 1), 1));
  const firstDay = first.toISOString().slice(0, 10);
  const from = startOfDay(firstDay, timeZone);
  return { firstDay, lastDay: today, from, to: startOfDay(addDays(today, 1), timeZone) };
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** One owner day's readings, as the day bucket gives them. */
export interface BatteryDay {
  day: string;
  /** mean state of health reported that day */
  soh: number | null;
  /** usable kWh from the energy gained over the charge points gained, on a day it charged at least 10 points */
  capacityKwh: number | null;
  /** highest range ÷ highest charge level × 100 (electric cars, charge level at 20 % or more) */
  fullRangeKm: number | null;
}

/** Each day bucket's state of health, capacity estimate and range at 100 %. */
export function readBatteryDays(history: SignalHistory, opts: { type: VehicleType; firstDay: string; from: Date }): BatteryDay[] {
  return history.buckets.map((b) => {
    const [socMin, socMax, energyMin, energyMax] = [num(b.socMin), num(b.socMax), num(b.energyMin), num(b.energyMax)];
    const gained = socMin !== null && socMax !== null ? socMax - socMin : null;
    const charged = (num(b.charging) ?? 0) >= 1;
    const capacityKwh = charged && energyMin !== null && energyMax !== null && energyMax > energyMin ? capacityFromCharge(energyMax - energyMin, gained) : null;
    // A plug-in hybrid's range includes its tank: the ratio is an electric car's only.
    const range = opts.type === 'electric' ? (num(b.rangeMax) ?? num(b.batteryRangeMax)) : null;
    return {
      day: dayOfBucket(b.timestamp, opts.from, opts.firstDay),
      soh: plausibleStateOfHealth(num(b.soh)),
      capacityKwh,
      fullRangeKm: rangeAtFullCharge(range, socMax),
    };
  });
}

/**
 * Months (oldest first) with the health and range at 100 % of each: the state of health's monthly mean when the car
 * reports it on any day, else the monthly median of the capacity estimates; range at 100 %, the monthly median.
 */
export function summarizeBatteryHistory(days: readonly BatteryDay[], window: { firstDay: string; lastDay: string; months?: number }, type: VehicleType = 'electric'): BatteryHistory {
  const basis = days.some((d) => d.soh !== null) ? 'state-of-health' : days.some((d) => d.capacityKwh !== null) ? 'capacity' : null;
  const healthOf = (d: BatteryDay) => (basis === 'state-of-health' ? d.soh : basis === 'capacity' ? d.capacityKwh : null);
  const byMonth = new Map<string, BatteryDay[]>();
  for (const d of days) {
    if (d.day < window.firstDay || d.day > window.lastDay) continue;
    const month = d.day.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), d]);
  }
  const months: BatteryHistoryMonth[] = [...byMonth]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, list]) => {
      const health = list.map(healthOf).filter((v): v is number => v !== null);
      const ranges = list.map((d) => d.fullRangeKm).filter((v): v is number => v !== null);
      const value = health.length === 0 ? null : basis === 'state-of-health' ? health.reduce((a, b) => a + b, 0) / health.length : median(health);
      return { month, health: value === null ? null : round(value, 1), healthDays: health.length, fullRangeKm: ranges.length ? Math.round(median(ranges)) : null, rangeDays: ranges.length };
    })
    .filter((m) => m.healthDays > 0 || m.rangeDays > 0);
  const withHealth = months.filter((m) => m.health !== null);
  const withRange = months.filter((m) => m.fullRangeKm !== null);
  const change = <T>(list: T[], value: (m: T) => number, digits: number) => (list.length >= 2 ? round(value(list[list.length - 1]) - value(list[0]), digits) : null);
  const sample = withHealth.reduce((sum, m) => sum + m.healthDays, 0);
  return {
    window: { from: window.firstDay, to: window.lastDay, months: window.months ?? BATTERY_HISTORY_MONTHS },
    months,
    health: {
      basis,
      unit: basis === 'state-of-health' ? 'percent' : basis === 'capacity' ? 'kWh' : null,
      latest: withHealth.at(-1)?.health ?? null,
      first: withHealth[0]?.health ?? null,
      since: withHealth[0]?.month ?? null,
      change: change(withHealth, (m) => m.health!, 1),
      days: sample,
      explanation:
        basis === 'state-of-health'
          ? `Reported by the car: the monthly mean of the state of health it sent on ${sample} days.`
          : basis === 'capacity'
            ? `Estimated from ${sample} days with a charge, since the car reports no state of health: energy gained ÷ charge points gained (charges of ${CAPACITY_MIN_POINTS} points or more), the month's median.`
            : 'No health figure: the car reports neither a state of health nor the energy in its battery, or did not charge enough to estimate it.',
    },
    fullRange: {
      latestKm: withRange.at(-1)?.fullRangeKm ?? null,
      firstKm: withRange[0]?.fullRangeKm ?? null,
      since: withRange[0]?.month ?? null,
      changeKm: change(withRange, (m) => m.fullRangeKm!, 0),
      explanation:
        type === 'electric'
          ? `The day's highest reported range ÷ its highest charge level (at ${FULL_RANGE_MIN_SOC} % or more), the month's median.`
          : 'Shown for electric cars only: a plug-in hybrid’s range includes its tank.',
    },
  };
}
