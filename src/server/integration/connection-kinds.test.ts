import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '../../shared/api/chat';
import type { GarageVehicle } from '../../shared/api/garage';
import type { Dashboard, DashboardVehicle } from '../../shared/api/vehicles';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, trpcClientFor, type TestApp } from '../testing/test-app';

/** One target keeps the run short: Postgres when the run has one, else PGlite. */
const target = testDatabaseTargets().at(-1)!;
const KINDS = ['obd', 'cloud', 'legacy', 'noLocation', 'stale', 'late'] as const;
type Kind = (typeof KINDS)[number];

describe(`each connection kind on the dashboard, the vehicle page and the assistant (${target.name})`, () => {
  let app: TestApp;
  let cookie: string;
  const cards = new Map<Kind, DashboardVehicle>();
  const pages = new Map<Kind, GarageVehicle>();

  beforeAll(async () => {
    app = await startTestApp(target);
    const email = 'connection-kinds@example.com';
    const res = await fetch(`${app.simUrl}/dev/garages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, extraVehicles: KINDS.length, connections: [...KINDS] }),
    });
    const garage = (await res.json()) as { vehicles: { tokenId: number; connection: string }[] };
    const owner = await app.signIn(email);
    cookie = owner.cookie;
    const dashboard = await app.trpcQuery<Dashboard>(cookie, 'vehicles.dashboard');
    for (const kind of KINDS) {
      const tokenId = garage.vehicles.find((v) => v.connection === kind)!.tokenId;
      cards.set(kind, dashboard.data.vehicles.find((v) => v.tokenId === tokenId)!);
      pages.set(kind, (await app.trpcQuery<GarageVehicle>(cookie, 'garage.vehicle', { tokenId })).data);
    }
  });
  afterAll(async () => app?.close());

  it('says trouble codes are not reported by a cloud connection or an old dongle, and reported (none or some) by an OBD dongle', () => {
    for (const kind of KINDS) {
      const expected = kind === 'cloud' || kind === 'legacy' ? 'notReported' : 'reported';
      expect(cards.get(kind)!.reporting.troubleCodes, kind).toBe(expected);
      expect(pages.get(kind)!.reporting.troubleCodes, kind).toBe(expected);
      if (expected === 'notReported') {
        expect(cards.get(kind)!.troubleCodes).toEqual([]);
        expect(cards.get(kind)!.coverage!.signals).not.toContain('obdDTCList');
      } else {
        // an OBD car's empty list is a reported "none": the signal is there
        expect(cards.get(kind)!.latest!.obdDTCList).not.toBeNull();
      }
    }
  });

  it("shows a stale dongle's last data, from two days before the car was shared, never anything newer", () => {
    const lastSeen = Date.parse(cards.get('stale')!.latest!.lastSeen!);
    expect(Date.now() - lastSeen).toBeGreaterThan(47 * 3600_000);
    expect(Date.now() - lastSeen).toBeLessThan(49 * 3600_000);
    expect(Date.now() - Date.parse(cards.get('obd')!.latest!.lastSeen!)).toBeLessThan(3600_000);
  });

  it("shows a late dongle's latest values with their own times, the 20 minutes not yet on the network left out", () => {
    const late = cards.get('late')!.latest!;
    const age = Date.now() - Date.parse(late.lastSeen!);
    expect(age).toBeGreaterThanOrEqual(20 * 60_000);
    expect(age).toBeLessThan(31 * 60_000 + 60_000);
    expect(late.speed!.timestamp).toBe(late.lastSeen);
    expect(late.powertrainTransmissionTravelledDistance!.timestamp).toBe(late.lastSeen);
    expect(pages.get('late')!.latest!.lastSeen).toBe(late.lastSeen);
  });

  it('tells a location the owner did not share from one the car reports', () => {
    expect(cards.get('noLocation')!.reporting.location).toBe('notShared');
    expect(cards.get('noLocation')!.coverage!.locationShared).toBe(false);
    expect(cards.get('noLocation')!.location).toBeNull();
    for (const kind of ['obd', 'cloud', 'legacy'] as const) {
      expect(cards.get(kind)!.reporting.location, kind).toBe('reported');
      expect(cards.get(kind)!.location, kind).not.toBeNull();
    }
  });

  it('knows what each connection reports: body state from the cloud, engine data from the dongle, almost nothing from the old car', () => {
    const signals = (kind: Kind) => cards.get(kind)!.coverage!.signals;
    expect(signals('cloud')).toContain('bodyLockIsLocked');
    expect(signals('obd')).not.toContain('bodyLockIsLocked');
    expect(signals('legacy')).not.toContain('powertrainTransmissionTravelledDistance');
    expect(signals('legacy').length).toBeLessThan(10);
    expect(cards.get('legacy')!.odometerKm).toBeNull();
    // the health score is still given: a signal not reported is just not used
    for (const kind of KINDS) expect(cards.get(kind)!.healthScore, kind).toBeGreaterThan(0);
  });

  it('has the assistant say a cloud car does not report trouble codes, and an OBD car what it stores', async () => {
    const client = await trpcClientFor(app, cookie);
    const ask = async (tokenId: number) => {
      const chunks: ChatChunk[] = [];
      const stream = await client.chat.send.mutate({ tokenId, message: 'Does my car have any trouble codes?' }, { context: { stream: true } });
      for await (const chunk of stream as AsyncIterable<ChatChunk>) chunks.push(chunk);
      return (chunks.find((c) => c.kind === 'done') as Extract<ChatChunk, { kind: 'done' }>).message.content;
    };
    const cloud = await ask(cards.get('cloud')!.tokenId);
    expect(cloud).toMatch(/does not report trouble codes/);
    expect(cloud).not.toMatch(/No trouble codes/i);
    const obd = await ask(cards.get('obd')!.tokenId);
    expect(obd).not.toMatch(/does not report trouble codes/);
  });
});
