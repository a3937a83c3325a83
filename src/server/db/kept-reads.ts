import type { PGlite } from '@electric-sql/pglite';

/** A statement that only reads rows (what a write-counting client lets through without a new generation). */
const READ_ONLY = /^\s*select\b/i;

/**
 * Tables no kept read reads and no trigger carries a write of into one (the owner data version triggers are on other
 * tables): a statement that writes only one of these leaves every kept read true. A read kept from one of them
 * would go stale: keep such reads out of this list's tables.
 */
export const UNKEPT_TABLES: ReadonlySet<string> = new Set(['conversations', 'conversation_messages', 'rate_limit_events', 'trigger_events', 'vehicle_alert_state', 'jobs']);
const ONE_TABLE_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?[\s(]/i;
const leavesKeptReads = (text: string) => READ_ONLY.test(text) || UNKEPT_TABLES.has(ONE_TABLE_WRITE.exec(text)?.[1] ?? '');

/**
 * The embedded database's client with a count of the writes it was asked for: every statement that may change what a
 * kept read read (not a plain select, nor a write to an unkept table), and every exec, moves the generation when it
 * starts and again when it ends; inside a transaction, statement by statement too. Only this process can open an
 * embedded database, and PGlite runs no other statement while a transaction is open, so a read taken while the
 * generation stood still is still the truth.
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
  const counted = (query: PGlite['query']): PGlite['query'] =>
    ((text: string, ...rest: unknown[]) => (leavesKeptReads(text) ? query(text, ...(rest as [])) : around(() => query(text, ...(rest as []))))) as PGlite['query'];
  // What drizzle's PGlite session calls (and, inside a transaction, the transaction's query); nothing else is reached.
  const wrapped = {
    query: counted(client.query.bind(client)),
    exec: ((...args: Parameters<PGlite['exec']>) => around(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((fn: Parameters<PGlite['transaction']>[0]) =>
      client.transaction((tx) => {
        const query = counted(tx.query.bind(tx));
        return fn(new Proxy(tx, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) }));
      })) as PGlite['transaction'],
  };
  return { client: wrapped as unknown as PGlite, generation: () => generation };
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
