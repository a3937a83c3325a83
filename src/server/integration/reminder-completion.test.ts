import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompleteReminderResult, ReminderView } from '../../shared/api/reminders';
import type { ServiceRecord } from '../../shared/api/service-log';
import { addDays, toIsoDate } from '../../shared/format-date';
import { addMonths, type ReminderKind } from '../../shared/reminders';
import { milesToKm } from '../../shared/units';
import { createReminder } from '../db/repositories';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { Page } from '../../shared/api/pagination';

type ListedVehicle = { id: string; tokenId: number; name: string; make: string | null; type: string };

/** A day safely past in every zone, so the owner's "today" never refuses it. */
const DONE_ON = addDays(toIsoDate(new Date(), 'utc'), -5);
/** Tesla's tyre rotation: every 6,250 miles, in the km reminders are stored in. */
const TESLA_TIRE_ROTATION_KM = Math.round(milesToKm(6_250));

/**
 * Completing a recurring reminder: the next one is scheduled from the completion's date and odometer by the
 * reminder's own interval, else the maker's usual one for the car and kind; the work goes into the service log under
 * a kind the car can have.
 */
describe.each(testDatabaseTargets())('completing a reminder ($name)', (target) => {
  let app: TestApp;
  let cookie: string;
  let userId: string;
  let tesla: ListedVehicle;
  let combustion: ListedVehicle;

  beforeAll(async () => {
    app = await startTestApp(target, { TRIGGERS_MODE: 'off' });
    // this owner's simulated garage: a combustion car, a Tesla and a hybrid
    ({ cookie } = await app.signIn('tesla-reminders-2@example.com'));
    userId = (await app.trpcQuery<{ id: string }>(cookie, 'auth.me')).data.id;
    const vehicles = (await app.trpcQuery<ListedVehicle[]>(cookie, 'vehicles.list')).data;
    tesla = vehicles.find((v) => v.make === 'Tesla')!;
    combustion = vehicles.find((v) => v.type === 'gas')!;
    expect(tesla).toMatchObject({ type: 'electric' });
    expect(combustion).toBeDefined();
  });
  afterAll(async () => app?.close());

  const create = async (vehicle: ListedVehicle, kind: ReminderKind, extra: Record<string, unknown> = {}) => {
    const created = await app.trpcMutation<ReminderView>(cookie, 'reminders.create', { vehicleId: vehicle.id, kind, dueDate: DONE_ON, ...extra });
    expect(created.status).toBe(200);
    return created.data;
  };
  const complete = async (id: string, input: Record<string, unknown> = {}) => {
    const result = await app.trpcMutation<CompleteReminderResult>(cookie, 'reminders.complete', { id, date: DONE_ON, odometerKm: 42_000, ...input });
    expect(result.status, result.error?.message).toBe(200);
    return result.data;
  };
  const serviceLog = async (vehicle: ListedVehicle) => (await app.trpcQuery<Page<ServiceRecord>>(cookie, 'serviceLog.list', { tokenId: vehicle.tokenId })).data.items;

  it("schedules the next one by the maker's interval for the car when the reminder has none, from the completion's date and odometer", async () => {
    const rotation = await create(tesla, 'tire_rotation');
    expect(rotation.repeat).toEqual({ km: TESLA_TIRE_ROTATION_KM, months: null });
    const { next, maintenanceRecordId } = await complete(rotation.id);
    expect(next).toMatchObject({ kind: 'tire_rotation', dueOdometerKm: 42_000 + TESLA_TIRE_ROTATION_KM, dueDate: null, intervalKm: TESLA_TIRE_ROTATION_KM, intervalMonths: null });
    expect((await serviceLog(tesla)).find((r) => r.id === maintenanceRecordId)).toMatchObject({ kind: 'tires', date: DONE_ON, odometerKm: 42_000, source: 'reminder' });

    // Tesla: the cabin filter every two years, whatever the distance
    const filter = await create(tesla, 'cabin_filter');
    expect((await complete(filter.id)).next).toMatchObject({ dueDate: addMonths(DONE_ON, 24), dueOdometerKm: null, intervalMonths: 24 });

    // a combustion car without a maker's schedule in the catalogue: the general one (oil every 10,000 km or 12 months)
    const oil = await create(combustion, 'oil_change');
    const done = await complete(oil.id, { odometerKm: 80_500 });
    expect(done.next).toMatchObject({ dueDate: addMonths(DONE_ON, 12), dueOdometerKm: 90_500, intervalKm: 10_000, intervalMonths: 12 });
    expect((await serviceLog(combustion)).find((r) => r.id === done.maintenanceRecordId)).toMatchObject({ kind: 'oil_change', odometerKm: 80_500 });
  });

  it("keeps the reminder's own interval, and the owner's choice at completion, over the maker's", async () => {
    const own = await create(tesla, 'tire_rotation', { intervalKm: 8_000 });
    expect(own.repeat).toEqual({ km: 8_000, months: null });
    expect((await complete(own.id)).next).toMatchObject({ dueOdometerKm: 50_000, intervalKm: 8_000 });

    const once = await create(tesla, 'tire_rotation');
    expect((await complete(once.id, { intervalKm: null, intervalMonths: null })).next).toBeNull();

    // a renewal has no maker's interval: done is done
    const registration = await create(tesla, 'registration_expiry');
    expect(registration.repeat).toEqual({ km: null, months: null });
    expect((await complete(registration.id)).next).toBeNull();
  });

  it("never writes an oil change into an electric car's service log", async () => {
    // a reminder from before kinds followed the powertrain
    const leftover = await createReminder(app.server.services.database.db, userId, tesla.id, { kind: 'oil_change', dueDate: DONE_ON });
    const before = (await serviceLog(tesla)).length;
    const refused = await app.trpcMutation(cookie, 'reminders.complete', { id: leftover!.id, date: DONE_ON });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Oil change does not apply to an electric car. Dismiss this reminder instead.');
    const records = await serviceLog(tesla);
    expect(records).toHaveLength(before);
    expect(records.filter((r) => r.kind === 'oil_change')).toEqual([]);
    const reminders = (await app.trpcQuery<ReminderView[]>(cookie, 'reminders.list', {})).data;
    expect(reminders.find((r) => r.id === leftover!.id)?.state).not.toBe('done');
    expect((await app.trpcMutation(cookie, 'reminders.dismiss', { id: leftover!.id })).status).toBe(200);
  });
});
