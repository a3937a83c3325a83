import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { rateLimitEvents } from '../schema';

/**
 * Records one event for `key` at `at` unless `limit` events already happened after `since`; true when recorded.
 * A transaction-scoped advisory lock per key makes concurrent calls (from any instance) count one after another.
 */
export async function takeRateLimitSlot(db: Db, key: string, opts: { limit: number; since: Date; at: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${key}`}))`);
    await tx.delete(rateLimitEvents).where(and(eq(rateLimitEvents.key, key), lte(rateLimitEvents.at, opts.since)));
    const [{ recent }] = await tx.select({ recent: count() }).from(rateLimitEvents).where(eq(rateLimitEvents.key, key));
    if (recent >= opts.limit) return false;
    await tx.insert(rateLimitEvents).values({ key, at: opts.at });
    return true;
  });
}
