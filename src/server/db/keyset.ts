import { z } from 'zod';
import type { Page } from '../../shared/api/pagination';
import { AppError } from '../errors';

/**
 * Keyset pages: a page is the rows after the sort key of the last row of the page before, so a row added or removed
 * meanwhile moves nothing else. The key travels as Postgres printed it (its text keeps every microsecond of a
 * timestamp, which a JavaScript Date would round off) inside an opaque base64url cursor.
 */
const isRealDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
// Checked here so that a forged cursor is refused, never a failed cast in the query.
export const TIMESTAMP_KEY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/)
  .refine((s) => isRealDay(s.slice(0, 10)));
export const DATE_KEY = z.string().refine((s) => s === '-infinity' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDay(s)));
export const ID_KEY = z.uuid();

export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key a cursor holds; a 400 when it is not one this list gave out. */
export function decodeCursor<T extends [z.ZodType<string>, ...z.ZodType<string>[]]>(cursor: string, parts: T): { [K in keyof T]: string } {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    json = null;
  }
  const parsed = z.tuple(parts).safeParse(json);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'That page cursor is not valid: start again from the first page.');
  return parsed.data as { [K in keyof T]: string };
}

/** A page from up to `limit + 1` rows fetched in order: the extra row only tells that there is a next page. */
export function toPage<R, T>(rows: R[], limit: number, total: number, keyOf: (row: R) => readonly string[], item: (row: R) => T): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(item), total, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
