import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentProgress } from '../../../shared/api/documents';
import type { Database } from '../../db/connection';
import { claimNextJob, createDocument, createUser, enqueueJob, findDocument } from '../../db/repositories';
import type { User } from '../../db/schema';
import { createEtaEstimator } from '../../jobs/eta';
import { createProgressBus } from '../../jobs/progress-bus';
import { createLlmDocumentReader } from '../../ai/document-reader';
import { createLogger } from '../../logger';
import { createLocalStorage } from '../../storage/local-storage';
import { startOpenAiCompatibleServer } from '../../testing/openai-compatible-test-server';
import { testDatabaseTargets } from '../../testing/test-databases';
import { correctDocument } from './documents-service';
import { PROCESS_DOCUMENT_JOB, PROGRESS_STEPS, processDocumentJob, type ProcessDeps } from './process-document';
import { buildFormSvg, renderSvgToPng } from './read/test-support/make-images';
import { buildHugeImagePdf, buildManyPagePdf } from './read/test-support/make-hostile-pdf';
import { buildPdf } from './read/test-support/make-pdf';
import { buildDocx } from './read/test-support/make-zip';

const VIN = '1HGCM82633A004352';
const LINES = ['VEHICLE REGISTRATION CARD', `VIN: ${VIN}`, 'Plate Number: 7ABC123', 'Registration Expires: 03/15/2031'];
const ALL_STEPS = Object.values(PROGRESS_STEPS).map(([progress, step]) => ({ progress, step }));

async function registrationPng(): Promise<Buffer> {
  const rows = [
    { label: 'VIN', value: VIN },
    { label: 'Plate Number', value: '7ABC123' },
    { label: 'Registration Expires', value: '03/15/2031' },
  ];
  return renderSvgToPng(buildFormSvg('VEHICLE REGISTRATION CARD', rows));
}

const FILES: { kind: string; name: string; build: () => Promise<Buffer> }[] = [
  { kind: 'TXT', name: 'registration.txt', build: async () => Buffer.from(LINES.join('\n')) },
  { kind: 'DOCX', name: 'registration.docx', build: async () => buildDocx(LINES) },
  { kind: 'text PDF', name: 'registration.pdf', build: () => buildPdf([{ kind: 'text', items: LINES.map((text, i) => ({ text, x: 50, y: 700 - i * 24 })) }]) },
  { kind: 'scanned PDF', name: 'scan.pdf', build: async () => buildPdf([{ kind: 'image', jpeg: await sharp(await registrationPng()).jpeg().toBuffer() }]) },
  { kind: 'PNG', name: 'scan.png', build: registrationPng },
  { kind: 'JPG', name: 'photo.jpg', build: async () => sharp(await registrationPng()).jpeg({ quality: 85 }).toBuffer() },
];

