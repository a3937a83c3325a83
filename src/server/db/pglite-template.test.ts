import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection';
import { extractTemplate } from './pglite-template';
import { createUser } from './repositories';

let root: string;
let templateDir: string;
const opened: Database[] = [];

async function open(pgliteDir: string, options: { templateDir?: string | null } = {}): Promise<Database> {
  const database = await openDatabase({ pgliteDir, pgliteTemplateDir: options.templateDir === undefined ? templateDir : options.templateDir });
  opened.push(database);
  return database;
}
/** Whether the schema is there before any migration runs: only a database started from the template has it. */
const count = async (database: Database, query: SQL) => ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
const hasSchema = async (database: Database) => (await count(database, sql`select count(*)::int as n from information_schema.tables where table_name = 'users'`)) === 1;
const userCount = (database: Database) => count(database, sql`select count(*)::int as n from users`);
const templates = async () => (await readdir(templateDir)).filter((name) => name.endsWith('.tar'));

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  templateDir = path.join(root, 'cache');
});
afterAll(async () => {
  for (const database of opened) await database.close().catch(() => {});
  await rm(root, { recursive: true, force: true });
});

describe('the migrated PGlite template', () => {
  it('is saved by the first fresh database once migrated, without what is written after', async () => {
    const first = await open(path.join(root, 'first'));
    expect(await hasSchema(first)).toBe(false);
    await first.migrate();
    expect(await templates()).toHaveLength(1);
    await createUser(first.db, { walletAddress: '0x4000000000000000000000000000000000000040' });
    await first.migrate();
    expect(await userCount(first)).toBe(1);

    const second = await open(path.join(root, 'second'));
    expect(await hasSchema(second)).toBe(true);
    await second.migrate();
    expect(await userCount(second)).toBe(0);
    expect(await templates()).toHaveLength(1);
  }, 120_000);

  it('starts an in-memory database too, and never replaces a database that exists', async () => {
    const memory = await open('memory://');
    expect(await hasSchema(memory)).toBe(true);

    const dir = path.join(root, 'existing');
    const existing = await open(dir, { templateDir: null });
    await existing.migrate();
    await createUser(existing.db, { walletAddress: '0x4100000000000000000000000000000000000041' });
    await existing.close();
    const again = await open(dir);
    expect(await userCount(again)).toBe(1);
  }, 120_000);

  it('is skipped when it cannot be loaded, and the database is made as before', async () => {
    const [file] = await templates();
    await writeFile(path.join(templateDir, file), 'not a tarball');
    const database = await open(path.join(root, 'after-corruption'));
    await database.migrate();
    expect(await userCount(database)).toBe(0);
  }, 120_000);

  it('writes only inside the data directory, and refuses a cut archive', async () => {
    const entry = (name: string, body: string) => {
      const header = Buffer.alloc(512);
      header.write(name, 0);
      header.write(body.length.toString(8).padStart(11, '0'), 124);
      header.write('0', 156);
      return Buffer.concat([header, Buffer.from(body.padEnd(Math.ceil(body.length / 512) * 512, '\0'))]);
    };
    const end = Buffer.alloc(1024);
    const dir = path.join(root, 'extract');
    const archive = async (...parts: Buffer[]) => {
      const file = path.join(root, 'archive.tar');
      await writeFile(file, Buffer.concat(parts));
      return file;
    };
    await extractTemplate(await archive(entry('/base/1/112', 'rows'), end), dir);
    expect(await readFile(path.join(dir, 'base/1/112'), 'utf8')).toBe('rows');
    await extractTemplate(await archive(entry('/../../escaped', 'x'), end), dir);
    expect(await readFile(path.join(dir, 'escaped'), 'utf8')).toBe('x');
    await expect(readFile(path.join(root, 'escaped'))).rejects.toThrow();
    await expect(extractTemplate(await archive(entry('/base/1/113', 'cut')), dir)).rejects.toThrow(/ends before/);
    await expect(extractTemplate(await archive(entry('/base/1/114', 'x'.repeat(1000)).subarray(0, 600)), dir)).rejects.toThrow(/ends inside/);
  });
});
