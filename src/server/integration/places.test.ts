import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargingOverview } from '../../shared/api/charging';
import type { Place } from '../../shared/api/places';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';

describe.each(testDatabaseTargets())('named places over HTTP ($name)', (target) => {
  let app: TestApp;
  let gina: { cookie: string; vehicles: SimVehicle[] };
  let hugo: { cookie: string; vehicles: SimVehicle[] };

  beforeAll(async () => {
    app = await startTestApp(target);
    gina = await app.signIn('gina.places@example.com');
    hugo = await app.signIn('hugo.places@example.com');
  });
  afterAll(async () => app?.close());

  it('names charging places by town, then by the owner’s own place once named', async () => {
    const ev = gina.vehicles.find((v) => v.powertrain === 'ELECTRIC')!;
    const before = (await app.trpcQuery<ChargingOverview>(gina.cookie, 'charging.overview', { tokenId: ev.tokenId, days: 7 })).data.selected!;
    const session = before.sessions.find((s) => s.place)!;
    expect(session.placeLabel).toMatchObject({ source: 'gazetteer', placeId: null });
    expect(session.placeLabel!.label).toMatch(/^[^\d]+, [A-Z]{2}$/);

    const created = await app.trpcMutation<Place>(gina.cookie, 'places.create', { name: 'Home', kind: 'home', ...session.place!, radiusM: 1500 });
    expect(created.status).toBe(200);
    const after = (await app.trpcQuery<ChargingOverview>(gina.cookie, 'charging.overview', { tokenId: ev.tokenId, days: 7 })).data.selected!;
    expect(after.sessions.find((s) => s.start === session.start)?.placeLabel).toEqual({ label: 'Home', source: 'named', placeId: created.data.id, placeKind: 'home' });
  });

  it('lists, changes and removes only the owner’s places, and refuses bad input with a reason', async () => {
    const made = await app.trpcMutation<Place>(hugo.cookie, 'places.create', { name: '  Work ', kind: 'work', latitude: 47.61, longitude: -122.2, radiusM: 300 });
    expect(made.data).toMatchObject({ name: 'Work', kind: 'work', radiusM: 300 });
    expect((await app.trpcQuery<Place[]>(hugo.cookie, 'places.list')).data.map((p) => p.name)).toEqual(['Work']);
    expect((await app.trpcQuery<Place[]>(gina.cookie, 'places.list')).data.map((p) => p.name)).toEqual(['Home']);

    const theirs = { id: made.data.id, place: { name: 'Mine now', latitude: 1, longitude: 1 } };
    expect((await app.trpcMutation(gina.cookie, 'places.update', theirs)).status).toBe(404);
    expect((await app.trpcMutation(gina.cookie, 'places.remove', { id: made.data.id })).status).toBe(404);

    const bad = await app.trpcMutation(hugo.cookie, 'places.create', { name: '', latitude: 123, longitude: 0, radiusM: 5 });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/name/);
    expect(bad.error?.message).toMatch(/Latitude is between -90 and 90/);

    const moved = await app.trpcMutation<Place>(hugo.cookie, 'places.update', { id: made.data.id, place: { name: 'Office', kind: 'work', latitude: 47.62, longitude: -122.2, radiusM: 250 } });
    expect(moved.data).toMatchObject({ name: 'Office', latitude: 47.62, radiusM: 250 });
    expect((await app.trpcMutation(hugo.cookie, 'places.remove', { id: made.data.id })).status).toBe(200);
    expect((await app.trpcQuery<Place[]>(hugo.cookie, 'places.list')).data).toEqual([]);
    expect((await app.trpcQuery('', 'places.list')).status).toBe(401);
  });
});
