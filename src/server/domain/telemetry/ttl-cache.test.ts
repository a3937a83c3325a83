import { describe, expect, it } from 'vitest';
import { createTtlCache, mapWithConcurrency } from './ttl-cache';

function counter<V>(results: (() => V)[]) {
  let calls = 0;
  return {
    load: async () => results[Math.min(calls++, results.length - 1)](),
    get calls() {
      return calls;
    },
  };
}

describe('createTtlCache', () => {
  it('shares one load between concurrent callers and keeps its value for the TTL', async () => {
    let t = 0;
    const cache = createTtlCache<number, string>({ ttlMs: 1000, now: () => t });
    const source = counter([() => 'a', () => 'b']);
    expect(await Promise.all([cache.get(1, source.load), cache.get(1, source.load)])).toEqual(['a', 'a']);
    expect(source.calls).toBe(1);
    t = 999;
    expect(await cache.get(1, source.load)).toBe('a');
    t = 1000;
    expect(await cache.get(1, source.load)).toBe('b');
    expect(source.calls).toBe(2);
  });

  it('reloads on refresh', async () => {
    const cache = createTtlCache<number, string>({ ttlMs: 60_000 });
    const source = counter([() => 'old', () => 'new']);
    await cache.get(1, source.load);
    expect(await cache.get(1, source.load, { refresh: true })).toBe('new');
    expect(await cache.get(1, source.load)).toBe('new');
  });

  it('remembers a failure only for failureTtlMs, and a refresh retries at once', async () => {
    let t = 0;
    const cache = createTtlCache<number, string>({ ttlMs: 60_000, failureTtlMs: 100, now: () => t });
    const source = counter<string>([
      () => {
        throw new Error('down');
      },
      () => 'up',
    ]);
    await expect(cache.get(1, source.load)).rejects.toThrow('down');
    await expect(cache.get(1, source.load)).rejects.toThrow('down');
    expect(source.calls).toBe(1);
    t = 100;
    expect(await cache.get(1, source.load)).toBe('up');
    expect(source.calls).toBe(2);
  });

  it('does not remember failures by default, nor anything with a zero TTL', async () => {
    const cache = createTtlCache<number, string>({ ttlMs: 0 });
    const source = counter<string>([
      () => {
        throw new Error('down');
      },
      () => 'up',
      () => 'again',
    ]);
    await expect(cache.get(1, source.load)).rejects.toThrow('down');
    expect(await cache.get(1, source.load)).toBe('up');
    expect(await cache.get(1, source.load)).toBe('again');
  });

  it('drops the oldest entry beyond maxEntries', async () => {
    const cache = createTtlCache<number, number>({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = (v: number) => async () => (loads++, v);
    for (const key of [1, 2, 3]) await cache.get(key, load(key));
    await cache.get(2, load(2));
    await cache.get(3, load(3));
    expect(loads).toBe(3);
    await cache.get(1, load(1));
    expect(loads).toBe(4);
  });
});

describe('createTtlCache stale-while-revalidate', () => {
  /** A load that stays pending until `settle` is called, counting calls per key. */
  function gate() {
    const calls: string[] = [];
    const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
    return {
      calls,
      load: (key: string, value: string) => () => {
        calls.push(key);
        return new Promise<string>((resolve, reject) => pending.push({ resolve: () => resolve(value), reject }));
      },
      resolveAll: async () => {
        for (const p of pending.splice(0)) p.resolve('');
        await new Promise((r) => setTimeout(r, 0));
      },
      rejectAll: async () => {
        for (const p of pending.splice(0)) p.reject(new Error('down'));
        await new Promise((r) => setTimeout(r, 0));
      },
    };
  }

  it('answers a stale value at once within maxStaleMs and refreshes it once in the background', async () => {
    let t = 0;
    const cache = createTtlCache<string, string>({ ttlMs: 1000, now: () => t });
    await cache.get('a', async () => 'old');
    t = 1500;
    const loads = gate();
    expect(await cache.get('a', loads.load('a', 'new'), { maxStaleMs: 1000 })).toBe('old');
    expect(await cache.get('a', loads.load('a', 'newer'), { maxStaleMs: 1000 })).toBe('old');
    expect(loads.calls).toEqual(['a']);
    expect(cache.refreshes).toBe(1);
    await loads.resolveAll();
    expect(cache.refreshes).toBe(0);
    expect(await cache.get('a', async () => 'unused')).toBe('new');
  });

  it('keeps the caller who wants fresh data (no maxStaleMs) waiting for a load, and shares it with a background refresh', async () => {
    let t = 0;
    const cache = createTtlCache<string, string>({ ttlMs: 1000, now: () => t });
    await cache.get('a', async () => 'old');
    t = 1500;
    const loads = gate();
    const fresh = cache.get('a', loads.load('a', 'new'));
    expect(await cache.get('a', loads.load('a', 'other'), { maxStaleMs: 1000 })).toBe('old');
    expect(loads.calls).toEqual(['a']);
    await loads.resolveAll();
    expect(await fresh).toBe('new');
  });

  it('loads in the foreground past maxStaleMs', async () => {
    let t = 0;
    const cache = createTtlCache<string, string>({ ttlMs: 1000, now: () => t });
    await cache.get('a', async () => 'old');
    t = 2000;
    expect(await cache.get('a', async () => 'new', { maxStaleMs: 1000 })).toBe('new');
    expect(cache.refreshes).toBe(0);
  });

  it('runs at most refreshConcurrency refreshes at once and the rest after them', async () => {
    let t = 0;
    const cache = createTtlCache<string, string>({ ttlMs: 1000, now: () => t, refreshConcurrency: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => `${key}0`);
    t = 1500;
    const loads = gate();
    for (const key of ['a', 'b', 'c']) expect(await cache.get(key, loads.load(key, `${key}1`), { maxStaleMs: 1000 })).toBe(`${key}0`);
    expect(loads.calls).toEqual(['a', 'b']);
    expect(cache.refreshes).toBe(3);
    await loads.resolveAll();
    expect(loads.calls).toEqual(['a', 'b', 'c']);
    await loads.resolveAll();
    expect(cache.refreshes).toBe(0);
    for (const key of ['a', 'b', 'c']) expect(await cache.get(key, async () => 'unused')).toBe(`${key}1`);
  });

  it('keeps serving the stale value when a background refresh fails', async () => {
    let t = 0;
    const cache = createTtlCache<string, string>({ ttlMs: 1000, failureTtlMs: 1000, now: () => t });
    await cache.get('a', async () => 'old');
    t = 1500;
    const loads = gate();
    expect(await cache.get('a', loads.load('a', 'new'), { maxStaleMs: 1000 })).toBe('old');
    await loads.rejectAll();
    expect(await cache.get('a', loads.load('a', 'new'), { maxStaleMs: 1000 })).toBe('old');
    expect(loads.calls).toEqual(['a', 'a']);
  });

  it('starts no refresh after close, drops the queued ones, and a refresh still running fills nothing', async () => {
    let t = 0;
    const cache = createTtlCache<string, string>({ ttlMs: 1000, now: () => t, refreshConcurrency: 1 });
    for (const key of ['a', 'b']) await cache.get(key, async () => `${key}0`);
    t = 1500;
    const loads = gate();
    for (const key of ['a', 'b']) await cache.get(key, loads.load(key, `${key}1`), { maxStaleMs: 1000 });
    expect(cache.refreshes).toBe(2);
    cache.close();
    await loads.resolveAll();
    expect(loads.calls).toEqual(['a']);
    expect(cache.refreshes).toBe(0);
    expect(await cache.get('a', loads.load('a', 'a2'), { maxStaleMs: 1000 })).toBe('a0');
    expect(loads.calls).toEqual(['a']);
  });
});

describe('mapWithConcurrency', () => {
  it('keeps the order of results and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([30, 10, 20, 5, 15], 2, async (ms, i) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return i * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
  });
});
