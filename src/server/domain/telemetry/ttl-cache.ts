/** A small TTL cache that also shares in-flight loads, so concurrent requests make one provider call. */
export function createTtlCache<K, V>(opts: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 1000;
  const values = new Map<K, { value: V; expiresAt: number }>();
  const inflight = new Map<K, Promise<V>>();

  return {
    async get(key: K, load: () => Promise<V>, { refresh = false } = {}): Promise<V> {
      const hit = values.get(key);
      if (!refresh && hit && hit.expiresAt > now()) return hit.value;
      const pending = inflight.get(key);
      if (pending) return pending;
      const promise = load()
        .then((value) => {
          if (opts.ttlMs > 0) {
            if (values.size >= maxEntries) values.delete(values.keys().next().value as K);
            values.set(key, { value, expiresAt: now() + opts.ttlMs });
          }
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, promise);
      return promise;
    },
    delete(key: K) {
      values.delete(key);
    },
    clear() {
      values.clear();
    },
  };
}

/** Runs `fn` over `items` with at most `limit` running at once, keeping the order of results. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return results;
}
