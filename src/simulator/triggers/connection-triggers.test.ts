import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simCaller } from '../testing/sim-caller';
import { startWebhookReceiver } from '../testing/webhook-receiver';
import { startSimulator, type RunningSimulator } from '../index';
import { formatVehicleDid } from '../chain';
import { CONNECTION_ADDRESSES } from '../fleet/connection';

const OWNER = 'trigger-kinds@example.com';
const TOKEN = 'verify-kinds';
const MINTED = Date.parse('2026-04-06T06:00:00Z');
const NOW = MINTED + 5 * 86_400_000 + 3 * 3_600_000 + 11 * 60_000;

let sim: RunningSimulator;
let dataDir: string;
let developerJwt: string;
let cars: Record<'obd' | 'cloud', number>;
const developer = privateKeyToAccount(generatePrivateKey());
type Delivery = { subject: string; data: { webhookId: string; signal: { name: string; value: number | string; source: string; timestamp: string } } };
const deliveries: Delivery[] = [];
let target: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
let clock = MINTED;
let targetUrl: string;

async function call<T>(method: string, pathname: string, body?: unknown, init: { bearer?: string; form?: boolean } = {}): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = init.form ? {} : { 'content-type': 'application/json' };
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  const res = await fetch(`${sim.url}${pathname}`, { method, headers, body: body === undefined ? undefined : init.form ? (body as URLSearchParams) : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}
async function post<T>(pathname: string, body: unknown, init: { bearer?: string; form?: boolean } = {}): Promise<T> {
  const { status, json } = await call<T>('POST', pathname, body, init);
  if (status >= 300) throw new Error(`${pathname}: ${status} ${JSON.stringify(json)}`);
  return json;
}
const caller = simCaller(() => sim.url);
const did = (tokenId: number) => formatVehicleDid(80002, tokenId);

async function webhookOn(signal: string): Promise<string> {
  const created = await post<{ id: string }>(
    '/vehicle-triggers/v1/webhooks',
    { service: 'signals', metricName: `vss.${signal}`, condition: 'value >= 0', coolDownPeriod: 0, targetURL: targetUrl, verificationToken: TOKEN, displayName: signal },
    { bearer: developerJwt },
  );
  return created.id;
}

/** Evaluates once every car has sent a sample since the subscriptions (a parked cloud car reports every 30 min). */
async function evaluate(): Promise<void> {
  clock += 31 * 60_000;
  developerJwt = await caller.signInDeveloper(developer);
  await post('/dev/triggers/evaluate', {});
  await new Promise((r) => setTimeout(r, 300));
}

beforeAll(async () => {
  target = await startWebhookReceiver(TOKEN, deliveries);
  targetUrl = target.url;

  dataDir = await mkdtemp(path.join(tmpdir(), 'sim-trigger-kinds-'));
  sim = await startSimulator({ dataDir, port: 0, now: () => new Date(clock) });
  await caller.registerDeveloper(developer);
  const garage = await post<{ vehicles: { tokenId: number; connection: string }[] }>('/dev/garages', { email: OWNER, extraVehicles: 2, connections: ['obd', 'cloud'] });
  cars = { obd: garage.vehicles.find((v) => v.connection === 'obd')!.tokenId, cloud: garage.vehicles.find((v) => v.connection === 'cloud')!.tokenId };
  await post('/dev/shares', { email: OWNER, clientId: developer.address, tokenIds: Object.values(cars) });
  clock = NOW;
  developerJwt = await caller.signInDeveloper(developer);
});

afterAll(async () => {
  await sim?.close();
  await target?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("Vehicle Triggers follow what each car's connection reports", () => {
  it('a car subscribed to a signal its connection never sends stays subscribed and never fires; the one that sends it does, with its next sample', async () => {
    const locks = await webhookOn('bodyLockIsLocked');
    const codes = await webhookOn('obdStatusDTCCount');
    for (const webhook of [locks, codes]) {
      for (const tokenId of Object.values(cars)) {
        // The provider checks privileges only: every subscription is accepted.
        expect((await call('POST', `/vehicle-triggers/v1/webhooks/${webhook}/subscribe/${did(tokenId)}`, undefined, { bearer: developerJwt })).status).toBe(201);
      }
    }
    const fired = (webhook: string) => deliveries.filter((d) => d.data.webhookId === webhook);
    // as on the provider, a subscription is evaluated on the samples that arrive after it, not on the car's last one
    await post('/dev/triggers/evaluate', {});
    await new Promise((r) => setTimeout(r, 300));
    expect([...fired(locks), ...fired(codes)]).toEqual([]);
    await evaluate();
    expect(fired(locks).map((d) => d.subject)).toEqual([did(cars.cloud)]);
    expect(fired(codes).map((d) => d.subject)).toEqual([did(cars.obd)]);
    // Each event names the connection that sent the signal, and the time of the car's latest sample.
    expect(fired(locks)[0].data.signal.source).toBe(CONNECTION_ADDRESSES.Smartcar);
    expect([CONNECTION_ADDRESSES.AutoPi, CONNECTION_ADDRESSES.Macaron]).toContain(fired(codes)[0].data.signal.source);
    expect(Date.parse(fired(locks)[0].data.signal.timestamp) % (5 * 60_000)).toBe(0);
    const listed = await call<string[]>('GET', `/vehicle-triggers/v1/webhooks/${locks}`, undefined, { bearer: developerJwt });
    expect(listed.json).toEqual(expect.arrayContaining([did(cars.obd), did(cars.cloud)]));
  });

  it("refuses to make a car report, for a test, a signal its connection cannot send", async () => {
    const refused = await call<{ message: string }>('POST', `/dev/vehicles/${cars.obd}/signals`, { values: { bodyLockIsLocked: 0 } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/obd connection does not report it/);
    expect((await call('POST', `/dev/vehicles/${cars.cloud}/signals`, { values: { bodyLockIsLocked: 0 } })).status).toBe(200);
  });

  it("drops a subscription once the car no longer grants the signal's privilege, as the provider does", async () => {
    const voltage = await webhookOn('lowVoltageBatteryCurrentVoltage');
    await post(`/vehicle-triggers/v1/webhooks/${voltage}/subscribe/${did(cars.obd)}`, undefined, { bearer: developerJwt });
    await post('/dev/shares', { email: OWNER, clientId: developer.address, tokenIds: [cars.obd], permissions: '00000001' });
    await evaluate();
    expect(deliveries.filter((d) => d.data.webhookId === voltage)).toHaveLength(0);
    const triggers = await call<{ subscriptions: { webhookId: string; tokenId: number }[] }>('GET', '/dev/triggers');
    expect(triggers.json.subscriptions.filter((s) => s.webhookId === voltage)).toEqual([]);
  });

  it("subscribes a car only when it grants what the webhook's metric needs: location history for the location", async () => {
    const place = await webhookOn('currentLocationCoordinates');
    const speed = await webhookOn('speed');
    const subscribe = async (webhook: string) => (await call('POST', `/vehicle-triggers/v1/webhooks/${webhook}/subscribe/${did(cars.cloud)}`, undefined, { bearer: developerJwt })).status;
    expect(await subscribe(place)).toBe(201);
    await post('/dev/shares', { email: OWNER, clientId: developer.address, tokenIds: [cars.cloud], permissions: '1' });
    expect(await subscribe(speed)).toBe(201);
    await call('DELETE', `/vehicle-triggers/v1/webhooks/${place}/unsubscribe/${did(cars.cloud)}`, undefined, { bearer: developerJwt });
    expect(await subscribe(place)).toBe(403);
  });
});
