import type { Db } from '../../db/connection';
import { takeRateLimitSlot } from '../../db/repositories';

/**
 * A sliding-window limit per key (e.g. per owner): at most `limit` events in any `windowMs`. Kept in the database,
 * so every app instance sharing it enforces one limit.
 */
export function createRateLimiter(opts: { db: Db; limit: number; windowMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  return {
    /** Records an event; false when it would exceed the limit (and then nothing is recorded). */
    tryTake(key: string): Promise<boolean> {
      const t = now();
      return takeRateLimitSlot(opts.db, key, { limit: opts.limit, since: new Date(t - opts.windowMs), at: new Date(t) });
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
