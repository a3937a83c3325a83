/**
 * The daily reminder evaluation at scale: 10,000 reminders over 1,000 vehicles (100 owners of 10 vehicles), on
 * embedded PGlite and, when TEST_DATABASE_URL is set, on Postgres too. It times the real evaluation
 * (evaluateReminders: read every open reminder, predict distance reminders from 30 days of odometer readings, move
 * states, store them, notify each threshold once and queue email deliveries) twice: the first run after the data
 * arrives (most reminders change and notify) and the next day's run (little changes).
 * Odometer readings come from a deterministic in-process reader standing in for the telemetry service's cached
 * answers; provider calls are the dashboard benchmark's subject.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { addDays, toIsoDate } from '../src/shared/format-date';
import { REMINDER_KINDS } from '../src/shared/reminders';
import { writeInChunks } from '../src/server/db/bulk-write';
import { openDatabase, type Database } from '../src/server/db/connection';
import { notificationSettings, reminders, users, vehicles } from '../src/server/db/schema';
import { createLogger } from '../src/server/logger';
import { createNotificationBus } from '../src/server/domain/notifications/notification-bus';
import { createNotificationsService } from '../src/server/domain/notifications/notifications-service';
import { evaluateReminders } from '../src/server/domain/reminders/evaluate-reminders';
import type { OdometerSnapshot } from '../src/server/domain/reminders/odometer';
import { figure, saveResults, timed, type BenchModule, type Figure } from './kit';

const OWNERS = 100;
const VEHICLES_PER_OWNER = 10;
const REMINDERS_PER_VEHICLE = 10;
const TARGET_MS = 5000;

/** A vehicle's odometer: a base and a daily rate from its number, the same every run. */
function odometerOf(n: number, today: string): OdometerSnapshot {
  const base = 20_000 + ((n * 7919) % 80_000);
  const perDay = 20 + (n % 60);
  const history = Array.from({ length: 31 }, (_, i) => ({ date: addDays(today, i - 30), odometerKm: base - (30 - i) * perDay }));
  return { odometerKm: base, history };
}

async function seed(database: Database, today: string): Promise<Map<string, number>> {
  const { db } = database;
  const ownerRows = await db
    .insert(users)
    .values(Array.from({ length: OWNERS }, (_, i) => ({ walletAddress: `0x${(i + 1).toString(16).padStart(40, '0')}` })))
    .returning({ id: users.id });
  // Half the owners get email, so deliveries are queued as they would be.
  await db.insert(notificationSettings).values(ownerRows.filter((_, i) => i % 2 === 0).map((o) => ({ userId: o.id, email: 'owner@example.com', emailEnabled: true })));
  const vehicleRows = ownerRows.flatMap((owner, o) =>
    Array.from({ length: VEHICLES_PER_OWNER }, (_, v) => ({ userId: owner.id, tokenId: o * VEHICLES_PER_OWNER + v + 1, name: `Car ${o * VEHICLES_PER_OWNER + v + 1}` })),
  );
  const inserted = await writeInChunks<(typeof vehicleRows)[number], { id: string; tokenId: number }>(db, vehicleRows, (tx, chunk) =>
    tx.insert(vehicles).values(chunk).returning({ id: vehicles.id, tokenId: vehicles.tokenId }),
  );
  const vehicleNumber = new Map(inserted.map((r) => [r.id, r.tokenId]));
  const all: (typeof reminders.$inferInsert)[] = [];
  for (const [vehicleId, n] of vehicleNumber) {
    const odo = odometerOf(n, today).odometerKm!;
    for (let k = 0; k < REMINDERS_PER_VEHICLE; k++) {
      const kind = REMINDER_KINDS[k % REMINDER_KINDS.length];
      const spread = ((n * 31 + k * 17) % 400) - 60; // days from today: some overdue, some due soon, most later
      if (k % 5 < 3) all.push({ vehicleId, kind, title: kind === 'custom' ? 'Wipers' : null, dueDate: addDays(today, spread), source: 'owner' });
      else all.push({ vehicleId, kind, title: kind === 'custom' ? 'Wipers' : null, dueOdometerKm: odo + spread * 40, source: 'service_record' });
    }
  }
  await writeInChunks(db, all, (tx, chunk) => tx.insert(reminders).values(chunk));
  return vehicleNumber;
}

async function measure(database: Database, label: string): Promise<{ figures: Figure[]; details: Record<string, unknown> }> {
  const today = toIsoDate(new Date(), 'utc');
  const vehicleNumber = await seed(database, today);
  const logger = createLogger('silent');
  const notifications = createNotificationsService({
    db: database.db,
    logger,
    bus: createNotificationBus(),
    email: { send: async () => {}, close: () => {} },
    webhook: { allowPrivate: false, appOrigins: () => [] },
    appUrl: () => 'http://localhost:3000',
    poke: () => {},
  });
  const deps = { db: database.db, readOdometer: async (v: { id?: string; tokenId: number }) => odometerOf(v.tokenId, today), notifications, concurrency: 4, logger };
  const first = await timed(() => evaluateReminders(deps, { now: new Date(`${today}T12:00:00Z`) }));
  const next = await timed(() => evaluateReminders(deps, { now: new Date(`${addDays(today, 1)}T12:00:00Z`) }));
  const summary = (s: typeof first.value) => ({ evaluated: s.evaluated, changed: s.changed, notified: s.notified, vehiclesRead: s.vehiclesRead, phasesMs: s.timings });
  return {
    figures: [
      figure(`daily evaluation, first run, ${label}`, first.ms, 'ms', { below: TARGET_MS }),
      figure(`daily evaluation, next day, ${label}`, next.ms, 'ms', { below: TARGET_MS }),
      figure(`reminders evaluated, ${label}`, first.value.evaluated, 'reminders'),
      figure(`notifications sent on the first run, ${label}`, first.value.notified, 'notifications'),
    ],
    details: { vehicles: vehicleNumber.size, firstRun: { ms: Math.round(first.ms), ...summary(first.value) }, nextDay: { ms: Math.round(next.ms), ...summary(next.value) } },
  };
}

async function runRemindersBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = { owners: OWNERS, vehiclesPerOwner: VEHICLES_PER_OWNER, remindersPerVehicle: REMINDERS_PER_VEHICLE };

  const pglite = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await pglite.migrate();
    const result = await measure(pglite, 'PGlite');
    figures.push(...result.figures);
    details.pglite = result.details;
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `vc_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ databaseUrl: url.toString() });
    try {
      await postgres.migrate();
      const result = await measure(postgres, 'Postgres');
      figures.push(...result.figures);
      details.postgres = result.details;
    } finally {
      await postgres.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  await saveResults('reminders', figures, details);
  return figures;
}

export const remindersBench: BenchModule = {
  name: 'reminders',
  about: 'the daily reminder evaluation: 10,000 reminders over 1,000 vehicles, on PGlite (and Postgres with TEST_DATABASE_URL)',
  run: runRemindersBench,
};
