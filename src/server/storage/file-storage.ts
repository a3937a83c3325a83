import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk by default (local-storage.ts), an S3-compatible object store when
 * STORAGE_URL says so (s3-storage.ts). Keys are `{folder}/{name}` (see documentStorageKey).
 */
export interface FileStorage {
  /** Writes a new object from a stream without holding it all in memory; rejects with code 'EEXIST' rather than overwrite. Returns bytes written. A failed write leaves nothing behind. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  read(key: string): Readable;
  /** Runs `use` with a filesystem path to the file (readers that need one); a remote store's temporary copy is removed after. */
  withLocalPath<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored object with its last modification time (ms since epoch). */
  list(): AsyncIterable<{ key: string; modifiedAt: number }>;
  /** A time-limited link to the file (default one hour): the app's /api/files for local disk, the store's own signed URL for S3. */
  signedUrl(key: string, opts?: { ttlSeconds?: number; download?: boolean }): Promise<string>;
  /** The key a link to /api/files was signed for, or null (always null where links point at the store). */
  verifySignedUrl(query: { key?: string; exp?: string; sig?: string }): string | null;
  close?(): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_.\- ]+$/;

/** Returns the key when it is a well-formed `{folder}/{name}` storage key; throws otherwise. */
export function checkStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const contentTypeForKey = (key: string): string => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** The name a download is saved under: the stored name without its document id. */
export const downloadNameForKey = (key: string): string => path.basename(key).replace(/^[0-9a-f-]{36}-/, '');

export const SIGNED_URL_TTL_SECONDS = 3600;

/** Makes a file name safe for storage keys: no path parts, no control or odd characters, bounded length. */
export function sanitizeFileName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.\- ]+/g, '')
    .replace(/\s+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\-_]+/, '')
    .slice(-120);
  return cleaned || 'file';
}

/** `{vehicleId}/{docId}-{safeName}`; "unassigned" stands in while a document has no vehicle yet. */
export function documentStorageKey(vehicleId: string | null, docId: string, originalName: string): string {
  return `${vehicleId ?? 'unassigned'}/${docId}-${sanitizeFileName(originalName)}`;
}
