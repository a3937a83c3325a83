import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from './support/app-process';
import { signInWithApi } from './support/journeys';

const CORPUS = path.resolve(import.meta.dirname, '../bench/corpus');

/** Whether the process has sharp's image library (libvips) mapped: loaded by the document reading stack only. */
async function imageLibraryLoaded(pid: number): Promise<boolean> {
  return (await readFile(`/proc/${pid}/maps`, 'utf8')).includes('libvips');
}

describe('the document reading stack', () => {
  let app: AppProcess;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => app?.stop());

  it('is not loaded by a server that has read no document, and is with the first upload', async () => {
    const cookie = await signInWithApi(app.url, app.simUrl, 'lazy-reading@example.com');
    const dashboard = await fetch(`${app.url}/api/trpc/vehicles.dashboard?batch=1&input=${encodeURIComponent('{"0":{}}')}`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    expect(await imageLibraryLoaded(app.pid)).toBe(false);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(path.join(CORPUS, 'files', 'doc-003-scan-png.png')))]), 'registration.png');
    const upload = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie, origin: app.url }, body: form });
    expect(upload.status).toBe(201);
    expect(await imageLibraryLoaded(app.pid)).toBe(true);
  });
});
