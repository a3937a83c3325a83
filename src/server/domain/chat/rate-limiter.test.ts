import { describe, expect, it } from 'vitest';
import { testDatabaseTargets, useTestDatabase } from '../../testing/test-databases';
import { createRateLimiter } from './rate-limiter';

describe.each(testDatabaseTargets())('rate limiter on $name', (target) => {
  const database = useTestDatabase(target);

  it.each([false, true])('allows the limit per window and per key, then frees up as time passes (kept in this process: %s)', async (inProcess) => {
    let t = 1_700_000_000_000 + (inProcess ? 10_000 : 0);
    const start = t;
    const limiter = createRateLimiter({ db: database.db, limit: 2, windowMs: 1000, now: () => t, inProcess });
    expect([await limiter.tryTake('a'), await limiter.tryTake('a'), await limiter.tryTake('a')]).toEqual([true, true, false]);
    expect(await limiter.tryTake('b')).toBe(true);
    t = start + 999;
    expect(await limiter.tryTake('a')).toBe(false);
    t = start + 1001;
    expect(await limiter.tryTake('a')).toBe(true);
  });

  it('is one limit for every instance sharing the database, even when they race', async () => {
    const t = 1_800_000_000_000;
    const instances = [1, 2, 3].map(() => createRateLimiter({ db: database.db, limit: 5, windowMs: 60_000, now: () => t }));
    const taken = await Promise.all(Array.from({ length: 12 }, (_, i) => instances[i % 3].tryTake('owner')));
    expect(taken.filter(Boolean)).toHaveLength(5);
  });
});
