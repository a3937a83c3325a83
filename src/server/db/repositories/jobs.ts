import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { jobs, type Job } from '../schema';

export async function enqueueJob(
  db: Db,
  input: { kind: string; payload: Record<string, unknown>; maxAttempts?: number; runAfter?: Date },
): Promise<Job> {
  const [row] = await db.insert(jobs).values(input).returning();
  return row;
}

/** Enqueues several jobs in one statement (inside the caller's transaction when given one). */
export async function enqueueJobs(db: Db, inputs: { kind: string; payload: Record<string, unknown>; maxAttempts?: number }[]): Promise<void> {
  if (inputs.length === 0) return;
  const json = JSON.stringify(inputs.map((i) => ({ kind: i.kind, payload: i.payload, max_attempts: i.maxAttempts ?? 3 })));
  await db.execute(sql`
    insert into ${jobs} (kind, payload, max_attempts)
    select kind, payload, max_attempts from jsonb_to_recordset(${json}::jsonb) as j(kind text, payload jsonb, max_attempts integer)`);
}

/**
 * Claims the oldest ready job (queued, or running with an expired lock after a crash) for `workerId`.
 * `FOR UPDATE SKIP LOCKED` makes sure several instances on one Postgres never claim the same job.
 */
export async function claimNextJob(db: Db, workerId: string, lockMs: number, kinds?: string[]): Promise<Job | null> {
  const now = sql`now()`;
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)),
            and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now), sql`${jobs.attempts} < ${jobs.maxAttempts}`),
          ),
          kinds?.length ? sql`${jobs.kind} in ${kinds}` : undefined,
        ),
      )
      .orderBy(asc(jobs.runAfter))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: workerId,
        lockedUntil: sql`now() + ${lockMs} * interval '1 millisecond'`,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, candidate.id))
      .returning();
    return claimed;
  });
}

export async function extendJobLock(db: Db, id: string, workerId: string, lockMs: number): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${lockMs} * interval '1 millisecond'` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

export async function completeJob(db: Db, id: string): Promise<void> {
  await db.update(jobs).set({ status: 'done', lockedBy: null, lockedUntil: null, updatedAt: new Date() }).where(eq(jobs.id, id));
}

/** Records a failure: requeued with backoff while attempts remain, otherwise failed for good. Returns the new status. */
export async function failJob(db: Db, job: Job, error: string, retryInMs: number): Promise<'queued' | 'failed'> {
  const status = job.attempts >= job.maxAttempts ? 'failed' : 'queued';
  await db
    .update(jobs)
    .set({
      status,
      lastError: error.slice(0, 2000),
      lockedBy: null,
      lockedUntil: null,
      runAfter: sql`now() + ${retryInMs} * interval '1 millisecond'`,
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, job.id));
  return status;
}

export async function findJob(db: Db, id: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Whether a job of this kind for this payload key is queued, running, or due to be retried after a crash. */
export async function hasLiveJob(db: Db, kind: string, payloadKey: string, value: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        sql`${jobs.payload}->>${payloadKey} = ${value}`,
        or(
          eq(jobs.status, 'queued'),
          and(eq(jobs.status, 'running'), or(sql`${jobs.lockedUntil} > now()`, sql`${jobs.attempts} < ${jobs.maxAttempts}`)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Enqueues the job unless one of its kind with this payload value is waiting (queued; or also running, with
 * `evenRunning`). A transaction-scoped advisory lock makes the check and the insert one step across instances.
 * True when enqueued.
 */
export async function enqueueJobOnce(
  db: Db,
  input: { kind: string; payload: Record<string, unknown>; maxAttempts?: number; runAfter?: Date },
  match: { payloadKey: string; value: string; evenRunning?: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job:${input.kind}:${match.payloadKey}:${match.value}`}))`);
    const waiting = match.evenRunning
      ? await hasLiveJob(tx, input.kind, match.payloadKey, match.value)
      : (
          await tx
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(eq(jobs.kind, input.kind), sql`${jobs.payload}->>${match.payloadKey} = ${match.value}`, eq(jobs.status, 'queued')))
            .limit(1)
        ).length > 0;
    if (waiting) return false;
    await tx.insert(jobs).values(input);
    return true;
  });
}
