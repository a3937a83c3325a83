import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../../project-root';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A fresh PGlite database spends most of the app's start-up in initdb and the migrations. The first fresh database
 * migrated with a given set of migrations (and PGlite version) is saved here as a tarball, before anything else is
 * written to it, and later fresh databases start from that copy instead.
 */
export const DEFAULT_TEMPLATE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/vehicle-companion');
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
  return data ? new Blob([new Uint8Array(data)]) : undefined;
}

const BLOCK = 512;
const COPY_CHUNK = 1 << 20;

/**
 * Writes the template's files into an empty data directory on disk, so PGlite opens it as an existing database.
 * Handing PGlite the tarball instead (`loadDataDir`) costs the process about 100 MB of memory it never gives back;
 * this reads the file a chunk at a time. The template is a plain ustar archive of the data directory (what
 * `dumpDataDir('none')` writes); a malformed one is an error (the caller then starts from initdb).
 */
export async function extractTemplate(file: string, dir: string): Promise<void> {
  const root = path.resolve(dir);
  const tar = await open(file, 'r');
  const header = Buffer.alloc(BLOCK);
  const chunk = Buffer.alloc(COPY_CHUNK);
  try {
    for (let at = 0; ; ) {
      if ((await tar.read(header, 0, BLOCK, at)).bytesRead < BLOCK) throw new Error('the template ends before its end-of-archive blocks');
      if (header.every((byte) => byte === 0)) return;
      const field = (from: number, length: number) => header.subarray(from, from + length).toString('utf8').replace(/\0.*$/s, '');
      const prefix = field(257, 6).startsWith('ustar') ? field(345, 155) : '';
      // Joined onto '/' first: '..' can climb no higher than the data directory.
      const name = path.posix.join('/', prefix, field(0, 100));
      const size = parseInt(field(124, 12).trim() || '0', 8);
      const type = field(156, 1) || '0';
      if (!Number.isFinite(size) || size < 0) throw new Error(`bad template entry ${name}`);
      const target = path.join(root, name);
      at += BLOCK;
      if (type === '5') await mkdir(target, { recursive: true });
      else if (type === '0') {
        await mkdir(path.dirname(target), { recursive: true });
        const out = await open(target, 'w');
        try {
          for (let done = 0; done < size; ) {
            const { bytesRead } = await tar.read(chunk, 0, Math.min(COPY_CHUNK, size - done), at + done);
            if (bytesRead === 0) throw new Error(`the template ends inside ${name}`);
            await out.write(chunk, 0, bytesRead);
            done += bytesRead;
          }
        } finally {
          await out.close();
        }
      } else throw new Error(`unexpected template entry type ${type} (${name})`);
      at += Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    await tar.close();
  }
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
