/**
 * History growth: nothing an owner opens should grow with their history. Two owners of 3 cars on one Postgres: one
 * with 10 documents and 10 service records, one with 3,000 of each (copies of one real, read document and records
 * spread over years, written straight into the database). Both load the dashboard (recomputed each time: their data
 * version is moved before every load, as any write would), the documents list and the service log (a page of 10 for
 * both, so both answers hold as many rows). Target: each p95 of the large history within 10 % of the small one's,
 * measured in the same run.
 */
import pg from 'pg';
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { createPostgresDatabase, signInOwner, startBenchStack, timedQuery, type AppProcess } from './support/app';

const LARGE = 3000;
const SMALL = 10;
const RECEIPT = 'OIL CHANGE RECEIPT\nQuick Lube #12\nDate: 03/14/2026\nMileage: 41,250\nFull synthetic oil change 5W-30\nTotal: $89.99\nNext service: 46,250 miles or 09/14/2026\n';

async function uploadAndWait(app: AppProcess, cookie: string, database: pg.Client): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([RECEIPT], { type: 'text/plain' }), 'oil-change.txt');
  const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
  if (res.status !== 201) throw new Error(`upload: HTTP ${res.status} ${await res.text()}`);
  const { id } = ((await res.json()) as { document: { id: string } }).document;
  for (let i = 0; i < 240; i++) {
    const { rows } = await database.query(`select status from documents where id = $1`, [id]);
    if (rows[0]?.status === 'completed' || rows[0]?.status === 'error') return id;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the seed document was not read within a minute');
}

/** `count` copies of the document and `count` service records on the owner's first car, spread over 10 years. */
async function grow(database: pg.Client, documentId: string, count: number): Promise<void> {
  // A receipt without a VIN is matched to no car: it goes on the owner's first.
  await database.query(
    `update documents d set vehicle_id = v.id, token_id = v.token_id
     from (select id, token_id, user_id from vehicles order by token_id) v where d.id = $1 and v.user_id = d.user_id and d.vehicle_id is null`,
    [documentId],
  );
  await database.query(
    `insert into documents (user_id, vehicle_id, token_id, type, filename, original_name, size, mime_type, processed_data, storage_path, status, progress, match_type, uploaded_at)
     select user_id, vehicle_id, token_id, type, filename, original_name, size, mime_type, processed_data, storage_path || '-copy-' || n, status, progress, match_type, uploaded_at - (n || ' hours')::interval
     from documents, generate_series(1, $2::int - 1) as n where id = $1`,
    [documentId, count],
  );
  await database.query(
    `insert into maintenance_records (vehicle_id, type, description, cost, date, mileage, source)
     select d.vehicle_id, 'oil_change', 'Oil change ' || n, 40 + n % 60, (date '2026-11-01' - (n || ' days')::interval)::date, greatest(0, 41250 - n * 13), 'manual'
     from documents d, generate_series(1, $2::int) as n where d.id = $1`,
    [documentId, count],
  );
}

export const historyGrowthBench: BenchModule = {
  name: 'history-growth',
  about: 'dashboard, documents list and service log p95 for an owner with 3,000 documents and records against one with 10',
  async run(args) {
    const loads = args.includes('--quick') ? 40 : 150;
    const postgres = await createPostgresDatabase();
    const database = new pg.Client({ connectionString: postgres.url });
    const { app, simUrl, stop } = await startBenchStack({ DATABASE_URL: postgres.url });
    try {
      await database.connect();
      const owners = [];
      for (const [label, size] of [['small', SMALL], ['large', LARGE]] as const) {
        const { cookie } = await signInOwner(app, simUrl, `history-${label}@bench.example`, 3);
        const seed = await uploadAndWait(app, cookie, database);
        await grow(database, seed, size);
        const { rows } = await database.query(`select user_id, token_id from documents where id = $1`, [seed]);
        owners.push({ label, cookie, tokenId: rows[0].token_id as number, userId: rows[0].user_id as string });
      }
      // Rows written straight in, as an import would: Postgres' autovacuum counts and maps them within a minute
      // (autovacuum_naptime); done here at once so the run does not measure the minute after a bulk write.
      await database.query('vacuum analyze documents, maintenance_records');
      const timings = new Map<string, number[]>();
      const time = async (key: string, run: () => Promise<{ ms: number }>) => {
        const { ms } = await run();
        timings.set(key, [...(timings.get(key) ?? []), ms]);
      };
      for (let i = 0; i < loads + 5; i++) {
        // Interleaved, so the machine's moments of load fall on both owners alike; the first 5 rounds warm up.
        for (const owner of owners) {
          const key = (what: string) => (i < 5 ? 'warm-up' : `${owner.label} ${what}`);
          await database.query(`update owner_data_versions set version = version + 1 where user_id = $1`, [owner.userId]);
          await time(key('dashboard'), () => timedQuery(app, owner.cookie, 'vehicles.dashboard', {}));
          await time(key('documents'), () => timedQuery(app, owner.cookie, 'documents.list', { limit: SMALL }));
          await time(key('service log'), () => timedQuery(app, owner.cookie, 'serviceLog.list', { tokenId: owner.tokenId, limit: SMALL }));
        }
      }
      const figures: Figure[] = [];
      const details: Record<string, unknown> = { loads, small: SMALL, large: LARGE };
      for (const what of ['dashboard', 'documents', 'service log']) {
        const small = summarize(timings.get(`small ${what}`)!);
        const large = summarize(timings.get(`large ${what}`)!);
        details[what] = { small, large };
        figures.push(
          figure(`${what}, ${SMALL} documents and records: p95`, small.p95, 'ms'),
          figure(`${what}, ${LARGE.toLocaleString('en-US')} documents and records: p95`, large.p95, 'ms'),
          figure(`${what}: large history against small (p95)`, (100 * large.p95) / small.p95, '%', { atMost: 110 }),
        );
      }
      await saveResults('history-growth', figures, details);
      return figures;
    } finally {
      await database.end().catch(() => {});
      await stop();
      await postgres.drop();
    }
  },
};
