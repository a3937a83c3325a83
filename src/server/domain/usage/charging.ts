import type { UsageSeries } from '../../../shared/telemetry';
import { findRises, levelAt, measureUsed, toLevelTrack, type LevelPoint } from './level-track';

/** Without a charging flag, a rise of the charge level by at least this much is a charging session. */
export const CHARGE_MIN_PERCENT = 2;
const CHARGE_MIN_KWH = 0.5;

export interface ChargingSession {
  /** ISO times, to the resolution of the series (10 minutes for a week) */
  start: string;
  end: string;
  durationMinutes: number;
  fromPercent: number | null;
  toPercent: number | null;
  gainedPercent: number | null;
  /** kWh added: from the reported battery energy, else from the percent gained and the capacity; null when neither */
  kwhAdded: number | null;
  /** still charging at the end of the series */
  ongoing: boolean;
}

export interface EnergyUse {
  /** points of the battery used (charges added back) */
  percentUsed: number | null;
  kwhUsed: number | null;
  kwhBasis: 'reported' | 'capacity' | null;
  sessions: ChargingSession[];
}

/**
 * Charging sessions of a fine series. When the car reports whether it is charging, a session is a run of buckets
 * with the flag set; otherwise it is a run of rising charge readings.
 */
export function findChargingSessions(series: UsageSeries, opts: { capacityKwh: number | null }): ChargingSession[] {
  const percent = toLevelTrack(series, (b) => b.chargePercent);
  const kwh = toLevelTrack(series, (b) => b.chargeKwh);
  const windows = series.buckets.some((b) => b.charging !== null)
    ? flaggedWindows(series)
    : percent.length >= 2
      ? risingWindows(percent, CHARGE_MIN_PERCENT)
      : risingWindows(kwh, CHARGE_MIN_KWH);
  const seriesEnd = Date.parse(series.to);
  return windows.map(({ start, end, ongoing }) => {
    const fromPercent = levelAt(percent, start);
    const toPercent = ongoing ? lastValue(percent) : levelAt(percent, end);
    const gainedPercent = fromPercent !== null && toPercent !== null ? round1(Math.max(0, toPercent - fromPercent)) : null;
    const fromKwh = levelAt(kwh, start);
    const toKwh = ongoing ? lastValue(kwh) : levelAt(kwh, end);
    const kwhAdded =
      fromKwh !== null && toKwh !== null
        ? Math.max(0, toKwh - fromKwh)
        : gainedPercent !== null && opts.capacityKwh !== null
          ? (gainedPercent / 100) * opts.capacityKwh
          : null;
    const stop = Math.min(end, seriesEnd);
    return {
      start: new Date(start).toISOString(),
      end: new Date(stop).toISOString(),
      durationMinutes: Math.round((stop - start) / 60_000),
      fromPercent,
      toPercent,
      gainedPercent,
      kwhAdded: kwhAdded === null ? null : round2(kwhAdded),
      ongoing,
    };
  });
}

/** Energy drawn from the traction battery over the series, and the charging sessions that refilled it. */
export function measureEnergy(series: UsageSeries, opts: { capacityKwh: number | null }): EnergyUse | null {
  const percent = toLevelTrack(series, (b) => b.chargePercent);
  const kwh = toLevelTrack(series, (b) => b.chargeKwh);
  if (percent.length < 2 && kwh.length < 2) return null;
  const percentUsed = measureUsed(percent, findRises(percent, CHARGE_MIN_PERCENT));
  let kwhUsed = measureUsed(kwh, findRises(kwh, CHARGE_MIN_KWH));
  let kwhBasis: EnergyUse['kwhBasis'] = kwhUsed === null ? null : 'reported';
  if (kwhUsed === null && percentUsed !== null && opts.capacityKwh !== null) {
    kwhUsed = (percentUsed / 100) * opts.capacityKwh;
    kwhBasis = 'capacity';
  }
  return {
    percentUsed: percentUsed === null ? null : round2(percentUsed),
    kwhUsed: kwhUsed === null ? null : round2(kwhUsed),
    kwhBasis,
    sessions: findChargingSessions(series, opts),
  };
}

function flaggedWindows(series: UsageSeries): { start: number; end: number; ongoing: boolean }[] {
  const step = series.intervalMinutes * 60_000;
  const windows: { start: number; end: number; ongoing: boolean }[] = [];
  let open: { start: number; end: number } | null = null;
  for (const b of series.buckets) {
    const t = Date.parse(b.timestamp);
    if ((b.charging ?? 0) >= 1) {
      if (open && t - open.end <= step) open.end = t + step;
      else {
        if (open) windows.push({ ...open, ongoing: false });
        open = { start: t, end: t + step };
      }
    } else if (open && b.charging !== null) {
      windows.push({ start: open.start, end: t, ongoing: false });
      open = null;
    }
  }
  if (open) windows.push({ ...open, ongoing: open.end >= Date.parse(series.to) });
  return windows;
}

function risingWindows(track: LevelPoint[], minRise: number): { start: number; end: number; ongoing: boolean }[] {
  return findRises(track, minRise).map((r) => ({ start: r.startT, end: r.endT, ongoing: false }));
}

function lastValue(track: LevelPoint[]): number | null {
  return track.length > 0 ? track[track.length - 1].value : null;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
