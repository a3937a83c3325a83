import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpendSummary } from '../../shared/api/facts';
import type { Insights } from '../../shared/api/insights';
import type { TripList } from '../../shared/api/trips';
import type { Dashboard } from '../../shared/api/vehicles';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';

describe.each(testDatabaseTargets())('insights over HTTP, two owners ($name)', (target) => {
  let app: TestApp;
  let gina: { cookie: string; vehicles: SimVehicle[] };
  let hank: { cookie: string; vehicles: SimVehicle[] };

  beforeAll(async () => {
    // A generous deadline: a cold 12-week history takes the simulator a moment.
    app = await startTestApp(target, { TELEMETRY_DEADLINE_MS: '60000' });
    gina = await app.signIn('gina.insights@example.com');
    hank = await app.signIn('hank.insights@example.com');
    // their days are UTC days, as the dates these tests write (an owner without a zone counts the car's days:
    // between UTC midnight and the car's, "today" would differ)
    await app.trpcMutation(gina.cookie, 'settings.update', { timeZone: 'UTC' });
    await app.trpcMutation(hank.cookie, 'settings.update', { timeZone: 'UTC' });
  });
  // Closing can wait for a provider read still under way (the deadline above is a minute), so allow it two.
  afterAll(async () => app?.close(), 120_000);

  it('adds up the fleet: distance and time per week, spend, consumption from the trips, health history', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const gas = gina.vehicles.find((v) => v.powertrain === 'COMBUSTION')!;
    await app.trpcMutation(gina.cookie, 'serviceLog.add', { tokenId: gas.tokenId, record: { date: today, kind: 'tires', totalCost: 480 } });

    const res = await app.trpcQuery<Insights>(gina.cookie, 'insights.overview', {});
    expect(res.status).toBe(200);
    const fleet = res.data;
    expect(fleet.scope).toBe('fleet');
    expect(fleet.vehicles.map((v) => v.tokenId).sort()).toEqual(gina.vehicles.map((v) => v.tokenId).sort());
    expect(fleet.vehicles.every((v) => v.error === null)).toBe(true);
    expect(fleet.weeks).toHaveLength(12);
    expect(fleet.weeks.filter((w) => (w.distanceKm ?? 0) > 0).length).toBeGreaterThanOrEqual(10);
    const distance = fleet.totals.distanceKm!;
    const hours = fleet.totals.drivingMinutes! / 60;
    expect(distance).toBeGreaterThan(500);
    // The simulator's trips average 28-68 km/h: the time driven has to agree with the distance.
    expect(distance / hours).toBeGreaterThan(20);
    expect(distance / hours).toBeLessThan(80);
    // money is the facts' spend for the named period (this year by default), in the record's currency (the owner's: none given)
    const spend = (await app.trpcQuery<SpendSummary>(gina.cookie, 'facts.spend', { period: 'this-year' })).data;
    expect(fleet.spend).toEqual({ ...spend, items: undefined });
    expect(fleet.spend.service).toEqual([{ currency: 'USD', amount: 480 }]);
    expect(fleet.spend.period).toMatchObject({ name: 'this-year', from: `${today.slice(0, 4)}-01-01` });
    expect(fleet.spend.distanceKm).toBeGreaterThan(100);
    expect(fleet.spend.costPerKm).toEqual([{ currency: 'USD', amount: Math.round((480 / fleet.spend.distanceKm!) * 1000) / 1000 }]);
    expect(fleet.currency).toBe('USD');
    expect(fleet.months).toHaveLength(12);
    expect(fleet.months.at(-1)).toEqual({ month: today.slice(0, 7), spend: 480, other: [] });

    const gasRow = fleet.vehicles.find((v) => v.tokenId === gas.tokenId)!;
    expect(gasRow.litresPer100Km).toBeGreaterThan(4);
    expect(gasRow.litresPer100Km).toBeLessThan(16);
    const evRow = fleet.vehicles.find((v) => v.type === 'electric')!;
    expect(evRow.kwhPer100Km).toBeGreaterThan(12);
    expect(evRow.kwhPer100Km).toBeLessThan(25);
    expect(fleet.health.length).toBeGreaterThan(60);
    expect(fleet.health.every((h) => h.score >= 0 && h.score <= 100)).toBe(true);
    // every code a car holds now (the dashboard's) is among the codes of the last 90 days, seen today, on that car
    const dash = (await app.trpcQuery<Dashboard>(gina.cookie, 'vehicles.dashboard')).data;
    const stored = dash.vehicles.flatMap((card) => card.troubleCodes.map((c) => ({ code: c.code, name: card.name })));
    expect(stored.length).toBeGreaterThan(0);
    for (const { code, name } of stored) {
      expect(fleet.troubleCodes.find((c) => c.code === code), code).toMatchObject({ lastSeen: today });
      expect(fleet.troubleCodes.find((c) => c.code === code)!.vehicles).toContain(name);
    }

    const one = await app.trpcQuery<Insights>(gina.cookie, 'insights.overview', { tokenId: gas.tokenId });
    expect(one.data).toMatchObject({ scope: 'vehicle', tokenId: gas.tokenId, spend: { service: [{ currency: 'USD', amount: 480 }] } });
    expect(one.data.vehicles).toHaveLength(1);
  });

  it("gives each week's distance and time driven, and the fuel or energy used, as the Trips page adds up that car's trips, however many load it at once", async () => {
    const ivy = await app.signIn('ivy.insights@example.com');
    await app.trpcMutation(ivy.cookie, 'settings.update', { timeZone: 'UTC' });
    // a cold start: the fleet twice and one car at once, each reading trips the others are reading and storing
    const loads = await Promise.all([
      app.trpcQuery<Insights>(ivy.cookie, 'insights.overview', {}),
      app.trpcQuery<Insights>(ivy.cookie, 'insights.overview', {}),
      app.trpcQuery<Insights>(ivy.cookie, 'insights.overview', { tokenId: ivy.vehicles[0].tokenId }),
    ]);
    expect(loads.map((l) => l.status)).toEqual([200, 200, 200]);
    expect(loads[1].data.weeks).toEqual(loads[0].data.weeks);
    const fleet = loads[0].data;
    // calendar weeks from Monday, the last one this week so far, as the Trips page's weeks
    expect(fleet.weeks.every((w) => new Date(`${w.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    let fleetKm = 0;
    for (const car of ivy.vehicles) {
      const one = (await app.trpcQuery<Insights>(ivy.cookie, 'insights.overview', { tokenId: car.tokenId })).data;
      const trips = (await app.trpcQuery<TripList>(ivy.cookie, 'trips.list', { tokenId: car.tokenId, from: one.from, to: one.to, limit: 1 })).data;
      expect(trips.total).toBeGreaterThan(20);
      for (const week of one.weeks) {
        const listed = trips.byWeek.find((w) => w.from === week.start);
        expect({ week: week.start, km: week.distanceKm ?? 0, minutes: week.drivingMinutes ?? 0 }).toEqual({
          week: week.start,
          km: listed?.distanceKm ?? 0,
          minutes: Math.round(listed?.drivingMinutes ?? 0),
        });
      }
      expect(one.totals.distanceKm).toBe(trips.totals.distanceKm);
      // what the car used is what its trips used, as the Trips page lists it
      const used = one.vehicles[0].type === 'electric' ? { insights: one.totals.energyKwh, trips: trips.totals.energyKwh } : { insights: one.totals.fuelLitres, trips: trips.totals.fuelLitres };
      expect(used.trips).not.toBeNull();
      expect(used.insights).toBeCloseTo(used.trips!, 1);
      fleetKm += trips.totals.distanceKm;
    }
    expect(fleet.totals.distanceKm).toBeCloseTo(fleetKm, 1);
  });

  it('shows each owner only their own vehicles and records', async () => {
    expect((await app.trpcQuery(hank.cookie, 'insights.overview', { tokenId: gina.vehicles[0].tokenId })).status).toBe(404);
    const own = await app.trpcQuery<Insights>(hank.cookie, 'insights.overview', {});
    expect(own.data.vehicles.map((v) => v.tokenId).sort()).toEqual(hank.vehicles.map((v) => v.tokenId).sort());
    expect(own.data.spend).toMatchObject({ total: [], service: [], count: 0, costPerKm: null });
    expect(own.data.months.every((m) => m.spend === 0 && m.other.length === 0)).toBe(true);
    expect((await app.trpcQuery('', 'insights.overview', {})).status).toBe(401);
  });
});
