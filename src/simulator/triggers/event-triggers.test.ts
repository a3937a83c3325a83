import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVehicleDid } from '../chain';
import { startSimulator, type RunningSimulator } from '../index';
import { simCaller } from '../testing/sim-caller';
import { startWebhookReceiver } from '../testing/webhook-receiver';

const OWNER = 'event-triggers@example.com';
const TOKEN = 'verify-events';
const MINTED = Date.parse('2026-03-02T06:00:00Z');
/** When the webhooks are made and the cars subscribed; a week of driving lies behind it. */
const SUBSCRIBED = MINTED + 12 * 86_400_000 + 7 * 3_600_000;
/** The clock jumps here in one go: every event of the three days reaches the engine in one evaluation. */
const LATER = SUBSCRIBED + 3 * 86_400_000;
const HARSH_BRAKING = 'behavior.harshBraking';

type EventRow = { timestamp: string; name: string; source: string; durationNs: number; metadata: string };
type Delivery = {
  type: string;
  source: string;
  subject: string;
  dataversion: string;
  data: { service: string; metricName: string; webhookId: string; assetDID: string; condition: string; signal?: unknown; event: Omit<EventRow, 'metadata'> & { metadata?: string; producer: string } };
};

let sim: RunningSimulator;
let dataDir: string;
let clock = MINTED;
let developerJwt: string;
let target: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
let targetUrl: string;
const deliveries: Delivery[] = [];
const developer = privateKeyToAccount(generatePrivateKey());
const caller = simCaller(() => sim.url);
const did = (tokenId: number) => formatVehicleDid(80002, tokenId);
const iso = (ms: number) => new Date(ms).toISOString();

async function listEvents(tokenId: number, from: number, to: number, name = HARSH_BRAKING): Promise<EventRow[]> {
  const data = await caller.telemetry<{ events: EventRow[] }>(
    developerJwt,
    tokenId,
    'query ($tokenId: Int!, $from: Time!, $to: Time!, $name: String!) { events(tokenId: $tokenId, from: $from, to: $to, filter: { name: { eq: $name } }) { timestamp name source durationNs metadata } }',
    { from: iso(from), to: iso(to), name },
  );
  return data.events;
}

async function eventWebhook(displayName: string, condition: string, coolDownPeriod: number, metricName = HARSH_BRAKING): Promise<string> {
  const body = { service: 'events', metricName, condition, coolDownPeriod, targetURL: targetUrl, verificationToken: TOKEN, displayName };
  return (await caller.post<{ id: string }>('/vehicle-triggers/v1/webhooks', body, { bearer: developerJwt })).id;
}

/** Evaluates now and waits until every delivery it started has been answered. */
async function evaluateAndSettle(): Promise<void> {
  await caller.post('/dev/triggers/evaluate', {});
  for (let i = 0; i < 100; i++) {
    const { deliveries: made } = (await (await fetch(`${sim.url}/dev/triggers`)).json()) as { deliveries: { outcome: string }[] };
    if (made.every((d) => d.outcome !== 'pending')) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('deliveries still pending');
}

const firedBy = (webhookId: string) => deliveries.filter((d) => d.data.webhookId === webhookId);
/** A delivered event as the `events` query lists it (newest first). */
const asRow = (d: Delivery): EventRow => ({ timestamp: d.data.event.timestamp, name: d.data.event.name, source: d.data.event.source, durationNs: d.data.event.durationNs, metadata: d.data.event.metadata ?? '' });
const newestFirst = (rows: EventRow[]) => [...rows].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));

beforeAll(async () => {
  target = await startWebhookReceiver(TOKEN, deliveries);
  targetUrl = target.url;
  dataDir = await mkdtemp(path.join(tmpdir(), 'sim-event-triggers-'));
  sim = await startSimulator({ dataDir, port: 0, now: () => new Date(clock), triggers: { tickMs: 60_000 } });
  await caller.registerDeveloper(developer);
});

