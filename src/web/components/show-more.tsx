import { PAGE_LIMITS } from '@shared/api/pagination';
import { Button } from '@/components/ui/button';

interface ShowMoreProps {
  shown: number;
  total: number;
  /** what is counted, plural ("documents") */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** Under a list that comes a page at a time: how much of it is shown, and a button for the next page. */
export function ShowMore({ shown, total, noun, hasMore, loading, onMore }: ShowMoreProps) {
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
