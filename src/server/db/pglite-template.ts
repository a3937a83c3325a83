import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A fresh PGlite database spends most of the app's start-up in initdb and the migrations. The first fresh database
 * migrated with a given set of migrations (and PGlite version) is saved here as a tarball, before anything else is
 * written to it, and later fresh databases start from that copy instead.
 */
export const DEFAULT_TEMPLATE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache/vehicle-companion');
const PREFIX = 'pglite-template-';

async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The template's file: named by a hash of what the migrator reads (the SQL files and the journal) and the PGlite version. */
export async function templatePath(templateDir: string, migrationsDir: string): Promise<string> {
  const hash = createHash('sha256').update(await pgliteVersion());
  const files = [...(await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort(), 'meta/_journal.json'];
  for (const file of files) hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  return path.join(templateDir, `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The saved template, or undefined when there is none (or it cannot be read). */
export async function readTemplate(file: string): Promise<Blob | undefined> {
  const data = await readFile(file).catch(() => undefined);
  return data ? new Blob([data]) : undefined;
}

/**
 * Saves a just-migrated database as the template (written aside, then renamed: readers never see half a file) and
 * removes the templates of other migrations. A failure only costs the next start-up its head start.
 */
export async function saveTemplate(client: PGlite, file: string): Promise<void> {
  try {
    await client.exec('CHECKPOINT');
    const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const aside = `${file}.${randomUUID()}.tmp`;
    await writeFile(aside, tar);
    await rename(aside, file);
    for (const name of await readdir(dir)) {
      if (name.startsWith(PREFIX) && name !== path.basename(file) && !name.endsWith('.tmp')) await rm(path.join(dir, name), { force: true });
    }
  } catch {
    // The cache is an optimisation: a read-only or full disk leaves start-up as it was.
  }
}
