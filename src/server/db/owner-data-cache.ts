/** What a cached answer is for: the owner, and their data version as read with the session (see ownerDataVersions). */
export interface OwnerDataStamp {
  userId: string;
  dataVersion: number;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * Answers computed from an owner's data, kept per owner until the owner's data version moves (any write, on any
 * instance: the version lives in Postgres and is read with every request's session) or `ttlMs` passes (what the
 * answer took from outside the database, such as telemetry, is not older than its own cache allows plus this).
 * Concurrent requests for the same answer share one computation. Bounded: the least recently used owners go first.
 */
export function createOwnerDataCache(opts: { ttlMs: number; maxOwners?: number; now?: () => number }) {
  const maxOwners = opts.maxOwners ?? 1000;
  const now = opts.now ?? Date.now;
  const owners = new Map<string, { version: number; entries: Map<string, Entry> }>();

  return {
    /**
     * The cached answer for `key` at this owner's version, or a new one from `compute` (also when `fresh` is set, e.g.
     * a refresh past the caches). A computation that fails is not kept, nor an answer `keep` turns down (one made
     * while the provider was slow, which the next request should try to better).
     */
    get<T>(stamp: OwnerDataStamp, key: string, compute: () => Promise<T>, options: { fresh?: boolean; ttlMs?: number; keep?: (value: T) => boolean } = {}): Promise<T> {
      let owner = owners.get(stamp.userId);
      if (owner && owner.version !== stamp.dataVersion) owner = undefined;
      if (!owner) owner = { version: stamp.dataVersion, entries: new Map() };
      // Re-inserting keeps the map in least-recently-used order.
      owners.delete(stamp.userId);
      owners.set(stamp.userId, owner);
      if (owners.size > maxOwners) owners.delete(owners.keys().next().value!);

      const hit = owner.entries.get(key);
      if (hit && !options.fresh && hit.expiresAt > now()) return hit.value as Promise<T>;
      const entries = owner.entries;
      const entry: Entry = { expiresAt: now() + (options.ttlMs ?? opts.ttlMs), value: compute() };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then((value) => options.keep && !options.keep(value as T) && drop(), drop);
      return entry.value as Promise<T>;
    },
    /** Drops what is kept for an owner (this instance only; other instances see the new version). */
    forget(userId: string): void {
      owners.delete(userId);
    },
    get size(): number {
      return owners.size;
    },
  };
}
export type OwnerDataCache = ReturnType<typeof createOwnerDataCache>;
