/**
 * Two app instances, each its own process, on one Postgres, one S3-compatible store and one provider simulator, as
 * behind a load balancer: uploads on either are processed once, progress is seen live from the other, a reminder
 * email and a real-time vehicle alert are sent once, and the chat rate limit is one limit.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '../src/shared/api/chat';
import type { DocumentProgress, UploadedDocument } from '../src/shared/api/documents';
import type { Database } from '../src/server/db/connection';
import { startS3TestServer, type S3TestServer } from '../src/server/testing/s3-test-server';
import { startTestSmtpServer, type TestSmtpServer } from '../src/server/testing/test-smtp-server';
import { trpcClientFor } from '../src/server/testing/test-app';
import { testDatabaseTargets } from '../src/server/testing/test-databases';
import { startSimulator } from '../src/simulator';
import { formatVehicleDid } from '../src/simulator/chain';
import type { RunningSimulator } from '../src/simulator';
import { startApp, type AppProcess } from './support/app-process';
import { signInWithApi } from './support/journeys';

const CORPUS_FILES = path.resolve(import.meta.dirname, '../bench/corpus/files');
const postgres = testDatabaseTargets().find((t) => t.name === 'postgres');

/** Every progress event one instance streams for a document, until it completes or fails. */
async function watchProgress(app: AppProcess, cookie: string, documentId: string): Promise<DocumentProgress[]> {
  const events: DocumentProgress[] = [];
  const res = await fetch(`${app.url}/api/trpc/documents.progress?input=${encodeURIComponent(JSON.stringify({ documentId }))}`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  const reader = res.body!.getReader();
  let buffer = '';
  while (!events.some((e) => e.status === 'completed' || e.status === 'error')) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += new TextDecoder().decode(value);
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('data: ') && line.includes('documentId')) events.push(JSON.parse(line.slice(6)));
  }
  await reader.cancel();
  return events;
}

/** Which instance ran each job, from the `job done` lines of their JSON logs. */
function jobsDoneBy(apps: Record<string, AppProcess>): { jobId: string; instance: string }[] {
  return Object.entries(apps).flatMap(([instance, app]) =>
    app
      .logs()
      .split('\n')
      .filter((line) => line.includes('"msg":"job done"'))
      .map((line) => ({ jobId: (JSON.parse(line) as { jobId: string }).jobId, instance })),
  );
}

