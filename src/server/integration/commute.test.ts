import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatteryHistoryResult } from '../../shared/api/charging';
import type { TripList } from '../../shared/api/trips';
import { getVehicleModel } from '../../simulator/fleet/model';
import type { SimVehicle as SimModelVehicle } from '../../simulator/fleet/vehicle';
import { askChat } from '../testing/simulator-usage-truth';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';

const DAY_MS = 86_400_000;
const euros = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(amount);

describe('the assistant’s commute and battery year, from the trip list’s trips and the Charging page’s months', () => {
  let app: TestApp;
  let owner: { cookie: string; vehicles: SimVehicle[] };
  let models: SimModelVehicle[];

  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn('kim.commute@example.com');
    await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: 'UTC' });
    const state = JSON.parse(readFileSync(path.join(app.server.services.config.dataDir, 'simulator', 'state.json'), 'utf8')) as { vehicles: SimModelVehicle[] };
    models = state.vehicles.filter((v) => owner.vehicles.some((o) => o.tokenId === v.tokenId));
  });
  afterAll(async () => app?.close());

  it('says plainly that no Home and Work are named, then costs the commute as the sum of the Home–Work trips of the trip list', async () => {
    const gas = models.find((m) => m.powertrain === 'COMBUSTION')!;
    const priced = await app.trpcMutation(owner.cookie, 'trips.updateSettings', { currency: 'EUR', fuelPricePerLitre: 1.8, homeKwhPrice: 0.25, publicKwhPrice: 0.5, speedLimitKmh: 120 });
    expect(priced.status).toBe(200);

    const unnamed = await askChat(app, owner.cookie, gas.tokenId, 'How much did my commute cost this month?');
    expect(unnamed.content).toMatch(/^I can’t tell which trips are your commute: you haven’t named a Home and a Work place yet/);
    expect(unnamed.content).toContain('The closest figure I have: all weekday trips this month');

    // Home where the simulated car sleeps, Work at its most frequent destination this month
    const model = getVehicleModel(gas);
    const now = Date.now();
    const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
    const counts = new Map<string, { latitude: number; longitude: number; n: number }>();
    for (const t of model.listTripsBetween(Math.min(monthStart, now - 7 * DAY_MS), now)) {
      const key = `${t.destLatitude.toFixed(4)},${t.destLongitude.toFixed(4)}`;
      counts.set(key, { latitude: t.destLatitude, longitude: t.destLongitude, n: (counts.get(key)?.n ?? 0) + 1 });
    }
    const work = [...counts.values()].sort((a, b) => b.n - a.n)[0];
    expect((await app.trpcMutation(owner.cookie, 'places.create', { name: 'Home', kind: 'home', latitude: model.home.latitude, longitude: model.home.longitude, radiusM: 300 })).status).toBe(200);
    expect((await app.trpcMutation(owner.cookie, 'places.create', { name: 'Work', kind: 'work', latitude: work.latitude, longitude: work.longitude, radiusM: 300 })).status).toBe(200);

    const list = (await app.trpcQuery<TripList>(owner.cookie, 'trips.list', { tokenId: gas.tokenId, period: 'this-month', limit: 500 })).data;
    expect(list.total).toBeLessThanOrEqual(500);
    const commute = list.trips.filter((t) => {
      const kinds = [t.startPlace?.placeKind, t.endPlace?.placeKind];
      return (kinds[0] === 'home' && kinds[1] === 'work') || (kinds[0] === 'work' && kinds[1] === 'home');
    });
    const answer = await askChat(app, owner.cookie, gas.tokenId, 'How much did my commute cost this month?');
    if (commute.length === 0) {
      expect(answer.content).toMatch(/^No trips between Home and Work this month/);
      return;
    }
    const cost = Math.round(commute.reduce((sum, t) => sum + (t.cost?.amount ?? 0), 0) * 100) / 100;
    const km = commute.reduce((sum, t) => sum + (t.distanceKm ?? 0), 0);
    expect(answer.content).toContain(`${commute.length === 1 ? '1 trip' : `${commute.length} trips`} between Home and Work, ${Math.round(Math.round(km * 10) / 10)} km in all.`);
    expect(answer.content).toContain(`At your price it cost ${euros(cost)}.`);
    expect(answer.metadata?.driving).toMatchObject({ trips: commute.length, cost: { amount: cost, currency: 'EUR' } });

    const spanish = await askChat(app, owner.cookie, gas.tokenId, '¿Cuánto me costó ir al trabajo este mes?');
    expect(spanish.content).toContain(`${commute.length === 1 ? '1 viaje' : `${commute.length} viajes`} entre Casa y Trabajo`);
  });

  it('answers the battery’s year with the Charging page’s figures', async () => {
    const ev = models.find((m) => m.powertrain === 'ELECTRIC')!;
    const history = (await app.trpcQuery<BatteryHistoryResult>(owner.cookie, 'charging.batteryHistory', { tokenId: ev.tokenId })).data.history!;
    const answer = await askChat(app, owner.cookie, ev.tokenId, 'How is my battery health over the last year?');
    expect(answer.content).toMatch(new RegExp(`^Battery health is ${history.health.latest!.toFixed(1).replace('.', '\\.')}% of its original capacity`));
    expect(answer.content).toContain(`Reported by the car, on ${history.health.days} days over the last 12 months.`);
    const range = await askChat(app, owner.cookie, ev.tokenId, 'Has my range dropped?');
    expect(range.content).toMatch(new RegExp(`^Range at 100% is about ${history.fullRange.latestKm} km`));
  });
});
