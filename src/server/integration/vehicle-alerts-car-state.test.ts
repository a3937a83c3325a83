/**
 * The alerts on what cars report of their own state (engine oil, warning lamps, a charge that stopped early), both
 * ways: the real simulator's Vehicle Triggers firing webhooks into the app, and the polling fallback when the
 * simulator has no triggers service. Each: the owner is told, another owner is not, and a harmless value says nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationFeed, NotificationView } from '../../shared/api/notifications';
import { startSimulator, type RunningSimulator } from '../../simulator';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';

/** One target keeps the run short: Postgres when the run has one, else PGlite. */
const target = testDatabaseTargets().at(-1)!;

interface Car {
  id: string;
  tokenId: number;
  name: string;
}
interface Owner {
  cookie: string;
  cars: Car[];
  sim: SimVehicle[];
}
interface Delivery {
  webhookId: string;
  tokenId: number;
  signal: string;
  value: unknown;
  firedAt: string;
  outcome: string;
}

async function simJson<T>(simUrl: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${simUrl}${route}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${route}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits (outside a test, where expect.poll may not run) until `check` holds; throws after `timeoutMs`. */
async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const triggersMode = async (app: TestApp) => ((await (await fetch(`${app.url}/api/health`)).json()) as { triggers: string }).triggers;

async function signIn(app: TestApp, email: string): Promise<Owner> {
  const signedIn = await app.signIn(email);
  const cars = (await app.trpcQuery<Car[]>(signedIn.cookie, 'vehicles.list')).data;
  return { cookie: signedIn.cookie, cars, sim: signedIn.vehicles };
}

/**
 * The cases, each on its own car of the owner's garage (by index): what to set, the alert's title, and a harmless
 * value on another car that must say nothing. A car with a stored trouble code has its check-engine lamp lit by the
 * simulator already, so that case takes one without.
 */
function carFor(owner: Owner, pick: (v: SimVehicle) => boolean): Car {
  const sim = owner.sim.find(pick) ?? owner.sim[0];
  return owner.cars.find((c) => c.tokenId === sim.tokenId)!;
}

function runCases(setup: () => { app: TestApp; simUrl: string; owner: Owner; stranger: Owner }, opts: { deliveries: boolean }) {
  const feed = async (cookie: string): Promise<NotificationView[]> => (await setup().app.trpcQuery<NotificationFeed>(cookie, 'notifications.feed', { limit: 100 })).data.items;
  const setSignals = (tokenId: number, values: Record<string, number | string>) => simJson(setup().simUrl, `/dev/vehicles/${tokenId}/signals`, { values });
  const count = async (cookie: string, title: string) => (await feed(cookie)).filter((n) => n.title === title).length;
  /** The stranger's feed names only the stranger's own cars. */
  const strangerUntouched = async (car: Car, title: string) => {
    const { stranger } = setup();
    const items = await feed(stranger.cookie);
    expect(items.some((n) => n.vehicleId === car.id || n.title === title)).toBe(false);
    for (const n of items) expect(stranger.cars.map((c) => c.id)).toContain(n.vehicleId);
  };
  /** Waits until the car's value was looked at: delivered by the provider (webhooks), or a few polls passed. */
  const evaluated = async (tokenId: number, signal: string, value: unknown, since: string) => {
    if (!opts.deliveries) return new Promise((r) => setTimeout(r, 2500));
    await expect
      .poll(async () => {
        const { deliveries } = await simJson<{ deliveries: Delivery[] }>(setup().simUrl, '/dev/triggers');
        return deliveries.some((d) => d.tokenId === tokenId && d.signal === signal && d.value === value && d.outcome === 'delivered' && d.firedAt >= since);
      }, { timeout: 10_000, interval: 100 })
      .toBe(true);
  };

  it('tells low engine oil, then critically low at once, and nothing for a normal level', async () => {
    const { owner } = setup();
    const car = carFor(owner, (v) => !v.faults.includes('serviceDue'));
    const other = owner.cars.find((c) => c.id !== car.id)!;
    const low = `Low engine oil on ${car.name}`;
    const critical = `Engine oil critically low on ${car.name}`;
    expect(await count(owner.cookie, low)).toBe(0);

    await setSignals(car.tokenId, { powertrainCombustionEngineEngineOilLevel: 'LOW' });
    await expect.poll(() => count(owner.cookie, low), { timeout: 10_000, interval: 100 }).toBe(1);
    const alert = (await feed(owner.cookie)).find((n) => n.title === low)!;
    expect(alert).toMatchObject({ kind: 'vehicle_alert', severity: 'warning', vehicleId: car.id, link: `/vehicles/${car.tokenId}` });
    expect(alert.body).toContain('reports its engine oil low');
    await strangerUntouched(car, low);

    // A normal level meets no condition: nothing is delivered or polled into an alert.
    await setSignals(other.tokenId, { powertrainCombustionEngineEngineOilLevel: 'NORMAL' });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await feed(owner.cookie)).some((n) => n.vehicleId === other.id && n.title.includes('engine oil'))).toBe(false);

    if (!opts.deliveries) {
      // The app's own gate lets a worse level through within the day; the provider's cool-down holds its webhook.
      await setSignals(car.tokenId, { powertrainCombustionEngineEngineOilLevel: 'CRITICALLY_LOW' });
      await expect.poll(() => count(owner.cookie, critical), { timeout: 10_000, interval: 100 }).toBe(1);
      expect(await count(owner.cookie, low)).toBe(1);
    }
  });

  it('tells a warning lamp that comes on (check engine, airbag, ABS), once within the day, and nothing for lamps off', async () => {
    const { owner } = setup();
    const car = carFor(owner, (v) => !v.faults.includes('dtc'));
    const other = owner.cars.find((c) => c.id !== car.id)!;
    const otherLamps = async () => (await feed(owner.cookie)).filter((n) => n.vehicleId === other.id && n.title.includes('lamp on')).length;
    // (A car with a stored trouble code had its check-engine lamp told already: the simulator lights it.)
    const otherBefore = await otherLamps();
    const offAt = new Date().toISOString();
    await setSignals(other.tokenId, { bodyLightsIsAirbagWarningOn: 0, chassisBrakeABSIsWarningOn: 0, obdDistanceWithMIL: 0 });
    await setSignals(car.tokenId, { bodyLightsIsAirbagWarningOn: 1, chassisBrakeABSIsWarningOn: 1, obdDistanceWithMIL: 37 });
    const titles = {
      airbag: `Airbag warning lamp on in ${car.name}`,
      abs: `ABS warning lamp on in ${car.name}`,
      engine: `Check-engine lamp on in ${car.name}`,
    };
    for (const title of Object.values(titles)) await expect.poll(() => count(owner.cookie, title), { timeout: 10_000, interval: 100 }).toBe(1);
    const items = await feed(owner.cookie);
    expect(items.find((n) => n.title === titles.airbag)!.severity).toBe('critical');
    expect(items.find((n) => n.title === titles.abs)!.severity).toBe('warning');
    expect(items.find((n) => n.title === titles.engine)!.body).toContain('driven 37 km with it lit');
    for (const title of Object.values(titles)) await strangerUntouched(car, title);

    // Off and on again within the cool-down: not told twice.
    await setSignals(car.tokenId, { bodyLightsIsAirbagWarningOn: 0 });
    await setSignals(car.tokenId, { bodyLightsIsAirbagWarningOn: 1 });
    await evaluated(car.tokenId, 'bodyLightsIsAirbagWarningOn', 1, offAt);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await count(owner.cookie, titles.airbag)).toBe(1);
    // The other car's lamps are off: nothing new.
    expect(await otherLamps()).toBe(otherBefore);
  });

  it('tells a charge that stopped below its limit with the cable in, and not one that reached its limit or was unplugged', async () => {
    const { owner } = setup();
    const car = carFor(owner, (v) => v.powertrain === 'ELECTRIC');
    const title = `Charging stopped early on ${car.name}`;
    const charging = { powertrainTractionBatteryChargingIsCharging: 1, powertrainTractionBatteryChargingChargeLimit: 80, powertrainTractionBatteryChargingIsChargingCableConnected: 1 };
    const stopAndWait = async (values: Record<string, number>) => {
      const since = new Date().toISOString();
      await setSignals(car.tokenId, { ...values, powertrainTractionBatteryChargingIsCharging: 0 });
      await evaluated(car.tokenId, 'powertrainTractionBatteryChargingIsCharging', 0, since);
    };
    const startAndWait = async (soc: number) => {
      const since = new Date().toISOString();
      await setSignals(car.tokenId, { ...charging, powertrainTractionBatteryStateOfChargeCurrent: soc });
      await evaluated(car.tokenId, 'powertrainTractionBatteryChargingIsCharging', 1, since);
    };

    // The simulated car may have been charging on its own (at night it is) and told so already; a start set now would
    // then be no change and fire nothing. Unplugged and idle first, until what the app last heard is not a charge.
    await setSignals(car.tokenId, { powertrainTractionBatteryChargingIsCharging: 0, powertrainTractionBatteryChargingIsChargingCableConnected: 0 });
    if (opts.deliveries) {
      await expect
        .poll(async () => {
          const { deliveries } = await simJson<{ deliveries: Delivery[] }>(setup().simUrl, '/dev/triggers');
          const last = deliveries.filter((d) => d.tokenId === car.tokenId && d.signal === 'powertrainTractionBatteryChargingIsCharging').at(-1);
          return last === undefined || (last.value === 0 && last.outcome === 'delivered');
        }, { timeout: 10_000, interval: 100 })
        .toBe(true);
    }
    await new Promise((r) => setTimeout(r, 1500));

    // Reached the limit: recorded, not told.
    await startAndWait(70);
    await stopAndWait({ powertrainTractionBatteryStateOfChargeCurrent: 80 });
    // Unplugged at 55 %: the owner ended it.
    await startAndWait(50);
    await stopAndWait({ powertrainTractionBatteryStateOfChargeCurrent: 55, powertrainTractionBatteryChargingIsChargingCableConnected: 0 });
    expect(await count(owner.cookie, title)).toBe(0);

    // Stopped at 54 % with the cable still in: told.
    await startAndWait(50);
    await setSignals(car.tokenId, { powertrainTractionBatteryStateOfChargeCurrent: 54, powertrainTractionBatteryChargingIsCharging: 0 });
    await expect.poll(() => count(owner.cookie, title), { timeout: 10_000, interval: 100 }).toBe(1);
    const alert = (await feed(owner.cookie)).find((n) => n.title === title)!;
    expect(alert).toMatchObject({ severity: 'warning', vehicleId: car.id });
    expect(alert.body).toContain('stopped charging at 54 %, below its 80 % limit, with the cable still plugged in');
    await strangerUntouched(car, title);
  });
}

