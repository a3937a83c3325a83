import { describe, expect, it } from 'vitest';
import * as repo from '../../db/repositories';
import { testDatabaseTargets, useTestDatabase } from '../../testing/test-databases';
import { createSegmentCache } from './segment-cache';

describe.each(testDatabaseTargets())('the trip segment cache ($name)', (target) => {
  const database = useTestDatabase(target);
  const window = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') };
  const segment = (vehicleId: string, start: string) => ({
    vehicleId,
    kind: 'trip',
    mechanism: 'ignitionDetection',
    startAt: new Date(start),
    endAt: new Date(Date.parse(start) + 1_800_000),
    durationSeconds: 1800,
  });
  const synced = (vehicleId: string, at: string) =>
    repo.saveTripSync(database.db, { vehicleId, kind: 'trip', coveredFrom: window.from, coveredTo: window.to, mechanism: 'ignitionDetection', syncedAt: new Date(at) });

  it("reads a vehicle's segments once, then again only when its sync row changes, and keeps vehicles apart", async () => {
    const user = await repo.createUser(database.db, { walletAddress: '0xc000000000000000000000000000000000000077' });
    const car = await repo.createVehicle(database.db, user.id, { tokenId: 77, name: 'Car' });
    const other = await repo.createVehicle(database.db, user.id, { tokenId: 78, name: 'Other' });
    await repo.upsertTripSegments(database.db, [segment(car.id, '2026-11-10T08:00:00Z'), segment(other.id, '2026-11-11T08:00:00Z')]);
    await synced(car.id, '2026-11-27T10:00:00Z');
    await synced(other.id, '2026-11-27T10:00:00Z');
    const read = createSegmentCache(database.db);

    expect((await read([car.id], window)).map((r) => r.startAt.toISOString())).toEqual(['2026-11-10T08:00:00.000Z']);
    // a segment written without its sync row saved is not seen: the cache trusts the sync row
    await repo.upsertTripSegments(database.db, [segment(car.id, '2026-11-20T08:00:00Z')]);
    expect(await read([car.id], window)).toHaveLength(1);
    // once the sync row says the vehicle was synced again, the list is read again
    await synced(car.id, '2026-11-27T10:05:00Z');
    expect((await read([car.id], window)).map((r) => r.startAt.toISOString()).sort()).toEqual(['2026-11-10T08:00:00.000Z', '2026-11-20T08:00:00.000Z']);
    // both vehicles at once: each its own segments, the cached one and the new one
    const both = await read([car.id, other.id], window);
    expect(both.filter((r) => r.vehicleId === car.id)).toHaveLength(2);
    expect(both.filter((r) => r.vehicleId === other.id).map((r) => r.startAt.toISOString())).toEqual(['2026-11-11T08:00:00.000Z']);
    // another window is another read
    expect(await read([car.id], { from: new Date('2026-11-15T00:00:00Z'), to: window.to })).toHaveLength(1);
  });
});
