import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Reads a secret kept in DATA_DIR, creating it (mode 600) on first use. */
export async function loadOrCreateSecret(dataDir: string, name: string, create: () => string = () => randomBytes(32).toString('hex')): Promise<string> {
  const file = path.join(dataDir, 'secrets', name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = create();
  try {
    await writeFile(file, value, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (err) {
    // Another instance created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw err;
  }
}
