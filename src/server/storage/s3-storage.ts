import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SIGNED_URL_TTL_SECONDS, checkStorageKey, contentTypeForKey, downloadNameForKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Folder inside the bucket ('' for the bucket's root); keys are stored as `prefix/key`. */
  prefix: string;
  /** An S3-compatible store's URL (MinIO, R2); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Static keys; without them the SDK's default chain (instance role, shared files) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Where readers that need a file path get a temporary copy. */
  tmpDir: string;
}

/** Parts of a streamed upload: at most PART_SIZE x QUEUE_SIZE bytes of one upload are in memory at a time. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2) through the official AWS SDK: uploads stream
 * in parts, downloads are links signed by the store itself, so every app instance serves every file.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage & { client: S3Client } {
  const config: S3ClientConfig = {
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.credentials,
    // Checksums only where S3 requires them: third-party stores do not all accept the SDK's newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(config);
  const prefix = opts.prefix.replace(/^\/+|\/+$/g, '');
  const objectKey = (key: string) => (prefix ? `${prefix}/${checkStorageKey(key)}` : checkStorageKey(key));
  const Bucket = opts.bucket;

  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  };

  return {
    client,
    async put(key, body) {
      // Keys carry a fresh document id, so this check only guards against a caller's mistake, like the local driver's.
      if (await exists(key)) throw Object.assign(new Error(`storage key exists: ${key}`), { code: 'EEXIST' });
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => (size += chunk.length));
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: counted, ContentType: contentTypeForKey(key) },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // A failing source fails the stream the upload reads, so the upload aborts (a multi-part upload is aborted
      // and its parts dropped; a single part is never sent) before this rejects. A failing store stops the source.
      const uploaded = upload.done().catch((err: unknown) => {
        counted.destroy(err as Error);
        throw err;
      });
      const [piped, stored] = await Promise.allSettled([pipeline(source, counted), uploaded]);
      if (piped.status === 'rejected' || stored.status === 'rejected') {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })).catch(() => {});
        throw piped.status === 'rejected' ? piped.reason : (stored as PromiseRejectedResult).reason;
      }
      return { size };
    },
    read(key) {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: objectKey(key) }))
        .then((res) => pipeline(res.Body as Readable, out))
        .catch((err) => out.destroy(isNotFound(err) ? Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' }) : err));
      return out;
    },
    async withLocalPath(key, use) {
      await mkdir(opts.tmpDir, { recursive: true });
      const dir = await mkdtemp(path.join(opts.tmpDir, 'object-'));
      try {
        const file = path.join(dir, path.basename(key));
        await pipeline(this.read(key), createWriteStream(file, { flags: 'wx' }));
        return await use(file);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    exists,
    async *list() {
      const listPrefix = prefix ? `${prefix}/` : undefined;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: listPrefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const key = listPrefix ? object.Key.slice(listPrefix.length) : object.Key;
          try {
            checkStorageKey(key);
          } catch {
            continue; // something else's object in the same bucket
          }
          yield { key, modifiedAt: object.LastModified?.getTime() ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async signedUrl(key, { ttlSeconds = SIGNED_URL_TTL_SECONDS, download = false } = {}) {
      const name = downloadNameForKey(key).replace(/"/g, '');
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ResponseContentDisposition: `${download ? 'attachment' : 'inline'}; filename="${name}"`,
        ResponseContentType: contentTypeForKey(key),
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds });
    },
    /** Links point at the store, never at the app's /api/files. */
    verifySignedUrl: () => null,
    async close() {
      client.destroy();
    },
  };
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
