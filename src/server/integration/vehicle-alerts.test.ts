/**
 * Real-time vehicle alerts over HTTP, with the real simulator firing its Vehicle Triggers into the app: a car crosses a
 * threshold or has a driving event (the simulator's dev routes), its owner's bell and inbox get the alert, nobody
 * else's; forged and replayed calls are refused; and without the triggers service the app polls telemetry on the same
 * rules.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationFeed } from '../../shared/api/notifications';
import { startSimulator, type RunningSimulator } from '../../simulator';
import { listExpectedWebhooks } from '../domain/vehicle-alerts/trigger-webhooks';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server';

interface SimTriggers {
  webhooks: { id: string; displayName: string; metricName: string; targetURL: string; status: string; condition: string; coolDownPeriod: number }[];
  subscriptions: { webhookId: string; tokenId: number }[];
  deliveries: { eventId: string; webhookId: string; tokenId: number; signal: string; value: unknown; firedAt: string; outcome: string; attempts: { status: number | null }[] }[];
}

/** One per rule and signal, and one per rule and driving event. */
const WEBHOOK_COUNT = listExpectedWebhooks().length;

async function simJson<T>(simUrl: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${simUrl}${route}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${route}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function health(app: TestApp): Promise<{ triggers: string }> {
  return (await (await fetch(`${app.url}/api/health`)).json()) as { triggers: string };
}

/** The CloudEvent the provider POSTs, for calls the tests make themselves. */
function deliveryBody(webhookId: string, did: string, signal: string, value: number | string) {
  const now = new Date().toISOString();
  return { id: crypto.randomUUID(), source: 'vehicle-triggers-api', producer: webhookId, specversion: '1.0', subject: did, time: now, type: 'dimo.trigger', data: { webhookId, assetDID: did, signal: { name: signal, timestamp: now, value } } };
}

describe.each(testDatabaseTargets())('vehicle alerts from the provider’s triggers ($name)', (target) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let owner: { cookie: string; vehicles: { id: string; tokenId: number; name: string }[]; sim: SimVehicle[] };
  let stranger: { cookie: string; vehicles: { id: string; tokenId: number; name: string }[] };
  const triggers = () => simJson<SimTriggers>(app.simUrl, '/dev/triggers');
  const feed = async (cookie: string) => (await app.trpcQuery<NotificationFeed>(cookie, 'notifications.feed', { limit: 50 })).data;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(target, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'DriveWise <alerts@drivewise.test>' });
    const signedIn = await app.signIn('alerts-owner@example.com');
    await app.trpcMutation(signedIn.cookie, 'notifications.updateSettings', { email: 'alerts-owner@example.com', emailEnabled: true });
    owner = { cookie: signedIn.cookie, sim: signedIn.vehicles, vehicles: (await app.trpcQuery<{ id: string; tokenId: number; name: string }[]>(signedIn.cookie, 'vehicles.list')).data };
    const other = await app.signIn('alerts-stranger@example.com');
    stranger = { cookie: other.cookie, vehicles: (await app.trpcQuery<{ id: string; tokenId: number; name: string }[]>(other.cookie, 'vehicles.list')).data };
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('sets up one webhook per rule and signal at start-up, verified, and says so on /api/health', async () => {
    // Set up in the background at start-up ("starting" until then).
    await expect.poll(async () => (await health(app)).triggers, { timeout: 15_000, interval: 100 }).toBe('webhooks');
    const { webhooks } = await triggers();
    expect(webhooks).toHaveLength(WEBHOOK_COUNT);
    for (const w of webhooks) {
      expect(w.displayName).toMatch(/^drivewise:/);
      expect(w.targetURL.startsWith(`${app.url}/api/vehicle-triggers/`)).toBe(true);
      expect(w.status).toBe('enabled');
    }
    expect(webhooks.find((w) => w.metricName === 'vss.lowVoltageBatteryCurrentVoltage')).toMatchObject({ condition: 'value < 12.0' });
    // Both owners' shared vehicles are subscribed to every webhook once their sign-in synced them.
    const tokenIds = [...owner.vehicles, ...stranger.vehicles].map((v) => v.tokenId);
    await expect
      .poll(async () => {
        const { subscriptions } = await triggers();
        return tokenIds.every((id) => subscriptions.filter((s) => s.tokenId === id).length === WEBHOOK_COUNT);
      }, { timeout: 15_000 })
      .toBe(true);
  });

  it('turns a threshold crossing into an alert in the owner’s bell and an email, and nothing for another owner', async () => {
    const simCar = owner.sim.find((v) => !v.faults.includes('weakBattery'))!;
    const car = owner.vehicles.find((v) => v.tokenId === simCar.tokenId)!;
    const title = `Low 12 V battery on ${car.name}`;
    expect((await feed(owner.cookie)).items.some((n) => n.title === title)).toBe(false);

    await simJson(app.simUrl, `/dev/vehicles/${car.tokenId}/signals`, { values: { lowVoltageBatteryCurrentVoltage: 11.4 } });
    await expect.poll(async () => (await feed(owner.cookie)).items.some((n) => n.title === title), { timeout: 10_000, interval: 100 }).toBe(true);
    const alert = (await feed(owner.cookie)).items.find((n) => n.title === title)!;
    expect(alert).toMatchObject({ kind: 'vehicle_alert', severity: 'warning', vehicleId: car.id, read: false, link: `/vehicles/${car.tokenId}` });
    expect(alert.body).toContain('reads 11.40 V (below 12.0 V)');

    await expect.poll(() => smtp.messages.filter((m) => m.subject === `DriveWise: ${title}`).length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.messages.find((m) => m.subject === `DriveWise: ${title}`)!;
    expect(mail.text).toContain('11.40 V');
    expect(mail.text).toContain(`${app.url}/vehicles/${car.tokenId}`);

    // The other owner's own cars may have alerts of their own (the simulated fleet has faults), never this one's.
    const strangers = (await feed(stranger.cookie)).items;
    expect(strangers.some((n) => n.vehicleId === car.id || n.title === title)).toBe(false);
    for (const n of strangers) expect(stranger.vehicles.map((v) => v.id)).toContain(n.vehicleId);
  });

  it('tells a trouble code once, says nothing when it is cleared, and tells it again when it comes back', async () => {
    const car = owner.vehicles[0];
    const told = async () => (await feed(owner.cookie)).items.filter((n) => n.title === `New trouble code on ${car.name}: P0128`).length;
    const setCodes = (codes: string[]) => simJson(app.simUrl, `/dev/vehicles/${car.tokenId}/signals`, { values: { obdDTCList: JSON.stringify(codes) } });
    const webhookId = (await triggers()).webhooks.find((w) => w.metricName === 'vss.obdDTCList')!.id;
    /** Whether the provider has delivered this car's code list with that value since `since`. */
    const deliveredSince = async (since: string, value: string) =>
      (await triggers()).deliveries.some((d) => d.webhookId === webhookId && d.tokenId === car.tokenId && d.outcome === 'delivered' && d.value === value && d.firedAt >= since);

    await setCodes(['P0128']);
    await expect.poll(told, { timeout: 10_000, interval: 100 }).toBe(1);
    const clearedAt = new Date().toISOString();
    await setCodes([]);
    await expect.poll(() => deliveredSince(clearedAt, '[]'), { timeout: 10_000, interval: 100 }).toBe(true);
    expect(await told()).toBe(1);
    await setCodes(['P0128']);
    await expect.poll(told, { timeout: 10_000, interval: 100 }).toBe(2);
  });

  it('handles a provider event once by its id (a replay after the codes cleared raises nothing), and ignores events sent over 10 minutes ago', async () => {
    const { webhooks } = await triggers();
    const codes = webhooks.find((w) => w.metricName === 'vss.obdDTCList')!;
    const post = async (body: unknown) => {
      const res = await fetch(codes.targetURL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, json: await res.json() };
    };
    const car = owner.vehicles[1];
    const did = app.server.services.provider.vehicleDid(car.tokenId);
    const told = async () => (await feed(owner.cookie)).items.filter((n) => n.title === `New trouble code on ${car.name}: P0300`).length;

    const captured = deliveryBody(codes.id, did, 'obdDTCList', '["P0300"]');
    expect(await post(captured)).toMatchObject({ status: 200, json: { status: 'notified', notifications: 1 } });
    expect(await post(deliveryBody(codes.id, did, 'obdDTCList', '[]'))).toMatchObject({ status: 200 });
    // The captured event sent again, as is, after the codes cleared: the same id, handled already.
    for (let i = 0; i < 3; i++) expect(await post(captured)).toEqual({ status: 200, json: { ok: true, status: 'duplicate' } });
    // The same event under a new id but sent 11 minutes ago: too old to act on.
    const sent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const old = { ...captured, id: crypto.randomUUID(), time: sent(11), data: { ...captured.data, signal: { ...captured.data.signal, timestamp: sent(11) } } };
    expect(await post(old)).toMatchObject({ status: 200, json: { status: 'ignored', reason: 'the event was not sent within 600 s of now' } });
    const future = { ...old, id: crypto.randomUUID(), time: new Date(Date.now() + 11 * 60_000).toISOString() };
    expect(await post(future)).toMatchObject({ status: 200, json: { status: 'ignored' } });
    expect(await told()).toBe(1);
    // A late but recent event (9 minutes) is still handled.
    const late = { ...old, id: crypto.randomUUID(), time: sent(9), data: { ...captured.data, signal: { ...captured.data.signal, timestamp: sent(9) } } };
    expect((await post(late)).json.status).toBe('notified');
    expect(await told()).toBe(2);
  });

  it('turns a driving event the simulator fires (an emergency braking, a collision, harsh braking) into an alert for that car\'s owner only, and a replayed event raises nothing', async () => {
    const { webhooks } = await triggers();
    const events = webhooks.filter((w) => w.displayName.startsWith('drivewise:') && !w.metricName.startsWith('vss.'));
    expect(events.map((w) => w.metricName).sort()).toEqual(['behavior.extremeBraking', 'behavior.harshAcceleration', 'behavior.harshBraking', 'behavior.harshCornering', 'safety.collision']);
    expect(events.every((w) => w.condition === 'true')).toBe(true);
    const car = owner.vehicles[0];
    const strangersCar = stranger.vehicles[1];
    const titled = async (cookie: string, title: string) => (await feed(cookie)).items.filter((n) => n.title === title);
    const happen = (tokenId: number, body: Record<string, unknown>) => simJson<{ event: { timestamp: string } }>(app.simUrl, `/dev/vehicles/${tokenId}/events`, body);

    // The simulator fires the webhook at its next tick; the app tells the owner of that car.
    await happen(car.tokenId, { name: 'behavior.extremeBraking', speedKph: 72.4, gForce: 0.71 });
    const braking = `Emergency braking in ${car.name}`;
    await expect.poll(async () => (await titled(owner.cookie, braking)).length, { timeout: 10_000, interval: 100 }).toBe(1);
    const [alert] = await titled(owner.cookie, braking);
    expect(alert).toMatchObject({ kind: 'vehicle_alert', severity: 'warning', vehicleId: car.id, link: `/vehicles/${car.tokenId}` });
    expect(alert.body).toContain('braked extremely hard (from 72 km/h, 0.71 g)');

    // Harsh braking of the other owner's car: their alert, never this owner's.
    await happen(strangersCar.tokenId, { name: 'behavior.harshBraking', speedKph: 48, gForce: 0.44 });
    const harsh = `Harsh braking in ${strangersCar.name}`;
    await expect.poll(async () => (await titled(stranger.cookie, harsh)).length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect((await titled(stranger.cookie, harsh))[0]).toMatchObject({ severity: 'info', vehicleId: strangersCar.id });
    expect((await feed(owner.cookie)).items.some((n) => n.vehicleId === strangersCar.id || n.title === harsh)).toBe(false);
    expect((await feed(stranger.cookie)).items.some((n) => n.vehicleId === car.id || n.title === braking)).toBe(false);
    // A second harsh event the same day is not told again (24 h cool-down across braking, acceleration and cornering).
    await happen(strangersCar.tokenId, { name: 'behavior.harshCornering', speedKph: 40, gForce: 0.5 });
    const cornering = webhooks.find((w) => w.metricName === 'behavior.harshCornering')!;
    await expect.poll(async () => (await triggers()).deliveries.some((d) => d.webhookId === cornering.id && d.tokenId === strangersCar.tokenId && d.outcome === 'delivered'), { timeout: 10_000, interval: 100 }).toBe(true);
    expect((await feed(stranger.cookie)).items.filter((n) => n.vehicleId === strangersCar.id && n.title.startsWith('Harsh '))).toHaveLength(1);

    // A collision, then its delivery sent again as captured (same CloudEvent id), and again under a new id.
    const { event } = await happen(car.tokenId, { name: 'safety.collision', speedKph: 38, gForce: 3.1 });
    const collision = `Possible collision: ${car.name}`;
    await expect.poll(async () => (await titled(owner.cookie, collision)).length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect((await titled(owner.cookie, collision))[0]).toMatchObject({ severity: 'critical' });
    const hook = webhooks.find((w) => w.metricName === 'safety.collision')!;
    const delivered = (await triggers()).deliveries.find((d) => d.webhookId === hook.id && d.tokenId === car.tokenId && d.outcome === 'delivered')!;
    const did = app.server.services.provider.vehicleDid(car.tokenId);
    const captured = (id: string) => ({
      id,
      source: 'vehicle-triggers-api',
      producer: hook.id,
      specversion: '1.0',
      subject: did,
      time: new Date().toISOString(),
      type: 'dimo.trigger',
      data: { service: 'events', metricName: 'safety.collision', webhookId: hook.id, assetDID: did, condition: 'true', event: { name: 'safety.collision', timestamp: event.timestamp, durationNs: 800000000, metadata: '{"speedKph":38,"gForce":3.1}' } },
    });
    const post = async (body: unknown) => {
      const res = await fetch(hook.targetURL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, json: await res.json() };
    };
    expect(await post(captured(delivered.eventId))).toEqual({ status: 200, json: { ok: true, status: 'duplicate' } });
    expect(await post(captured(crypto.randomUUID()))).toMatchObject({ status: 200, json: { status: 'notified', notifications: 0 } });
    // Sent long ago: ignored; about a car nobody here shares: refused.
    const old = { ...captured(crypto.randomUUID()), time: new Date(Date.now() - 11 * 60_000).toISOString() };
    expect(await post(old)).toMatchObject({ status: 200, json: { status: 'ignored' } });
    const nobody = await simJson<{ vehicles: SimVehicle[] }>(app.simUrl, '/dev/garages', { email: 'alerts-events-nobody@example.com' });
    const foreign = app.server.services.provider.vehicleDid(nobody.vehicles[0].tokenId);
    const forged = captured(crypto.randomUUID());
    expect((await post({ ...forged, subject: foreign, data: { ...forged.data, assetDID: foreign } })).status).toBe(403);
    // A signal webhook's id with an event in it: refused.
    const battery = webhooks.find((w) => w.metricName === 'vss.lowVoltageBatteryCurrentVoltage')!;
    expect((await post({ ...forged, id: crypto.randomUUID(), producer: battery.id, data: { ...forged.data, webhookId: battery.id } })).status).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(await titled(owner.cookie, collision)).toHaveLength(1);
    expect(await titled(stranger.cookie, collision)).toHaveLength(0);
  });

  it('refuses calls without the token, foreign webhooks and vehicles no owner shares, and sends a repeat within the cool-down once', async () => {
    const { webhooks } = await triggers();
    const battery = webhooks.find((w) => w.metricName === 'vss.lowVoltageBatteryCurrentVoltage')!;
    const receiver = new URL(battery.targetURL);
    const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const car = owner.vehicles.find((v) => !owner.sim.find((s) => s.tokenId === v.tokenId)!.faults.includes('weakBattery'))!;
    const vehicleDid = app.server.services.provider.vehicleDid(car.tokenId);

    // Forged: no token, a wrong one, the handshake without it.
    expect((await post(`${app.url}/api/vehicle-triggers`, deliveryBody(battery.id, vehicleDid, 'lowVoltageBatteryCurrentVoltage', 10))).status).toBe(404);
    expect((await post(`${app.url}/api/vehicle-triggers/not-the-token`, deliveryBody(battery.id, vehicleDid, 'lowVoltageBatteryCurrentVoltage', 10))).status).toBe(401);
    const handshake = await post(`${app.url}/api/vehicle-triggers/not-the-token`, { verification: 'test' });
    expect(handshake.status).toBe(401);
    expect(await handshake.text()).not.toContain(receiver.pathname.split('/').pop()!);
    // The handshake with it answers the token, as the provider expects.
    const ok = await post(receiver.toString(), { verification: 'test' });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe(receiver.pathname.split('/').pop());

    // With the token: an unknown webhook, a vehicle nobody here shares, a malformed body.
    expect((await post(receiver.toString(), deliveryBody('not-ours', vehicleDid, 'lowVoltageBatteryCurrentVoltage', 10))).status).toBe(404);
    const nobody = await simJson<{ vehicles: SimVehicle[] }>(app.simUrl, '/dev/garages', { email: 'alerts-nobody@example.com' });
    const foreign = app.server.services.provider.vehicleDid(nobody.vehicles[0].tokenId);
    expect((await post(receiver.toString(), deliveryBody(battery.id, foreign, 'lowVoltageBatteryCurrentVoltage', 10))).status).toBe(403);
    expect((await post(receiver.toString(), { data: {} })).status).toBe(400);

    // A repeat of the alert the provider sent a moment ago (a retry, or another instance's delivery): nothing new.
    const title = `Low 12 V battery on ${car.name}`;
    const repeat = await post(receiver.toString(), deliveryBody(battery.id, vehicleDid, 'lowVoltageBatteryCurrentVoltage', 11.2));
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ ok: true, status: 'notified', notifications: 0 });
    await new Promise((r) => setTimeout(r, 500));
    expect((await feed(owner.cookie)).items.filter((n) => n.title === title)).toHaveLength(1);
    // (Other emails may arrive meanwhile: the alerts of the owner's faulty cars.)
    expect(smtp.messages.filter((m) => m.subject === `DriveWise: ${title}`)).toHaveLength(1);
  });

  it("tells a delivery for a car whose owner's shares were just read without asking the provider who owns it", async () => {
    const asked: number[] = [];
    const provider = app.server.services.provider;
    const findSharedVehicle = provider.findSharedVehicle.bind(provider);
    provider.findSharedVehicle = (tokenId: number) => {
      asked.push(tokenId);
      return findSharedVehicle(tokenId);
    };
    try {
      const fresh = await app.signIn('alerts-fresh@example.com');
      const car = fresh.vehicles.find((v) => !v.faults.includes('weakBattery'))!;
      const { webhooks } = await triggers();
      const battery = webhooks.find((w) => w.metricName === 'vss.lowVoltageBatteryCurrentVoltage')!;
      const res = await fetch(battery.targetURL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(deliveryBody(battery.id, provider.vehicleDid(car.tokenId), 'lowVoltageBatteryCurrentVoltage', 10.4)),
      });
      expect(await res.json()).toMatchObject({ ok: true, status: 'notified', notifications: 1 });
      expect(asked).not.toContain(car.tokenId);
    } finally {
      provider.findSharedVehicle = findSharedVehicle;
    }
  });

  it('unsubscribes a vehicle its owner sold once the shares are checked again, and refuses its events', async () => {
    const sold = stranger.vehicles[0];
    await simJson(app.simUrl, `/dev/vehicles/${sold.tokenId}/transfer`, { email: 'alerts-buyer@example.com' });
    // A dashboard refresh re-checks the owner's shares with the provider; the subscriptions follow.
    expect((await app.trpcQuery(stranger.cookie, 'vehicles.dashboard', { refresh: true })).status).toBe(200);
    await expect.poll(async () => (await triggers()).subscriptions.filter((s) => s.tokenId === sold.tokenId).length, { timeout: 15_000 }).toBe(0);
    const kept = stranger.vehicles[1];
    expect((await triggers()).subscriptions.filter((s) => s.tokenId === kept.tokenId)).toHaveLength(WEBHOOK_COUNT);

    const battery = (await triggers()).webhooks.find((w) => w.metricName === 'vss.lowVoltageBatteryCurrentVoltage')!;
    const res = await fetch(battery.targetURL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(deliveryBody(battery.id, app.server.services.provider.vehicleDid(sold.tokenId), 'lowVoltageBatteryCurrentVoltage', 10.5)),
    });
    expect(res.status).toBe(403);
  });

  it('subscribes a large garage with one call per webhook, and leaves no car subscribed that no signed-in owner shares', async () => {
    const requests = () => simJson<Record<string, number>>(app.simUrl, '/dev/requests');
    const clientId = app.server.services.publicSettings.clientId!;
    // shared with the app by an owner who never signs in: subscribe/all reaches these, the sync takes them off again
    const never = await simJson<{ vehicles: { tokenId: number }[] }>(app.simUrl, '/dev/garages', { email: 'alerts-never@example.com' });
    await simJson(app.simUrl, '/dev/shares', { email: 'alerts-never@example.com', clientId, tokenIds: never.vehicles.map((v) => v.tokenId) });
    await simJson(app.simUrl, '/dev/garages', { email: 'alerts-fleet@example.com', extraVehicles: 57 });
    const before = await requests();
    const fleet = await app.signIn('alerts-fleet@example.com');
    expect(fleet.vehicles).toHaveLength(60);
    const subscribedTo = async (tokenIds: number[]) => {
      const { subscriptions } = await triggers();
      return tokenIds.filter((id) => subscriptions.filter((s) => s.tokenId === id).length === WEBHOOK_COUNT).length;
    };
    const fleetIds = fleet.vehicles.map((v) => v.tokenId);
    await expect.poll(() => subscribedTo(fleetIds), { timeout: 30_000 }).toBe(60);
    await expect.poll(async () => (await triggers()).subscriptions.filter((s) => never.vehicles.some((v) => v.tokenId === s.tokenId)).length, { timeout: 15_000 }).toBe(0);
    const after = await requests();
    const calls = (route: string) => (after[route] ?? 0) - (before[route] ?? 0);
    expect(calls('POST /vehicle-triggers/v1/webhooks/:webhookId/subscribe/all')).toBe(WEBHOOK_COUNT);
    expect(calls('POST /vehicle-triggers/v1/webhooks/:webhookId/subscribe/:assetDid')).toBe(0);
  });
});

