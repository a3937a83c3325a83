import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { documents } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDocument } from '../../shared/api/documents';
import { buildHostileCorpus, type HostileFile } from '../domain/documents/read/test-support/hostile-corpus';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

const CORPUS_SIZE = 1000;
const SEED = 20261123;
const PARALLEL_UPLOADS = 24;

/** Postgres when the run has one (several connections, like production), else PGlite: one target keeps the run short. */
const target = testDatabaseTargets().at(-1)!;

describe(`${CORPUS_SIZE} hostile files uploaded in parallel (${target.name})`, () => {
  let app: TestApp;
  let owners: { cookie: string; vehicleIds: string[] }[];
  let corpus: HostileFile[];
  const answers: { file: HostileFile; status: number; body: { document?: { id: string }; message?: string } }[] = [];

  beforeAll(async () => {
    [app, corpus] = await Promise.all([
      startTestApp(target, { JOB_CONCURRENCY: '2', DOCUMENT_TIMEOUT_SECONDS: '20' }),
      buildHostileCorpus(CORPUS_SIZE, SEED),
    ]);
    owners = [];
    for (const email of ['hostile-a@example.com', 'hostile-b@example.com']) {
      const { cookie } = await app.signIn(email);
      const list = await app.trpcQuery<{ id: string; tokenId: number }[]>(cookie, 'vehicles.list');
      owners.push({ cookie, vehicleIds: list.data.map((v) => v.id) });
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const upload = async (i: number, file: HostileFile) => {
    const owner = owners[i % owners.length];
    const form = new FormData();
    if (i % 3 === 0) form.append('vehicleId', owner.vehicleIds[i % owner.vehicleIds.length]);
    form.append('file', new Blob([new Uint8Array(file.body)]), file.name);
    const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie: owner.cookie }, body: form });
    answers.push({ file, status: res.status, body: await res.json().catch(() => ({})) });
  };

  it('answers every upload with 201 or a 4xx and a message, never a 5xx', async () => {
    expect(corpus).toHaveLength(CORPUS_SIZE);
    expect(new Set(corpus.map((f) => f.family)).size).toBeGreaterThanOrEqual(25);
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL_UPLOADS }, async () => {
        while (next < corpus.length) {
          const i = next++;
          await upload(i, corpus[i]);
        }
      }),
    );
    expect(answers).toHaveLength(CORPUS_SIZE);
    const bad = answers.filter((a) => a.status >= 500 || (a.status !== 201 && !a.body.message));
    expect(bad.map((a) => `${a.file.family} ${JSON.stringify(a.file.name)}: ${a.status}`)).toEqual([]);
    // The corpus is hostile, not all refused: a good share reaches the reader (and must leave it).
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThan(150);
    expect(answers.filter((a) => a.status !== 201).length).toBeGreaterThan(200);
  }, 180_000);

  it('ends every accepted document in completed or error (none stuck in processing), with a plain reason', async () => {
    const db = app.server.services.database.db;
    const stuck = async () => (await db.select({ n: count() }).from(documents).where(eq(documents.status, 'processing')))[0].n;
    await expect.poll(stuck, { timeout: 170_000, interval: 1000 }).toBe(0);
    const rows = await db.select({ status: documents.status, error: documents.error, originalName: documents.originalName }).from(documents);
    expect(rows).toHaveLength(answers.filter((a) => a.status === 201).length);
    for (const row of rows.filter((r) => r.status === 'error')) {
      expect(row.error, row.originalName).toMatch(/^[A-Z].{10,300}$/s);
      expect(row.error, row.originalName).not.toMatch(/\n\s+at |Error:|undefined|null/);
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['completed', 'error']));
    // The heavy PDFs end as they should: the huge image and the thousands of pages refused, the long one read as far as the caps allow.
    const byFamily = (family: string) => answers.filter((a) => a.file.family === family && a.status === 201).map((a) => a.body.document!.id);
    const docs = new Map<string, UploadedDocument>();
    for (const owner of owners) for (const page of await app.trpcPages<UploadedDocument>(owner.cookie, 'documents.list')) for (const d of page.items) docs.set(d.id, d);
    for (const family of ['pdf 10,000 x 10,000 image', 'pdf declaring 5,000 pages', 'pdf with 40 dense text pages']) expect(byFamily(family), family).not.toEqual([]);
    for (const id of byFamily('pdf 10,000 x 10,000 image')) expect(docs.get(id)).toMatchObject({ status: 'error', error: expect.stringContaining('image too large') });
    for (const id of byFamily('pdf declaring 5,000 pages')) expect(docs.get(id)).toMatchObject({ status: 'error', error: 'This PDF has 5,000 pages; documents up to 50 pages are read.' });
    for (const id of byFamily('pdf with 40 dense text pages')) expect(docs.get(id)).toMatchObject({ status: 'completed', processedData: { pages: { read: 10, total: 40 } } });
  }, 200_000);

  it('keeps storage and rows in step: no file (or preview) without its row, no row without its file, no temporary upload left', async () => {
    const { database, storage, config } = app.server.services;
    // a document read far enough keeps its first page's preview beside its file
    const rows = (await database.db.select({ key: documents.storagePath, preview: documents.thumbnailPath }).from(documents)).flatMap((r) => (r.preview ? [r.key, r.preview] : [r.key]));
    const files: string[] = [];
    for await (const file of storage.list()) files.push(file.key);
    expect(files.sort()).toEqual([...rows].sort());
    expect(await readdir(path.join(config.dataDir, 'tmp'))).toEqual([]);
  });

  it('is still healthy and still reads an ordinary document', async () => {
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob(['VEHICLE REGISTRATION CARD\nVIN: 1HGCM82633A004352\nRegistration Expires: 03/15/2031\n']), 'after-the-storm.txt');
    const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie: owners[0].cookie }, body: form });
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: { id: string } };
    await expect
      .poll(async () => (await app.trpcQuery<UploadedDocument>(owners[0].cookie, 'documents.get', { id: document.id })).data.status, { timeout: 30_000 })
      .toBe('completed');
  }, 60_000);
});
