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
