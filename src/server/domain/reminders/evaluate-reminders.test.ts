import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection';
import * as repo from '../../db/repositories';
import { createLogger } from '../../logger';
import { testDatabaseTargets, useTestDatabase } from '../../testing/test-databases';
import type { Db } from '../../db/connection';
import { createNotificationBus } from '../notifications/notification-bus';
import { createNotificationsService } from '../notifications/notifications-service';
import { evaluateReminders } from './evaluate-reminders';
import type { OdometerSnapshot } from './odometer';

const TODAY = '2025-06-15';
const logger = createLogger('silent');
/** Midday UTC on the day: the same day in every zone between UTC-11 and UTC+11. */
const noonUtc = (day: string) => new Date(`${day}T12:00:00Z`);

function notificationsFor(db: Db) {
  return createNotificationsService({
    db,
    logger,
    bus: createNotificationBus(),
    email: null,
    webhook: { allowPrivate: false, appOrigins: () => [] },
    appUrl: () => 'http://localhost:3000',
    poke: () => {},
  });
}

/** Daily readings ending today at `kmPerDay`. */
function history(days: number, endKm: number, kmPerDay: number): OdometerSnapshot['history'] {
  return Array.from({ length: days + 1 }, (_, i) => ({
    date: new Date(Date.parse(`${TODAY}T00:00:00Z`) - (days - i) * 86_400_000).toISOString().slice(0, 10),
    odometerKm: endKm - (days - i) * kmPerDay,
  }));
}

