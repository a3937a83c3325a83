import type { DailySignals, VehicleType } from '@shared/telemetry';
import { kmToMiles, type DistanceUnit } from '@shared/units';

export type HistoryPoint = {
  timestamp: string;
  /** "Mon 8": the owner's day the bucket is. */
  label: string;
  /** Distance driven since the previous bucket, in the user's unit; null without two odometer readings. */
  distance: number | null;
  /** Fuel or battery level in percent. */
  level: number | null;
  /** Average coolant temperature in °C. */
  coolant: number | null;
};

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

function formatDayLabel(date: Date): string {
  return `${weekday.format(date)} ${date.getUTCDate()}`;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function finite(n: number | null): number | null {
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function levelOf(day: DailySignals, type: VehicleType): number | null {
  const battery = finite(day.batteryLevel);
  const fuel = finite(day.fuelLevel);
  if (type === 'electric') return battery;
  return fuel ?? (type === 'hybrid' ? battery : null);
}

/**
 * Chart rows from the 7-day series: distance per day from odometer differences (a reset or a gap gives null,
 * never an invented number), fuel or charge level and coolant temperature as sent.
 */
export function buildHistorySeries(days: readonly DailySignals[], type: VehicleType, unit: DistanceUnit): HistoryPoint[] {
  const sorted = [...days].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  let previousOdometer: number | null = null;
  return sorted.map((day) => {
    const odometer = finite(day.odometer);
    let distance: number | null = null;
    if (odometer !== null && previousOdometer !== null && odometer >= previousOdometer) {
      const km = odometer - previousOdometer;
      distance = round1(unit === 'mi' ? kmToMiles(km) : km);
    }
    previousOdometer = odometer; // a day without a reading breaks the chain: the next day's distance is unknown
    const level = levelOf(day, type);
    const coolant = finite(day.coolantTemp);
    const date = new Date(`${day.date}T12:00:00Z`);
    return {
      timestamp: day.timestamp,
      label: Number.isNaN(date.getTime()) ? day.date : formatDayLabel(date),
      distance,
      level: level === null ? null : Math.round(level),
      coolant: coolant === null ? null : round1(coolant),
    };
  });
}

/** Whether the series has anything worth drawing. */
export function hasHistoryData(points: readonly HistoryPoint[]): boolean {
  return points.some((p) => p.distance !== null || p.level !== null || p.coolant !== null);
}
