import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, vehicles } from '../db/schema';
import type { Dashboard } from '../../shared/api/vehicles';
import type { GarageList } from '../../shared/api/garage';
import { createDocument, findUserByWallet, listVehiclesByUser } from '../db/repositories';
import { computeHealthScore } from '../../shared/health-score';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

describe.each(testDatabaseTargets())('sign-in and dashboard against the simulator ($name)', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(target, { TELEMETRY_DEADLINE_MS: '2500' });
  });

  const setFaults = (faults: object) =>
    fetch(`${app.simUrl}/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });
  afterAll(async () => app?.close());

  it('signs in with a login-site JWT, syncs only the shared vehicles, and scopes them to the owner', async () => {
    const alice = await app.signIn('alice@example.com', []);
    const garage = alice.vehicles;
    expect(garage).toHaveLength(3);
    const aliceShared = await app.signIn('alice@example.com', [garage[0].tokenId, garage[1].tokenId]);
    const me = await app.trpcQuery<{ walletAddress: string }>(aliceShared.cookie, 'auth.me');
    expect(me.data.walletAddress).toBe(alice.walletAddress.toLowerCase());

    const list = await app.trpcQuery<{ tokenId: number; vin: string | null }[]>(aliceShared.cookie, 'vehicles.list');
    expect(list.data.map((v) => v.tokenId).sort()).toEqual([garage[0].tokenId, garage[1].tokenId].sort());
    expect(list.data.find((v) => v.tokenId === garage[0].tokenId)?.vin).toBe(garage[0].vin);

    const bob = await app.signIn('bob@example.com');
    const bobList = await app.trpcQuery<{ tokenId: number }[]>(bob.cookie, 'vehicles.list');
    expect(bobList.data).toHaveLength(3);
    expect(bobList.data.some((v) => garage.some((g) => g.tokenId === v.tokenId))).toBe(false);
    const peek = await app.trpcQuery(bob.cookie, 'vehicles.history', { tokenId: garage[0].tokenId });
    expect(peek.status).toBe(404);
  });

  it('refuses forged and expired tokens without creating a session', async () => {
    const forged = await app.trpcMutation('', 'auth.signIn', { token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' });
    expect(forged.status).toBe(401);
    const clientId = app.server.services.publicSettings.clientId;
    const res = await fetch(`${app.simUrl}/dev/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com', clientId, expiresInSeconds: -60 }),
    });
    const { token } = await res.json();
    const expired = await app.trpcMutation('', 'auth.signIn', { token });
    expect(expired.status).toBe(401);
    expect(expired.error?.message).toBe('Invalid or expired JWT.');
  });

  it('computes the dashboard from live telemetry, and a failing vehicle never fails the page', async () => {
    const owner = await app.signIn('carol@example.com');
    const first = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', { refresh: true });
    expect(first.status).toBe(200);
    expect(first.data.demo).toBe(false);
    expect(first.data.vehicles).toHaveLength(3);
    for (const card of first.data.vehicles) {
      expect(card.telemetryError).toBeNull();
      expect(card.latest).not.toBeNull();
      expect(card.healthScore).toBe(computeHealthScore(card.latest));
      expect(card.odometerKm).toBe(Math.round(card.latest!.powertrainTransmissionTravelledDistance!.value));
      // A stored critical (high) code holds the score at 40 (65) at most, and the card says why.
      const worst = card.troubleCodes.find((c) => c.severity === 'critical') ?? card.troubleCodes.find((c) => c.severity === 'high');
      if (worst?.severity === 'critical') expect(card).toMatchObject({ status: 'service', healthScore: expect.toSatisfy((n: number) => n <= 40) });
      if (worst?.severity === 'high') expect(card.healthScore).toBeLessThanOrEqual(65);
      if (card.healthCap) expect(card.healthCap.code).toBe(worst?.code);
    }
    const types = first.data.vehicles.map((v) => v.type).sort();
    expect(types).toEqual(['electric', 'gas', 'hybrid']);
    const withCodes = first.data.vehicles.flatMap((v) => v.troubleCodes);
    const faulty = owner.vehicles.filter((v) => v.faults.some((f) => /dtc|code/i.test(f)));
    if (faulty.length) expect(withCodes.length).toBeGreaterThan(0);
    for (const code of withCodes) expect(code.meaning.length).toBeGreaterThan(5);

    const failing = owner.vehicles[1].tokenId;
    await fetch(`${app.simUrl}/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ failTokenIds: [failing] }) });
    try {
      const second = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', { refresh: true });
      expect(second.status).toBe(200);
      const broken = second.data.vehicles.find((v) => v.tokenId === failing)!;
      expect(broken.telemetryError).toMatch(/status: 500|did not answer/);
      expect(broken.latest).toBeNull();
      expect(broken.healthScore).toBe(85);
      expect(second.data.vehicles.filter((v) => v.tokenId !== failing).every((v) => v.latest !== null)).toBe(true);
    } finally {
      await fetch(`${app.simUrl}/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({}) });
    }
  });

  it('answers the page without waiting for a slow vehicle, whose data arrives on a later load', async () => {
    const garage = await app.signIn('slow@example.com', []);
    const slow = garage.vehicles[0].tokenId;
    await setFaults({ slowTokenIds: [slow], slowMs: 6000 });
    const owner = await app.signIn('slow@example.com');
    try {
      const first = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', { refresh: true });
      expect(first.status).toBe(200);
      const pending = first.data.vehicles.find((v) => v.tokenId === slow)!;
      expect(pending.telemetryError).toBe('The provider did not answer in time.');
      expect(pending.latest).toBeNull();
      expect(first.data.vehicles.filter((v) => v.tokenId !== slow).every((v) => v.latest !== null)).toBe(true);

      // Every new call for it still takes 6 s, so data within the deadline can only come from a call that was not
      // dropped: it finished in the background and filled the cache.
      await expect
        .poll(async () => (await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', {})).data.vehicles.find((v) => v.tokenId === slow)?.latest, {
          timeout: 15_000,
          interval: 500,
        })
        .not.toBeNull();
    } finally {
      await setFaults({});
    }
  });

  it('answers a warm dashboard from the owner cache, and shows a write made through the database (any instance) at once', async () => {
    const owner = await app.signIn('cached@example.com');
    const first = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', {});
    const again = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', {});
    expect(first.data.vehicles.every((v) => v.telemetryError === null)).toBe(true);
    // The same answer, not a new computation: it carries the time it was made.
    expect(again.data.fetchedAt).toBe(first.data.fetchedAt);

    // Another instance renames the car: its write reaches this one only through Postgres.
    const car = first.data.vehicles[0];
    await app.server.services.database.db.update(vehicles).set({ name: 'Renamed elsewhere' }).where(eq(vehicles.id, car.id));
    const after = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', {});
    expect(after.data.vehicles.find((v) => v.id === car.id)!.name).toBe('Renamed elsewhere');
    expect(after.data.fetchedAt).not.toBe(first.data.fetchedAt);
    // Another owner's cache is their own.
    const other = await app.signIn('cached-other@example.com');
    expect((await app.trpcQuery<Dashboard>(other.cookie, 'vehicles.dashboard', {})).data.vehicles.map((v) => v.id)).not.toContain(car.id);
  });

  it("lists each card's newest few documents and counts the rest, so a long history does not grow the page", async () => {
    const owner = await app.signIn('many.papers@example.com');
    const db = app.server.services.database.db;
    const user = (await findUserByWallet(db, owner.walletAddress))!;
    const [car, other] = await listVehiclesByUser(db, user.id);
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1 + i));
    for (let i = 0; i < 7; i++) {
      const doc = await createDocument(db, user.id, { vehicleId: car.id, tokenId: car.tokenId, type: 'other', filename: `f${i}`, originalName: `paper-${i}.pdf`, size: 1, storagePath: `t/${user.id}/p${i}`, status: 'completed' });
      await db.update(documents).set({ uploadedAt: at(i) }).where(eq(documents.id, doc.id));
    }
    await createDocument(db, user.id, { vehicleId: other.id, tokenId: other.tokenId, type: 'other', filename: 'g', originalName: 'other.pdf', size: 1, storagePath: `t/${user.id}/g`, status: 'completed' });
    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    const card = dash.data.vehicles.find((v) => v.tokenId === car.tokenId)!;
    expect(card.documentCount).toBe(7);
    expect(card.documents.map((d) => d.originalName)).toEqual(['paper-6.pdf', 'paper-5.pdf', 'paper-4.pdf', 'paper-3.pdf']);
    expect(dash.data.vehicles.find((v) => v.tokenId === other.tokenId)).toMatchObject({ documentCount: 1, documents: [{ originalName: 'other.pdf' }] });
    const garage = await app.trpcQuery<GarageList>(owner.cookie, 'garage.list', {});
    expect(garage.data.rows.find((r) => r.tokenId === car.tokenId)!.documentCount).toBe(7);
  });

  it('serves the 7-day history and the demo vehicle to signed-out visitors', async () => {
    const owner = await app.signIn('dave@example.com');
    const history = await app.trpcQuery<{ days: { odometer: number | null }[]; error: string | null }>(owner.cookie, 'vehicles.history', {
      tokenId: owner.vehicles[0].tokenId,
    });
    expect(history.data.error).toBeNull();
    expect(history.data.days.length).toBeGreaterThanOrEqual(6);
    const demo = await app.trpcQuery<Dashboard>('', 'vehicles.dashboard');
    expect(demo.data.demo).toBe(true);
    expect(demo.data.vehicles[0]).toMatchObject({ isDemo: true, year: 2024, type: 'gas', healthScore: 85, odometerKm: 45000, level: { percent: 60 } });
  });
});
