import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets, useTestDatabase } from '../testing/test-databases';
import { openDatabase } from './connection';
import * as repo from './repositories';

describe.each(testDatabaseTargets())('repositories on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database.db;

  const makeOwner = async (wallet: string) => {
    const user = await repo.createUser(db(), { walletAddress: wallet });
    const car = await repo.createVehicle(db(), user.id, { tokenId: 7, name: '2021 Honda Accord', make: 'Honda', model: 'Accord', year: 2021, vin: '1hgcv1f3 4ma012345' });
    return { user, car };
  };

  it('creates and finds users by wallet, null when none', async () => {
    const created = await repo.createUser(db(), { walletAddress: '0xAbC0000000000000000000000000000000000001', dimoTokenId: 5 });
    expect(created.walletAddress).toBe('0xabc0000000000000000000000000000000000001');
    expect((await repo.findUserByWallet(db(), '0xABC0000000000000000000000000000000000001'))?.id).toBe(created.id);
    expect(await repo.findUserByWallet(db(), '0x0000000000000000000000000000000000000bad')).toBeNull();
    await expect(repo.createUser(db(), { walletAddress: created.walletAddress })).rejects.toThrow();
    const again = await repo.findOrCreateUserByWallet(db(), { walletAddress: created.walletAddress, email: 'a@example.com' });
    expect(again.id).toBe(created.id);
    expect(again.email).toBe('a@example.com');
  });

  it('scopes vehicles to their owner and normalises VINs', async () => {
    const a = await makeOwner('0xa000000000000000000000000000000000000002');
    const b = await makeOwner('0xb000000000000000000000000000000000000002');
    expect(a.car.vin).toBe('1HGCV1F34MA012345');
    expect((await repo.findVehicleByVin(db(), a.user.id, '1hgcv1f34ma012345'))?.id).toBe(a.car.id);
    expect((await repo.findVehicleByVin(db(), b.user.id, '1HGCV1F34MA012345'))?.id).toBe(b.car.id);
    expect(await repo.findVehicleByVin(db(), a.user.id, '1HGCV1F34MA099999')).toBeNull();
    expect(await repo.findVehicleById(db(), b.user.id, a.car.id)).toBeNull();
    expect(await repo.findVehicleByTokenId(db(), a.user.id, 7)).not.toBeNull();
    await expect(repo.createVehicle(db(), a.user.id, { tokenId: 7, name: 'dup' })).rejects.toThrow();
  });

  it('syncs shared vehicles: upserts, keeps known VINs, unshares the rest', async () => {
    const { user, car } = await makeOwner('0xc000000000000000000000000000000000000003');
    let list = await repo.syncSharedVehicles(db(), user.id, [
      { tokenId: 7, name: 'Accord renamed', make: 'Honda', model: 'Accord', year: 2021, type: 'gas' },
      { tokenId: 8, name: '2022 Tesla Model 3', make: 'Tesla', model: 'Model 3', year: 2022, type: 'electric' },
    ]);
    expect(list.map((v) => v.tokenId)).toEqual([7, 8]);
    expect(list.find((v) => v.tokenId === 7)).toMatchObject({ id: car.id, name: 'Accord renamed', vin: '1HGCV1F34MA012345' });
    list = await repo.syncSharedVehicles(db(), user.id, [{ tokenId: 8, name: '2022 Tesla Model 3', type: 'electric' }]);
    expect(list.map((v) => v.tokenId)).toEqual([8]);
    expect((await repo.listVehiclesByUser(db(), user.id, { includeUnshared: true })).length).toBe(2);
  });

  it('keeps one conversation per vehicle and one fleet conversation per owner, appending without losing concurrent messages', async () => {
    const { user, car } = await makeOwner('0xd000000000000000000000000000000000000004');
    expect(await repo.findConversation(db(), user.id, 7)).toBeNull();
    const msg = { id: '1', type: 'user' as const, content: 'hi', timestamp: new Date().toISOString() };
    const append = (vehicleId: string | null, tokenId: number, ids: string[], keepLast = 200) =>
      repo.appendConversationMessages(db(), user.id, { vehicleId, tokenId, messages: ids.map((id) => ({ ...msg, id })), keepLast });
    await append(car.id, 7, ['1']);
    await append(car.id, 7, ['2']);
    await append(null, 0, ['1']);
    expect((await repo.findConversation(db(), user.id, 7))?.messages.map((m) => m.id)).toEqual(['1', '2']);
    expect((await repo.findConversation(db(), user.id, 0))?.messages).toHaveLength(1);
    await Promise.all([append(car.id, 7, ['3a', '3b']), append(car.id, 7, ['4a', '4b'])]);
    expect((await repo.findConversation(db(), user.id, 7))?.messages).toHaveLength(6);
    await append(car.id, 7, ['5'], 3);
    expect((await repo.findConversation(db(), user.id, 7))?.messages.map((m) => m.id).slice(-1)).toEqual(['5']);
    expect((await repo.findConversation(db(), user.id, 7))?.messages).toHaveLength(3);
    const kept = (await repo.findConversation(db(), user.id, 7))!.messages.map((m) => m.id);
    expect((await repo.findConversation(db(), user.id, 7, { last: 2 }))?.messages.map((m) => m.id)).toEqual(kept.slice(-2));
    await repo.clearConversation(db(), user.id, 7);
    expect((await repo.findConversation(db(), user.id, 7))?.messages).toEqual([]);
    expect((await repo.findConversation(db(), user.id, 0))?.messages).toHaveLength(1);
    const other = await repo.createUser(db(), { walletAddress: '0xd000000000000000000000000000000000000005' });
    expect(await repo.findConversation(db(), other.id, 7)).toBeNull();
  });

  it('lists maintenance newest first, only for the owner', async () => {
    const { user, car } = await makeOwner('0xe000000000000000000000000000000000000006');
    const other = await repo.createUser(db(), { walletAddress: '0xe000000000000000000000000000000000000007' });
    const base = { documentId: null, description: null, cost: 49.99, mileage: 1000, nextDue: null, nextDueMileage: null };
    await repo.createMaintenanceRecord(db(), user.id, car.id, { ...base, type: 'oil_change', date: '2024-01-10' });
    await repo.createMaintenanceRecord(db(), user.id, car.id, { ...base, type: 'tyres', date: '2025-03-01' });
    expect(await repo.createMaintenanceRecord(db(), other.id, car.id, { ...base, type: 'x', date: '2025-01-01' })).toBeNull();
    const list = await repo.listMaintenanceRecords(db(), user.id, car.id);
    expect(list.map((r) => r.type)).toEqual(['tyres', 'oil_change']);
    expect(list[0].cost).toBe(49.99);
    expect(await repo.listMaintenanceRecords(db(), other.id, car.id)).toEqual([]);
  });

  it("reads a card's newest documents and count, the last service day and a service log page without going through every row", async () => {
    const { user, car } = await makeOwner('0xe000000000000000000000000000000000000016');
    const second = await repo.createVehicle(db(), user.id, { tokenId: 8, name: '2022 Kia EV6' });
    const other = await makeOwner('0xe000000000000000000000000000000000000017');
    const doc = (vehicleId: string | null, n: number, owner = user.id) =>
      repo.createDocument(db(), owner, { vehicleId, type: 'receipt', filename: `f${n}`, originalName: `${n}.pdf`, size: 1, storagePath: `${owner}/${n}.pdf` });
    for (let n = 1; n <= 6; n++) await doc(car.id, n);
    await doc(second.id, 7);
    await doc(null, 8);
    await doc(other.car.id, 9, other.user.id);
    const cards = await repo.listDocumentSummaries(db(), user.id);
    expect(cards.latest.filter((d) => d.vehicleId === car.id).map((d) => d.originalName)).toEqual(['6.pdf', '5.pdf', '4.pdf', '3.pdf']);
    expect(cards.latest.map((d) => d.originalName)).toEqual(['7.pdf', '6.pdf', '5.pdf', '4.pdf', '3.pdf']);
    expect(Object.fromEntries(cards.counts)).toEqual({ [car.id]: 6, [second.id]: 1 });
    expect((await repo.listDocumentSummaries(db(), user.id, { vehicleIds: [second.id] })).latest.map((d) => d.originalName)).toEqual(['7.pdf']);

    const base = { documentId: null, description: null, cost: 10, mileage: null, nextDue: null, nextDueMileage: null };
    const record = (vehicleId: string, type: string, date: string | null) => repo.createMaintenanceRecord(db(), user.id, vehicleId, { ...base, type, date });
    await record(car.id, 'oil_change', '2025-01-10');
    await record(car.id, 'tyres', '2025-03-01');
    await record(car.id, 'fuel', '2025-04-01');
    await record(car.id, 'brakes', '2025-09-01');
    await record(car.id, 'wash', null);
    await record(second.id, 'fuel', '2025-02-01');
    const last = await repo.listLastServiceDates(db(), user.id, [car.id, second.id, other.car.id], '2025-06-01');
    expect(Object.fromEntries(last)).toEqual({ [car.id]: '2025-03-01' });

    const page = await repo.listMaintenanceRecordRowPage(db(), user.id, [car.id], { limit: 2 });
    expect(page.items.map((r) => r.record.type)).toEqual(['brakes', 'fuel']);
    const rest = await repo.listMaintenanceRecordRowPage(db(), user.id, [car.id], { limit: 5, cursor: page.nextCursor! });
    expect(rest.items.map((r) => r.record.type)).toEqual(['tyres', 'oil_change', 'wash']);
    // The page is read down the index in the log's own order: no sort of the vehicle's records (sorting off).
    await db().execute(sql`set enable_sort = off`);
    try {
      const plan = await db().execute(sql`explain select id from maintenance_records where vehicle_id = ${car.id}
        order by coalesce(date, '-infinity'::date) desc, created_at desc, id desc limit 11`);
      const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
      expect(text).toContain('maintenance_vehicle_log_order_idx');
      expect(text).not.toMatch(/"Sort /);
    } finally {
      await db().execute(sql`reset enable_sort`);
    }
  });

  it('lists documents by vehicle, token and lists, newest first; deletes cascade to reminders', async () => {
    const { user, car } = await makeOwner('0xf000000000000000000000000000000000000008');
    const other = await repo.createUser(db(), { walletAddress: '0xf000000000000000000000000000000000000009' });
    const d1 = await repo.createDocument(db(), user.id, { vehicleId: car.id, tokenId: 7, type: 'receipt', filename: 'a', originalName: 'a.pdf', size: 10, storagePath: `${car.id}/1-a.pdf` });
    await new Promise((r) => setTimeout(r, 5));
    const d2 = await repo.createDocument(db(), user.id, { vehicleId: null, tokenId: 999999, type: 'registration', filename: 'b', originalName: 'b.pdf', size: 10, storagePath: `x/2-b.pdf` });
    expect((await repo.listDocumentsByVehicle(db(), user.id, car.id)).map((d) => d.id)).toEqual([d1.id]);
    expect((await repo.listDocumentsByTokenId(db(), user.id, 999999)).map((d) => d.id)).toEqual([d2.id]);
    expect((await repo.listDocuments(db(), user.id, { vehicleIds: [car.id], tokenIds: [999999] })).map((d) => d.id)).toEqual([d2.id, d1.id]);
    expect(await repo.listDocuments(db(), user.id, { vehicleIds: [] })).toEqual([]);
    expect(await repo.listDocuments(db(), other.id)).toEqual([]);
    expect(await repo.findDocument(db(), other.id, d1.id)).toBeNull();

    const today = '2025-06-01';
    await repo.syncDocumentReminders(db(), car.id, d1.id, [{ kind: 'service_due', dueDate: '2025-07-01', dueOdometerKm: 60_000 }]);
    await repo.createReminder(db(), user.id, car.id, { kind: 'registration_expiry', dueDate: '2025-06-15' });
    const past = await repo.createReminder(db(), user.id, car.id, { kind: 'inspection_due', dueDate: '2025-01-01' });
    await repo.createReminder(db(), user.id, car.id, { kind: 'oil_change', dueOdometerKm: 50_000 });
    expect(await repo.createReminder(db(), other.id, car.id, { kind: 'service_due', dueDate: '2025-07-01' })).toBeNull();
    const alerts = await repo.listReminderAlerts(db(), user.id, { vehicleId: car.id, from: today });
    expect(alerts.map((a) => [a.alertDate, a.alertMessage])).toEqual([
      ['2025-06-15', 'Registration expires on 2025-06-15'],
      ['2025-07-01', 'Service due on 2025-07-01 or at 60,000 km'],
    ]);
    expect(past).not.toBeNull();
    expect(await repo.updateReminder(db(), other.id, past!.id, { state: 'dismissed' })).toBeNull();
    const updated = await repo.updateReminder(db(), user.id, past!.id, { state: 'dismissed' });
    expect(updated?.state).toBe('dismissed');
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(past!.updatedAt.getTime());
    expect(await repo.listReminderAlerts(db(), other.id)).toEqual([]);

    expect(await repo.deleteDocument(db(), other.id, d1.id)).toBeNull();
    expect((await repo.deleteDocument(db(), user.id, d1.id))?.id).toBe(d1.id);
    expect((await repo.listReminderAlerts(db(), user.id, { vehicleId: car.id, from: today })).map((a) => a.alertType)).toEqual(['registration_expiry']);
  });

  it("keeps a document's reminders in step with it: a changed date starts over, an unchanged one keeps its state", async () => {
    const { user, car } = await makeOwner('0xf00000000000000000000000000000000000000a');
    const doc = await repo.createDocument(db(), user.id, { vehicleId: car.id, tokenId: 7, type: 'receipt', filename: 'r', originalName: 'r.pdf', size: 1, storagePath: `${car.id}/r.pdf` });
    const [service, registration] = await repo.syncDocumentReminders(db(), car.id, doc.id, [
      { kind: 'service_due', dueDate: '2025-07-01', dueOdometerKm: null },
      { kind: 'registration_expiry', dueDate: '2026-01-01', dueOdometerKm: null },
    ]);
    await repo.updateReminder(db(), user.id, service.id, { state: 'done' });
    await repo.updateReminder(db(), user.id, registration.id, { state: 'overdue' });
    const again = await repo.syncDocumentReminders(db(), car.id, doc.id, [
      { kind: 'service_due', dueDate: '2025-07-01', dueOdometerKm: null },
      { kind: 'registration_expiry', dueDate: '2027-01-01', dueOdometerKm: null },
    ]);
    expect(again.map((r) => [r.id, r.state, r.dueDate])).toEqual([
      [service.id, 'done', '2025-07-01'],
      [registration.id, 'upcoming', '2027-01-01'],
    ]);
    await repo.syncDocumentReminders(db(), car.id, doc.id, [{ kind: 'service_due', dueDate: '2025-07-01', dueOdometerKm: null }]);
    expect((await repo.listReminders(db(), user.id)).map((r) => r.reminder.kind)).toEqual(['service_due']);
    await repo.syncDocumentReminders(db(), null, doc.id, [{ kind: 'service_due', dueDate: '2025-07-01', dueOdometerKm: null }]);
    expect(await repo.listReminders(db(), user.id)).toEqual([]);
  });

  it('sessions: valid token finds the user, unknown or expired does not', async () => {
    const user = await repo.createUser(db(), { walletAddress: '0x1000000000000000000000000000000000000010' });
    const { token } = await repo.createSession(db(), user.id, 60_000);
    expect((await repo.findSessionUser(database.database, token))?.id).toBe(user.id);
    expect(await repo.findSessionUser(database.database, token + 'x')).toBeNull();
    const expired = await repo.createSession(db(), user.id, -1000);
    expect(await repo.findSessionUser(database.database, expired.token)).toBeNull();
    await repo.deleteSession(db(), token);
    expect(await repo.findSessionUser(database.database, token)).toBeNull();
  });

  it('sessions: a kept session follows every write at once (settings, sign-out everywhere)', async () => {
    const user = await repo.createUser(db(), { walletAddress: '0x1000000000000000000000000000000000000011' });
    const { token } = await repo.createSession(db(), user.id, 60_000);
    expect((await repo.findSessionKept(database.database, token))?.user.timeZone).toBe(user.timeZone);
    const before = (await repo.findSessionKept(database.database, token))!.dataVersion;
    await repo.updateUserSettings(db(), user.id, { timeZone: 'Asia/Kathmandu' });
    const after = (await repo.findSessionKept(database.database, token))!;
    expect(after.user.timeZone).toBe('Asia/Kathmandu');
    expect(after.dataVersion).toBeGreaterThan(before);
    expect(await repo.deleteUserSessions(db(), user.id)).toBe(1);
    expect(await repo.findSessionKept(database.database, token)).toBeNull();
  });

  it("vehicle alerts: every owner sharing a token, each with their own vehicle's state for the rule asked, in one read", async () => {
    const a = await makeOwner('0xa000000000000000000000000000000000000009');
    const b = await makeOwner('0xb000000000000000000000000000000000000009');
    expect(await repo.claimVehicleAlert(db(), { vehicleId: a.car.id, rule: 'battery_low', value: '11.1', coolDownSeconds: 3600, newValueCounts: false })).not.toBeNull();
    await repo.recordVehicleAlertValue(db(), a.car.id, 'coolant_hot', '99');
    const rows = await repo.listSharedVehicleRowsWithState(db(), 7, 'battery_low');
    expect(rows.map((r) => [r.user.id, r.state?.lastValue ?? null])).toEqual(
      (await repo.listSharedVehicleRows(db(), 7)).map((r) => [r.user.id, r.user.id === a.user.id ? '11.1' : null]),
    );
    expect(rows.find((r) => r.user.id === a.user.id)!.state).toEqual(await repo.findVehicleAlertState(db(), a.car.id, 'battery_low'));
    expect(rows.find((r) => r.user.id === b.user.id)!.state).toBeNull();
    expect((await repo.listSharedVehicleRowsWithState(db(), 7, 'coolant_hot')).find((r) => r.user.id === a.user.id)!.state?.lastValue).toBe('99');
  });

  it('trigger events: claimed once while the claim holds, again once it expired; expired claims swept once a minute', async () => {
    const ids = async () => ((await db().execute(sql`select event_id from trigger_events order by event_id`)) as unknown as { rows: { event_id: string }[] }).rows.map((r) => r.event_id);
    await db().execute(sql`insert into trigger_events (event_id, expires_at) values ('hook:old', now() - interval '1 hour')`);
    expect(await repo.claimTriggerEvent(db(), 'hook:1', 600)).toBe(true);
    expect(await ids()).toEqual(['hook:1']);
    expect(await repo.claimTriggerEvent(db(), 'hook:1', 600)).toBe(false);
    await db().execute(sql`update trigger_events set expires_at = now() - interval '1 second' where event_id = 'hook:1'`);
    await db().execute(sql`insert into trigger_events (event_id, expires_at) values ('hook:old', now() - interval '1 hour')`);
    expect(await repo.claimTriggerEvent(db(), 'hook:1', 600)).toBe(true);
    expect(await repo.claimTriggerEvent(db(), 'hook:1', 600)).toBe(false);
    await repo.releaseTriggerEvent(db(), 'hook:1');
    expect(await repo.claimTriggerEvent(db(), 'hook:1', 600)).toBe(true);
    // within the minute nothing is swept again
    expect(await ids()).toEqual(['hook:1', 'hook:old']);
  });

  it('jobs: a job is claimed once, retried with backoff, then failed', async () => {
    const job = await repo.enqueueJob(db(), { kind: 'test', payload: { n: 1 }, maxAttempts: 2 });
    const [c1, c2] = await Promise.all([repo.claimNextJob(db(), 'w1', 10_000, ['test']), repo.claimNextJob(db(), 'w2', 10_000, ['test'])]);
    expect([c1, c2].filter(Boolean)).toHaveLength(1);
    const claimed = (c1 ?? c2)!;
    expect(claimed.id).toBe(job.id);
    expect(claimed.attempts).toBe(1);
    expect(await repo.failJob(db(), claimed, 'boom', 0)).toBe('queued');
    const again = await repo.claimNextJob(db(), 'w1', 10_000, ['test']);
    expect(again?.attempts).toBe(2);
    expect(await repo.failJob(db(), again!, 'boom', 0)).toBe('failed');
    expect(await repo.claimNextJob(db(), 'w1', 10_000, ['test'])).toBeNull();
  });

  it('jobs: a running job whose lock expired (crashed worker) is claimed again', async () => {
    const job = await repo.enqueueJob(db(), { kind: 'crash', payload: {} });
    const first = await repo.claimNextJob(db(), 'dead', -1, ['crash']);
    expect(first?.id).toBe(job.id);
    const second = await repo.claimNextJob(db(), 'alive', 10_000, ['crash']);
    expect(second?.id).toBe(job.id);
    expect(second?.lockedBy).toBe('alive');
    await repo.completeJob(db(), job.id);
    expect((await repo.findJob(db(), job.id))?.status).toBe('done');
  });
});

describe('embedded PGlite on disk', () => {
  it('keeps data across a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vc-pglite-'));
    try {
      let database = await openDatabase({ dataDir: dir });
      await database.migrate();
      await repo.createUser(database.db, { walletAddress: '0x2000000000000000000000000000000000000020' });
      await database.close();
      database = await openDatabase({ dataDir: dir });
      await database.migrate();
      expect(await repo.findUserByWallet(database.db, '0x2000000000000000000000000000000000000020')).not.toBeNull();
      await database.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