afterAll(async () => {
  await sim?.close();
  await target?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('Vehicle Triggers on events', () => {
  it("fires a CloudEvent for each harsh braking the fleet model produces after the subscription, the same events telemetry's events query lists, with cool-down and condition applied", async () => {
    const garage = await caller.post<{ vehicles: { tokenId: number }[] }>('/dev/garages', { email: OWNER, extraVehicles: 3 });
    const tokenIds = garage.vehicles.map((v) => v.tokenId);
    await caller.post('/dev/shares', { email: OWNER, clientId: developer.address, tokenIds });
    clock = SUBSCRIBED;
    developerJwt = await caller.signInDeveloper(developer);
    // The car that braked hardest in the week before: the one most likely to brake hard in the next three days.
    const history = await Promise.all(tokenIds.map(async (tokenId) => ({ tokenId, count: (await listEvents(tokenId, SUBSCRIBED - 7 * 86_400_000, SUBSCRIBED)).length })));
    const car = history.sort((a, b) => b.count - a.count)[0].tokenId;

    const every = await eventWebhook('every harsh braking', 'true', 0);
    const hourly = await eventWebhook('at most hourly', "name == 'behavior.harshBraking'", 3600);
    const long = await eventWebhook('long ones', 'durationNs > 1000000000', 0);
    const firstOnly = await eventWebhook('a new kind of event', 'name != previousName', 0);
    const cornering = await eventWebhook('harsh cornering', 'true', 0, 'behavior.harshCornering');
    for (const webhook of [every, hourly, long, firstOnly, cornering]) {
      await caller.post(`/vehicle-triggers/v1/webhooks/${webhook}/subscribe/${did(car)}`, undefined, { bearer: developerJwt });
    }
    await evaluateAndSettle();
    // The week of driving before the subscription fires nothing.
    expect(deliveries).toEqual([]);

    clock = LATER;
    await evaluateAndSettle();
    developerJwt = await caller.signInDeveloper(developer);
    const braking = await listEvents(car, SUBSCRIBED, LATER);
    expect(braking.length).toBeGreaterThan(0);
    // Every harsh braking of the window, once, exactly as the events query describes it.
    expect(newestFirst(firedBy(every).map(asRow))).toEqual(braking);
    const first = firedBy(every).sort((a, b) => Date.parse(a.data.event.timestamp) - Date.parse(b.data.event.timestamp))[0];
    expect(first).toMatchObject({
      type: 'dimo.trigger',
      source: 'vehicle-triggers-api',
      subject: did(car),
      dataversion: 'events/v1.0',
      data: { service: 'events', metricName: HARSH_BRAKING, webhookId: every, assetDID: did(car), condition: 'true', event: { name: HARSH_BRAKING, producer: did(car) } },
    });
    expect(first.data.signal).toBeUndefined();
    expect(JSON.parse(first.data.event.metadata!)).toEqual({ speedKph: expect.any(Number), gForce: expect.any(Number) });
    // All of them reached the engine at one moment: an hour's cool-down lets only the first through.
    expect(firedBy(hourly).map((d) => d.data.event.timestamp)).toEqual([first.data.event.timestamp]);
    expect(newestFirst(firedBy(long).map(asRow))).toEqual(braking.filter((e) => e.durationNs > 1_000_000_000));
    // previousName is the last fired event's name: only the first harsh braking differs from it.
    expect(firedBy(firstOnly)).toHaveLength(1);
    expect(newestFirst(firedBy(cornering).map(asRow))).toEqual(await listEvents(car, SUBSCRIBED, LATER, 'behavior.harshCornering'));

    // Looked at again with no time passed: nothing fires twice.
    const count = deliveries.length;
    await evaluateAndSettle();
    expect(deliveries).toHaveLength(count);
  });

  it('fires on an event a test makes happen now (the dev route), which telemetry\'s events query lists too', async () => {
    const garage = await caller.post<{ vehicles: { tokenId: number; connection?: string }[] }>('/dev/garages', { email: 'injected-events@example.com' });
    const car = garage.vehicles[0].tokenId;
    await caller.post('/dev/shares', { email: 'injected-events@example.com', clientId: developer.address, tokenIds: [car] });
    developerJwt = await caller.signInDeveloper(developer);
    const collision = await eventWebhook('collisions', 'true', 0, 'safety.collision');
    await caller.post(`/vehicle-triggers/v1/webhooks/${collision}/subscribe/${did(car)}`, undefined, { bearer: developerJwt });
    await evaluateAndSettle();
    expect(firedBy(collision)).toEqual([]);

    const happened = iso(clock);
    await caller.post(`/dev/vehicles/${car}/events`, { name: 'safety.collision', speedKph: 38, gForce: 3.1 });
    clock += 1000;
    await evaluateAndSettle();
    expect(firedBy(collision)).toHaveLength(1);
    expect(firedBy(collision)[0].data.event).toMatchObject({ name: 'safety.collision', timestamp: happened.replace('.000Z', 'Z'), producer: did(car) });
    expect(JSON.parse(firedBy(collision)[0].data.event.metadata!)).toEqual({ speedKph: 38, gForce: 3.1 });
    expect(await listEvents(car, clock - 60_000, clock, 'safety.collision')).toEqual([asRow(firedBy(collision)[0])]);
    // Not fired again at the next look.
    clock += 1000;
    await evaluateAndSettle();
    expect(firedBy(collision)).toHaveLength(1);
  });

  it("refuses an event webhook whose condition uses a signal's variables, as the provider's event environment does", async () => {
    const res = await fetch(`${sim.url}/vehicle-triggers/v1/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${developerJwt}` },
      body: JSON.stringify({ service: 'events', metricName: HARSH_BRAKING, condition: 'value > 1', coolDownPeriod: 0, targetURL: targetUrl, verificationToken: TOKEN }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/invalid CEL condition: unknown name "value"/);
  });
});
