import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMcpToken } from '../../shared/api/mcp-tokens';
import type { UploadedDocument } from '../../shared/api/documents';
import { PAGE_LIMITS, type Page } from '../../shared/api/pagination';
import type { ServiceRecord } from '../../shared/api/service-log';
import { findUserByWallet, listVehiclesByUser } from '../db/repositories';
import { documents, maintenanceRecords, type Vehicle } from '../db/schema';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

type Owner = Awaited<ReturnType<TestApp['signIn']>> & { car: Vehicle };

/** Walks a list's pages and checks what every walk must hold: each page full but the last, the same total, no id twice. */
function expectWellFormed<T extends { id: string }>(pages: Page<T>[], limit: number, total: number): T[] {
  const items = pages.flatMap((p) => p.items);
  pages.forEach((p, i) => {
    expect(p.total).toBe(total);
    expect(p.items.length).toBe(i < pages.length - 1 ? limit : total - limit * (pages.length - 1));
  });
  expect(pages.at(-1)!.nextCursor).toBeNull();
  expect(new Set(items.map((d) => d.id)).size).toBe(items.length);
  expect(items).toHaveLength(total);
  return items;
}

describe.each(testDatabaseTargets())('lists that grow with the owner history come a page at a time ($name)', (target) => {
  let app: TestApp;
  let alice: Owner;
  let bob: Owner;
  const seeded = { aliceDocs: [] as string[], aliceCarDocs: [] as string[], bobDocs: [] as string[], aliceRecords: [] as string[], bobRecords: [] as string[] };

  async function owner(email: string): Promise<Owner> {
    const signedIn = await app.signIn(email);
    const db = app.server.services.database.db;
    const user = (await findUserByWallet(db, signedIn.walletAddress))!;
    const [car] = await listVehiclesByUser(db, user.id);
    return { ...signedIn, car };
  }

  /**
   * `count` documents in threes that share an upload time to the microsecond (ties are broken by id), the times a
   * microsecond apart (a cursor that kept only milliseconds would skip or repeat them); every other one on the car.
   */
  async function seedDocuments(who: Owner, count: number, prefix: string): Promise<{ all: string[]; onCar: string[] }> {
    const db = app.server.services.database.db;
    const userId = (await findUserByWallet(db, who.walletAddress))!.id;
    const rows = await db
      .insert(documents)
      .values(
        Array.from({ length: count }, (_, i) => ({
          userId,
          ...(i % 2 === 0 ? { vehicleId: who.car.id, tokenId: who.car.tokenId } : {}),
          type: 'other',
          filename: `${prefix}-${i}.txt`,
          originalName: `${prefix}-${i}.txt`,
          size: 10,
          storagePath: `seed/${prefix}-${i}`,
          status: 'completed',
          uploadedAt: sql`timestamptz '2026-03-01 10:00:00+00' + ${Math.floor(i / 3)} * interval '1 microsecond'`,
        })),
      )
      .returning({ id: documents.id, vehicleId: documents.vehicleId });
    return { all: rows.map((r) => r.id), onCar: rows.filter((r) => r.vehicleId).map((r) => r.id) };
  }

  /** `count` records: pairs on the same day, every seventh undated (those come last). */
  async function seedRecords(who: Owner, count: number): Promise<string[]> {
    const rows = await app.server.services.database.db
      .insert(maintenanceRecords)
      .values(
        Array.from({ length: count }, (_, i) => ({
          vehicleId: who.car.id,
          type: 'repair',
          description: `job ${i}`,
          cost: 10 + i,
          date: i % 7 === 0 ? null : `2025-${String(1 + (Math.floor(i / 2) % 12)).padStart(2, '0')}-${String(1 + (Math.floor(i / 24) % 28)).padStart(2, '0')}`,
        })),
      )
      .returning({ id: maintenanceRecords.id });
    return rows.map((r) => r.id);
  }

  beforeAll(async () => {
    app = await startTestApp(target);
    alice = await owner('alice.pages@example.com');
    bob = await owner('bob.pages@example.com');
    const aliceDocs = await seedDocuments(alice, 60, 'alice');
    seeded.aliceDocs = aliceDocs.all;
    seeded.aliceCarDocs = aliceDocs.onCar;
    seeded.bobDocs = (await seedDocuments(bob, 10, 'bob')).all;
    seeded.aliceRecords = await seedRecords(alice, 60);
    seeded.bobRecords = await seedRecords(bob, 5);
  }, 60_000);
  afterAll(async () => app?.close());

  it('walks all 60 documents 7 at a time: newest first, ties by id, no gaps or repeats, none of the other owner', async () => {
    const pages = await app.trpcPages<UploadedDocument>(alice.cookie, 'documents.list', { limit: 7 });
    expect(pages).toHaveLength(9);
    const items = expectWellFormed(pages, 7, 60);
    expect(new Set(items.map((d) => d.id))).toEqual(new Set(seeded.aliceDocs));
    expect(items.some((d) => seeded.bobDocs.includes(d.id))).toBe(false);
    // newest first: the seeded upload times count up in threes; within a three the larger id comes first
    const order = seeded.aliceDocs.map((id, i) => ({ id, t: Math.floor(i / 3) })).sort((a, b) => b.t - a.t || (a.id < b.id ? 1 : -1));
    expect(items.map((d) => d.id)).toEqual(order.map((d) => d.id));

    const bobPages = await app.trpcPages<UploadedDocument>(bob.cookie, 'documents.list', { limit: 4 });
    expect(new Set(expectWellFormed(bobPages, 4, 10).map((d) => d.id))).toEqual(new Set(seeded.bobDocs));
  });

  it("walks one vehicle's documents (its tab) with the vehicle's own total", async () => {
    for (const scope of [{ vehicleId: alice.car.id }, { tokenId: alice.car.tokenId }]) {
      const pages = await app.trpcPages<UploadedDocument>(alice.cookie, 'documents.list', { ...scope, limit: 11 });
      expect(new Set(expectWellFormed(pages, 11, 30).map((d) => d.id))).toEqual(new Set(seeded.aliceCarDocs));
    }
    // another owner's car names none of hers, and none of his own that aren't on it
    const theirs = await app.trpcQuery<Page<UploadedDocument>>(bob.cookie, 'documents.list', { vehicleId: alice.car.id });
    expect(theirs.data).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('gives the first 25 unless asked, at most 100, and refuses a cursor it did not give out', async () => {
    const first = await app.trpcQuery<Page<UploadedDocument>>(alice.cookie, 'documents.list');
    expect(first.data.items).toHaveLength(PAGE_LIMITS.default);
    expect(first.data.total).toBe(60);
    expect(first.data.nextCursor).toEqual(expect.any(String));
    expect((await app.trpcQuery(alice.cookie, 'documents.list', { limit: PAGE_LIMITS.max + 1 })).status).toBe(400);
    const forged = (key: string[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const cursor of ['nonsense', forged(['2026-03-01', "x'; drop table documents"]), forged(['2026-02-30 10:00:00+00', '00000000-0000-0000-0000-000000000000'])]) {
      const res = await app.trpcQuery(alice.cookie, 'documents.list', { cursor });
      expect(res.status).toBe(400);
      expect(res.error?.message).toMatch(/cursor is not valid/);
    }
    // her cursor in his hands pages his documents, never hers
    const borrowed = await app.trpcQuery<Page<UploadedDocument>>(bob.cookie, 'documents.list', { cursor: first.data.nextCursor, limit: 100 });
    expect(borrowed.status).toBe(200);
    expect(borrowed.data.items.map((d) => d.id).sort()).toEqual([...seeded.bobDocs].sort());
  });

  it('walks the service log 7 at a time: newest first, undated last, no gaps or repeats, and the total of the whole log', async () => {
    const pages = await app.trpcPages<ServiceRecord>(alice.cookie, 'serviceLog.list', { tokenId: alice.car.tokenId, limit: 7 });
    const items = expectWellFormed(pages, 7, 60);
    expect(new Set(items.map((r) => r.id))).toEqual(new Set(seeded.aliceRecords));
    const dated = items.filter((r) => r.date !== null);
    expect(items.slice(dated.length).every((r) => r.date === null)).toBe(true);
    expect(dated.map((r) => r.date)).toEqual(dated.map((r) => r.date).sort().reverse());
    // one page in one call agrees with the walk
    const whole = await app.trpcQuery<Page<ServiceRecord>>(alice.cookie, 'serviceLog.list', { tokenId: alice.car.tokenId, limit: 100 });
    expect(whole.data.items.map((r) => r.id)).toEqual(items.map((r) => r.id));
    expect((await app.trpcQuery(bob.cookie, 'serviceLog.list', { tokenId: alice.car.tokenId })).status).toBe(404);
    expect(expectWellFormed(await app.trpcPages<ServiceRecord>(bob.cookie, 'serviceLog.list', { tokenId: bob.car.tokenId, limit: 2 }), 2, 5).map((r) => r.id).sort()).toEqual([...seeded.bobRecords].sort());
  });

  it('exports every record to CSV, not a page', async () => {
    const csv = await app.trpcQuery<{ csv: string }>(alice.cookie, 'serviceLog.exportCsv', { tokenId: alice.car.tokenId });
    expect(csv.data.csv.trim().split('\n')).toHaveLength(61);
  });

  it('pages the MCP list tools by cursor, with the same order and total', async () => {
    const token = (await app.trpcMutation<CreatedMcpToken>(alice.cookie, 'mcpTokens.create', { name: 'pages', scopes: ['read'] })).data.token;
    const client = new Client({ name: 'pages', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    try {
      const walk = async <T,>(name: string, args: Record<string, unknown>, pick: (answer: Record<string, unknown>) => { items: T[]; total: number; nextCursor: string | null }) => {
        const pages: Page<T>[] = [];
        let cursor: string | undefined;
        do {
          const result = await client.callTool({ name, arguments: { ...args, ...(cursor ? { cursor } : {}) } });
          expect(result.isError ?? false).toBe(false);
          pages.push(pick(result.structuredContent as Record<string, unknown>));
          cursor = pages.at(-1)!.nextCursor ?? undefined;
        } while (cursor && pages.length < 100);
        return pages;
      };
      const docs = await walk<{ id: string }>('list_documents', { limit: 9 }, (a) => ({ items: a.documents as { id: string }[], total: a.total as number, nextCursor: a.nextCursor as string | null }));
      const viaApp = (await app.trpcPages<UploadedDocument>(alice.cookie, 'documents.list', { limit: 100 })).flatMap((p) => p.items.map((d) => d.id));
      expect(expectWellFormed(docs, 9, 60).map((d) => d.id)).toEqual(viaApp);

      const records = await walk<{ id: string }>('list_maintenance_records', { limit: 8 }, (a) => ({ items: a.records as { id: string }[], total: a.total as number, nextCursor: a.nextCursor as string | null }));
      expect(new Set(expectWellFormed(records, 8, 60).map((r) => r.id))).toEqual(new Set(seeded.aliceRecords));

      const history = await walk<{ id: string }>('get_maintenance_history', { tokenId: alice.car.tokenId, limit: 25 }, (a) => {
        const result = a.result as { records: { id: string }[]; total: number; nextCursor: string | null };
        return { items: result.records, total: result.total, nextCursor: result.nextCursor };
      });
      expect(new Set(expectWellFormed(history, 25, 60).map((r) => r.id))).toEqual(new Set(seeded.aliceRecords));

      const refused = await client.callTool({ name: 'list_documents', arguments: { cursor: 'nonsense' } });
      expect(refused.isError).toBe(true);
    } finally {
      await client.close();
    }
  });
});
