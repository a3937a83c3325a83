import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { claimNextJob, completeJob, extendJobLock, failJob } from '../db/repositories';
import type { Job } from '../db/schema';
import type { Logger } from '../logger';

/** Workers of every instance LISTEN here, so a job queued on one instance starts at once on whichever is free. */
export const JOB_QUEUED_CHANNEL = 'job_queued';

/** Tells the workers of every instance that a job is waiting (instead of their next poll); never throws. */
export async function announceJobQueued(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${JOB_QUEUED_CHANNEL}, '')`).catch(() => {});
}

export type JobHandler = (job: Job, ctx: { isFinalAttempt: boolean }) => Promise<void>;

export interface WorkerOptions {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** A crashed worker's job is picked up again once its lock expires. */
  lockMs?: number;
  pollMs?: number;
  concurrency?: number;
}

/**
 * A durable job runner on the jobs table: claims ready jobs (several instances never take the same one), keeps the
 * lock alive while working, retries with backoff, and fails for good after the last attempt.
 */
export function startJobWorker(opts: WorkerOptions) {
  const workerId = `w-${randomUUID()}`;
  const lockMs = opts.lockMs ?? 30_000;
  const pollMs = opts.pollMs ?? 1000;
  const kinds = Object.keys(opts.handlers);
  let stopped = false;
  let wake: (() => void) | null = null;
  const running = new Set<Promise<void>>();

  const runJob = async (job: Job) => {
    const heartbeat = setInterval(() => void extendJobLock(opts.db, job.id, workerId, lockMs).catch(() => {}), lockMs / 3);
    const started = Date.now();
    try {
      await opts.handlers[job.kind](job, { isFinalAttempt: job.attempts >= job.maxAttempts });
      await completeJob(opts.db, job.id);
      opts.logger.info({ jobId: job.id, kind: job.kind, attempt: job.attempts, workerId, ms: Date.now() - started }, 'job done');
    } catch (err) {
      const status = await failJob(opts.db, job, err instanceof Error ? err.message : String(err), 2000 * 2 ** (job.attempts - 1));
      opts.logger.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts, status }, 'job failed');
    } finally {
      clearInterval(heartbeat);
    }
  };

  const loop = async () => {
    while (!stopped) {
      let claimed: Job | null = null;
      if (running.size < (opts.concurrency ?? 1)) {
        try {
          claimed = await claimNextJob(opts.db, workerId, lockMs, kinds);
        } catch (err) {
          if (!stopped) opts.logger.error({ err }, 'job claim failed');
        }
      }
      if (claimed) {
        const p = runJob(claimed).finally(() => {
          running.delete(p);
          wake?.();
        });
        running.add(p);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
  const done = loop();
  opts.logger.info({ workerId, concurrency: opts.concurrency ?? 1, kinds }, 'job worker started');

  return {
    workerId,
    /** Look for work now (after an enqueue) instead of at the next poll. */
    poke: () => wake?.(),
    async stop() {
      stopped = true;
      wake?.();
      await done;
      await Promise.allSettled([...running]);
    },
  };
}
export type JobWorker = ReturnType<typeof startJobWorker>;
