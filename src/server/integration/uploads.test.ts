import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentProgress, UploadedDocument } from '../../shared/api/documents';
import { FALLBACK_TOKEN_ID } from '../../shared/vehicle-defaults';
import { claimNextJob, createDocument, enqueueJob, findDocument, hasLiveJob, listDocuments } from '../db/repositories';
import { failOrphanedDocuments } from '../domain/documents/documents-service';
import { PROCESS_DOCUMENT_JOB } from '../domain/documents/process-document';
import { buildDocxBomb } from '../domain/documents/read/test-support/make-zip';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';
import type { Page } from '../../shared/api/pagination';

const registrationText = (vin: string) => `STATE OF CALIFORNIA - DEPARTMENT OF MOTOR VEHICLES
VEHICLE REGISTRATION CARD
VIN: ${vin}
License Plate: 8ABC123
Make: HONDA   Model: ACCORD   Year: 2021   Color: BLUE
Registered Owner: JANE DOE, 12 MAIN ST, SACRAMENTO CA 95814
Registration Expires: 03/15/2031
`;

const receiptText = (vin: string) => `QUICK LUBE EXPRESS
Invoice #4471            Date: 01/10/2026
VIN: ${vin}
Odometer In: 45,210 mi
Full synthetic oil change           $69.99
Tire rotation                       $20.00
TOTAL                               $89.99
Next service due: 07/10/2031 or 50,210 mi
`;

