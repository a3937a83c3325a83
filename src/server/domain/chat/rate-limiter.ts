/** A sliding-window limit per key (e.g. per owner): at most `limit` events in any `windowMs`. */
export function createRateLimiter(opts: { limit: number; windowMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const hits = new Map<string, number[]>();
  return {
    /** Records an event; false when it would exceed the limit (and then nothing is recorded). */
    tryTake(key: string): boolean {
      const t = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > t - opts.windowMs);
      if (recent.length >= opts.limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(t);
      hits.set(key, recent);
      return true;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
