import { addDays, parseIsoDate } from '../../../shared/format-date';
import { startOfDay } from '../vehicle-facts/periods';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** The default usage window: the last 7 days. */
export const USAGE_DAYS = 7;

/**
 * The bucket size for a usage series over [from, to): fine enough to see every refuel and charge (10 minutes for a
 * week), coarse enough to stay near a thousand buckets for longer windows.
 */
export function chooseIntervalMinutes(fromMs: number, toMs: number): number {
  const days = (toMs - fromMs) / DAY_MS;
  if (days <= 8) return 10;
  if (days <= 22) return 30;
  if (days <= 45) return 60;
  if (days <= 130) return 180;
  return 360;
}

/**
 * The last `days` days as dates, ending at the last bucket boundary before `now`, so every day boundary is a bucket
 * boundary and no bucket's readings are split between two days (the bucket still filling is left out: it is incomplete).
 */
export function lastDays(days: number, now: Date): { from: Date; to: Date } {
  const bucketMs = chooseIntervalMinutes(0, days * DAY_MS) * MINUTE_MS;
  const to = Math.floor(now.getTime() / bucketMs) * bucketMs;
  return { from: new Date(to - days * DAY_MS), to: new Date(to) };
}

/** A running period's window ends on this grid (from its first midnight), so it stays cached for a while. */
const RUNNING_END_MS = 10 * MINUTE_MS;

/**
 * The usage window of a period the owner named (YYYY-MM-DD, both days inclusive, the owner's days in `timeZone`): from
 * its first local midnight to the local midnight after its last day, or, for a period still running, to the last
 * 10 minutes before `now`. Buckets start at the first midnight, so each day boundary is a bucket boundary. Null when
 * nothing of it has happened yet (a period in the future, or the first minutes of "today").
 */
export function periodWindow(period: { from: string; to: string }, now: Date, timeZone = 'UTC'): { from: Date; to: Date } | null {
  if (!parseIsoDate(period.from) || !parseIsoDate(period.to)) return null;
  const from = startOfDay(period.from, timeZone).getTime();
  const end = startOfDay(addDays(period.to, 1), timeZone).getTime();
  const until = Math.min(end, now.getTime());
  const to = until === end ? end : from + Math.floor((until - from) / RUNNING_END_MS) * RUNNING_END_MS;
  return to > from ? { from: new Date(from), to: new Date(to) } : null;
}