describe.each(testDatabaseTargets())('processDocumentJob ($name)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;
  let user: User;
  let deps: ProcessDeps;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    ({ database, drop } = await target.create());
    dir = await mkdtemp(path.join(tmpdir(), 'vc-process-'));
    user = await createUser(database.db, { walletAddress: '0x3000000000000000000000000000000000000030' });
    const logger = createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
    deps = { db: database.db, storage: createLocalStorage({ root: dir, secret: 'test-secret' }), logger, bus: await createProgressBus(), eta: createEtaEstimator() };
  });
  afterAll(async () => {
    await drop?.();
    await rm(dir, { recursive: true, force: true });
  });

  /** Stores the file, queues its job as the upload route does, runs the job, and returns every progress event. */
  async function process(name: string, body: Buffer, extra: Partial<ProcessDeps> = {}) {
    const key = `unassigned/${Date.now()}-${name}`;
    await deps.storage.put(key, body);
    const doc = await createDocument(database.db, user.id, { vehicleId: null, tokenId: null, type: 'registration', filename: name, originalName: name, size: body.length, mimeType: null, storagePath: key, status: 'processing' });
    await enqueueJob(database.db, { kind: PROCESS_DOCUMENT_JOB, payload: { documentId: doc.id, userId: user.id } });
    const job = (await claimNextJob(database.db, 'test-worker', 60_000, [PROCESS_DOCUMENT_JOB]))!;
    const events: DocumentProgress[] = [];
    const stop = deps.bus.subscribe(doc.id, (event) => events.push(event));
    try {
      await processDocumentJob({ ...deps, ...extra }, job, { isFinalAttempt: true });
    } finally {
      stop();
    }
    return { events, doc: await findDocument(database.db, user.id, doc.id) };
  }

  it.each(FILES)("reports every one of SPEC's steps, in order, for a $kind", async ({ name, build }) => {
    const { events, doc } = await process(name, await build());
    expect(doc?.status, doc?.error ?? '').toBe('completed');
    expect(doc?.processedData?.vin).toBe(VIN);
    expect(events.map(({ progress, step }) => ({ progress, step }))).toEqual(ALL_STEPS);
  });

  it('logs a failed AI reading with the document id and keeps the local one', async () => {
    const llm = await startOpenAiCompatibleServer(() => ({ kind: 'error', status: 500, message: 'model overloaded' }));
    try {
      const reader = createLlmDocumentReader({ baseUrl: llm.baseUrl, apiKey: 'k', model: 'doc-model' });
      const { doc } = await process('ai-registration.txt', Buffer.from(LINES.join('\n')), { llm: reader });
      expect(llm.requests.length).toBeGreaterThan(0);
      expect(doc?.status).toBe('completed');
      expect(doc?.processedData?.vin).toBe(VIN);
      expect(logs).toContainEqual(
        expect.objectContaining({ level: 40, documentId: doc!.id, llmError: expect.stringContaining('model overloaded'), msg: 'AI document reader failed; the local reading was used' }),
      );
    } finally {
      await llm.close();
    }
  });

  it('ends a document that takes longer than its time box in error, at the deadline, with the reason', async () => {
    const jpeg = await sharp(await registrationPng()).jpeg().toBuffer();
    const scans = await buildPdf(Array.from({ length: 4 }, () => ({ kind: 'image' as const, jpeg })));
    const started = Date.now();
    const { doc, events } = await process('slow-scan.pdf', scans, { timeoutMs: 700 });
    expect(Date.now() - started).toBeLessThan(700 + 3000);
    expect(doc).toMatchObject({ status: 'error', error: 'Reading this file took too long. Please try a smaller or simpler file.' });
    expect(events.at(-1)).toMatchObject({ status: 'error', error: doc!.error });
  });

  it('ends a PDF holding a 10,000 x 10,000 image in error, saying why', async () => {
    const { doc } = await process('huge-image.pdf', buildHugeImagePdf(10_000, 10_000));
    expect(doc).toMatchObject({ status: 'error', error: expect.stringContaining('image too large to read') });
  });

  it('ends a PDF declaring 3,000 pages in error, saying how many pages are read', async () => {
    const { doc, events } = await process('thousands.pdf', buildManyPagePdf(3000));
    expect(doc).toMatchObject({ status: 'error', error: 'This PDF has 3,000 pages; documents up to 50 pages are read.', processedData: null });
    expect(events.at(-1)).toMatchObject({ status: 'error', error: doc!.error });
  });

  it('reads the first 10 pages of a 40-page PDF and notes in processedData how many of how many were read', async () => {
    const { doc } = await process('forty.pdf', buildManyPagePdf(40, (page) => (page === 1 ? LINES : [`Page ${page} terms and conditions`])));
    expect(doc?.status, doc?.error ?? '').toBe('completed');
    expect(doc?.processedData).toMatchObject({ vin: VIN, pages: { read: 10, total: 40 } });
    // The owner's correction keeps the note: it is about the reading, not a fact the browser sends back.
    const { pages: _pages, ...facts } = doc!.processedData!;
    await correctDocument(deps, user, doc!.id, { ...facts, vehicleInfo: { ...facts.vehicleInfo, color: 'Blue' } });
    expect((await findDocument(database.db, user.id, doc!.id))?.processedData).toMatchObject({ vehicleInfo: { color: 'Blue' }, pages: { read: 10, total: 40 } });
  });

  it('stores a receipt whose date order nothing on it decides, its dates flagged and the other reading offered', async () => {
    const receipt = ['OIL CHANGE', `VIN: ${VIN}`, 'Service date: 03/04/2026', 'Odometer: 45,000 km', 'Next service: 09/04/2026', 'Total 45.00'];
    const { doc } = await process('receipt.txt', Buffer.from(receipt.join('\n')));
    expect(doc?.status, doc?.error ?? '').toBe('completed');
    expect(doc?.processedData?.dateOrder).toMatchObject({ decided: false, ambiguousFields: ['serviceInfo.serviceDate', 'serviceInfo.nextServiceDate'] });
    expect(doc?.processedData?.confidence?.['serviceInfo.serviceDate']).toBeLessThan(0.7);
    expect(doc?.processedData?.candidates?.['serviceInfo.serviceDate']?.[0]).toMatchObject({ value: '2026-04-03' });
  });

  it('notes nothing about pages when a document was read whole', async () => {
    const { doc } = await process('two.pdf', buildManyPagePdf(2, (page) => (page === 1 ? LINES : ['Page 2 terms and conditions'])));
    expect(doc?.status, doc?.error ?? '').toBe('completed');
    expect(doc?.processedData?.vin).toBe(VIN);
    expect(doc?.processedData).not.toHaveProperty('pages');
  });
});
