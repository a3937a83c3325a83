import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';
import { createFileStorage } from './create-file-storage';
import { createS3Storage } from './s3-storage';

const MB = 1024 * 1024;

/** `size` bytes of a repeatable pattern, made lazily in 1 MB chunks; `failAfter` bytes in, the stream errors. */
function generated(size: number, opts: { failAfter?: number; onChunk?: (producedBytes: number) => Promise<void> } = {}): Readable {
  return Readable.from(
    (async function* () {
      let produced = 0;
      while (produced < size) {
        if (opts.failAfter !== undefined && produced >= opts.failAfter) throw new Error('client went away mid-upload');
        const chunk = Buffer.alloc(Math.min(MB, size - produced), produced / MB);
        produced += chunk.length;
        await opts.onChunk?.(produced);
        yield chunk;
      }
    })(),
  );
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage against a real S3-protocol server', () => {
  let s3: S3TestServer;
  let dataDir: string;
  let storage: ReturnType<typeof createS3Storage>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'vc-s3-data-'));
    storage = (await createFileStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env('tenant-a/files') }), 'unused')) as ReturnType<typeof createS3Storage>;
  });
  afterAll(async () => {
    await storage?.close?.();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('streams a multi-part upload, reads it back byte for byte, and never overwrites', async () => {
    const key = 'veh-1/doc-1-big.pdf';
    const size = 12 * MB + 123;
    expect(await storage.put(key, generated(size))).toEqual({ size });
    expect(await storage.exists(key)).toBe(true);
    const back = await drain(storage.read(key));
    expect(back.length).toBe(size);
    expect(sha(back)).toBe(sha(await drain(generated(size))));
    await expect(storage.put(key, Buffer.from('other'))).rejects.toMatchObject({ code: 'EEXIST' });
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // deleting twice is fine
  });

  it('keeps at most a few parts of an upload in memory: the source is read as the store takes it', async () => {
    const key = 'veh-1/doc-2-stream.pdf';
    const uploadsDir = path.join(s3.directory, s3.bucket);
    let maxAhead = 0;
    // Before each new megabyte is made: how far is the source ahead of what has reached the store's disk?
    const onChunk = async (produced: number) => {
      maxAhead = Math.max(maxAhead, produced - (await bytesUnder(uploadsDir)));
    };
    await storage.put(key, generated(40 * MB, { onChunk }));
    expect(await storage.exists(key)).toBe(true);
    // Two 5 MB parts in flight, one being filled, and stream buffers: far below the 40 MB a buffering upload holds.
    expect(maxAhead).toBeLessThan(20 * MB);
    await storage.delete(key);
  });

  it('a failure in the middle of an upload leaves no object behind, single-part or multi-part', async () => {
    const sent: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    try {
      for (const [key, failAfter] of [
        ['veh-1/doc-3-small.pdf', 2 * MB],
        ['veh-1/doc-4-large.pdf', 16 * MB],
      ] as const) {
        await expect(storage.put(key, generated(20 * MB, { failAfter }))).rejects.toThrow(/client went away/);
        expect(await storage.exists(key)).toBe(false);
      }
    } finally {
      storage.client.middlewareStack.remove('recordCommands');
    }
    expect(await listKeys()).toEqual([]);
    expect(await bytesUnder(path.join(s3.directory, s3.bucket), { parts: false })).toBe(0);
    // The small one never reached the store; the large one's open multi-part upload was aborted, so a real store
    // drops its parts (s3rver answers the abort with 405 and keeps them as files, which is why only objects are counted).
    expect(sent.filter((c) => c !== 'HeadObjectCommand' && c !== 'DeleteObjectCommand')).toEqual([
      'CreateMultipartUploadCommand',
      ...sent.filter((c) => c === 'UploadPartCommand'),
      'AbortMultipartUploadCommand',
    ]);
    expect(sent.filter((c) => c === 'UploadPartCommand').length).toBeGreaterThanOrEqual(1);
  });

  it('lists its own objects only, with their times, and gives readers a temporary local copy', async () => {
    await storage.put('veh-2/doc-5-a.txt', Buffer.from('hello'));
    await storage.put('unassigned/doc-6-b.txt', Readable.from([Buffer.from('wor'), Buffer.from('ld')]));
    await storage.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'someone-else/x.txt', Body: 'not ours' }));
    await storage.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'tenant-a/files/bad key/../x', Body: 'odd' }));
    const listed: { key: string; modifiedAt: number }[] = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed.map((f) => f.key).sort()).toEqual(['unassigned/doc-6-b.txt', 'veh-2/doc-5-a.txt']);
    for (const f of listed) expect(Math.abs(Date.now() - f.modifiedAt)).toBeLessThan(60_000);

    let copy = '';
    const text = await storage.withLocalPath('veh-2/doc-5-a.txt', async (file) => {
      copy = file;
      return readFile(file, 'utf8');
    });
    expect(text).toBe('hello');
    await expect(readFile(copy)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.withLocalPath('veh-2/missing.txt', async () => 'never')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(drain(storage.read('veh-2/missing.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('signs download links with the store itself: inline or as an attachment, and refused once expired', async () => {
    const key = 'veh-3/0b9f2c36-3c0e-4a55-8c55-4dbb2f1c9c11-invoice.pdf';
    await storage.put(key, Buffer.from('%PDF-1.4 test'));
    const inline = await storage.signedUrl(key);
    expect(inline.startsWith(`${s3.endpoint}/${s3.bucket}/tenant-a/files/veh-3/`)).toBe(true);
    let res = await fetch(inline);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.4 test');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="invoice.pdf"');

    res = await fetch(await storage.signedUrl(key, { download: true }));
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice.pdf"');

    // Signed (AWS signature v4) for an hour by default. s3rver does not check v4 signatures; real stores do.
    const query = new URL(inline).searchParams;
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(query.get('X-Amz-Expires')).toBe('3600');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const shortLived = await storage.signedUrl(key, { ttlSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(shortLived)).status).toBe(403);
    expect(storage.verifySignedUrl(Object.fromEntries(new URL(inline).searchParams))).toBeNull();
  });

  async function listKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const file of storage.list()) keys.push(file.key);
    return keys;
  }
});

/** Bytes of the objects (and, with `parts`, of the multi-part upload parts) s3rver holds under `dir`. */
async function bytesUnder(dir: string, { parts = true } = {}): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    const isObject = entry.name.endsWith('._S3rver_object');
    const isPart = /^\d+$/.test(entry.name);
    if (entry.isFile() && (isObject || (parts && isPart))) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
