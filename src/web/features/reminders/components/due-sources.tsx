import { TriangleAlert } from 'lucide-react';
import { FACT_OF_DUE_KIND, type DueItem } from '@shared/api/facts';
import { describeDueSources } from '@shared/due-text';
import { formatIsoDate } from '@shared/format-date';
import { Button } from '@/components/ui/button';
import { useChooseDocument } from '@/hooks/use-document-facts';

/** Where a due item comes from, and the documents that say otherwise, with a one-click choice. */
export function DueSources({ item }: { item: DueItem }) {
  const choose = useChooseDocument();
  const fact = FACT_OF_DUE_KIND[item.kind];
  const used = item.sources.find((s) => s.kind === 'document');
  return (
    <>
      {item.sources.length > 0 && <p className="text-xs text-muted-foreground">From {describeDueSources(item)}</p>}
      {item.conflicts.length > 0 && used && (
        <div role="note" className="mt-1 space-y-1 rounded-md border border-warning/60 bg-warning/10 p-2 text-sm" data-testid="due-conflict">
          <p className="flex items-start gap-1.5">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <span>
              {used.name} says {item.dueDate ? formatIsoDate(item.dueDate) : 'one date'};{' '}
              {item.conflicts.map((c) => `${c.source.name} (uploaded ${formatIsoDate((c.source.observedAt ?? '').slice(0, 10))}) says ${formatIsoDate(c.value)}`).join('; ')}.{' '}
              {used.name} is used; check the other.
            </span>
          </p>
          {fact && (
            <div className="flex flex-wrap gap-2">
              {item.conflicts.map((c) => (
                <Button
                  key={c.source.id}
                  size="sm"
                  variant="outline"
                  disabled={choose.isPending}
                  onClick={() => choose.mutate({ tokenId: item.tokenId, fact, documentId: c.source.id })}
                >
                  Use {c.source.name} instead
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </>
  );
}