describe('two app instances on one Postgres and one object store', () => {
  let database: Awaited<ReturnType<NonNullable<typeof postgres>['create']>> | undefined;
  let s3: S3TestServer;
  let smtp: TestSmtpServer;
  let sim: RunningSimulator;
  let simDir: string;
  const apps: Record<'a' | 'b', AppProcess> = {} as never;
  let cookie: string;

  beforeAll(async () => {
    if (!postgres) throw new Error('set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): two instances need one Postgres to share');
    database = await postgres.create();
    s3 = await startS3TestServer();
    smtp = await startTestSmtpServer();
    simDir = await mkdtemp(path.join(tmpdir(), 'vc-shared-sim-'));
    sim = await startSimulator({ dataDir: simDir, port: 0 });
    const env = {
      DATABASE_URL: database.url!,
      ...s3.env('shared'),
      SIM_URL: sim.url,
      SIM_DEVELOPER_KEY: generatePrivateKey(),
      CHAT_MESSAGES_PER_MINUTE: '3',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'DriveWise <alerts@drivewise.test>',
      LOG_LEVEL: 'info',
    };
    [apps.a, apps.b] = await Promise.all([startApp(env), startApp(env)]);
    cookie = await signInWithApi(apps.a.url, sim.url, 'two-instances@example.com');
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.stop()));
    await sim?.close();
    await s3?.close();
    await smtp?.close();
    await database?.drop();
    if (simDir) await rm(simDir, { recursive: true, force: true });
  });

  it('processes each upload once, whichever instance took it, and streams its progress live on the other', async () => {
    const db = (database!.database as Database).db;
    const scans = (await readdir(CORPUS_FILES)).filter((name) => name.endsWith('-scan-png.png')).slice(0, 4);
    expect(scans).toHaveLength(4);
    const uploads = await Promise.all(
      scans.map(async (name, i) => {
        const via = i % 2 === 0 ? apps.a : apps.b;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(await readFile(path.join(CORPUS_FILES, name)))]), name);
        const res = await fetch(`${via.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
        expect(res.status).toBe(201);
        const { document } = (await res.json()) as { document: UploadedDocument };
        // Both instances follow it from the moment it is queued.
        const [onA, onB] = await Promise.all([watchProgress(apps.a, cookie, document.id), watchProgress(apps.b, cookie, document.id)]);
        return { id: document.id, seen: { a: onA, b: onB } };
      }),
    );

    for (const { id, seen } of uploads) {
      const jobsOf = async () =>
        ((await db.execute(sql`select id, status, attempts from jobs where payload->>'documentId' = ${id}`)) as unknown as {
          rows: { id: string; status: string; attempts: number }[];
        }).rows;
      // The job is marked done just after the document's last step.
      await expect.poll(async () => (await jobsOf()).map((j) => j.status), { timeout: 10_000 }).toEqual(['done']);
      const jobs = { rows: await jobsOf() };
      expect(jobs.rows[0].attempts).toBe(1);
      // Its `job done` line reaches the logs a moment after the row: one run, on one instance.
      const runs = () => jobsDoneBy(apps).filter((d) => d.jobId === jobs.rows[0].id);
      await expect.poll(() => runs().length, { timeout: 10_000 }).toBe(1);
      const ranOn = runs();

      const other = ranOn[0].instance === 'a' ? 'b' : 'a';
      const progresses = seen[other].map((e) => e.progress);
      expect(seen[other].at(-1)).toMatchObject({ status: 'completed', progress: 100 });
      expect(progresses).toEqual([...new Set(progresses)].sort((x, y) => x - y));
      // Live: steps between queued and done reached the instance that did not do the work.
      expect(progresses.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(2);
    }

    // each stored file and its first page's preview, nothing else
    const rows = (await db.execute(sql`select storage_path from documents union all select thumbnail_path from documents where thumbnail_path is not null`)) as unknown as {
      rows: { storage_path: string }[];
    };
    const objects: string[] = [];
    for (const entry of await readdir(path.join(s3.directory, s3.bucket, 'shared'), { recursive: true })) {
      if (String(entry).endsWith('._S3rver_object')) objects.push(String(entry).replace(/\._S3rver_object$/, ''));
    }
    expect(objects.sort()).toEqual(rows.rows.map((r) => r.storage_path).sort());
  });

  it('sends a reminder email once, though both instances evaluate the reminders', async () => {
    const call = async (app: AppProcess, procedure: string, input: unknown, method: 'GET' | 'POST' = 'POST') => {
      const encoded = encodeURIComponent(JSON.stringify({ 0: input }));
      const res = await fetch(`${app.url}/api/trpc/${procedure}?batch=1${method === 'GET' ? `&input=${encoded}` : ''}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ 0: input }) : undefined,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { result: { data: unknown } }[])[0].result.data;
    };
    await call(apps.a, 'notifications.updateSettings', { email: 'owner@example.com', emailEnabled: true });
    const [car] = (await call(apps.b, 'vehicles.list', undefined, 'GET')) as { id: string; name: string }[];
    const due = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await call(apps.b, 'reminders.create', { vehicleId: car.id, kind: 'oil_change', dueDate: due, intervalKm: 10_000, intervalMonths: 12 });
    // Both instances look at the now overdue reminder, at the same time and again.
    await Promise.all([apps.a, apps.b, apps.a, apps.b].map((app) => call(app, 'reminders.list', undefined, 'GET')));
    const subject = `DriveWise: Overdue: Oil change on ${car.name}`;
    const oilMails = () => smtp.messages.filter((m) => m.subject === subject).length;
    await expect.poll(oilMails, { timeout: 15_000 }).toBe(1);
    await Promise.all([apps.b, apps.a].map((app) => call(app, 'reminders.list', undefined, 'GET')));
    await new Promise((r) => setTimeout(r, 1500));
    expect(oilMails()).toBe(1);
    // The documents uploaded earlier made reminders of their own (an expired insurance): each mailed once too.
    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toEqual([...new Set(subjects)]);
  });

  it('sends a vehicle alert once, though the provider’s call reaches both instances', async () => {
    const get = async <T>(app: AppProcess, procedure: string) =>
      ((await (await fetch(`${app.url}/api/trpc/${procedure}?batch=1&input=${encodeURIComponent('{}')}`, { headers: { cookie } })).json()) as { result: { data: T } }[])[0].result.data;
    for (const app of [apps.a, apps.b]) {
      await expect.poll(async () => ((await (await fetch(`${app.url}/api/health`)).json()) as { triggers: string }).triggers, { timeout: 30_000 }).toBe('webhooks');
    }
    await fetch(`${apps.b.url}/api/trpc/notifications.updateSettings?batch=1`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { email: 'owner@example.com', emailEnabled: true } }),
    });
    const state = (await (await fetch(`${sim.url}/dev/state`)).json()) as { vehicles: { tokenId: number; faults: string[] }[] };
    const cars = await get<{ id: string; tokenId: number; name: string }[]>(apps.a, 'vehicles.list');
    const car = cars.find((c) => !state.vehicles.find((v) => v.tokenId === c.tokenId)!.faults.includes('weakBattery'))!;
    type SimTriggers = { webhooks: { id: string; metricName: string; targetURL: string }[]; subscriptions: { webhookId: string; tokenId: number }[] };
    const triggers = async () => (await (await fetch(`${sim.url}/dev/triggers`)).json()) as SimTriggers;
    const battery = async () => (await triggers()).webhooks.find((w) => w.metricName === 'vss.lowVoltageBatteryCurrentVoltage')!;
    const batteryId = (await battery()).id;
    await expect.poll(async () => (await triggers()).subscriptions.some((s) => s.tokenId === car.tokenId && s.webhookId === batteryId), { timeout: 15_000 }).toBe(true);

    await fetch(`${sim.url}/dev/vehicles/${car.tokenId}/signals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ values: { lowVoltageBatteryCurrentVoltage: 11.3 } }) });
    const subject = `DriveWise: Low 12 V battery on ${car.name}`;
    const mails = () => smtp.messages.filter((m) => m.subject === subject).length;
    await expect.poll(mails, { timeout: 15_000 }).toBe(1);

    // The same event delivered to both instances at once (a retry the balancer sends to the other one): still once.
    const hook = await battery();
    const now = new Date().toISOString();
    const did = formatVehicleDid(80002, car.tokenId);
    const body = JSON.stringify({ id: crypto.randomUUID(), producer: hook.id, subject: did, time: now, type: 'dimo.trigger', data: { webhookId: hook.id, signal: { name: 'lowVoltageBatteryCurrentVoltage', timestamp: now, value: 11.2 } } });
    const target = new URL(hook.targetURL);
    const answers = await Promise.all(
      [apps.a, apps.b, apps.a, apps.b].map((app) => fetch(`${app.url}${target.pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails()).toBe(1);
    const db = (database!.database as Database).db;
    const rows = (await db.execute(sql`select count(*)::int as n from notifications where kind = 'vehicle_alert' and vehicle_id = ${car.id} and title like 'Low 12 V battery%'`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(1);
  });

  it('shares one chat rate limit between the instances', async () => {
    const ask = async (app: AppProcess) => {
      const client = await trpcClientFor(app, cookie);
      const chunks: ChatChunk[] = [];
      const stream = await client.chat.send.mutate({ tokenId: 0, message: 'How are my cars?' }, { context: { stream: true } });
      for await (const chunk of stream as AsyncIterable<ChatChunk>) chunks.push(chunk);
      return chunks;
    };
    // The limit is 3 a minute: two answers on A and one on B use it up, for both.
    for (const app of [apps.a, apps.b, apps.a]) expect((await ask(app)).some((c) => c.kind === 'done')).toBe(true);
    await expect(ask(apps.b)).rejects.toThrow(/too quickly/);
    await expect(ask(apps.a)).rejects.toThrow(/too quickly/);
  });
});