describe('vehicle alerts without the provider’s triggers service (polling fallback)', () => {
  const [target] = testDatabaseTargets();
  let sim: RunningSimulator;
  let simDir: string;
  let app: TestApp;

  beforeAll(async () => {
    simDir = await mkdtemp(path.join(tmpdir(), 'vc-alerts-sim-'));
    sim = await startSimulator({ dataDir: simDir, port: 0, faults: { triggersUnavailable: true } });
    app = await startTestApp(target, { SIM_URL: sim.url, TRIGGERS_POLL_SECONDS: '1', TRIGGERS_CHECK_SECONDS: '5', TELEMETRY_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await app?.close();
    await sim?.close();
    if (simDir) await rm(simDir, { recursive: true, force: true });
  });

  it('polls telemetry on the same rules and driving events, says "polling" on /api/health, and turns to webhooks once the service answers', async () => {
    await expect.poll(async () => (await health(app)).triggers, { timeout: 15_000, interval: 100 }).toBe('polling');
    const signedIn = await app.signIn('polled-owner@example.com');
    const [car] = (await app.trpcQuery<{ id: string; tokenId: number; name: string }[]>(signedIn.cookie, 'vehicles.list')).data;
    await simJson(sim.url, `/dev/vehicles/${car.tokenId}/signals`, { values: { powertrainCombustionEngineECT: 121 } });
    const title = `Engine overheating on ${car.name}`;
    const alerts = async () => (await app.trpcQuery<NotificationFeed>(signedIn.cookie, 'notifications.feed', { limit: 50 })).data.items.filter((n) => n.title === title);
    await expect.poll(async () => (await alerts()).length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect((await alerts())[0]).toMatchObject({ kind: 'vehicle_alert', severity: 'critical', vehicleId: car.id });
    expect((await alerts())[0].body).toContain('121 °C (above 110 °C)');
    // The next polls see the same hot engine: within the cool-down it is not said again.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await alerts()).toHaveLength(1);
    expect((await simJson<SimTriggers>(sim.url, '/dev/triggers')).webhooks).toEqual([]);

    // Driving events are polled too: a collision on this car is told once, and the stranger hears nothing of it.
    const stranger = await app.signIn('polled-stranger@example.com');
    const strangerFeed = async () => (await app.trpcQuery<NotificationFeed>(stranger.cookie, 'notifications.feed', { limit: 50 })).data.items;
    // The first poll of a car only starts watching its events (as a subscription would): let one pass.
    await new Promise((r) => setTimeout(r, 1500));
    await simJson(sim.url, `/dev/vehicles/${car.tokenId}/events`, { name: 'safety.collision', speedKph: 41, gForce: 2.8 });
    const collision = `Possible collision: ${car.name}`;
    const collisions = async () => (await app.trpcQuery<NotificationFeed>(signedIn.cookie, 'notifications.feed', { limit: 50 })).data.items.filter((n) => n.title === collision);
    await expect.poll(async () => (await collisions()).length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect((await collisions())[0]).toMatchObject({ kind: 'vehicle_alert', severity: 'critical', vehicleId: car.id });
    // Later polls look back over the same hour (late data): the collision is not told again.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await collisions()).toHaveLength(1);
    expect((await strangerFeed()).some((n) => n.title === collision || n.vehicleId === car.id)).toBe(false);

    // The service comes back: the next check sets the webhooks up and polling stops.
    sim.setFaults({});
    await expect.poll(async () => (await health(app)).triggers, { timeout: 15_000, interval: 250 }).toBe('webhooks');
    expect((await simJson<SimTriggers>(sim.url, '/dev/triggers')).webhooks).toHaveLength(WEBHOOK_COUNT);
    // And when it fails again, polling takes over at the next check.
    sim.setFaults({ triggersUnavailable: true });
    await expect.poll(async () => (await health(app)).triggers, { timeout: 15_000, interval: 250 }).toBe('polling');
  });
});
