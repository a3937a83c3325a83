import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

describe('migration 0019: conversation messages as rows', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('moves every message stored in a conversation into a row of its own, in the conversation order', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vc-migrations-'));
    await cp(MIGRATIONS, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.tag < '0019') }));
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: dir });
      const [{ id: userId }] = (await client.query<{ id: string }>(`insert into users (wallet_address) values ('0x00000000000000000000000000000000000000aa') returning id`)).rows;
      const message = (id: string) => ({ id, type: 'user', content: `question ${id}`, timestamp: '2026-11-27T10:00:00.000Z' });
      await client.query(`insert into conversations (user_id, token_id, messages) values ($1, 0, $2), ($1, 7, $3), ($1, 8, '[]')`, [
        userId,
        JSON.stringify(['a', 'b', 'c'].map(message)),
        JSON.stringify([{ ...message('x'), type: 'ai', metadata: { rankedFirst: 7 } }]),
      ]);
      await writeFile(journalPath, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: dir });

      const rows = await client.query<{ token_id: number; message: { id: string; metadata?: unknown } }>(
        `select c.token_id, m.message from conversation_messages m join conversations c on c.id = m.conversation_id order by c.token_id, m.seq`,
      );
      expect(rows.rows.map((r) => [r.token_id, r.message.id])).toEqual([[0, 'a'], [0, 'b'], [0, 'c'], [7, 'x']]);
      expect(rows.rows[3].message.metadata).toEqual({ rankedFirst: 7 });
      expect((await client.query(`select count(*)::int as n from conversations`)).rows).toEqual([{ n: 3 }]);
    } finally {
      await client.close();
    }
  });
});
