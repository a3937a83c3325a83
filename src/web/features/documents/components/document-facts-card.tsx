import { FileCheck2 } from 'lucide-react';
import { useId } from 'react';
import { DOCUMENT_FACT_LABELS } from '@shared/api/facts';
import { describeFactValue } from '@shared/document-facts-text';
import type { DistanceUnit } from '@shared/units';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentFacts } from '@/hooks/use-document-facts';
import { DocumentConflictNote } from './document-conflict-note';

/** What the vehicle's documents say, each fact from the document with authority for it, and where they disagree. */
export function DocumentFactsCard({ tokenId, unit }: { tokenId: number; unit: DistanceUnit }) {
  const titleId = useId();
  const facts = useDocumentFacts(tokenId);
  if (facts.isPending) return <Skeleton className="h-24 w-full" />;
  if (facts.isError) return <p role="alert" className="text-sm text-destructive">Could not load what the documents say: {facts.error.message}</p>;
  if (facts.data.facts.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="flex items-center gap-2 text-base">
          <FileCheck2 className="size-5 text-primary" aria-hidden /> What your documents say
        </CardTitle>
        <CardDescription>Each fact comes from the document that may set it (a registration expiry from the registration card, not an inspection report), the most recently issued one first.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          {facts.data.facts.map((f) => (
            <div key={f.fact} className="space-y-1 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <dt className="text-muted-foreground">{DOCUMENT_FACT_LABELS[f.fact]}</dt>
                <dd className="font-medium">{describeFactValue(f.value, unit)}</dd>
              </div>
              <p className="text-xs text-muted-foreground">
                From {f.source.name}
                {f.chosenBy === 'owner' && ' (your choice)'}
              </p>
              {f.conflicts.length > 0 && <DocumentConflictNote tokenId={tokenId} fact={f.fact} used={f} others={f.conflicts} unit={unit} chosenBy={f.chosenBy} />}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
