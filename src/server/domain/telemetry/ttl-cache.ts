type Settled<V> = { ok: true; value: V } | { ok: false; error: unknown };

export interface TtlCacheOptions {
  ttlMs: number;
  failureTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Background refreshes of stale values (see `get`'s `maxStaleMs`) running at once; default 4. */
  refreshConcurrency?: number;
}

/**
 * A small TTL cache that also shares in-flight loads, so concurrent requests make one provider call. A failed load
 * is remembered for `failureTtlMs` (default 0: not at all), so the queries that follow a failing page do not each
 * wait for the same failure again.
 *
 * Stale-while-revalidate, per call: `get(key, load, { maxStaleMs })` answers with a value up to `maxStaleMs` past its
 * TTL at once and refreshes it in the background (one refresh per key, at most `refreshConcurrency` at a time; a
 * failed refresh keeps the stale value). `close()` drops the queued refreshes and starts no more; a load still
 * running then fills nothing.
 */
export function createTtlCache<K, V>(opts: TtlCacheOptions) {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 1000;
  const failureTtlMs = opts.failureTtlMs ?? 0;
  const refreshConcurrency = opts.refreshConcurrency ?? 4;
  const values = new Map<K, { settled: Settled<V>; expiresAt: number }>();
  const inflight = new Map<K, Promise<V>>();
  const queued = new Map<K, () => Promise<V>>();
  const refreshing = new Set<Promise<unknown>>();
  let closed = false;

  const remember = (key: K, settled: Settled<V>, ttlMs: number) => {
    if (ttlMs <= 0) return;
    values.delete(key);
    if (values.size >= maxEntries) values.delete(values.keys().next().value as K);
    values.set(key, { settled, expiresAt: now() + ttlMs });
  };

  /** Runs `load` as the one load of `key`; a background one does not replace a stale value by its failure. */
  const start = (key: K, load: () => Promise<V>, background: boolean): Promise<V> => {
    const promise = load()
      .then(
        (value) => {
          if (!closed) remember(key, { ok: true, value }, opts.ttlMs);
          return value;
        },
        (error: unknown) => {
          if (!background) remember(key, { ok: false, error }, failureTtlMs);
          throw error;
        },
      )
      .finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  };

  const pump = () => {
    while (!closed && refreshing.size < refreshConcurrency && queued.size > 0) {
      const [key, load] = queued.entries().next().value as [K, () => Promise<V>];
      queued.delete(key);
      if (inflight.has(key)) continue;
      const run = start(key, load, true)
        .catch(() => {})
        .finally(() => {
          refreshing.delete(run);
          pump();
        });
      refreshing.add(run);
    }
  };

  const revalidate = (key: K, load: () => Promise<V>) => {
    if (closed || inflight.has(key) || queued.has(key)) return;
    queued.set(key, load);
    pump();
  };

  return {
    async get(key: K, load: () => Promise<V>, { refresh = false, maxStaleMs = 0 }: { refresh?: boolean; maxStaleMs?: number } = {}): Promise<V> {
      const hit = values.get(key);
      if (!refresh && hit) {
        const t = now();
        if (hit.expiresAt > t) {
          if (hit.settled.ok) return hit.settled.value;
          throw hit.settled.error;
        }
        if (hit.settled.ok && hit.expiresAt + maxStaleMs > t) {
          revalidate(key, load);
          return hit.settled.value;
        }
      }
      const pending = inflight.get(key);
      if (pending) return pending;
      return start(key, load, false);
    },
    delete(key: K) {
      values.delete(key);
    },
    clear() {
      values.clear();
    },
    /** Background refreshes queued or running. */
    get refreshes() {
      return queued.size + refreshing.size;
    },
    /** Stops background refreshes: the queued ones are dropped and none start from now on. */
    close() {
      closed = true;
      queued.clear();
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
