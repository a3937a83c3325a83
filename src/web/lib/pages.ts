import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '@shared/api/pagination';

/** The next page's cursor for useInfiniteQuery (undefined: there is none). */
export const nextPageParam = <T>(last: Page<T>) => last.nextCursor ?? undefined;

/** The rows of the pages loaded so far, in order, and how many there are in all. */
export function loadedRows<T>(data: InfiniteData<Page<T>> | undefined): { items: T[] | undefined; total: number } {
  return { items: data?.pages.flatMap((p) => p.items), total: data?.pages[0]?.total ?? 0 };
}
