import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/connection';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database, and how to throw it away. */
  create(): Promise<{ database: Database; url?: string; drop(): Promise<void> }>;
}

/** PGlite always; the Postgres at TEST_DATABASE_URL too when it is set (each test suite gets its own database there). */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      async create() {
        const database = await openDatabase({ pgliteDir: 'memory://' });
        await database.migrate();
        return { database, drop: () => database.close() };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    targets.push({
      name: 'postgres',
      async create() {
        const name = `vc_test_${randomBytes(6).toString('hex')}`;
        await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ databaseUrl: url.toString() });
        await database.migrate();
        return {
          database,
          url: url.toString(),
          drop: async () => {
            await database.close();
            await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
          },
        };
      },
    });
  }
  return targets;
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