describe.each(testDatabaseTargets())('uploads and document processing ($name)', (target) => {
  let app: TestApp;
  let owner: { cookie: string; vehicles: SimVehicle[] };
  let stranger: { cookie: string; vehicles: SimVehicle[] };
  let ownerVehicleIds: Map<number, string>;

  const upload = async (cookie: string, name: string, body: Buffer | string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body)]), name);
    const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: cookie ? { cookie } : {}, body: form });
    return { status: res.status, json: await res.json() };
  };
  const waitForDocument = async (cookie: string, id: string): Promise<UploadedDocument> => {
    for (let i = 0; i < 300; i++) {
      const list = await app.trpcQuery<Page<UploadedDocument>>(cookie, 'documents.list');
      const doc = list.data.items.find((d) => d.id === id);
      if (doc && (doc.status === 'completed' || doc.status === 'error')) return doc;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('document never finished');
  };
  const storedFiles = async () => (await listDocuments(app.server.services.database.db, (await app.trpcQuery<{ id: string }>(owner.cookie, 'auth.me')).data.id)).length;

  beforeAll(async () => {
    app = await startTestApp(target);
    owner = await app.signIn('uploader@example.com');
    stranger = await app.signIn('stranger@example.com');
    const list = await app.trpcQuery<{ id: string; tokenId: number }[]>(owner.cookie, 'vehicles.list');
    ownerVehicleIds = new Map(list.data.map((v) => [v.tokenId, v.id]));
  });
  afterAll(async () => app?.close());

  it('refuses bad uploads with clear errors and keeps nothing', async () => {
    const before = await storedFiles();
    expect(await upload('', 'a.txt', 'hello')).toMatchObject({ status: 401, json: { title: 'Authentication required' } });
    expect(await upload(owner.cookie, 'malware.exe', 'MZ...')).toMatchObject({
      status: 415,
      json: { title: 'Invalid File Type', message: expect.stringContaining('Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.') },
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect(await upload(owner.cookie, 'scan.pdf', png)).toMatchObject({
      status: 415,
      json: { title: 'Invalid File Type', message: 'File type image/png in a .pdf file is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.' },
    });
    expect((await upload(owner.cookie, 'empty.txt', '')).status).toBe(400);
    expect(await upload(owner.cookie, 'report.docx', buildDocxBomb(200, false))).toMatchObject({ status: 422, json: { title: 'Unsafe File' } });
    const big = await upload(owner.cookie, 'big.txt', Buffer.alloc(50 * 1024 * 1024 + 10, 'a'));
    expect(big).toMatchObject({ status: 413, json: { title: 'File Too Large', message: 'File size exceeds 50MB limit. Please upload a smaller file.' } });
    const strangersCar = (await app.trpcQuery<{ id: string }[]>(stranger.cookie, 'vehicles.list')).data[0].id;
    expect((await upload(owner.cookie, 'reg.txt', registrationText(owner.vehicles[0].vin), { vehicleId: strangersCar })).status).toBe(404);
    expect(await storedFiles()).toBe(before);
  });

  it("stores a token id only when it is one of the owner's vehicles (or the demo fallback)", async () => {
    const before = await storedFiles();
    const strangersToken = String(stranger.vehicles[0].tokenId);
    for (const tokenId of [strangersToken, '123456789', 'abc']) {
      expect(await upload(owner.cookie, 'note.txt', 'a note', { tokenId })).toMatchObject({ status: 404, json: { title: 'Vehicle not found' } });
    }
    expect(await storedFiles()).toBe(before);

    const userId = (await app.trpcQuery<{ id: string }>(owner.cookie, 'auth.me')).data.id;
    const storedTokenId = async (tokenId: number) => {
      const res = await upload(owner.cookie, 'note.txt', 'a note', { tokenId: String(tokenId) });
      expect(res.status).toBe(201);
      return (await findDocument(app.server.services.database.db, userId, res.json.document.id))?.tokenId;
    };
    expect(await storedTokenId(owner.vehicles[1].tokenId)).toBe(owner.vehicles[1].tokenId);
    expect(await storedTokenId(FALLBACK_TOKEN_ID)).toBe(FALLBACK_TOKEN_ID);
  });

  it('reads a registration, matches the owner vehicle by VIN, and plans its alerts', async () => {
    const car = owner.vehicles[0];
    const res = await upload(owner.cookie, 'registration.txt', registrationText(car.vin));
    expect(res.status).toBe(201);
    const doc = await waitForDocument(owner.cookie, res.json.document.id);
    expect(doc.status).toBe('completed');
    expect(doc.vin).toBe(car.vin);
    expect(doc.processedData?.documentType).toBe('car_registration');
    expect(doc.vehicleMatch).toMatchObject({ tokenId: car.tokenId, matchType: 'exact' });
    expect(doc.type).toBe('registration');
    const dash = await app.trpcQuery<{ vehicles: { tokenId: number; alerts: { alertType: string; alertDate: string }[] }[] }>(owner.cookie, 'vehicles.dashboard');
    const alerts = dash.data.vehicles.find((v) => v.tokenId === car.tokenId)!.alerts;
    expect(alerts).toContainEqual(expect.objectContaining({ alertType: 'registration_expiry', alertDate: '2031-03-15' }));
    const otherDocs = await app.trpcQuery<Page<UploadedDocument>>(stranger.cookie, 'documents.list');
    expect(otherDocs.data.items.find((d) => d.id === doc.id)).toBeUndefined();

    expect((await app.trpcMutation(stranger.cookie, 'documents.attest', { id: doc.id })).status).toBe(404);
    const attested = await app.trpcMutation<UploadedDocument>(owner.cookie, 'documents.attest', { id: doc.id });
    expect(attested.status).toBe(200);
    expect(attested.data.dimoAttested).toBe(true);
    const state = await (await fetch(`${app.simUrl}/dev/state`)).json();
    const received = state.attestations.filter((a: { vehicleTokenId: number; source: string }) => a.vehicleTokenId === car.tokenId);
    expect(received).toHaveLength(1);
    expect(received[0].source.toLowerCase()).toBe(app.server.services.provider.signerAddress.toLowerCase());
  });

  it('records a service receipt in the maintenance history, follows corrections, and deletes cleanly', async () => {
    const car = owner.vehicles[1];
    const res = await upload(owner.cookie, 'oil-change-receipt.txt', receiptText(car.vin), { vehicleId: ownerVehicleIds.get(car.tokenId)! });
    const doc = await waitForDocument(owner.cookie, res.json.document.id);
    expect(doc.status).toBe('completed');
    expect(doc.processedData?.serviceInfo?.totalCost).toBe(89.99);
    expect(doc.processedData?.serviceInfo?.nextServiceDate).toBe('2031-07-10');

    const corrected = await app.trpcMutation<UploadedDocument>(owner.cookie, 'documents.update', {
      id: doc.id,
      processedData: { ...doc.processedData, serviceInfo: { ...doc.processedData!.serviceInfo, nextServiceDate: '2031-08-01' }, alertDates: { nextService: '2031-08-01' } },
    });
    expect(corrected.status).toBe(200);
    const dash = await app.trpcQuery<{ vehicles: { tokenId: number; alerts: { alertType: string; alertDate: string }[] }[] }>(owner.cookie, 'vehicles.dashboard');
    const alerts = dash.data.vehicles.find((v) => v.tokenId === car.tokenId)!.alerts;
    expect(alerts.filter((a) => a.alertType === 'service_due').map((a) => a.alertDate)).toEqual(['2031-08-01']);

    const url = await app.trpcQuery<{ url: string }>(owner.cookie, 'documents.downloadUrl', { id: doc.id });
    const file = await fetch(`${app.url}${url.data.url}`);
    expect(await file.text()).toContain('QUICK LUBE EXPRESS');
    expect((await app.trpcQuery(stranger.cookie, 'documents.downloadUrl', { id: doc.id })).status).toBe(404);
    expect((await app.trpcMutation(stranger.cookie, 'documents.delete', { id: doc.id })).status).toBe(404);
    expect((await app.trpcMutation(owner.cookie, 'documents.delete', { id: doc.id })).status).toBe(200);
    expect((await fetch(`${app.url}${url.data.url}`)).status).toBe(404);
  });

  it('resumes a document whose worker crashed mid-processing, and fails one that has no job left', async () => {
    const { db } = app.server.services.database;
    const me = (await app.trpcQuery<{ id: string }>(owner.cookie, 'auth.me')).data;
    const key = `unassigned/crash-registration.txt`;
    await app.server.services.storage.put(key, Buffer.from(registrationText(owner.vehicles[2].vin)));
    const doc = await createDocument(db, me.id, { type: 'registration', filename: 'crash', originalName: 'registration.txt', size: 10, storagePath: key, status: 'processing' });
    await enqueueJob(db, { kind: PROCESS_DOCUMENT_JOB, payload: { documentId: doc.id, userId: me.id }, runAfter: new Date(Date.now() + 60_000) });
    // A worker that died holding the job: claimed with a lock that has already expired.
    await db.execute(sql`update jobs set run_after = now() where payload->>'documentId' = ${doc.id}`);
    const dead = await claimNextJob(db, 'dead-worker', -1, [PROCESS_DOCUMENT_JOB]);
    expect(dead?.lockedBy).toBe('dead-worker');
    app.server.services.jobs.poke();
    const finished = await waitForDocument(owner.cookie, doc.id);
    expect(finished.status).toBe('completed');
    expect(finished.vin).toBe(owner.vehicles[2].vin);

    const orphan = await createDocument(db, me.id, { type: 'receipt', filename: 'o', originalName: 'o.txt', size: 1, storagePath: 'unassigned/orphan.txt', status: 'processing' });
    await failOrphanedDocuments(db, app.server.services.logger, (id) => hasLiveJob(db, PROCESS_DOCUMENT_JOB, 'documentId', id));
    expect(await findDocument(db, me.id, orphan.id)).toMatchObject({ status: 'error', error: expect.stringContaining('interrupted') });
  });

  it('streams live progress through the subscription', async () => {
    const res = await upload(owner.cookie, 'registration-2.txt', registrationText(owner.vehicles[0].vin));
    const id = res.json.document.id;
    const events: DocumentProgress[] = [];
    const stream = await fetch(`${app.url}/api/trpc/documents.progress?input=${encodeURIComponent(JSON.stringify({ documentId: id }))}`, {
      headers: { cookie: owner.cookie, accept: 'text/event-stream' },
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    let buffer = '';
    while (!events.some((e) => e.status === 'completed' || e.status === 'error')) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += new TextDecoder().decode(value);
      for (const line of buffer.split('\n')) {
        if (line.startsWith('data: ') && line.includes('documentId')) events.push(JSON.parse(line.slice(6)));
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    }
    await reader.cancel();
    expect(events.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    const progresses = events.map((e) => e.progress);
    expect(progresses).toEqual([...progresses].sort((a, b) => a - b));
  });
});
