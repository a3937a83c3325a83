import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** The storage driver the configuration names: local disk under DATA_DIR, or the S3-compatible bucket of STORAGE_URL. */
export function createFileStorage(config: Pick<Config, 'storage' | 'dataDir'>, secret: string): FileStorage {
  if (config.storage.kind === 'local') return createLocalStorage({ root: path.join(config.dataDir, 'files'), secret });
  const { kind: _kind, ...s3 } = config.storage;
  return createS3Storage({ ...s3, tmpDir: path.join(config.dataDir, 'tmp') });
}
