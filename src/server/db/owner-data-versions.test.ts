import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets, useTestDatabase } from '../testing/test-databases';
import { writeInChunks } from './bulk-write';
import { createOwnerDataCache } from './owner-data-cache';
import {
  createDocument,
  createMaintenanceRecords,
  createReminder,
  createSession,
  createUser,
  createVehicle,
  deleteReminder,
  findSession,
  updateNotificationSettings,
  updateVehicle,
} from './repositories';
import { reminders } from './schema';

describe.each(testDatabaseTargets())('owner data versions ($name)', (target) => {
  const test = useTestDatabase(target);

  it('moves with every write to what the owner sees, once per statement, and never for another owner', async () => {
    const { db } = test;
    const owner = await createUser(db, { walletAddress: '0x00000000000000000000000000000000000000a1' });
    const other = await createUser(db, { walletAddress: '0x00000000000000000000000000000000000000a2' });
    const { token } = await createSession(db, owner.id, 60_000);
    const { token: otherToken } = await createSession(db, other.id, 60_000);
    const version = async () => (await findSession(db, token))!.dataVersion;
    const otherVersion = async () => (await findSession(db, otherToken))!.dataVersion;

    const steps: [string, () => Promise<unknown>][] = [];
    let vehicleId = '';
    let reminderId = '';
    steps.push(['a vehicle added', async () => (vehicleId = (await createVehicle(db, owner.id, { tokenId: 7, name: 'Car' })).id)]);
    steps.push(['a vehicle renamed', () => updateVehicle(db, owner.id, vehicleId, { name: 'Renamed' })]);
    steps.push(['a document', () => createDocument(db, owner.id, { type: 'other', filename: 'a.txt', originalName: 'a.txt', size: 1, storagePath: 'k/a.txt' })]);
    steps.push(['a reminder (through its vehicle)', async () => (reminderId = (await createReminder(db, owner.id, vehicleId, { kind: 'custom', title: 'Wipers', dueDate: '2031-01-01' }))!.id)]);
    steps.push(['a reminder deleted', () => deleteReminder(db, owner.id, reminderId)]);
    steps.push(['settings', () => updateNotificationSettings(db, owner.id, { leadDays: 10 })]);
    const records = Array.from({ length: 3_000 }, (_, i) => ({ documentId: null, type: 'repair', date: '2025-01-01', mileage: i, description: `r${i}`, cost: 1, nextDue: null, nextDueMileage: null }));
    steps.push(['3,000 service records in one import', () => createMaintenanceRecords(db, owner.id, vehicleId, records)]);

    const otherBefore = await otherVersion();
    for (const [what, write] of steps) {
      const before = await version();
      await write();
      expect(await version(), what).toBeGreaterThan(before);
    }
    // The import wrote 3,000 rows in statements of many rows: the version moved per statement, not per row.
    expect(await version()).toBeLessThan(steps.length + 20);
    expect(await otherVersion()).toBe(otherBefore);
    // A statement that writes nothing moves nothing.
    const still = await version();
    await db.delete(reminders).where(eq(reminders.vehicleId, vehicleId));
    await writeInChunks(db, [] as { id: string }[], (tx) => tx.delete(reminders));
    expect(await version()).toBe(still);
  });
});

describe('the owner data cache', () => {
  it('answers from memory at the same version until the lifetime passes, shares one computation, and forgets failures', async () => {
    let t = 0;
    const cache = createOwnerDataCache({ ttlMs: 1000, now: () => t });
    let computed = 0;
    const compute = async () => ++computed;
    const at = (dataVersion: number) => ({ userId: 'u1', dataVersion });
    expect(await Promise.all([cache.get(at(1), 'k', compute), cache.get(at(1), 'k', compute)])).toEqual([1, 1]);
    expect(await cache.get(at(1), 'k', compute)).toBe(1);
    expect(await cache.get(at(2), 'k', compute)).toBe(2);
    t = 1001;
    expect(await cache.get(at(2), 'k', compute)).toBe(3);
    expect(await cache.get(at(2), 'k', compute, { fresh: true })).toBe(4);
    expect(await cache.get({ userId: 'u2', dataVersion: 2 }, 'k', compute)).toBe(5);
    await expect(cache.get(at(3), 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(at(3), 'k', compute)).toBe(6);
    expect(await cache.get(at(3), 'slow', compute, { keep: () => false })).toBe(7);
    expect(await cache.get(at(3), 'slow', compute, { keep: () => false })).toBe(8);
  });

  it('keeps at most its number of owners, dropping the least recently used', async () => {
    const cache = createOwnerDataCache({ ttlMs: 60_000, maxOwners: 2 });
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get({ userId: 'a', dataVersion: 0 }, 'k', compute);
    await cache.get({ userId: 'b', dataVersion: 0 }, 'k', compute);
    await cache.get({ userId: 'a', dataVersion: 0 }, 'k', compute);
    await cache.get({ userId: 'c', dataVersion: 0 }, 'k', compute);
    expect(cache.size).toBe(2);
    expect(await cache.get({ userId: 'a', dataVersion: 0 }, 'k', compute)).toBe(1);
    expect(await cache.get({ userId: 'b', dataVersion: 0 }, 'k', compute)).toBe(4);
  });
});
