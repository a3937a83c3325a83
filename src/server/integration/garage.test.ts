import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GarageList, GarageVehicle, VehicleTrend } from '../../shared/api/garage';
import { FALLBACK_TOKEN_ID } from '../../shared/vehicle-defaults';
import { createDocument, findUserByWallet, listVehiclesByUser, updateDocument } from '../db/repositories';
import { refreshDocumentFacts } from '../domain/vehicle-facts/document-facts-store';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';

describe.each(testDatabaseTargets())('garage over HTTP, two owners ($name)', (target) => {
  let app: TestApp;
  let carol: { cookie: string; walletAddress: string; vehicles: SimVehicle[] };
  let dave: { cookie: string; walletAddress: string; vehicles: SimVehicle[] };

  beforeAll(async () => {
    app = await startTestApp(target);
    carol = await app.signIn('carol.garage@example.com');
    dave = await app.signIn('dave.garage@example.com');
  });
  afterAll(async () => app?.close());

  it('lists only the owner’s vehicles, sorted and paged, with the plate from the registration', async () => {
    const db = app.server.services.database.db;
    const user = (await findUserByWallet(db, carol.walletAddress))!;
    const [first] = await listVehiclesByUser(db, user.id);
    const doc = await createDocument(db, user.id, { vehicleId: first.id, tokenId: first.tokenId, type: 'registration', filename: 'r', originalName: 'reg.pdf', size: 1, storagePath: `t/${user.id}/reg.pdf`, status: 'completed' });
    await updateDocument(db, user.id, doc.id, {
      processedData: { documentType: 'car_registration', vehicleInfo: {}, registrationInfo: { plateNumber: '8ABC123' }, serviceInfo: {}, insuranceInfo: {}, alertDates: { registrationExpiry: '2031-03-15' }, extractedText: '' },
    });
    // Written past the documents service, so the vehicle's document facts are worked out as saving one would.
    await refreshDocumentFacts(db, user.id, first.id, 'km');

    const all = await app.trpcQuery<GarageList>(carol.cookie, 'garage.list', { sort: 'name', direction: 'asc', page: 1, pageSize: 12 });
    expect(all.data.total).toBe(3);
    expect(all.data.rows.map((r) => r.tokenId).sort()).toEqual(carol.vehicles.map((v) => v.tokenId).sort());
    expect(all.data.rows.map((r) => r.name)).toEqual([...all.data.rows.map((r) => r.name)].sort((a, b) => a.localeCompare(b)));
    const withPlate = all.data.rows.find((r) => r.tokenId === first.tokenId)!;
    expect(withPlate).toMatchObject({ plate: '8ABC123', documentCount: 1, vin: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/) });
    expect(withPlate.odometerKm).toBeGreaterThan(0);
    expect(withPlate.lastSeen).not.toBeNull();

    const page2 = await app.trpcQuery<GarageList>(carol.cookie, 'garage.list', { sort: 'odometer', direction: 'desc', page: 2, pageSize: 2 });
    expect(page2.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.data.rows).toHaveLength(1);
    const odometers = (await app.trpcQuery<GarageList>(carol.cookie, 'garage.list', { sort: 'odometer', direction: 'desc' })).data.rows.map((r) => r.odometerKm!);
    expect(odometers).toEqual([...odometers].sort((a, b) => b - a));

    const daves = await app.trpcQuery<GarageList>(dave.cookie, 'garage.list', {});
    expect(daves.data.rows.map((r) => r.tokenId).sort()).toEqual(dave.vehicles.map((v) => v.tokenId).sort());
    expect(daves.data.rows.some((r) => r.plate === '8ABC123')).toBe(false);
    expect((await app.trpcQuery(carol.cookie, 'garage.list', { pageSize: 1000 })).status).toBe(400);
  });

  it('shows one vehicle’s page and its history to its owner only', async () => {
    const car = carol.vehicles[0];
    const page = await app.trpcQuery<GarageVehicle>(carol.cookie, 'garage.vehicle', { tokenId: car.tokenId });
    expect(page.data).toMatchObject({ tokenId: car.tokenId, vin: car.vin, isDemo: false });
    expect((await app.trpcQuery(dave.cookie, 'garage.vehicle', { tokenId: car.tokenId })).status).toBe(404);
    expect((await app.trpcQuery(dave.cookie, 'garage.trend', { tokenId: car.tokenId, days: 30 })).status).toBe(404);
    expect((await app.trpcQuery('', 'garage.vehicle', { tokenId: car.tokenId })).status).toBe(404);

    const trend = await app.trpcQuery<VehicleTrend>(carol.cookie, 'garage.trend', { tokenId: car.tokenId, days: 30 });
    expect(trend.data.error).toBeNull();
    expect(trend.data.points.length).toBeGreaterThanOrEqual(29);
    const odometers = trend.data.points.map((p) => p.odometerKm).filter((km): km is number => km !== null);
    expect(odometers).toEqual([...odometers].sort((a, b) => a - b));
    expect(trend.data.points.some((p) => (p.distanceKm ?? 0) > 0)).toBe(true);
    expect(trend.data.points.some((p) => p.levelPercent !== null)).toBe(true);
  });

  it('shows the demo vehicle when signed out', async () => {
    const list = await app.trpcQuery<GarageList>('', 'garage.list', {});
    expect(list.data).toMatchObject({ demo: true, total: 1, rows: [{ name: 'Demo Vehicle', isDemo: true, tokenId: FALLBACK_TOKEN_ID }] });
    expect((await app.trpcQuery<GarageVehicle>('', 'garage.vehicle', { tokenId: FALLBACK_TOKEN_ID })).data).toMatchObject({ isDemo: true, odometerKm: 45000 });
    expect((await app.trpcQuery('', 'garage.trend', { tokenId: FALLBACK_TOKEN_ID })).status).toBe(401);
  });
});
