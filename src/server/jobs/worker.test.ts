import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../db/repositories';
import { jobs } from '../db/schema';
import { createLogger } from '../logger';
import { testDatabaseTargets, useTestDatabase } from '../testing/test-databases';
import { startJobWorker } from './worker';

describe.each(testDatabaseTargets())('job workers on $name', (target) => {
  const database = useTestDatabase(target);

  it('run every job exactly once when several instances share the database', async () => {
    const runs = new Map<number, string[]>();
    const total = 24;
    for (let n = 0; n < total; n++) await enqueueJob(database.db, { kind: 'count', payload: { n } });
    let finish!: () => void;
    const allDone = new Promise<void>((resolve) => (finish = resolve));
    const workers = [1, 2, 3].map(() => {
      const worker = startJobWorker({
        db: database.db,
        logger: createLogger('silent'),
        pollMs: 20,
        concurrency: 2,
        handlers: {
          count: async (job) => {
            await new Promise((r) => setTimeout(r, 20));
            const n = Number(job.payload.n);
            runs.set(n, [...(runs.get(n) ?? []), worker.workerId]);
            if ([...runs.values()].reduce((sum, by) => sum + by.length, 0) >= total) finish();
          },
        },
      });
      return worker;
    });
    await allDone;
    await Promise.all(workers.map((w) => w.stop()));

    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, n) => n));
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    expect(new Set([...runs.values()].flat()).size).toBeGreaterThan(1);
    const rows = await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});
