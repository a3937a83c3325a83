import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStorageKey, sanitizeFileName } from './file-storage';
import { createLocalStorage } from './local-storage';

describe('sanitizeFileName', () => {
  it.each([
    ['invoice.pdf', 'invoice.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system.ini', 'system.ini'],
    ['my scan (1).JPG', 'my_scan_1.JPG'],
    ['...hidden', 'hidden'],
    ['', 'file'],
    ['../', 'file'],
    ['reçu été.png', 'recu_ete.png'],
  ])('%j -> %j', (input, expected) => expect(sanitizeFileName(input)).toBe(expected));

  it('builds {vehicleId}/{docId}-{safeName}', () => {
    expect(documentStorageKey('veh-1', 'doc-2', '../a b.pdf')).toBe('veh-1/doc-2-a_b.pdf');
    expect(documentStorageKey(null, 'doc-2', 'a.pdf')).toBe('unassigned/doc-2-a.pdf');
  });
});

describe('local storage', () => {
  let root: string;
  let now = 1_700_000_000_000;
  let storage: ReturnType<typeof createLocalStorage>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vc-files-'));
    storage = createLocalStorage({ root, secret: 'test-secret', now: () => now });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes streams and never overwrites', async () => {
    const key = 'v1/d1-a.txt';
    expect(await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    await expect(storage.put(key, Buffer.from('other'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await storage.withLocalPath(key, (file) => readFile(file, 'utf8'))).toBe('hello world');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
  });

  it('refuses keys that escape the root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a/b/c', 'a\\b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key|escapes/);
    }
  });

  it('signs URLs that expire after an hour and cannot be tampered with', async () => {
    const url = await storage.signedUrl('v1/d2-b.pdf');
    const q = Object.fromEntries(new URL(url, 'http://x').searchParams);
    expect(Number(q.exp) - Math.floor(now / 1000)).toBe(3600);
    expect(storage.verifySignedUrl(q)).toBe('v1/d2-b.pdf');
    expect(storage.verifySignedUrl({ ...q, key: 'v1/d3-c.pdf' })).toBeNull();
    expect(storage.verifySignedUrl({ ...q, exp: String(Number(q.exp) + 10) })).toBeNull();
    expect(storage.verifySignedUrl({ ...q, sig: undefined })).toBeNull();
    now += 3601 * 1000;
    expect(storage.verifySignedUrl(q)).toBeNull();
  });
});
