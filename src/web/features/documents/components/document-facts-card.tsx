import { FileCheck2, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { DOCUMENT_FACT_LABELS } from '@shared/api/facts';
import { describeFactValue } from '@shared/document-facts-text';
import type { DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useChooseDocument, useDocumentFacts } from '@/hooks/use-document-facts';

/** What the vehicle's documents say, each fact from the document with authority for it, and where they disagree. */
export function DocumentFactsCard({ tokenId, unit }: { tokenId: number; unit: DistanceUnit }) {
  const titleId = useId();
  const facts = useDocumentFacts(tokenId);
  const choose = useChooseDocument();
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
              {f.conflicts.length > 0 && (
                <div role="note" className="space-y-1 rounded-md border border-warning/60 bg-warning/10 p-2">
                  <p className="flex items-start gap-1.5">
                    <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
                    <span>
                      {f.conflicts.map((c) => `${c.source.name} says ${describeFactValue(c.value, unit)}`).join('; ')}. {f.source.name} is used; check the other.
                    </span>
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {f.conflicts.map((c) => (
                      <Button key={c.source.id} size="sm" variant="outline" disabled={choose.isPending} onClick={() => choose.mutate({ tokenId, fact: f.fact, documentId: c.source.id })}>
                        Use {c.source.name} instead
                      </Button>
                    ))}
                  </div>
                </div>
              )}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
