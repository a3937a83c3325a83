import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection';
import { createKeptReads } from './kept-reads';

describe('kept reads', () => {
  it('keeps a read until the generation moves, and never keeps one a write overlapped', async () => {
    let generation = 0;
    const kept = createKeptReads(() => generation);
    let reads = 0;
    const read = async () => ++reads;
    expect(await kept('a', read)).toBe(1);
    expect(await kept('a', read)).toBe(1);
    generation++;
    expect(await kept('a', read)).toBe(2);
    // A write that starts while the read runs: its value is returned but not kept.
    expect(await kept('b', async () => (generation++, ++reads))).toBe(3);
    expect(await kept('b', read)).toBe(4);
    expect(await kept('b', read)).toBe(4);
    expect(await kept('none', async () => null, (v) => v !== null)).toBeNull();
    expect(await kept('none', async () => 'found', (v) => v !== null)).toBe('found');
  });

  it('drops the least recently used beyond its bound', async () => {
    const kept = createKeptReads(() => 0, 2);
    let reads = 0;
    const read = async () => ++reads;
    await kept('a', read);
    await kept('b', read);
    await kept('a', read);
    await kept('c', read);
    expect(await kept('a', read)).toBe(1);
    expect(await kept('b', read)).toBe(4);
  });

  describe('on the embedded database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({ pgliteDir: 'memory://' });
      await database.migrate();
    });
    afterAll(() => database.close());

    it('a select keeps what was read; an insert, a raw statement and a transaction each drop it', async () => {
      let reads = 0;
      const read = () => database.kept('k', async () => ++reads);
      await database.db.execute(sql`create table t (n int)`);
      expect(await read()).toBe(1);
      await database.db.execute(sql`  SELECT 1`);
      expect(await read()).toBe(1);
      await database.db.execute(sql`insert into t values (1)`);
      expect(await read()).toBe(2);
      await database.db.execute(sql`with x as (select 1) insert into t select * from x`);
      expect(await read()).toBe(3);
      await database.db.transaction(async (tx) => void (await tx.execute(sql`update t set n = 2`)));
      expect(await read()).toBe(4);
      await expect(database.db.execute(sql`insert into missing values (1)`)).rejects.toThrow();
      expect(await read()).toBe(5);
      expect(await read()).toBe(5);
    });

    it('writes only to tables no kept read reads (a rate-limit slot, a chat message) keep what was read; any other write in the same transaction drops it', async () => {
      let reads = 0;
      const read = () => database.kept('u', async () => ++reads);
      expect(await read()).toBe(1);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(1)`);
        await tx.execute(sql`insert into "rate_limit_events" ("key", "at") values ('k', now())`);
        await tx.execute(sql`delete from rate_limit_events where key = 'k'`);
      });
      await database.db.execute(sql`update "jobs" set "attempts" = 0 where false`);
      expect(await read()).toBe(1);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into "rate_limit_events" ("key", "at") values ('k', now())`);
        await tx.execute(sql`update "users" set "theme" = 'dark' where false`);
      });
      expect(await read()).toBe(2);
      // A statement that is not one plain write of one table (here a delete of sessions inside it) always counts.
      await database.db.execute(sql`with gone as (delete from "sessions" returning 1) insert into "rate_limit_events" ("key", "at") select 'x', now() from gone`);
      expect(await read()).toBe(3);
    });
  });
});
