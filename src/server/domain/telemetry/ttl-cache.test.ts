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
