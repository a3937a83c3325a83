import type { Db } from '../../db/connection';
import { findStoredPaths } from '../../db/repositories';
import type { FileStorage } from '../../storage/file-storage';

const BATCH = 500;

/**
 * Deletes stored files no document row points at: what a crash between storing an upload and committing its row
 * leaves behind. Only files older than `minAgeMs` go, so an upload in flight (on any instance) is never touched.
 * Returns the keys removed.
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: FileStorage,
  { minAgeMs = 60 * 60_000, now = Date.now() }: { minAgeMs?: number; now?: number } = {},
): Promise<string[]> {
  const removed: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    const known = await findStoredPaths(db, batch);
    for (const key of batch.filter((k) => !known.has(k))) {
      await storage.delete(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (now - file.modifiedAt < minAgeMs) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return removed;
}
