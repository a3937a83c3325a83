import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueItem } from '../../shared/api/facts';
import type { NotificationFeed, NotificationSettingsView, WebhookPayload } from '../../shared/api/notifications';
import type { CompleteReminderResult, ReminderView } from '../../shared/api/reminders';
import type { ServiceRecord } from '../../shared/api/service-log';
import { addDays, toIsoDate } from '../../shared/format-date';
import { addMonths } from '../../shared/reminders';
import { hasLiveJob } from '../db/repositories';
import { EVALUATE_REMINDERS_JOB } from '../domain/reminders/reminder-jobs';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server';
import { startTestWebhookReceiver, type TestWebhookReceiver } from '../testing/test-webhook-receiver';
import type { Page } from '../../shared/api/pagination';

const today = () => toIsoDate(new Date(), 'utc');

describe.each(testDatabaseTargets())('reminders and notifications over HTTP ($name)', (target) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let hook: TestWebhookReceiver;
  let owner: { cookie: string; userId: string; vehicles: { id: string; tokenId: number; name: string }[]; sim: SimVehicle[] };
  let stranger: { cookie: string };

  beforeAll(async () => {
    [smtp, hook] = await Promise.all([startTestSmtpServer(), startTestWebhookReceiver()]);
    app = await startTestApp(target, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: 'app',
      SMTP_PASSWORD: 'secret',
      SMTP_FROM: 'DriveWise <alerts@drivewise.test>',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The simulated fleet's faulty cars would raise real-time vehicle alerts too (vehicle-alerts.test.ts): counted here are reminders only.
      TRIGGERS_MODE: 'off',
    });
    // The start-up's daily evaluation runs first, on no one: the owners' cars due for service are notified when a test evaluates.
    const today = toIsoDate(new Date(), 'utc');
    for (let i = 0; i < 300 && (await hasLiveJob(app.server.services.database.db, EVALUATE_REMINDERS_JOB, 'daily', today)); i++) await new Promise((r) => setTimeout(r, 50));
    const signedIn = await app.signIn('reminder-owner@example.com');
    const me = await app.trpcQuery<{ id: string }>(signedIn.cookie, 'auth.me');
    const vehicles = await app.trpcQuery<{ id: string; tokenId: number; name: string }[]>(signedIn.cookie, 'vehicles.list');
    owner = { cookie: signedIn.cookie, userId: me.data.id, vehicles: vehicles.data, sim: signedIn.vehicles };
    stranger = await app.signIn('reminder-stranger@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await hook?.close();
  });

  const list = async (cookie = owner.cookie, input?: unknown) => (await app.trpcQuery<ReminderView[]>(cookie, 'reminders.list', input)).data;
  const feed = async () => (await app.trpcQuery<NotificationFeed>(owner.cookie, 'notifications.feed')).data;

  it('emails and posts an overdue reminder once, saying what, which car, when, with a link', async () => {
    const settings = await app.trpcMutation<NotificationSettingsView>(owner.cookie, 'notifications.updateSettings', {
      email: 'owner@example.com',
      emailEnabled: true,
      webhookUrl: hook.url,
    });
    expect(settings.status).toBe(200);
    expect(settings.data).toMatchObject({ email: 'owner@example.com', emailEnabled: true, emailAvailable: true, webhookUrl: hook.url });
    hook.failNext(1);

    const car = owner.vehicles[0];
    const due = addDays(today(), -3);
    const created = await app.trpcMutation<ReminderView>(owner.cookie, 'reminders.create', {
      vehicleId: car.id,
      kind: 'oil_change',
      dueDate: due,
      intervalKm: 10_000,
      intervalMonths: 12,
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ state: 'overdue', label: 'Oil change', vehicleName: car.name, message: `Oil change due on ${due}` });

    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe(`DriveWise: Overdue: Oil change on ${car.name}`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('owner@example.com');
    expect(mail.from?.text).toContain('alerts@drivewise.test');
    expect(mail.text).toContain(`Oil change due on ${due} (${car.name}).`);
    expect(mail.text).toContain('3 days ago');
    expect(mail.text).toContain(`${app.url}/reminders`);

    const [payload] = (await hook.waitFor(1)) as WebhookPayload[];
    expect(hook.calls).toBeGreaterThanOrEqual(2);
    expect(payload).toMatchObject({ kind: 'oil_change', severity: 'critical', title: `Overdue: Oil change on ${car.name}`, vehicle: { tokenId: car.tokenId, name: car.name }, url: `${app.url}/reminders` });

    // Evaluating again (lists, the daily job) sends nothing more for it. (The daily job tells of the car's own
    // service too: the simulated garage has a car due for service, see the next test.)
    await list();
    await app.server.services.reminders.evaluate();
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.subject === mail.subject)).toHaveLength(1);
    expect((hook.received as WebhookPayload[]).filter((p) => p.title === payload.title)).toHaveLength(1);
    expect((await feed()).items.filter((n) => n.kind === 'oil_change' && !n.read)).toHaveLength(1);
  });

  it("notifies the car's own service countdown once it is due soon, once across evaluation runs, through the bell, email and webhook", async () => {
    const carOwner = await app.signIn('car-service-owner@example.com');
    await app.trpcMutation(carOwner.cookie, 'notifications.updateSettings', { email: 'car-owner@example.com', emailEnabled: true, webhookUrl: hook.url });
    const sim = carOwner.vehicles.find((v) => v.faults.includes('serviceDue'))!;
    const [item] = (await app.trpcQuery<DueItem[]>(carOwner.cookie, 'facts.due', { tokenId: sim.tokenId })).data.filter((i) => i.kind === 'car_service');
    expect(item).toMatchObject({ urgency: 'due_soon', reminderId: null });
    expect(item.kmLeft).toBeLessThan(1000);
    const title = `Due soon: Scheduled service on ${item.vehicleName}`;
    const mails = () => smtp.messages.filter((m) => m.subject === `DriveWise: ${title}` && m.to && 'text' in m.to && m.to.text === 'car-owner@example.com');
    const posts = () => (hook.received as WebhookPayload[]).filter((p) => p.title === title && p.vehicle?.tokenId === sim.tokenId);
    const bell = async () => (await app.trpcQuery<NotificationFeed>(carOwner.cookie, 'notifications.feed')).data.items.filter((n) => n.title === title);

    const first = await app.server.services.reminders.evaluate();
    const second = await app.server.services.reminders.evaluate();
    expect(first.carServiceNotified).toBeGreaterThanOrEqual(1);
    expect(second.carServiceNotified).toBe(0);
    await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => posts().length, { timeout: 15_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(mails()).toHaveLength(1);
    expect(posts()).toHaveLength(1);
    const notified = await bell();
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ kind: 'service_due', severity: 'warning', vehicleId: item.vehicleId, reminderId: null, link: '/reminders', read: false });
    expect(notified[0].body.startsWith(`Scheduled service (${item.vehicleName}), from the car's own report (`)).toBe(true);
    expect(notified[0].body).toMatch(/\)\. Due .+ \(in \d+ days\) · in [\d,]+ km \(at [\d,]+ km\)\.$/);
    expect(mails()[0].text).toContain(notified[0].body);
    expect(posts()[0]).toMatchObject({ kind: 'service_due', severity: 'warning', message: notified[0].body, url: `${app.url}/reminders` });
  });

  it('never shows or changes one owner’s reminders for another', async () => {
    const [reminder] = await list();
    expect(await list(stranger.cookie)).toEqual([]);
    for (const [path, input] of [
      ['reminders.complete', { id: reminder.id }],
      ['reminders.dismiss', { id: reminder.id }],
      ['reminders.snooze', { id: reminder.id, until: addDays(today(), 7) }],
      ['reminders.delete', { id: reminder.id }],
      ['reminders.create', { vehicleId: owner.vehicles[0].id, kind: 'custom', title: 'x', dueDate: today() }],
    ] as const) {
      expect((await app.trpcMutation(stranger.cookie, path, input)).status, path).toBe(404);
    }
    // (the stranger's bell has their own cars' service countdowns, from the daily evaluation)
    const ownerCars = new Set(owner.vehicles.map((v) => v.id));
    expect((await app.trpcQuery<NotificationFeed>(stranger.cookie, 'notifications.feed')).data.items.filter((n) => (n.vehicleId && ownerCars.has(n.vehicleId)) || n.reminderId === reminder.id)).toEqual([]);
    expect((await app.trpcMutation(owner.cookie, 'reminders.create', { vehicleId: owner.vehicles[0].id, kind: 'custom', dueDate: today() })).status).toBe(400);
    expect((await app.trpcMutation(owner.cookie, 'reminders.create', { vehicleId: owner.vehicles[0].id, kind: 'oil_change' })).status).toBe(400);
  });

  it('completing records the service with the live odometer and cost, makes the next one, and clears the bell', async () => {
    const [reminder] = await list();
    const result = await app.trpcMutation<CompleteReminderResult>(owner.cookie, 'reminders.complete', { id: reminder.id, cost: 79.5 });
    expect(result.status).toBe(200);
    const { reminder: done, next, maintenanceRecordId } = result.data;
    expect(done.state).toBe('done');
    expect(done.maintenanceRecord).toMatchObject({ id: maintenanceRecordId, date: today(), cost: 79.5 });
    const odometer = done.maintenanceRecord!.mileage!;
    expect(odometer).toBeGreaterThan(1000);
    expect(next).toMatchObject({ kind: 'oil_change', source: 'service_record', dueDate: addMonths(today(), 12), dueOdometerKm: odometer + 10_000, intervalKm: 10_000, intervalMonths: 12 });
    expect(['upcoming', 'due_soon']).toContain(next!.state);

    const records = await app.trpcQuery<Page<ServiceRecord>>(owner.cookie, 'serviceLog.list', { tokenId: owner.vehicles[0].tokenId });
    expect(records.data.items.find((r) => r.id === maintenanceRecordId)).toMatchObject({ kind: 'oil_change', totalCost: 79.5, odometerKm: odometer, source: 'reminder' });
    // the reminder's notification is read; the car's own service countdown (not this oil change) stays
    const bell = await feed();
    expect(bell.items.filter((n) => n.reminderId === reminder.id).map((n) => n.read)).toEqual([true]);
    expect(bell.unread).toBe(bell.items.filter((n) => n.kind === 'service_due' && n.reminderId === null && !n.read).length);
    expect((await list()).map((r) => r.id)).toEqual([next!.id]);
    expect((await list(owner.cookie, { includeClosed: true })).map((r) => r.state).sort()).toEqual(['done', next!.state].sort());
    expect((await app.trpcMutation(owner.cookie, 'reminders.complete', { id: reminder.id })).status).toBe(409);
  });

  it('measures a distance reminder against the live odometer and predicts its date from the driving rate', async () => {
    const car = owner.vehicles[1] ?? owner.vehicles[0];
    const probe = await app.trpcMutation<ReminderView>(owner.cookie, 'reminders.create', { vehicleId: car.id, kind: 'tire_rotation', dueOdometerKm: 2_000_000 });
    const live = probe.data.odometerKm!;
    expect(live).toBeGreaterThan(0);
    await app.trpcMutation(owner.cookie, 'reminders.delete', { id: probe.data.id });

    const soon = await app.trpcMutation<ReminderView>(owner.cookie, 'reminders.create', { vehicleId: car.id, kind: 'brake_service', dueOdometerKm: live + 600 });
    expect(soon.data).toMatchObject({ state: 'due_soon', kmLeft: 600, odometerKm: live });
    expect(soon.data.predictionText).toMatch(/^in about \d+ days? \(at [\d,]+ km\/week\)$/);
    expect(soon.data.predictedDate! > today()).toBe(true);
    expect(soon.data.dueText).toContain('(in 600 km), in about');
  });

  it('serves a private calendar feed that calendar apps can read, and forgets a revoked one', async () => {
    const first = await app.trpcMutation<{ url: string }>(owner.cookie, 'notifications.createCalendarFeed');
    expect(first.data.url).toMatch(new RegExp(`^${app.url}/api/calendar/[A-Za-z0-9_-]{40,}\\.ics$`));
    const res = await fetch(first.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const eventsOf = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const dueNow = async () => (await app.trpcQuery<DueItem[]>(owner.cookie, 'facts.due')).data;
    const before = await dueNow();
    const events = eventsOf(await res.text());
    const after = await dueNow();
    const open = await list();
    const dated = open.filter((r) => r.dueDate || r.predictedDate);
    // Each car reports its own service (the simulator sends the time to it too): one event per car beside the
    // reminders, but for a car whose service was just recorded (the completed oil change) and still counts down.
    const carItems = before.filter((i) => i.kind === 'car_service' && i.reminderId === null && i.dueDate && i.urgency !== 'waiting');
    expect(carItems.length).toBeGreaterThanOrEqual(owner.vehicles.length - 1);
    expect(events.map((e) => e.uid).sort()).toEqual([...dated.map((r) => `${r.id}@drivewise`), ...carItems.map((i) => `car_service-${i.vehicleId}@drivewise`)].sort());
    // the car due for service, or another one when that one waits for its counter
    const dueSoon = owner.vehicles.find((v) => owner.sim.find((s) => s.tokenId === v.tokenId)!.faults.includes('serviceDue'));
    const serviceCar = owner.vehicles.find((v) => v.id === (carItems.find((i) => i.vehicleId === dueSoon?.id) ?? carItems[0]).vehicleId)!;
    const carEvent = events.find((e) => e.uid === `car_service-${serviceCar.id}@drivewise`)!;
    const carDates = [before, after].map((due) => due.find((i) => i.kind === 'car_service' && i.vehicleId === serviceCar.id)!.dueDate);
    expect(carEvent.summary).toBe(`Scheduled service (reported by the car): ${serviceCar.name}`);
    expect(carDates).toContain(carEvent.startDate.toString());
    expect(carEvent.startDate.isDate).toBe(true);
    expect(carEvent.description).toMatch(/^Scheduled service, from the car's own report \([A-Z][a-z]{2} \d{1,2}, \d{4}\)\. Due .+ \((in \d+ days|today|tomorrow)\) · in [\d,]+ km \(at [\d,]+ km\)\.\n/);

    // The owner's own service reminder for that car is merged with its countdown: one event, the reminder's, saying what the car reports.
    const own = await app.trpcMutation<ReminderView>(owner.cookie, 'reminders.create', { vehicleId: serviceCar.id, kind: 'service_due', dueDate: addDays(today(), 200) });
    expect(own.status).toBe(200);
    const merged = eventsOf(await (await fetch(first.data.url)).text()).filter((e) => /^(Service due|Scheduled service)/.test(e.summary) && e.summary.endsWith(`: ${serviceCar.name}`));
    expect(merged.map((e) => e.uid)).toEqual([`${own.data.id}@drivewise`]);
    expect(merged[0].startDate.toString()).toBe(addDays(today(), 200));
    expect(merged[0].description).toContain("Also from your reminder and the car's own report");
    await app.trpcMutation(owner.cookie, 'reminders.delete', { id: own.data.id });
    const brake = dated.find((r) => r.kind === 'brake_service')!;
    const brakeEvent = events.find((e) => e.uid === `${brake.id}@drivewise`)!;
    expect(brakeEvent.summary).toBe(`Brake service (predicted): ${brake.vehicleName}`);
    expect(brakeEvent.startDate.toString()).toBe(brake.predictedDate);
    expect(brakeEvent.startDate.isDate).toBe(true);

    const second = await app.trpcMutation<{ url: string }>(owner.cookie, 'notifications.createCalendarFeed');
    expect((await fetch(first.data.url)).status).toBe(404);
    expect((await fetch(second.data.url)).status).toBe(200);
    await app.trpcMutation(owner.cookie, 'notifications.revokeCalendarFeed');
    expect((await fetch(second.data.url)).status).toBe(404);
    expect((await fetch(`${app.url}/api/calendar/not-a-token.ics`)).status).toBe(404);
  });

  it('lets another domain notify (a real-time vehicle alert) once per key, to the owner only', async () => {
    const car = owner.vehicles[0];
    const alertMails = () => smtp.messages.filter((m) => m.subject === `DriveWise: Low 12 V battery on ${car.name}`);
    const input = { key: `vehicle-alert:${car.id}:battery:test`, kind: 'vehicle_alert' as const, title: `Low 12 V battery on ${car.name}`, body: `The 12 V battery of ${car.name} reads 11.8 V.`, vehicleId: car.id, severity: 'warning' as const, link: '/dashboard' };
    const first = await app.server.services.notifications.notify(owner.userId, input);
    const again = await app.server.services.notifications.notify(owner.userId, input);
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    for (let i = 0; i < 200 && alertMails().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(alertMails()).toHaveLength(1);
    expect(alertMails()[0].text).toContain(`The 12 V battery of ${car.name} reads 11.8 V.`);
    expect(alertMails()[0].text).toContain(`${app.url}/dashboard`);
    expect((await feed()).items[0]).toMatchObject({ id: first.id, kind: 'vehicle_alert', read: false, link: '/dashboard' });
    const strangerId = (await app.trpcQuery<{ id: string }>(stranger.cookie, 'auth.me')).data.id;
    await expect(app.server.services.notifications.notify(strangerId, { ...input, key: 'other' })).rejects.toThrow(/not found/i);
    expect((await app.trpcQuery<NotificationFeed>(stranger.cookie, 'notifications.feed')).data.items.filter((n) => n.title === input.title)).toEqual([]);

    expect((await app.trpcMutation<{ changed: number }>(owner.cookie, 'notifications.markRead', {})).data.changed).toBeGreaterThan(0);
    expect((await feed()).unread).toBe(0);
  });

  it('refuses a webhook to the app itself and email without an address', async () => {
    const own = await app.trpcMutation(owner.cookie, 'notifications.updateSettings', { webhookUrl: `${app.url}/api/health` });
    // The operator allowed private addresses here; the app itself is refused only without that allowance (unit-tested).
    expect(own.status).toBe(200);
    const bad = await app.trpcMutation(stranger.cookie, 'notifications.updateSettings', { emailEnabled: true });
    expect(bad.status).toBe(400);
    expect((await app.trpcMutation(stranger.cookie, 'notifications.updateSettings', { webhookUrl: 'ftp://example.com/x' })).status).toBe(400);
  });

  it('sends a test in the chosen format at once, says what the receiver answered, and delivers later notifications the same way', async () => {
    const before = hook.received.length;
    const sent = await app.trpcMutation<{ status: number; message: string }>(stranger.cookie, 'notifications.testWebhook', { url: hook.url, format: 'discord' });
    expect(sent.data).toEqual({ status: 200, message: 'Sent: Discord answered HTTP 200.' });
    expect(hook.received[before]).toMatchObject({ username: 'DriveWise', embeds: [{ title: 'DriveWise test notification', url: `${app.url}/settings` }] });

    hook.failNext(1);
    const failed = await app.trpcMutation<unknown>(stranger.cookie, 'notifications.testWebhook', { url: hook.url, format: 'gotify' });
    expect(failed.status).toBe(400);
    expect(failed.error?.message).toBe('Gotify answered HTTP 503.');

    const closed = await app.trpcMutation<unknown>(stranger.cookie, 'notifications.testWebhook', { url: 'http://127.0.0.1:9/hook', format: 'ntfy' });
    expect(closed.error?.message).toBe('ntfy refused the connection: is it running at that address and port?');

    const saved = await app.trpcMutation<NotificationSettingsView>(stranger.cookie, 'notifications.updateSettings', { webhookUrl: hook.url, webhookFormat: 'ntfy' });
    expect(saved.data).toMatchObject({ webhookUrl: hook.url, webhookFormat: 'ntfy' });
    const me = await app.trpcQuery<{ id: string }>(stranger.cookie, 'auth.me');
    await app.server.services.notifications.notify(me.data.id, { key: `format-test:${me.data.id}`, kind: 'vehicle_alert', title: 'Low 12 V battery on Car', body: 'The 12 V battery reads 11.8 V.', severity: 'warning' });
    const received = await hook.waitFor(before + 2);
    // ntfy publishes at the server's root with the topic (the URL's last segment) in the body.
    expect(received[before + 1]).toEqual({ topic: 'hook', title: 'Low 12 V battery on Car', message: 'The 12 V battery reads 11.8 V.', priority: 4, tags: ['warning'], click: `${app.url}/reminders` });
  });
});
