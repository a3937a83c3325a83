import type { Readable } from 'node:stream';

/** Where uploaded files live. Local disk by default; an S3-compatible driver implements the same interface. */
export interface FileStorage {
  /** Writes a new object; rejects with code 'EEXIST' rather than overwrite. Returns bytes written. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  read(key: string): Readable;
  /** A filesystem path for readers that need one (local driver); other drivers download to a temp file. */
  localPath(key: string): Promise<string>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored object with its last modification time (ms since epoch). */
  list(): AsyncIterable<{ key: string; modifiedAt: number }>;
  /** A time-limited download URL path (default one hour). */
  signedUrl(key: string, opts?: { ttlSeconds?: number; downloadName?: string }): string;
  verifySignedUrl(query: { key?: string; exp?: string; sig?: string }): string | null;
}

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
