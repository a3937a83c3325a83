import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows the limit per window and per key, then frees up as time passes', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => t });
    expect([limiter.tryTake('a'), limiter.tryTake('a'), limiter.tryTake('a')]).toEqual([true, true, false]);
    expect(limiter.tryTake('b')).toBe(true);
    t = 999;
    expect(limiter.tryTake('a')).toBe(false);
    t = 1001;
    expect(limiter.tryTake('a')).toBe(true);
  });
});
