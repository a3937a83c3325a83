import { addDays, toIsoDate } from '../../../shared/format-date';
import type { Db } from '../../db/connection';
import { enqueueJobOnce } from '../../db/repositories';

/** The job that evaluates reminders: daily for everyone (payload `daily`), or for one owner after a change (`userId`). */
export const EVALUATE_REMINDERS_JOB = 'reminders.evaluate';
/** The daily run starts a few minutes after midnight UTC. */
const DAILY_AT_MINUTES = 5;

/**
 * Makes sure the day's evaluation is queued: for `day` (run at once when that is today) and, from inside a daily run,
 * for the next day. Safe to call from every instance: one job per day is queued.
 */
export async function scheduleDailyEvaluation(db: Db, day: string, now = new Date()): Promise<boolean> {
  const runAfter = new Date(Date.parse(`${day}T00:00:00Z`) + DAILY_AT_MINUTES * 60_000);
  return enqueueJobOnce(
    db,
    { kind: EVALUATE_REMINDERS_JOB, payload: { daily: day }, runAfter: runAfter < now ? now : runAfter, maxAttempts: 5 },
    { payloadKey: 'daily', value: day, evenRunning: true },
  );
}

/** Queues today's run and, once it runs, tomorrow's. */
export async function ensureDailyEvaluation(db: Db, now = new Date()): Promise<void> {
  await scheduleDailyEvaluation(db, toIsoDate(now, 'utc'), now);
}

export function nextDay(now = new Date()): string {
  return addDays(toIsoDate(now, 'utc'), 1);
}

/** Asks for one owner's reminders to be evaluated soon (after a document or a reminder changed). */
export async function requestEvaluation(db: Db, userId: string): Promise<void> {
  await enqueueJobOnce(db, { kind: EVALUATE_REMINDERS_JOB, payload: { userId }, maxAttempts: 3 }, { payloadKey: 'userId', value: userId });
}
