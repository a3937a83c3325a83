import type { Db } from '../../db/connection';
import { takeRateLimitSlot } from '../../db/repositories';

/**
 * A sliding-window limit per key (e.g. per owner): at most `limit` events in any `windowMs`. Kept in the database,
 * so every app instance sharing it enforces one limit; or, with `inProcess` (an embedded database, which only one
 * process can open), in this process's memory, the same limit without a transaction per event.
 */
export function createRateLimiter(opts: { db: Db; limit: number; windowMs: number; now?: () => number; inProcess?: boolean }) {
  const now = opts.now ?? Date.now;
  const events = new Map<string, number[]>();
  const takeInProcess = (key: string, t: number): boolean => {
    const recent = (events.get(key) ?? []).filter((at) => at > t - opts.windowMs);
    const taken = recent.length < opts.limit;
    if (taken) recent.push(t);
    if (recent.length) events.set(key, recent);
    else events.delete(key);
    return taken;
  };
  return {
    /** Records an event; false when it would exceed the limit (and then nothing is recorded). */
    async tryTake(key: string): Promise<boolean> {
      const t = now();
      if (opts.inProcess) return takeInProcess(key, t);
      return takeRateLimitSlot(opts.db, key, { limit: opts.limit, since: new Date(t - opts.windowMs), at: new Date(t) });
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
