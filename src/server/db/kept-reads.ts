import type { PGlite } from '@electric-sql/pglite';

/** A statement that only reads rows (what a write-counting client lets through without a new generation). */
const READ_ONLY = /^\s*select\b/i;

/**
 * The embedded database's client with a count of the writes it was asked for: every statement that is not a plain
 * select, every exec and every transaction moves the generation when it starts and again when it ends. Only this
 * process can open an embedded database, so a read taken while the generation stood still is still the truth.
 */
export function countWrites(client: PGlite) {
  let generation = 0;
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    generation++;
    try {
      return await run();
    } finally {
      generation++;
    }
  };
  // What drizzle's PGlite session calls; nothing else of the client is reached through it.
  const counted = {
    query: ((text: string, ...rest: unknown[]) =>
      READ_ONLY.test(text) ? client.query(text, ...(rest as [])) : around(() => client.query(text, ...(rest as [])))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => around(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((fn: Parameters<PGlite['transaction']>[0]) => around(() => client.transaction(fn))) as PGlite['transaction'],
  };
  return { client: counted as unknown as PGlite, generation: () => generation };
}

/**
 * Reads kept in memory until the database's next write (see countWrites), so a hot read such as the session lookup
 * that starts every request costs no query while nothing changed. Bounded: the least recently used go first. A read
 * is kept only if no write started or ended while it ran, and only when `keep` accepts its value.
 */
export function createKeptReads(generation: () => number, maxEntries = 10_000) {
  const entries = new Map<string, { generation: number; value: unknown }>();
  return async function kept<T>(key: string, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const at = generation();
    const hit = entries.get(key);
    if (hit && hit.generation === at) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as T;
    }
    const value = await read();
    if (generation() === at && keep(value)) {
      entries.delete(key);
      entries.set(key, { generation: at, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return value;
  };
}
export type KeptReads = ReturnType<typeof createKeptReads>;
