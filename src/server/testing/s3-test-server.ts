import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every request's AWS signature against them. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the bucket's objects and open multi-part uploads, as plain files. */
  directory: string;
  /** The app's environment for this store (STORAGE_URL and the S3_* variables), files under `prefix`. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver, from npm) on a free local port, with one empty bucket, its data in a temp folder. */
export async function startS3TestServer(bucket = 'docs'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vc-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
