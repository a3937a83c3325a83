import { FACT_OF_DUE_KIND, type DueItem } from '@shared/api/facts';
import { describeDueSources } from '@shared/due-text';
import type { DistanceUnit } from '@shared/units';
import { DocumentConflictNote } from '@/features/documents/components/document-conflict-note';

/** Where a due item comes from, and the documents that say otherwise, with a one-click choice. */
export function DueSources({ item, unit }: { item: DueItem; unit: DistanceUnit }) {
  const used = item.sources.find((s) => s.kind === 'document');
  return (
    <>
      {item.sources.length > 0 && <p className="text-xs text-muted-foreground">From {describeDueSources(item)}</p>}
      {item.conflicts.length > 0 && used && (
        <DocumentConflictNote
          tokenId={item.tokenId}
          fact={FACT_OF_DUE_KIND[item.kind]}
          used={{ source: used, value: item.dueDate ?? { date: null, km: item.dueOdometerKm } }}
          others={item.conflicts}
          unit={unit}
          className="mt-1 text-sm"
          testId="due-conflict"
        />
      )}
    </>
  );
}