describe(`alerts on the car's own state through the provider's triggers (${target.name})`, () => {
  let app: TestApp;
  let owner: Owner;
  let stranger: Owner;

  beforeAll(async () => {
    app = await startTestApp(target);
    owner = await signIn(app, 'car-state-owner@example.com');
    stranger = await signIn(app, 'car-state-stranger@example.com');
    await waitUntil('the app uses webhooks', async () => (await triggersMode(app)) === 'webhooks');
    // Every shared car is subscribed to the new webhooks too before a case sets a value.
    const tokenIds = [...owner.cars, ...stranger.cars].map((c) => c.tokenId);
    await waitUntil('every car is subscribed to the new webhooks', async () => {
      const { webhooks, subscriptions } = await simJson<{ webhooks: { id: string; metricName: string }[]; subscriptions: { webhookId: string; tokenId: number }[] }>(app.simUrl, '/dev/triggers');
      const watched = webhooks.filter((w) => /EngineOilLevel$|WarningOn$|DistanceWithMIL$|ChargingIsCharging$/.test(w.metricName));
      return watched.length === 4 + 1 && tokenIds.every((id) => watched.every((w) => subscriptions.some((s) => s.webhookId === w.id && s.tokenId === id)));
    });
  });
  afterAll(async () => app?.close());

  runCases(() => ({ app, simUrl: app.simUrl, owner, stranger }), { deliveries: true });
});

describe(`alerts on the car's own state by polling, without the provider's triggers (${target.name})`, () => {
  let sim: RunningSimulator;
  let simDir: string;
  let app: TestApp;
  let owner: Owner;
  let stranger: Owner;

  beforeAll(async () => {
    simDir = await mkdtemp(path.join(tmpdir(), 'vc-car-state-sim-'));
    sim = await startSimulator({ dataDir: simDir, port: 0, faults: { triggersUnavailable: true } });
    app = await startTestApp(target, { SIM_URL: sim.url, TRIGGERS_POLL_SECONDS: '1', TRIGGERS_CHECK_SECONDS: '60', TELEMETRY_CACHE_SECONDS: '0' });
    await waitUntil('the app polls', async () => (await triggersMode(app)) === 'polling');
    owner = await signIn(app, 'polled-car-state-owner@example.com');
    stranger = await signIn(app, 'polled-car-state-stranger@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await sim?.close();
    if (simDir) await rm(simDir, { recursive: true, force: true });
  });

  runCases(() => ({ app, simUrl: sim.url, owner, stranger }), { deliveries: false });
});
