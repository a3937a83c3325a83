import type { Db } from './connection';

/** The most bind parameters one statement may carry: the Postgres wire protocol counts them in 16 bits (PGlite too). */
export const PROTOCOL_MAX_PARAMETERS = 65_535;
/** What one bulk statement aims at: well under the limit, so a row wider than counted still fits. */
export const STATEMENT_PARAMETER_BUDGET = 16_000;

/** A statement built for some rows: drizzle's query builders are this (they can show their SQL and run). */
export interface BuiltStatement<R> extends PromiseLike<R> {
  toSQL(): { params: unknown[] };
}

/** How many rows of this width one statement takes within the budget (at least one). */
export function rowsPerStatement(parametersPerRow: number, budget = STATEMENT_PARAMETER_BUDGET): number {
  return Math.max(1, Math.floor(budget / Math.max(1, parametersPerRow)));
}

/** The bind parameters a row can bring to an insert: one per value given (a column left out takes its default). */
export function parametersOfRow(row: object): number {
  return Object.values(row).filter((value) => value !== undefined).length;
}

/**
 * Writes any number of rows in statements that each stay under the parameter limit, inside one transaction (the
 * caller's when it passes one), so the whole write lands or none of it does. `build` makes the statement for a chunk
 * of rows (an insert, an upsert); its parameter count is checked before it runs, and a chunk that counts more than
 * the budget (a `set` clause with its own parameters, a column with a generated default) is split again.
 */
export async function writeInChunks<T extends object, R>(
  db: Db,
  rows: readonly T[],
  build: (tx: Db, chunk: T[]) => BuiltStatement<R[] | unknown>,
  opts: { budget?: number } = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  const budget = opts.budget ?? STATEMENT_PARAMETER_BUDGET;
  const widest = rows.reduce((max, row) => Math.max(max, parametersOfRow(row)), 1);
  const size = rowsPerStatement(widest, budget);
  return db.transaction(async (tx) => {
    const written: R[] = [];
    const write = async (chunk: T[]): Promise<void> => {
      const statement = build(tx, chunk);
      const parameters = statement.toSQL().params.length;
      if (parameters > budget && chunk.length > 1) {
        const half = Math.ceil(chunk.length / 2);
        await write(chunk.slice(0, half));
        await write(chunk.slice(half));
        return;
      }
      if (parameters > PROTOCOL_MAX_PARAMETERS) throw new Error(`one row needs ${parameters} bind parameters, more than a statement can carry`);
      const result = await statement;
      if (Array.isArray(result)) written.push(...(result as R[]));
    };
    for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
    return written;
  });
}
