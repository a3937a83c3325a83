/**
 * Document throughput: 100 documents from the corpus (every format, OCR included) are queued on an instance that
 * processes none (JOB_CONCURRENCY=0) while one worker instance, or two, already running, work through the queue on
 * one Postgres, the files in one S3 store (s3rver, a real S3-protocol server from npm), as several instances are
 * deployed. Documents per minute and the time from the first upload until the last one is done; every document must
 * be read, not failed (with a disk of its own each, a worker finds no file and fails every document at once). The
 * extraction benchmark (`extract`) measures one document at a time. Always 100 documents (the promise).
 * On a machine whose cores one worker already fills (its OCR runs two tesseract passes at once), two workers cannot go
 * faster; so the bench also runs each worker on a core of its own (taskset), and reports how much of the time each
 * worker kept its core busy: with nothing serialising them, two workers each stay as busy as one alone.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startS3TestServer } from '../src/server/testing/s3-test-server';
import { CORPUS_DIR } from './corpus/score';
import { figure, saveResults, type BenchModule, type Figure } from './kit';
import { cpuMs, createPostgresDatabase, signInOwner, startBenchApp, startSimulatorProcess, type AppProcess } from './support/app';

async function queueDocuments(app: AppProcess, cookie: string, files: string[]): Promise<void> {
  for (const file of files) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(path.join(CORPUS_DIR, file)))]), file);
    const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
    if (res.status !== 201) throw new Error(`upload of ${file}: HTTP ${res.status} ${await res.text()}`);
  }
}

async function countFinished(databaseUrl: string): Promise<{ finished: number; failed: number; errors: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*) filter (where status in ('completed', 'error'))::int as finished, count(*) filter (where status = 'error')::int as failed,
              coalesce(array_agg(original_name || ': ' || error) filter (where status = 'error'), '{}') as errors from documents`,
    );
    return rows[0] as { finished: number; failed: number; errors: string[] };
  } finally {
    await client.end();
  }
}

async function runWithWorkers(
  simUrl: string,
  storage: Record<string, string>,
  files: string[],
  workers: number,
  pinned = false,
): Promise<{ seconds: number; queuedSeconds: number; perMinute: number; failed: number; errors: string[]; busy: number[] }> {
  const db = await createPostgresDatabase();
  const env = { SIM_URL: simUrl, SIM_DEVELOPER_KEY: `0x${'7'.repeat(64)}`, DATABASE_URL: db.url, ...storage };
  const started: AppProcess[] = [];
  try {
    const front = await startBenchApp({ ...env, JOB_CONCURRENCY: '0' });
    started.push(front);
    const { cookie } = await signInOwner(front, simUrl, `docs-${workers}@bench.example`, 3);
    // The workers are up (healthy, PDF reader warmed) before the first document is queued: their start-up is the
    // server benchmark's figure, not throughput. Two instances booting at once on two cores would otherwise count
    // each other's boot.
    const workerApps = await Promise.all(Array.from({ length: workers }, () => startBenchApp({ ...env, JOB_CONCURRENCY: '1' })));
    started.push(...workerApps);
    // each worker on a core of its own, as instances deployed side by side each have theirs; the OCR processes a
    // worker starts inherit its core
    if (pinned) workerApps.forEach((app, i) => execFileSync('taskset', ['-a', '-p', '-c', String(i % cpus().length), String(app.pid)], { stdio: 'ignore' }));
    const cpuBefore = await Promise.all(workerApps.map((app) => cpuMs(app.pid, { children: true })));
    const t0 = performance.now();
    await queueDocuments(front, cookie, files);
    const queuedSeconds = (performance.now() - t0) / 1000;
    let done = await countFinished(db.url);
    while (done.finished < files.length) {
      await new Promise((r) => setTimeout(r, 250));
      done = await countFinished(db.url);
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpuAfter = await Promise.all(workerApps.map((app) => cpuMs(app.pid, { children: true })));
    // how much of the time each worker (its OCR runs included) had a core busy: a worker kept waiting on another
    // (a lock, a shared queue) shows as a lower figure with two than with one
    const busy = cpuAfter.map((ms, i) => (ms - cpuBefore[i]) / 1000 / seconds);
    return { seconds, queuedSeconds, perMinute: (files.length / seconds) * 60, failed: done.failed, errors: done.errors, busy };
  } finally {
    for (const app of started) await app.stop();
    await db.drop();
  }
}

export const documentsBench: BenchModule = {
  name: 'documents',
  about: 'throughput of 100 queued documents with 1 and 2 worker instances on one Postgres',
  async run(args) {
    const count = 100;
    const corpus = (await readdir(path.join(CORPUS_DIR))).filter((f) => /\.(pdf|png|jpe?g|docx?|txt)$/i.test(f)).sort();
    if (!corpus.length) throw new Error(`no documents in ${CORPUS_DIR}`);
    const files = Array.from({ length: count }, (_, i) => corpus[i % corpus.length]);
    const sim = await startSimulatorProcess();
    const s3 = await startS3TestServer();
    try {
      // --pinned: only the runs with a core per worker (what serialises workers shows without the cores they share)
      const shared = args.includes('--pinned') ? null : { one: await runWithWorkers(sim.url, s3.env('one-worker'), files, 1), two: await runWithWorkers(sim.url, s3.env('two-workers'), files, 2) };
      const onePinned = await runWithWorkers(sim.url, s3.env('one-pinned'), files, 1, true);
      const twoPinned = await runWithWorkers(sim.url, s3.env('two-pinned'), files, 2, true);
      const figures: Figure[] = [
        ...(shared
          ? [
              figure(`${count} documents, 1 worker: documents that failed`, shared.one.failed, 'documents', { atMost: 0 }),
              figure(`${count} documents, 2 workers: documents that failed`, shared.two.failed, 'documents', { atMost: 0 }),
              figure(`${count} documents, 1 worker: time to all done`, shared.one.seconds, 's'),
              figure(`${count} documents, 1 worker: documents per minute`, shared.one.perMinute, 'docs/min'),
              figure(`${count} documents, 2 workers: time to all done`, shared.two.seconds, 's'),
              figure(`${count} documents, 2 workers: documents per minute`, shared.two.perMinute, 'docs/min'),
              figure('2 workers against 1 (speed-up)', shared.two.perMinute / shared.one.perMinute, 'x'),
            ]
          : []),
        figure(`${count} documents, workers on a core each: documents that failed`, onePinned.failed + twoPinned.failed, 'documents', { atMost: 0 }),
        figure(`${count} documents, 1 worker on 1 core: documents per minute`, onePinned.perMinute, 'docs/min'),
        figure(`${count} documents, 2 workers on a core each: documents per minute`, twoPinned.perMinute, 'docs/min'),
        figure('2 workers on a core each against 1 on 1 core (speed-up)', twoPinned.perMinute / onePinned.perMinute, 'x', { atLeast: 1.7 }),
        figure('1 worker on 1 core: share of the time its core was busy', onePinned.busy[0] * 100, '%'),
        figure('2 workers on a core each: share of the time their cores were busy', (twoPinned.busy.reduce((a, b) => a + b, 0) / twoPinned.busy.length) * 100, '%'),
      ];
      await saveResults('documents', figures, { count, ...shared, onePinned, twoPinned, formats: [...new Set(files.map((f) => path.extname(f)))] });
      return figures;
    } finally {
      await s3.close();
      await sim.stop();
    }
  },
};
