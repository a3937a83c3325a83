import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/connection';

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

/**
 * A fresh database of the target for the tests of the describe block that calls it, dropped after them.
 * Call it first in the block, so later beforeAll hooks can use it.
 */
export function useTestDatabase(target: TestDatabaseTarget): { readonly db: Db; readonly database: Database } {
  let created: Awaited<ReturnType<TestDatabaseTarget['create']>> | undefined;
  beforeAll(async () => {
    created = await target.create();
  });
  afterAll(async () => {
    await created?.drop();
  });
  return {
    get database() {
      if (!created) throw new Error('the test database is not ready yet (use it inside a test or a later hook)');
      return created.database;
    },
    get db() {
      return this.database.db;
    },
  };
}

