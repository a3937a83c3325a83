import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadedDocument } from '../src/shared/api/documents';
import { startApp, type AppProcess } from './support/app-process';
import { signInWithApi } from './support/journeys';

const CORPUS = path.resolve(import.meta.dirname, '../bench/corpus');
/** Ten documents of every kind, scans first: the first is being OCRed when the process dies, the rest are queued. */
const FILES = [
  'doc-002-scan-pdf.pdf',
  'doc-008-scan-pdf.pdf',
  'doc-003-scan-png.png',
  'doc-004-photo-jpg.jpg',
  'doc-001-text-pdf.pdf',
  'doc-005-docx.docx',
  'doc-006-txt.txt',
  'doc-014-scan-pdf.pdf',
  'doc-009-scan-png.png',
  'doc-012-txt.txt',
];

async function listDocuments(app: AppProcess, cookie: string): Promise<UploadedDocument[]> {
  const res = await fetch(`${app.url}/api/trpc/documents.list?batch=1&input=${encodeURIComponent('{"limit":100}')}`, { headers: { cookie } });
  return ((await res.json()) as { result: { data: { items: UploadedDocument[] } } }[])[0].result.data.items;
}

describe('a crash in the middle of processing documents', () => {
  const dataDir = mkdtemp(path.join(tmpdir(), 'vc-restart-'));
  const apps: AppProcess[] = [];
  afterAll(async () => {
    for (const app of apps) await app.stop();
    await rm(await dataDir, { recursive: true, force: true });
  });

  it('is recovered when the app starts again on the same data: all ten end completed or error', async () => {
    const env = { JOB_LOCK_SECONDS: '3' };
    const first = await startApp(env, { dataDir: await dataDir });
    apps.push(first);
    const cookie = await signInWithApi(first.url, first.simUrl, 'crash@example.com');

    const ids: string[] = [];
    for (const name of FILES) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await readFile(path.join(CORPUS, 'files', name)))]), name);
      const res = await fetch(`${first.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
      expect(res.status, name).toBe(201);
      ids.push(((await res.json()) as { document: { id: string } }).document.id);
    }
    // The scans take a second or more each to OCR: most are still waiting or being read when the process dies.
    const before = await listDocuments(first, cookie);
    expect(before.filter((d) => ids.includes(d.id) && d.status === 'processing').length).toBeGreaterThanOrEqual(5);
    await first.crash();

    const second = await startApp(env, { dataDir: await dataDir });
    apps.push(second);
    let docs: UploadedDocument[] = [];
    await expect
      .poll(
        async () => {
          docs = (await listDocuments(second, cookie)).filter((d) => ids.includes(d.id));
          return docs.filter((d) => d.status === 'processing').map((d) => d.originalName);
        },
        { timeout: 180_000, interval: 1000 },
      )
      .toEqual([]);
    expect(docs).toHaveLength(FILES.length);
    for (const doc of docs) expect(['completed', 'error'], `${doc.originalName}: ${doc.error}`).toContain(doc.status);
    // These are readable documents: the crash must not have turned them into errors.
    expect(docs.filter((d) => d.status === 'completed').map((d) => d.originalName).sort()).toEqual([...FILES].sort());
    const expected = JSON.parse(await readFile(path.join(CORPUS, 'expected.json'), 'utf8'));
    const scan = docs.find((d) => d.originalName === FILES[0]);
    expect(scan?.vin).toBe(expected[FILES[0]].vin);
  }, 300_000);
});
