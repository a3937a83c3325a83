/**
 * A small TTL cache that also shares in-flight loads, so concurrent requests make one provider call. A failed load
 * is remembered for `failureTtlMs` (default 0: not at all), so the queries that follow a failing page do not each
 * wait for the same failure again.
 */
export function createTtlCache<K, V>(opts: { ttlMs: number; failureTtlMs?: number; maxEntries?: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 1000;
  const failureTtlMs = opts.failureTtlMs ?? 0;
  const values = new Map<K, { settled: { ok: true; value: V } | { ok: false; error: unknown }; expiresAt: number }>();
  const inflight = new Map<K, Promise<V>>();

  const remember = (key: K, settled: { ok: true; value: V } | { ok: false; error: unknown }, ttlMs: number) => {
    if (ttlMs <= 0) return;
    values.delete(key);
    if (values.size >= maxEntries) values.delete(values.keys().next().value as K);
    values.set(key, { settled, expiresAt: now() + ttlMs });
  };

  return {
    async get(key: K, load: () => Promise<V>, { refresh = false } = {}): Promise<V> {
      const hit = values.get(key);
      if (!refresh && hit && hit.expiresAt > now()) {
        if (hit.settled.ok) return hit.settled.value;
        throw hit.settled.error;
      }
      const pending = inflight.get(key);
      if (pending) return pending;
      const promise = load()
        .then(
          (value) => {
            remember(key, { ok: true, value }, opts.ttlMs);
            return value;
          },
          (error: unknown) => {
            remember(key, { ok: false, error }, failureTtlMs);
            throw error;
          },
        )
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
