import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

/**
 * The storage driver the configuration names: local disk under DATA_DIR, or the S3-compatible bucket of STORAGE_URL
 * (whose client library is loaded only then).
 */
export async function createFileStorage(config: Pick<Config, 'storage' | 'dataDir'>, secret: string): Promise<FileStorage> {
  if (config.storage.kind === 'local') return createLocalStorage({ root: path.join(config.dataDir, 'files'), secret });
  const { kind: _kind, ...s3 } = config.storage;
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({ ...s3, tmpDir: path.join(config.dataDir, 'tmp') });
}
