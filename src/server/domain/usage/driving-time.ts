import { addDays } from '../../../shared/format-date';
import { localDay, startOfDay } from '../../../shared/time-zone';
import type { HistoryField } from '../../provider';

/**
 * Time driven, from the ignition per bucket of a fine series: its FIRST, LAST and MAX reading. A bucket on at both
 * ends counts whole; one where the car started or stopped (on at one end, or on only in between) counts half. That
 * estimate does not depend on how often the car samples (every minute while driving, rarely while parked), unlike an
 * average of the readings, and errs by at most half a bucket at each start and stop, both ways alike.
 */
export const DRIVING_FIELDS: Record<'ignFirst' | 'ignLast' | 'ignMax', HistoryField> = {
  ignFirst: { signal: 'isIgnitionOn', agg: 'FIRST' },
  ignLast: { signal: 'isIgnitionOn', agg: 'LAST' },
  ignMax: { signal: 'isIgnitionOn', agg: 'MAX' },
};

/** 5-minute buckets up to a month, 15 minutes beyond (within the provider's 10,000 buckets per query up to 100 days). */
export function drivingIntervalMinutes(days: number): number {
  return days <= 30 ? 5 : 15;
}

export interface DrivingBucket {
  timestamp: string;
  ignFirst?: unknown;
  ignLast?: unknown;
  ignMax?: unknown;
}

const on = (v: unknown) => typeof v === 'number' && v >= 0.5;

/** Minutes driven per day (YYYY-MM-DD) of the owner's zone (UTC by default) and in total. */
export function measureDrivingTime(buckets: readonly DrivingBucket[], intervalMinutes: number, timeZone = 'UTC'): { totalMinutes: number; byDay: Map<string, number> } {
  const byDay = new Map<string, number>();
  let total = 0;
  // the day the last bucket fell on, and where it starts and ends
  let day = '';
  let dayStart = Infinity;
  let dayEnd = -Infinity;
  for (const b of buckets) {
    const first = on(b.ignFirst);
    const last = on(b.ignLast);
    const minutes = first && last ? intervalMinutes : first || last || on(b.ignMax) ? intervalMinutes / 2 : 0;
    if (minutes === 0) continue;
    const t = Date.parse(b.timestamp);
    if (t < dayStart || t >= dayEnd) {
      day = localDay(new Date(t), timeZone);
      dayStart = startOfDay(day, timeZone).getTime();
      dayEnd = startOfDay(addDays(day, 1), timeZone).getTime();
    }
    byDay.set(day, (byDay.get(day) ?? 0) + minutes);
    total += minutes;
  }
  return { totalMinutes: total, byDay };
}
