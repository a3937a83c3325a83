import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes upload temp files left by a crash mid-upload. Only files older than `maxAgeMs` go, so an upload in flight
 * on another instance sharing the data directory is never touched. Returns how many were removed.
 */
export async function sweepTempUploads(dir: string, maxAgeMs = 60 * 60_000, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith('upload-'))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > maxAgeMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
