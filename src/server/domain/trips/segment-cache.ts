import { listTripSegments, listTripSyncs } from '../../db/repositories';
import type { Db } from '../../db/connection';
import type { TripSegmentRow } from '../../db/schema';

/**
 * The stored trip and idling segments of vehicles over a window, kept in memory per vehicle while its sync rows stay
 * the same: every write to a vehicle's segments (by any instance) ends by saving its sync row, so a changed row is a
 * changed list. One window per vehicle, at most `maxVehicles` vehicles (the least recently read go first).
 */
export function createSegmentCache(db: Db, maxVehicles = 500) {
  const cache = new Map<string, { key: string; rows: TripSegmentRow[] }>();

  return async function read(vehicleIds: string[], window: { from: Date; to: Date }): Promise<TripSegmentRow[]> {
    const syncs = await listTripSyncs(db, vehicleIds);
    const keyOf = (id: string) =>
      [
        window.from.getTime(),
        window.to.getTime(),
        ...syncs
          .filter((s) => s.vehicleId === id)
          .map((s) => `${s.kind}:${s.mechanism}:${s.syncedAt.getTime()}:${s.coveredFrom.getTime()}:${s.coveredTo.getTime()}`)
          .sort(),
      ].join('|');
    const found = new Map<string, TripSegmentRow[]>();
    const missing: string[] = [];
    for (const id of vehicleIds) {
      const hit = cache.get(id);
      if (hit && hit.key === keyOf(id)) found.set(id, hit.rows);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await listTripSegments(db, missing, ['trip', 'idling'], window.from, window.to);
      for (const id of missing) found.set(id, []);
      for (const row of rows) found.get(row.vehicleId)!.push(row);
    }
    for (const id of vehicleIds) {
      cache.delete(id);
      cache.set(id, { key: keyOf(id), rows: found.get(id)! });
    }
    for (const id of cache.keys()) {
      if (cache.size <= maxVehicles) break;
      cache.delete(id);
    }
    return vehicleIds.flatMap((id) => found.get(id)!);
  };
}
