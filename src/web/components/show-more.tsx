import { PAGE_LIMITS } from '@shared/api/pagination';
import { Button } from '@/components/ui/button';

/** A list read a page at a time (a paged query's state: its rows so far, the total, whether more pages follow). */
export interface PagedList {
  items?: readonly unknown[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Under a list that comes a page at a time: how much of it is shown, and a button for the next page. */
export function ShowMore({ list, noun }: { list: PagedList; /** what is counted, plural ("documents") */ noun: string }) {
  const shown = list.items?.length ?? 0;
  const { total, hasNextPage: hasMore, isFetchingNextPage: loading } = list;
  const onMore = () => void list.fetchNextPage();
  // a list that fits on its first page says nothing; one that was paged keeps its count after the last page
  if (!hasMore && shown <= PAGE_LIMITS.default) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm text-muted-foreground">
      <span role="status">
        Showing {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}
      </span>
      {hasMore && (
        <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
          {loading ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
