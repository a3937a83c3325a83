import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../../project-root';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { countWrites, createKeptReads, type KeptReads } from './kept-reads';
import { DEFAULT_TEMPLATE_DIR, extractTemplate, readTemplate, saveTemplate, templatePath } from './pglite-template';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /** Applies the committed drizzle-kit migrations; idempotent and safe from several instances at once. */
  migrate(): Promise<void>;
  /**
   * LISTENs on a channel: every `pg_notify(channel, payload)` on this database, from any instance, reaches
   * `onMessage`. On Postgres a dedicated connection listens and reconnects after a failure. Returns how to stop.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * A read kept in memory until this database's next write. Only the embedded database keeps anything: it is this
   * process's alone. On Postgres other instances write too, so every call reads.
   */
  kept: KeptReads;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'src/server/db/migrations');
/** Serialises migrations when several app instances boot against one Postgres. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Opens Postgres when `databaseUrl` is set, else embedded PGlite in `dataDir/pglite` (`pgliteDir: 'memory://'` for a
 * throwaway one). A fresh PGlite database starts from the migrated template in `pgliteTemplateDir` when there is one
 * (see pglite-template.ts; `null` never uses one).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; pgliteDir?: string; pgliteTemplateDir?: string | null }): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // Idle-client errors surface on the next query; without a listener they would crash the process.
    pool.on('error', () => {});
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      migrate: async () => {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      listen: (channel, onMessage) => listenOnPostgres(opts.databaseUrl!, channel, onMessage),
      kept: (_key, read) => read(),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = opts.pgliteDir ?? path.join(opts.dataDir ?? './data', 'pglite');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) await mkdir(dir, { recursive: true });
  // Only an empty directory gets the template, so one that fails to load can be emptied again without loss.
  const fresh = inMemory || (await readdir(dir)).length === 0;
  const templateDir = opts.pgliteTemplateDir === undefined ? DEFAULT_TEMPLATE_DIR : opts.pgliteTemplateDir;
  const template = fresh && templateDir ? await templatePath(templateDir, MIGRATIONS_DIR) : undefined;
  const opened = await openPglite(PGlite, dir, template);
  const client = opened.client;
  /** Set until the first migration of a fresh database made without a template: then it becomes one. */
  let saveAs = opened.fromTemplate ? undefined : template;
  const writes = countWrites(client);
  return {
    db: drizzle({ client: writes.client, schema }) as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      if (saveAs) await saveTemplate(client, saveAs);
      saveAs = undefined;
    },
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    kept: createKeptReads(writes.generation),
    close: () => client.close(),
  };
}

/**
 * The embedded database's memory, sized for one app's working set rather than Postgres's server defaults (128 MB of
 * shared buffers in a WebAssembly heap that never shrinks): an owner's pages read a few MB of rows.
 */
const PGLITE_MEMORY = ['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'];

/**
 * PGlite in `dir`, from the template file when there is one: written into the directory first when it is on disk
 * (see extractTemplate), loaded by PGlite when it is in memory. A template that fails to load is skipped (the
 * directory was empty before).
 */
async function openPglite(PGlite: typeof import('@electric-sql/pglite').PGlite, dir: string, template: string | undefined) {
  const options = { startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY] };
  const inMemory = dir.startsWith('memory://');
  if (template) {
    try {
      if (inMemory) {
        const tarball = await readTemplate(template);
        if (tarball) return { client: await PGlite.create(dir, { ...options, loadDataDir: tarball }), fromTemplate: true };
      } else {
        await extractTemplate(template, dir);
        return { client: await PGlite.create(dir, options), fromTemplate: true };
      }
    } catch {
      if (!inMemory) {
        await rm(dir, { recursive: true, force: true });
        await mkdir(dir, { recursive: true });
      }
    }
  }
  return { client: await PGlite.create(dir, options), fromTemplate: false };
}

const RECONNECT_MS = 1000;

async function listenOnPostgres(databaseUrl: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  let stopped = false;
  let current: InstanceType<typeof Client> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    const reconnect = () => {
      if (stopped || current !== client) return;
      current = null;
      void client.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
      retry.unref();
    };
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    client.on('error', reconnect);
    client.on('end', reconnect);
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      reconnect();
      throw err;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => {});
    current = null;
  };
}