describe.each(testDatabaseTargets())('reminder evaluation on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database.db;

  async function owner(wallet: string) {
    const user = await repo.createUser(db(), { walletAddress: wallet });
    const car = await repo.createVehicle(db(), user.id, { tokenId: 11, name: '2021 Honda Accord' });
    return { user, car };
  }

  it('moves states by date and live distance, predicts from the driving rate, and notifies each threshold once', async () => {
    const { user, car } = await owner('0xe000000000000000000000000000000000000001');
    const expired = await repo.createReminder(db(), user.id, car.id, { kind: 'registration_expiry', dueDate: '2025-06-01', source: 'document' });
    const soon = await repo.createReminder(db(), user.id, car.id, { kind: 'insurance_expiry', dueDate: '2025-07-01' });
    const later = await repo.createReminder(db(), user.id, car.id, { kind: 'warranty_expiry', dueDate: '2026-01-01' });
    const oil = await repo.createReminder(db(), user.id, car.id, { kind: 'oil_change', dueOdometerKm: 45_000 });
    const snap: OdometerSnapshot = { odometerKm: 40_000, history: history(30, 40_000, 1150 / 7) };
    const deps = { db: db(), readOdometer: async () => snap, notifications: notificationsFor(db()), concurrency: 2, logger };

    const first = await evaluateReminders(deps, { now: noonUtc(TODAY), userId: user.id });
    expect(first).toMatchObject({ evaluated: 4, notified: 2, vehiclesRead: 1 });
    const byId = new Map((await repo.listReminders(db(), user.id)).map((r) => [r.reminder.id, r.reminder]));
    expect(byId.get(expired!.id)!.state).toBe('overdue');
    expect(byId.get(soon!.id)!.state).toBe('due_soon');
    expect(byId.get(later!.id)!.state).toBe('upcoming');
    // 5,000 km at 1,150 km/week is 31 days away: outside the window, but predicted.
    expect(byId.get(oil!.id)).toMatchObject({ state: 'upcoming', predictedDate: '2025-07-16', kmPerWeek: 1150 });

    const feed = await notificationsFor(db()).feed(user);
    expect(feed.unread).toBe(2);
    expect(feed.items.map((n) => n.title).sort()).toEqual(['Due soon: Insurance expiry on 2021 Honda Accord', 'Overdue: Registration expiry on 2021 Honda Accord']);
    const overdue = feed.items.find((n) => n.title.startsWith('Overdue'))!;
    expect(overdue).toMatchObject({ severity: 'critical', link: '/reminders', kind: 'registration_expiry' });
    expect(overdue.body).toBe('Registration expires on 2025-06-01 (2021 Honda Accord). Due Jun 1, 2025 (14 days ago).');

    expect(await evaluateReminders(deps, { now: noonUtc(TODAY), userId: user.id })).toMatchObject({ notified: 0, changed: 0 });

    // The car drove on: the oil change is now within 1,000 km, then past it.
    snap.odometerKm = 44_200;
    expect(await evaluateReminders(deps, { now: noonUtc(TODAY) })).toMatchObject({ notified: 1 });
    snap.odometerKm = 45_010;
    expect(await evaluateReminders(deps, { now: noonUtc(TODAY) })).toMatchObject({ notified: 1 });
    const oilNotes = (await notificationsFor(db()).feed(user)).items.filter((n) => n.reminderId === oil!.id).map((n) => n.title);
    expect(oilNotes).toEqual(['Overdue: Oil change on 2021 Honda Accord', 'Due soon: Oil change on 2021 Honda Accord']);
  });

  it('keeps a snooze until its day, then notifies again once', async () => {
    const { user, car } = await owner('0xe000000000000000000000000000000000000002');
    const r = await repo.createReminder(db(), user.id, car.id, { kind: 'inspection_due', dueDate: '2025-06-01' });
    const deps = { db: db(), readOdometer: async () => ({ odometerKm: null, history: [] }), notifications: notificationsFor(db()), concurrency: 1, logger };
    expect((await evaluateReminders(deps, { now: noonUtc(TODAY), userId: user.id })).notified).toBe(1);
    await repo.updateReminder(db(), user.id, r!.id, { state: 'snoozed', snoozedUntil: '2025-06-20' });
    expect(await evaluateReminders(deps, { now: noonUtc('2025-06-19'), userId: user.id })).toMatchObject({ notified: 0, changed: 0 });
    expect(await evaluateReminders(deps, { now: noonUtc('2025-06-20'), userId: user.id })).toMatchObject({ notified: 1, changed: 1 });
    expect((await repo.findReminder(db(), user.id, r!.id))!.reminder.state).toBe('overdue');
    expect(await evaluateReminders(deps, { now: noonUtc('2025-06-21'), userId: user.id })).toMatchObject({ notified: 0 });
  });

  it("moves a reminder on its owner's own day: overdue in Auckland while it is still due today in Los Angeles", async () => {
    const kiwi = await owner('0xe000000000000000000000000000000000000009');
    await repo.updateUserSettings(db(), kiwi.user.id, { timeZone: 'Pacific/Auckland' });
    const angeleno = await repo.createUser(db(), { walletAddress: '0xe00000000000000000000000000000000000000a' });
    await repo.updateUserSettings(db(), angeleno.id, { timeZone: 'America/Los_Angeles' });
    const car = await repo.createVehicle(db(), angeleno.id, { tokenId: 12, name: 'LA car' });
    const a = await repo.createReminder(db(), kiwi.user.id, kiwi.car.id, { kind: 'inspection_due', dueDate: '2025-06-15' });
    const b = await repo.createReminder(db(), angeleno.id, car.id, { kind: 'inspection_due', dueDate: '2025-06-15' });
    const deps = { db: db(), readOdometer: async () => ({ odometerKm: null, history: [] }), notifications: notificationsFor(db()), concurrency: 1, logger };
    // 15 June 20:00 UTC is 16 June 08:00 in Auckland and 15 June 13:00 in Los Angeles
    await evaluateReminders(deps, { now: new Date('2025-06-15T20:00:00Z') });
    expect((await repo.findReminder(db(), kiwi.user.id, a!.id))!.reminder.state).toBe('overdue');
    expect((await repo.findReminder(db(), angeleno.id, b!.id))!.reminder.state).toBe('due_soon');
  });

  it('leaves done, dismissed and unshared vehicles alone', async () => {
    const { user, car } = await owner('0xe000000000000000000000000000000000000003');
    await repo.createReminder(db(), user.id, car.id, { kind: 'service_due', dueDate: '2025-01-01', state: 'done' });
    await repo.createReminder(db(), user.id, car.id, { kind: 'brake_service', dueDate: '2025-01-01', state: 'dismissed' });
    const sold = await repo.createVehicle(db(), user.id, { tokenId: 12, name: 'Sold car' });
    await repo.createReminder(db(), user.id, sold.id, { kind: 'oil_change', dueDate: '2025-01-01' });
    await repo.syncSharedVehicles(db(), user.id, [{ tokenId: 11, name: '2021 Honda Accord' }]);
    const deps = { db: db(), readOdometer: async () => ({ odometerKm: null, history: [] }), notifications: notificationsFor(db()), concurrency: 1, logger };
    expect(await evaluateReminders(deps, { now: noonUtc(TODAY), userId: user.id })).toMatchObject({ evaluated: 0, notified: 0 });
  });

  if (target.name === 'postgres') {
    it('notifies once when two app instances evaluate at the same time', async () => {
      const { user, car } = await owner('0xe000000000000000000000000000000000000004');
      for (let i = 0; i < 40; i++) await repo.createReminder(db(), user.id, car.id, { kind: 'custom', title: `Thing ${i}`, dueDate: '2025-06-01' });
      const second = await openDatabase({ databaseUrl: await currentDatabaseUrl(db()) });
      try {
        const make = (d: Db) => ({ db: d, readOdometer: async () => ({ odometerKm: null, history: [] }), notifications: notificationsFor(d), concurrency: 1, logger });
        const [a, b] = await Promise.all([evaluateReminders(make(db()), { now: noonUtc(TODAY) }), evaluateReminders(make(second.db), { now: noonUtc(TODAY) })]);
        expect(a.notified + b.notified).toBe(40);
        expect((await notificationsFor(db()).feed(user, 100)).items).toHaveLength(40);
      } finally {
        await second.close();
      }
    });
  }
});

/** The URL of the Postgres database this connection uses (each suite has its own). */
async function currentDatabaseUrl(db: Db): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0].name}`;
  return url.toString();
}
