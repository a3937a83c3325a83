import { access } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedDocument } from '../../shared/api/documents';
import { buildPdf } from '../domain/documents/read/test-support/make-pdf';
import { startCuttingProxy, type CuttingProxy } from '../testing/cutting-proxy';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseTargets } from '../testing/test-databases';
import type { Page } from '../../shared/api/pagination';

const registration = (vin: string) => `VEHICLE REGISTRATION CARD
VIN: ${vin}
License Plate: 7XYZ321
Registration Expires: 03/15/2031
`;

describe.each(testDatabaseTargets())('uploads kept in an S3-compatible store ($name)', (target) => {
  let s3: S3TestServer;
  let proxy: CuttingProxy;
  let app: TestApp;
  let owner: { cookie: string; vehicles: { tokenId: number; vin: string }[] };

  const upload = async (name: string, body: Buffer | string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(Buffer.from(body))]), name);
    const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie: owner.cookie }, body: form });
    return { status: res.status, json: await res.json() };
  };
  const documents = async () => (await app.trpcQuery<Page<UploadedDocument>>(owner.cookie, 'documents.list')).data.items;
  const objects = async () => {
    const keys: string[] = [];
    for await (const file of app.server.services.storage.list()) keys.push(file.key);
    return keys.sort();
  };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    proxy = await startCuttingProxy(s3.endpoint);
    app = await startTestApp(target, { ...s3.env('app/files'), S3_ENDPOINT: proxy.url });
    owner = await app.signIn('s3-owner@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await s3?.close();
  });

  it('stores the upload in the bucket, processes it from there, and links to the store for downloads', async () => {
    const vehicle = owner.vehicles[0];
    const sent = await upload('registration.txt', registration(vehicle.vin));
    expect(sent.status).toBe(201);
    const id = sent.json.document.id as string;
    let doc: UploadedDocument | undefined;
    for (let i = 0; i < 150 && doc?.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      doc = (await documents()).find((d) => d.id === id);
      expect(doc?.status).not.toBe('error');
    }
    expect(doc).toMatchObject({ status: 'completed', vin: vehicle.vin, vehicleMatch: { tokenId: vehicle.tokenId, matchType: 'exact' } });

    const keys = await objects();
    expect(keys).toEqual([`unassigned/${id}-registration.txt`]);
    await expect(access(path.join(app.server.services.config.dataDir, 'files'))).rejects.toMatchObject({ code: 'ENOENT' });

    const { data } = await app.trpcQuery<{ url: string }>(owner.cookie, 'documents.downloadUrl', { id, download: true });
    expect(data.url.startsWith(`${proxy.url}/${s3.bucket}/app/files/unassigned/${id}-registration.txt?`)).toBe(true);
    const file = await fetch(data.url);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(registration(vehicle.vin));
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="registration.txt"');

    expect((await app.trpcMutation(owner.cookie, 'documents.delete', { id })).status).toBe(200);
    expect(await objects()).toEqual([]);
  });

  it("keeps a PDF's first-page preview beside it in the bucket, serves it to the owner, and removes it with the document", async () => {
    const vehicle = owner.vehicles[0];
    const pdf = await buildPdf([{ kind: 'text', items: registration(vehicle.vin).trim().split('\n').map((text, i) => ({ text, x: 60, y: 720 - i * 24 })) }]);
    const sent = await upload('card.pdf', pdf);
    expect(sent.status).toBe(201);
    const id = sent.json.document.id as string;
    let doc: UploadedDocument | undefined;
    for (let i = 0; i < 150 && doc?.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      doc = (await documents()).find((d) => d.id === id);
    }
    expect(doc).toMatchObject({ status: 'completed', hasPreview: true });
    expect(await objects()).toEqual([`unassigned/${id}-card.pdf`, `unassigned/${id}-card.pdf.thumb.jpg`]);
    const preview = await fetch(`${app.url}/api/documents/${id}/thumbnail`, { headers: { cookie: owner.cookie } });
    expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(Buffer.from(await preview.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    expect((await app.trpcMutation(owner.cookie, 'documents.delete', { id })).status).toBe(200);
    expect(await objects()).toEqual([]);
  });

  it('a store failing in the middle of an upload leaves no object and no row, and the next upload works', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 'service history line\n');
    const before = (await documents()).length;
    proxy.cutAfter(7 * 1024 * 1024); // past the first 5 MB part, inside the second
    const failed = await upload('history.txt', big);
    proxy.heal();
    expect(failed).toMatchObject({ status: 500, json: { title: 'Upload failed', message: 'The document could not be saved. Please try again.' } });
    expect((await documents()).length).toBe(before);
    expect(await objects()).toEqual([]);

    const next = await upload('note.txt', 'VIN: none\nTire pressure checked.\n');
    expect(next.status).toBe(201);
    expect(await objects()).toEqual([`unassigned/${next.json.document.id}-note.txt`]);
    await app.trpcMutation(owner.cookie, 'documents.delete', { id: next.json.document.id });
  });

  it('a client that goes away in the middle of an upload leaves no object and no row', async () => {
    const before = (await documents()).length;
    const boundary = 'x-boundary';
    const req = http.request(`${app.url}/api/uploads`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(20 * 1024 * 1024) },
    });
    req.on('error', () => {});
    req.write(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="scan.txt"\r\ncontent-type: text/plain\r\n\r\n`);
    req.write(Buffer.alloc(6 * 1024 * 1024, 'a'));
    await new Promise((r) => setTimeout(r, 300));
    req.destroy();
    await new Promise((r) => setTimeout(r, 500));
    expect((await documents()).length).toBe(before);
    expect(await objects()).toEqual([]);
  });
});
