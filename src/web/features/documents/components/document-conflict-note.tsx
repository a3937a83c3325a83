import { TriangleAlert } from 'lucide-react';
import type { DocumentFactKeyView, DocumentFactView } from '@shared/api/facts';
import { describeDocumentConflict, type DocumentStatement } from '@shared/document-facts-text';
import type { DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { useChooseDocument } from '@/hooks/use-document-facts';
import { cn } from '@/lib/utils';

type DocumentConflictNoteProps = {
  tokenId: number;
  /** the fact the owner settles with a click; without it the note only explains */
  fact: DocumentFactKeyView | undefined;
  used: DocumentStatement;
  others: readonly DocumentStatement[];
  unit: DistanceUnit;
  chosenBy?: DocumentFactView['chosenBy'];
  className?: string;
  testId?: string;
};

/** Documents that disagree on a fact: the sentence every screen writes, and a one-click "Use … instead" for each other document. */
export function DocumentConflictNote({ tokenId, fact, used, others, unit, chosenBy, className, testId }: DocumentConflictNoteProps) {
  const choose = useChooseDocument();
  return (
    <div role="note" className={cn('space-y-1 rounded-md border border-warning/60 bg-warning/10 p-2', className)} data-testid={testId}>
      <p className="flex items-start gap-1.5">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <span>{describeDocumentConflict(used, others, unit, chosenBy)}</span>
      </p>
      {fact && (
        <div className="flex flex-wrap gap-2">
          {others.map((o) => (
            <Button key={o.source.id} size="sm" variant="outline" disabled={choose.isPending} onClick={() => choose.mutate({ tokenId, fact, documentId: o.source.id })}>
              Use {o.source.name} instead
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
