import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../simulator';
import { createProviderClients, isProviderError, simulatorHostsFor, type ProviderClients } from './index';
import { parseTriggerDelivery, toTriggerMetricName, TRIGGER_SIGNAL_SERVICE } from './vehicle-triggers-protocol';

const REDIRECT = 'http://localhost:5173/login/callback';
const EMAIL = 'triggers-owner@example.com';
const TOKEN = 'verify-me-123';

/** A webhook target: answers the verification call with TOKEN, records deliveries, and can be taken down. */
class Receiver {
  server: Server;
  url = '';
  mode: 'up' | 'down' | 'wrong-token' = 'up';
  verifications: unknown[] = [];
  deliveries: { at: number; body: Record<string, unknown> }[] = [];
  hits: { at: number; status: number }[] = [];

  constructor() {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        const body = text ? JSON.parse(text) : null;
        const status = this.mode === 'down' ? 503 : 200;
        this.hits.push({ at: Date.now(), status });
        if (body && 'verification' in body) {
          this.verifications.push(body);
          res.writeHead(status, { 'content-type': 'text/plain' }).end(this.mode === 'wrong-token' ? 'nope' : TOKEN);
          return;
        }
        if (status === 200) this.deliveries.push({ at: Date.now(), body });
        res.writeHead(status).end();
      });
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }
}

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('Vehicle Triggers client against the simulator', () => {
  let sim: RunningSimulator;
  let dataDir: string;
  let clients: ProviderClients;
  let clientId: string;
  let vehicles: { tokenId: number }[];
  const receiver = new Receiver();

  const simPost = async (route: string, body: unknown, method = 'POST') => {
    const res = await fetch(`${sim.url}${route}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${route}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const setSignals = (tokenId: number, values: Record<string, unknown>) => simPost(`/dev/vehicles/${tokenId}/signals`, { values });
  const newWebhook = (over: Partial<Parameters<ProviderClients['vehicleTriggers']['createWebhook']>[0]> = {}) =>
    clients.vehicleTriggers.createWebhook({
      service: TRIGGER_SIGNAL_SERVICE,
      metricName: toTriggerMetricName('lowVoltageBatteryCurrentVoltage'),
      condition: 'value < 5',
      coolDownPeriod: 0,
      description: 'test',
      displayName: `hook-${Math.random().toString(36).slice(2)}`,
      targetURL: receiver.url,
      status: 'enabled',
      verificationToken: TOKEN,
      ...over,
    });
  const webhookOf = async (id: string) => (await clients.vehicleTriggers.listWebhooks()).find((w) => w.id === id);
  const deliveriesFor = (webhookId: string) => receiver.deliveries.filter((d) => (d.body.data as { webhookId: string }).webhookId === webhookId);

  beforeAll(async () => {
    await receiver.start();
    dataDir = await mkdtemp(path.join(tmpdir(), 'triggers-client-'));
    sim = await startSimulator({ dataDir, port: 0, triggers: { tickMs: 40, retryDelaysMs: [60, 120], maxFailures: 2, timeoutMs: 1000 } });
    const apiKey = generatePrivateKey();
    clientId = privateKeyToAccount(apiKey).address;
    await simPost('/dev/clients', { clientId, redirectUris: [REDIRECT], signers: [clientId] });
    ({ vehicles } = await simPost('/dev/garages', { email: EMAIL }));
    await simPost('/dev/shares', { email: EMAIL, clientId, tokenIds: vehicles.slice(0, 2).map((v) => v.tokenId) });
    clients = createProviderClients({ ...simulatorHostsFor(sim.url), clientId, apiKey, redirectUri: REDIRECT, timeoutMs: 15_000, retries: 0 });
  });

  afterAll(async () => {
    await sim?.close();
    receiver.server.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    receiver.mode = 'up';
  });

  it('answers 401 without a developer JWT or with a bad one', async () => {
    const variants: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-jwt' }, { authorization: 'Basic abc' }];
    for (const headers of variants) {
      const list = await fetch(`${sim.url}/vehicle-triggers/v1/webhooks`, { headers });
      expect(list.status).toBe(401);
      const create = await fetch(`${sim.url}/vehicle-triggers/v1/webhooks`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
      expect(create.status).toBe(401);
      const subscribe = await fetch(`${sim.url}/vehicle-triggers/v1/webhooks/x/subscribe/all`, { method: 'POST', headers });
      expect(subscribe.status).toBe(401);
    }
  });

  it('creates a webhook only after the target answers the verification call with the token', async () => {
    const before = receiver.verifications.length;
    const { id } = await newWebhook({ displayName: 'Battery' });
    expect(receiver.verifications.slice(before)).toEqual([{ verification: 'test' }]);
    const listed = await webhookOf(id);
    expect(listed).toMatchObject({ id, service: 'signals', metricName: 'vss.lowVoltageBatteryCurrentVoltage', condition: 'value < 5', status: 'enabled', failureCount: 0, displayName: 'Battery', targetURL: receiver.url });
    expect(JSON.stringify(await clients.vehicleTriggers.listWebhooks())).not.toContain(TOKEN);

    receiver.mode = 'wrong-token';
    const wrong = await newWebhook().catch((e: unknown) => e);
    expect(isProviderError(wrong) && wrong.status).toBe(400);
    expect((wrong as Error).message).toMatch(/verification token mismatch/i);
    const unreachable = await newWebhook({ targetURL: 'http://127.0.0.1:1/hook' }).catch((e: unknown) => e);
    expect((unreachable as Error).message).toMatch(/failed to call target url/i);
    const badCondition = await newWebhook({ condition: 'value >' }).catch((e: unknown) => e);
    expect((badCondition as Error).message).toMatch(/invalid CEL condition/);
    const duplicate = await newWebhook({ displayName: 'battery' }).catch((e: unknown) => e);
    expect((duplicate as Error).message).toMatch(/exists already/);
    const unknownSignal = await newWebhook({ metricName: 'vss.warpDrive' }).catch((e: unknown) => e);
    expect((unknownSignal as Error).message).toMatch(/Unknown signal/);
  });

  it('updates and deletes a webhook', async () => {
    const { id } = await newWebhook();
    await clients.vehicleTriggers.updateWebhook(id, { condition: 'value < 4', coolDownPeriod: 60, status: 'disabled', description: 'changed' });
    expect(await webhookOf(id)).toMatchObject({ condition: 'value < 4', coolDownPeriod: 60, status: 'disabled', description: 'changed' });
    await expect(clients.vehicleTriggers.updateWebhook(id, { condition: 'value <' })).rejects.toThrow(/invalid CEL condition/);
    await clients.vehicleTriggers.deleteWebhook(id);
    expect(await webhookOf(id)).toBeUndefined();
    await expect(clients.vehicleTriggers.listWebhookVehicles(id)).rejects.toMatchObject({ status: 404 });
    await expect(clients.vehicleTriggers.deleteWebhook(id)).rejects.toMatchObject({ status: 404 });
  });

  it('subscribes and unsubscribes vehicles by DID, and lists both directions', async () => {
    const { id } = await newWebhook({ status: 'disabled' });
    const [a, b, unshared] = vehicles.map((v) => clients.vehicleDid(v.tokenId));
    await clients.vehicleTriggers.subscribeVehicle(id, a);
    expect(await clients.vehicleTriggers.listWebhookVehicles(id)).toEqual([a]);
    expect((await clients.vehicleTriggers.listVehicleSubscriptions(a)).map((s) => [s.webhookId, s.assetDid])).toContainEqual([id, a]);
    await expect(clients.vehicleTriggers.subscribeVehicle(id, unshared)).rejects.toMatchObject({ status: 403 });
    await clients.vehicleTriggers.subscribeAllVehicles(id);
    expect((await clients.vehicleTriggers.listWebhookVehicles(id)).sort()).toEqual([a, b].sort());
    await clients.vehicleTriggers.unsubscribeVehicle(id, a);
    expect(await clients.vehicleTriggers.listWebhookVehicles(id)).toEqual([b]);
    expect((await clients.vehicleTriggers.listVehicleSubscriptions(a)).map((s) => s.webhookId)).not.toContain(id);
    await clients.vehicleTriggers.unsubscribeAllVehicles(id);
    expect(await clients.vehicleTriggers.listWebhookVehicles(id)).toEqual([]);
  });

  it('fires when a subscribed car crosses the condition, with the documented CloudEvent, and telemetry reports the value', async () => {
    const [car] = vehicles;
    const { id } = await newWebhook({ coolDownPeriod: 3600 });
    await clients.vehicleTriggers.subscribeVehicle(id, clients.vehicleDid(car.tokenId));
    await setSignals(car.tokenId, { lowVoltageBatteryCurrentVoltage: 4.2 });
    const [delivery] = await waitFor(() => (deliveriesFor(id).length ? deliveriesFor(id) : undefined));
    expect(delivery.body).toMatchObject({
      source: 'vehicle-triggers-api',
      producer: id,
      specversion: '1.0',
      type: 'dimo.trigger',
      subject: clients.vehicleDid(car.tokenId),
      data: { webhookId: id, metricName: 'vss.lowVoltageBatteryCurrentVoltage', signal: { name: 'lowVoltageBatteryCurrentVoltage', value: 4.2, valueType: 'float64' } },
    });
    expect(parseTriggerDelivery(delivery.body)).toMatchObject({ webhookId: id, tokenId: car.tokenId, signal: 'lowVoltageBatteryCurrentVoltage', value: 4.2 });
    expect((await clients.getLatestSignals(car.tokenId)).lowVoltageBatteryCurrentVoltage?.value).toBe(4.2);

    // Within the cool-down a new sample that still meets the condition does not fire again...
    await setSignals(car.tokenId, { lowVoltageBatteryCurrentVoltage: 4.1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(deliveriesFor(id)).toHaveLength(1);
    // ...without a cool-down it does; a value that does not meet it never does.
    await clients.vehicleTriggers.updateWebhook(id, { coolDownPeriod: 0 });
    await setSignals(car.tokenId, { lowVoltageBatteryCurrentVoltage: 4.0 });
    await waitFor(() => (deliveriesFor(id).length === 2 ? true : undefined));
    await setSignals(car.tokenId, { lowVoltageBatteryCurrentVoltage: 12.5 });
    await new Promise((r) => setTimeout(r, 300));
    expect(deliveriesFor(id).map((d) => (d.body.data as { signal: { value: number } }).signal.value)).toEqual([4.2, 4.0]);
    await clients.vehicleTriggers.deleteWebhook(id);
  });

  it('compares with the value it last fired on (previousValue), and stops for a car no longer shared', async () => {
    const [, car] = vehicles;
    const { id } = await newWebhook({ metricName: toTriggerMetricName('obdDTCList'), condition: "value != previousValue && value != '[]'" });
    await clients.vehicleTriggers.subscribeVehicle(id, clients.vehicleDid(car.tokenId));
    await setSignals(car.tokenId, { obdDTCList: ['P0300'] });
    await waitFor(() => (deliveriesFor(id).length === 1 ? true : undefined));
    await setSignals(car.tokenId, { obdDTCList: ['P0300'], speed: 10 });
    await new Promise((r) => setTimeout(r, 300));
    expect(deliveriesFor(id)).toHaveLength(1);
    await setSignals(car.tokenId, { obdDTCList: ['P0300', 'P0171'] });
    await waitFor(() => (deliveriesFor(id).length === 2 ? true : undefined));

    await simPost('/dev/shares', { email: EMAIL, clientId, tokenIds: [car.tokenId], expiresAt: '2020-01-01T00:00:00Z' });
    await setSignals(car.tokenId, { obdDTCList: ['P0420'] });
    await new Promise((r) => setTimeout(r, 300));
    expect(deliveriesFor(id)).toHaveLength(2);
    await simPost('/dev/shares', { email: EMAIL, clientId, tokenIds: [car.tokenId] });
    await clients.vehicleTriggers.deleteWebhook(id);
  });

  it('retries a failed delivery with back-off, counts failures, and marks the webhook failed after too many', async () => {
    const [car] = vehicles;
    const { id } = await newWebhook();
    await clients.vehicleTriggers.subscribeVehicle(id, clients.vehicleDid(car.tokenId));
    receiver.mode = 'down';
    const firstHit = receiver.hits.length;
    await setSignals(car.tokenId, { lowVoltageBatteryCurrentVoltage: 3.1 });
    await waitFor(async () => ((await webhookOf(id))?.failureCount === 1 ? true : undefined));
    const attempts = receiver.hits.slice(firstHit);
    expect(attempts.map((h) => h.status)).toEqual([503, 503, 503]);
    const gaps = attempts.slice(1).map((h, i) => h.at - attempts[i].at);
    expect(gaps[0]).toBeGreaterThanOrEqual(55);
    expect(gaps[1]).toBeGreaterThanOrEqual(115);
    expect((await webhookOf(id))?.status).toBe('enabled');

    await setSignals(car.tokenId, { lowVoltageBatteryCurrentVoltage: 3.0 });
    await waitFor(async () => ((await webhookOf(id))?.status === 'failed' ? true : undefined));
    expect((await webhookOf(id))?.failureCount).toBe(2);

    // A failed webhook fires no more, even with the target back; re-enabling it resets the count.
    receiver.mode = 'up';
    await setSignals(car.tokenId, { lowVoltageBatteryCurrentVoltage: 2.9 });
    await new Promise((r) => setTimeout(r, 300));
    expect(deliveriesFor(id)).toHaveLength(0);
    await clients.vehicleTriggers.updateWebhook(id, { status: 'enabled' });
    expect(await webhookOf(id)).toMatchObject({ status: 'enabled', failureCount: 0 });
    await setSignals(car.tokenId, { lowVoltageBatteryCurrentVoltage: 2.8 });
    await waitFor(() => (deliveriesFor(id).length === 1 ? true : undefined));
    await clients.vehicleTriggers.deleteWebhook(id);
  });

  it('answers 404 like an older provider when the service is switched off', async () => {
    sim.setFaults({ triggersUnavailable: true });
    try {
      await expect(clients.vehicleTriggers.listWebhooks()).rejects.toMatchObject({ status: 404 });
    } finally {
      sim.setFaults({});
    }
  });
});
