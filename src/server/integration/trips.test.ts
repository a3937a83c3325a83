import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargingOverview } from '../../shared/api/charging';
import type { VehicleTrend } from '../../shared/api/garage';
import type { Place } from '../../shared/api/places';
import type { Trip, TripDetail, TripList } from '../../shared/api/trips';
import { addDays } from '../../shared/format-date';
import { getVehicleModel } from '../../simulator/fleet/model';
import type { SimVehicle as SimModelVehicle } from '../../simulator/fleet/vehicle';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';

const DAY_MS = 86_400_000;

describe.each(testDatabaseTargets())('trips and places over HTTP, against the simulator ($name)', (target) => {
  let app: TestApp;
  let owner: { cookie: string; vehicles: SimVehicle[] };
  let other: { cookie: string; vehicles: SimVehicle[] };
  let models: SimModelVehicle[];

  beforeAll(async () => {
    app = await startTestApp(target);
    owner = await app.signIn('ida.trips@example.com');
    other = await app.signIn('jon.trips@example.com');
    const state = JSON.parse(readFileSync(path.join(app.server.services.config.dataDir, 'simulator', 'state.json'), 'utf8')) as { vehicles: SimModelVehicle[] };
    models = state.vehicles.filter((v) => owner.vehicles.some((o) => o.tokenId === v.tokenId));
  });
  afterAll(async () => app?.close());

  const list = (cookie: string, input: Record<string, unknown>) => app.trpcQuery<TripList>(cookie, 'trips.list', input);

  it('lists each car’s trips of the last 7 days as the simulator drove them, with totals that add up', async () => {
    let extremeStops = 0;
    for (const sim of models) {
      const res = await list(owner.cookie, { tokenId: sim.tokenId, period: 'last-7-days', limit: 500 });
      expect(res.status).toBe(200);
      const { trips, totals, byDay, byWeek } = res.data;
      expect(res.data.total).toBe(trips.length);
      // The simulator's own trips that started in the same days (the owner's days, in the car's zone) and ended before now.
      const model = getVehicleModel(sim);
      const from = Date.parse(trips[trips.length - 1]?.start ?? new Date().toISOString()) - DAY_MS;
      const truth = [];
      for (let day = model.getLocalDay(from); day <= model.getLocalDay(Date.now()); day++) truth.push(...model.listTrips(day));
      for (const trip of trips.filter((t) => !t.ongoing)) {
        // A trip starts when the ignition goes on (some idle a few minutes before moving).
        const match = truth.find((r) => Math.abs(r.ignitionMs - Date.parse(trip.start)) < 10 * 60_000);
        expect(match, `${sim.tokenId} trip at ${trip.start}`).toBeDefined();
        expect(trip.distanceKm!).toBeCloseTo(match!.distanceKm, 0);
        expect(Math.abs(Date.parse(trip.end!) - match!.endMs)).toBeLessThan(10 * 60_000);
        expect(trip.maxSpeedKmh!).toBeGreaterThan(0);
        for (const place of [trip.startPlace, trip.endPlace]) expect(place?.label).toMatch(/^(near )?[^\d]+, [A-Z]{2}$/);
        // Every driving event the simulator recorded on the drive is counted on the trip, emergency stops and
        // collisions included.
        const happened = model.listEvents(Date.parse(trip.start), Date.parse(trip.end!) + 1);
        const counted = (name: string) => happened.filter((e) => e.name === name).length;
        expect(trip.events).toMatchObject({
          harshBraking: counted('behavior.harshBraking'),
          harshAcceleration: counted('behavior.harshAcceleration'),
          harshCornering: counted('behavior.harshCornering'),
          extremeBraking: counted('behavior.extremeBraking'),
          collision: counted('safety.collision'),
        });
        extremeStops += trip.events.extremeBraking;
      }
      expect(trips.length).toBeGreaterThan(3);
      const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
      expect(totals.trips).toBe(trips.length);
      expect(totals.distanceKm).toBeCloseTo(sum(trips.map((t) => t.distanceKm ?? 0)), 1);
      expect(sum(byDay.map((d) => d.distanceKm))).toBeCloseTo(totals.distanceKm, 0);
      expect(sum(byWeek.map((d) => d.trips))).toBe(totals.trips);
      expect(totals.score?.explanation).toMatch(/km$/);
      expect(totals.events.extremeBraking).toBe(trips.reduce((n, t) => n + t.events.extremeBraking, 0));
    }
    // The simulated drivers make an emergency stop now and then: the counts above were not all zero.
    expect(extremeStops).toBeGreaterThan(0);
  });

  it("drives as far in the trips as on the odometer, day by day of the owner's days: the trip list and the vehicle page's trend agree", async () => {
    for (const sim of models) {
      const [trips, trend] = await Promise.all([
        list(owner.cookie, { tokenId: sim.tokenId, period: 'last-7-days', limit: 500 }),
        app.trpcQuery<VehicleTrend>(owner.cookie, 'garage.trend', { tokenId: sim.tokenId, days: 30 }),
      ]);
      const week = trend.data.points.slice(-7);
      expect(week.at(-1)!.date).toBe(trips.data.totals.to);
      const odometerKm = week.reduce((a, p) => a + (p.distanceKm ?? 0), 0);
      // a trip counts on the day it started: one across midnight moves a few km between days, never out of the week
      expect(Math.abs(trips.data.totals.distanceKm - odometerKm), `${sim.tokenId}: trips ${trips.data.totals.distanceKm} km, odometer ${odometerKm} km`).toBeLessThan(Math.max(3, odometerKm * 0.03));
      for (const day of trips.data.byDay) {
        const point = week.find((p) => p.date === day.from);
        expect(point, `${sim.tokenId} ${day.from}`).toBeDefined();
      }
    }
  });

  it('reads the days after a past period asked first: the last 7 days, asked right after a month ago, hold every trip', async () => {
    const late = await app.signIn('una.trips@example.com');
    const car = late.vehicles.find((v) => v.powertrain !== 'ELECTRIC')!;
    const trend = await app.trpcQuery<VehicleTrend>(late.cookie, 'garage.trend', { tokenId: car.tokenId, days: 30 });
    const today = trend.data.points.at(-1)!.date;
    const past = await list(late.cookie, { tokenId: car.tokenId, from: addDays(today, -40), to: addDays(today, -34) });
    expect(past.data.total).toBeGreaterThan(0);
    const week = await list(late.cookie, { tokenId: car.tokenId, period: 'last-7-days', limit: 500 });
    const odometerKm = trend.data.points.slice(-7).reduce((a, p) => a + (p.distanceKm ?? 0), 0);
    expect(odometerKm).toBeGreaterThan(20);
    expect(Math.abs(week.data.totals.distanceKm - odometerKm), `trips ${week.data.totals.distanceKm} km, odometer ${odometerKm} km`).toBeLessThan(Math.max(3, odometerKm * 0.03));
  });

  it('names charging places by town, then by the owner’s own place once named', async () => {
    const ev = owner.vehicles.find((v) => v.powertrain === 'ELECTRIC')!;
    const before = (await app.trpcQuery<ChargingOverview>(owner.cookie, 'charging.overview', { tokenId: ev.tokenId, days: 7 })).data.selected!;
    const session = before.sessions.find((s) => s.place && s.placeLabel?.source === 'gazetteer')!;
    expect(session.placeLabel!.label).toMatch(/^(near )?[^\d]+, [A-Z]{2}$/);
    const created = await app.trpcMutation<Place>(owner.cookie, 'places.create', { name: 'Garage', kind: 'charger', ...session.place!, radiusM: 1500 });
    expect(created.status).toBe(200);
    const after = (await app.trpcQuery<ChargingOverview>(owner.cookie, 'charging.overview', { tokenId: ev.tokenId, days: 7 })).data.selected!;
    expect(after.sessions.find((s) => s.start === session.start)?.placeLabel).toEqual({ label: 'Garage', source: 'named', placeId: created.data.id, placeKind: 'charger' });
  });

  it('shows the fleet, names trips after the owner’s places, and prices them at the owner’s price', async () => {
    const fleet = await list(owner.cookie, { period: 'last-7-days', limit: 500 });
    expect(fleet.data.vehicles.map((v) => v.tokenId).sort()).toEqual(owner.vehicles.map((v) => v.tokenId).sort());
    expect(new Set(fleet.data.trips.map((t) => t.tokenId)).size).toBe(owner.vehicles.length);

    const gas = models.find((m) => m.powertrain === 'COMBUSTION')!;
    const home = getVehicleModel(gas).home;
    const made = await app.trpcMutation<Place>(owner.cookie, 'places.create', { name: 'Home', kind: 'home', latitude: home.latitude, longitude: home.longitude, radiusM: 300 });
    expect(made.status).toBe(200);
    const priced = await app.trpcMutation(owner.cookie, 'trips.updateSettings', { currency: 'EUR', fuelPricePerLitre: 1.8, homeKwhPrice: 0.25, publicKwhPrice: 0.5, speedLimitKmh: 100 });
    expect(priced.status).toBe(200);
    const trips = (await list(owner.cookie, { tokenId: gas.tokenId, period: 'last-7-days' })).data.trips.filter((t) => !t.ongoing);
    expect(trips.some((t) => t.startPlace?.label === 'Home' && t.startPlace.source === 'named')).toBe(true);
    expect(trips.some((t) => t.endPlace?.label === 'Home')).toBe(true);
    for (const t of trips.filter((x) => x.energy?.used !== null)) {
      expect(t.cost).toEqual({ amount: Math.round(t.energy!.used! * 1.8 * 100) / 100, currency: 'EUR' });
      expect(t.energy!.per100Km).toBeGreaterThan(3);
    }
    expect(trips.some((t) => t.cost !== null)).toBe(true);
  });

  it('opens one trip with its route, speeds and events, and exports the same figures as CSV and GPX', async () => {
    const sim = models[0];
    const { trips } = (await list(owner.cookie, { tokenId: sim.tokenId, period: 'last-7-days' })).data;
    const trip = trips.find((t) => !t.ongoing)!;
    const res = await app.trpcQuery<TripDetail>(owner.cookie, 'trips.get', { id: trip.id });
    expect(res.status).toBe(200);
    expect(res.data.trip).toEqual(trip);
    expect(res.data.route!.length).toBeGreaterThan(5);
    for (const p of res.data.route!) expect(Date.parse(p.at)).toBeGreaterThanOrEqual(Date.parse(trip.start) - 60_000);
    expect(res.data.speeds.some((s) => (s.speedKmh ?? 0) > 20)).toBe(true);

    const csv = await app.trpcQuery<{ filename: string; content: string }>(owner.cookie, 'trips.exportCsv', { tokenId: sim.tokenId, period: 'last-7-days' });
    const lines = csv.data.content.trim().split('\r\n');
    expect(lines).toHaveLength(trips.length + 1);
    const row = lines.find((l) => l.includes(trip.id))!;
    expect(row).toContain(`,${trip.distanceKm},${trip.durationMinutes},`);
    const gpx = await app.trpcQuery<{ filename: string; content: string }>(owner.cookie, 'trips.exportGpx', { id: trip.id });
    expect(gpx.data.filename).toMatch(/\.gpx$/);
    expect(gpx.data.content.match(/<trkpt /g)).toHaveLength(res.data.route!.length);
  });

  it('keeps trips to their owner', async () => {
    const { trips } = (await list(owner.cookie, { tokenId: models[0].tokenId, period: 'last-7-days' })).data;
    expect((await app.trpcQuery(other.cookie, 'trips.get', { id: trips[0].id })).status).toBe(404);
    expect((await list(other.cookie, { tokenId: models[0].tokenId })).status).toBe(404);
    expect((await app.trpcQuery(other.cookie, 'trips.exportGpx', { id: trips[0].id })).status).toBe(404);
    expect((await list('', {})).status).toBe(401);
    const bad = await list(owner.cookie, { period: 'forever' });
    expect(bad.status).toBe(400);
  });

  it('without location, shows the trips’ figures and says the route is not shared', async () => {
    const email = 'kim.trips@example.com';
    const kim = await app.signIn(email, []);
    const tokenId = kim.vehicles[0].tokenId;
    const clientId = app.server.services.publicSettings.clientId!;
    const shared = await fetch(`${app.simUrl}/dev/shares`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, clientId, tokenIds: [tokenId], permissions: '10001100' }) });
    expect(shared.ok).toBe(true);
    await app.trpcQuery(kim.cookie, 'vehicles.dashboard', { refresh: true });
    const res = await list(kim.cookie, { tokenId, period: 'last-7-days' });
    expect(res.data.locationShared).toBe(false);
    expect(res.data.trips.length).toBeGreaterThan(3);
    const trip: Trip = res.data.trips.find((t) => !t.ongoing)!;
    expect(trip).toMatchObject({ startPoint: null, endPoint: null, startPlace: null, endPlace: null });
    expect(trip.distanceKm!).toBeGreaterThan(0);
    const detail = (await app.trpcQuery<TripDetail>(kim.cookie, 'trips.get', { id: trip.id })).data;
    expect(detail.route).toBeNull();
    expect(detail.speeds.length).toBeGreaterThan(0);
  });

  it('lists, changes and removes only the owner’s places, and refuses bad input with a reason', async () => {
    const made = await app.trpcMutation<Place>(other.cookie, 'places.create', { name: '  Work ', kind: 'work', latitude: 47.61, longitude: -122.2, radiusM: 300 });
    expect(made.data).toMatchObject({ name: 'Work', kind: 'work', radiusM: 300 });
    expect((await app.trpcQuery<Place[]>(other.cookie, 'places.list')).data.map((p) => p.name)).toEqual(['Work']);
    expect((await app.trpcQuery<Place[]>(owner.cookie, 'places.list')).data.map((p) => p.name)).not.toContain('Work');

    const theirs = { id: made.data.id, place: { name: 'Mine now', latitude: 1, longitude: 1 } };
    expect((await app.trpcMutation(owner.cookie, 'places.update', theirs)).status).toBe(404);
    expect((await app.trpcMutation(owner.cookie, 'places.remove', { id: made.data.id })).status).toBe(404);

    const bad = await app.trpcMutation(other.cookie, 'places.create', { name: '', latitude: 123, longitude: 0, radiusM: 5 });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/Latitude is between -90 and 90/);

    const moved = await app.trpcMutation<Place>(other.cookie, 'places.update', { id: made.data.id, place: { name: 'Office', kind: 'work', latitude: 47.62, longitude: -122.2, radiusM: 250 } });
    expect(moved.data).toMatchObject({ name: 'Office', latitude: 47.62, radiusM: 250 });
    expect((await app.trpcMutation(other.cookie, 'places.remove', { id: made.data.id })).status).toBe(200);
    expect((await app.trpcQuery<Place[]>(other.cookie, 'places.list')).data).toEqual([]);
    expect((await app.trpcQuery('', 'places.list')).status).toBe(401);
  });
});
