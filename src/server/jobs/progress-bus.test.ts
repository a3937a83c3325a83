import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentProgress } from '../../shared/api/documents';
import { openDatabase, type Database } from '../db/connection';
import { testDatabaseTargets } from '../testing/test-databases';
import { createProgressBus, type ProgressBus } from './progress-bus';

const step = (documentId: string, progress: number): DocumentProgress => ({
  documentId,
  status: progress === 100 ? 'completed' : 'processing',
  progress,
  step: `step ${progress}`,
  etaSeconds: null,
  error: null,
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('progress bus without a database', () => {
  it('delivers to the document’s subscribers in this process, and stops after unsubscribe', async () => {
    const bus = await createProgressBus();
    const seen: number[] = [];
    const stop = bus.subscribe('doc-1', (p) => seen.push(p.progress));
    bus.subscribe('doc-2', () => seen.push(-1));
    await bus.publish(step('doc-1', 10));
    stop();
    await bus.publish(step('doc-1', 20));
    expect(seen).toEqual([10]);
  });
});

describe.each(testDatabaseTargets())('progress bus across instances on one database ($name)', (target) => {
  let created: Awaited<ReturnType<typeof target.create>>;
  let other: Database;
  let busA: ProgressBus;
  let busB: ProgressBus;

  beforeAll(async () => {
    created = await target.create();
    // A second instance has its own connection to the same database (PGlite lives in one process: it shares it).
    other = created.url ? await openDatabase({ databaseUrl: created.url }) : created.database;
    busA = await createProgressBus({ database: created.database });
    busB = await createProgressBus({ database: other });
  });
  afterAll(async () => {
    await busA?.close();
    await busB?.close();
    if (created?.url) await other?.close();
    await created?.drop();
  });

  it('a step published on one instance reaches the subscribers of every instance, in order', async () => {
    const onA: number[] = [];
    const onB: number[] = [];
    busA.subscribe('doc-x', (p) => onA.push(p.progress));
    busB.subscribe('doc-x', (p) => onB.push(p.progress));
    for (const progress of [5, 10, 20, 50, 100]) await busA.publish(step('doc-x', progress));
    await until(() => onA.length === 5 && onB.length === 5);
    expect(onB).toEqual([5, 10, 20, 50, 100]);
    expect(onA).toEqual(onB);
  });

  it('keeps a long error message within what NOTIFY carries', async () => {
    const seen: DocumentProgress[] = [];
    busB.subscribe('doc-long', (p) => seen.push(p));
    await busA.publish({ ...step('doc-long', 20), status: 'error', error: 'x'.repeat(20_000) });
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({ status: 'error', error: 'x'.repeat(2000) });
  });

  // Only Postgres has connections to cut (PGlite runs inside this process).
  if (target.name === 'postgres') it('listens again after its connection is cut', async () => {
    const seen: number[] = [];
    busB.subscribe('doc-y', (p) => seen.push(p.progress));
    const killed = await created.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBe(2);
    // Published until the listeners are back (each reconnects about a second after losing its connection).
    await until(
      () => {
        void busA.publish(step('doc-y', 30));
        return seen.length > 0;
      },
      10_000,
    );
    expect(seen[0]).toBe(30);
  });
});
