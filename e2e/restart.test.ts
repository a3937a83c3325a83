import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadedDocument } from '../src/shared/api/documents';
import { startApp, type AppProcess } from './support/app-process';
import { signInWithApi } from './support/journeys';

const CORPUS = path.resolve(import.meta.dirname, '../bench/corpus');
const SCAN = 'doc-002-scan-pdf.pdf';

async function listDocuments(app: AppProcess, cookie: string): Promise<UploadedDocument[]> {
  const res = await fetch(`${app.url}/api/trpc/documents.list?batch=1&input=${encodeURIComponent('{}')}`, { headers: { cookie } });
  return ((await res.json()) as { result: { data: UploadedDocument[] } }[])[0].result.data;
}

describe('a crash in the middle of processing a document', () => {
  const dataDir = mkdtemp(path.join(tmpdir(), 'vc-restart-'));
  const apps: AppProcess[] = [];
  afterAll(async () => {
    for (const app of apps) await app.stop();
    await rm(await dataDir, { recursive: true, force: true });
  });

  it('is recovered when the app starts again on the same data', async () => {
    const env = { JOB_LOCK_SECONDS: '3' };
    const first = await startApp(env, { dataDir: await dataDir });
    apps.push(first);
    const cookie = await signInWithApi(first.url, first.simUrl, 'crash@example.com');

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(path.join(CORPUS, 'files', SCAN)))]), 'scanned-registration.pdf');
    const res = await fetch(`${first.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: { id: string } };
    // The scan takes about a second to OCR: it is still being read when the process dies.
    expect((await listDocuments(first, cookie)).find((d) => d.id === document.id)?.status).toBe('processing');
    await first.crash();

    const second = await startApp(env, { dataDir: await dataDir });
    apps.push(second);
    let doc: UploadedDocument | undefined;
    await expect
      .poll(
        async () => {
          doc = (await listDocuments(second, cookie)).find((d) => d.id === document.id);
          return doc?.status;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('completed');
    const expected = JSON.parse(await readFile(path.join(CORPUS, 'expected.json'), 'utf8'))[SCAN];
    expect(doc?.vin).toBe(expected.vin);
  });
});
