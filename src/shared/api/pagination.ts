import { z } from 'zod';

/** How many rows a list page holds unless asked otherwise, and the most it ever holds. */
export const PAGE_LIMITS = { default: 25, max: 100 } as const;

/**
 * One page of a list that grows with the owner's history: `limit` rows after `cursor` (the opaque `nextCursor` of the
 * page before; none for the first page).
 */
export const PageInputSchema = z.object({
  limit: z.number().int().min(1).max(PAGE_LIMITS.max).optional(),
  cursor: z.string().max(300).optional(),
});
export type PageInput = z.infer<typeof PageInputSchema>;

/** A page of `item`s, how many there are in all (with the same filters), and the cursor of the next page (null on the last). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0), nextCursor: z.string().nullable() });
}
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}
