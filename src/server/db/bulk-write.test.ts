import { getTableName, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection';
import { PROTOCOL_MAX_PARAMETERS, rowsPerStatement, STATEMENT_PARAMETER_BUDGET, writeInChunks } from './bulk-write';

/** A seeded generator, so a failing case can be replayed by its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return (below: number) => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    s = (s ^ (s >>> 13)) >>> 0;
    return s % below;
  };
}

function wideTable(name: string, width: number) {
  const columns: Record<string, ReturnType<typeof integer>> = {};
  for (let c = 0; c < width; c++) columns[`c${c}`] = integer(`c${c}`);
  return pgTable(name, { id: serial('id').primaryKey(), ...columns, at: timestamp('at').defaultNow().notNull(), note: text('note').$defaultFn(() => 'made') });
}

describe('writing rows in chunks under the parameter limit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(async () => database?.close());

  it('never builds a statement past the budget, whatever the width of the rows, and writes every row', async () => {
    const { db } = database;
    const next = random(19);
    // Widths from one column to the most a Postgres table holds (1,600 with id, at and note), row counts around each width's chunk size and past the limit.
    const widths = [1, 2, 15, 1_597, ...Array.from({ length: 8 }, () => 1 + next(400))];
    for (const [i, width] of widths.entries()) {
      const table = wideTable(`wide_${i}`, width);
      const columns = Array.from({ length: width }, (_, c) => `c${c} integer`).join(', ');
      await db.execute(sql.raw(`create table ${getTableName(table)} (id serial primary key, ${columns}, at timestamp not null default now(), note text)`));
      const perStatement = rowsPerStatement(width);
      const count = [0, 1, perStatement, perStatement + 1, Math.ceil(PROTOCOL_MAX_PARAMETERS / width) + 1 + next(perStatement * 2)][i % 5];
      // Rows of uneven width: some leave columns out (they take their default), at least one is full.
      const rows = Array.from({ length: count }, (_, r) => {
        const row: Record<string, number> = {};
        for (let c = 0; c < width; c++) if (r === 0 || next(4) > 0) row[`c${c}`] = r * width + c;
        return row;
      });
      const statements: number[] = [];
      const written = await writeInChunks(db, rows, (tx, chunk) => {
        const statement = tx.insert(table).values(chunk).returning({ id: table.id });
        const parameters = statement.toSQL().params.length;
        return {
          toSQL: () => ({ params: new Array(parameters) }),
          then: (ok, fail) => {
            statements.push(parameters);
            return statement.then(ok, fail);
          },
        };
      });
      const label = `width ${width}, ${count} rows`;
      expect(written, label).toHaveLength(count);
      expect(Math.max(0, ...statements), label).toBeLessThanOrEqual(STATEMENT_PARAMETER_BUDGET);
      const stored = (await db.execute(sql.raw(`select count(*)::int as n, count(note)::int as noted from ${getTableName(table)}`))) as unknown as { rows: { n: number; noted: number }[] };
      expect(stored.rows[0], label).toEqual({ n: count, noted: count });
    }
  });

  it('writes all or nothing: a row refused in a later chunk leaves no row of the earlier ones', async () => {
    const { db } = database;
    const table = pgTable('all_or_nothing', { id: integer('id').primaryKey(), label: text('label').notNull() });
    await db.execute(sql`create table all_or_nothing (id integer primary key, label text not null)`);
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i === 19_999 ? 0 : i, label: `row ${i}` }));
    await expect(writeInChunks(db, rows, (tx, chunk) => tx.insert(table).values(chunk))).rejects.toThrow();
    const stored = (await db.execute(sql`select count(*)::int as n from all_or_nothing`)) as unknown as { rows: { n: number }[] };
    expect(stored.rows[0].n).toBe(0);
  });
});
