import { Car, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { UploadedDocument } from '@shared/api/documents';
import type { ProcessedData } from '@shared/documents';
import { analysisBadgeLabel } from '@shared/document-type';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { buildAnalysisSections, describePagesRead } from '../analysis-fields';
import { describeVehicleMatch } from '../vehicle-match';
import { AnalysisEditor } from './analysis-editor';
import { DocumentPreview } from './document-preview';

interface AnalysisCardProps {
  document: UploadedDocument & { processedData: ProcessedData };
  saving: boolean;
  onSave: (id: string, data: ProcessedData) => Promise<unknown>;
}

/** One document's "AI Analysis Results": what was read, the matched vehicle, and an Edit mode to correct it. */
export function AnalysisCard({ document: doc, saving, onSave }: AnalysisCardProps) {
  const [editing, setEditing] = useState(false);
  const sections = buildAnalysisSections(doc.processedData);
  const pagesRead = describePagesRead(doc.processedData);
  const headingId = `analysis-${doc.id}`;

  return (
    <article className="space-y-4 rounded-lg border p-4" aria-labelledby={headingId}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        {doc.hasPreview && <DocumentPreview document={doc} className="h-40 w-[7.5rem]" />}
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="truncate text-sm font-semibold" title={doc.originalName}>
            {doc.originalName}
          </h3>
          <Badge variant="secondary">{analysisBadgeLabel(doc.processedData.documentType)}</Badge>
        </div>
        {!editing && (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit extracted data of ${doc.originalName}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
      </header>
      <p className="flex items-center gap-2 text-sm">
        <Car className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          <span className="font-medium">Matched vehicle:</span> {describeVehicleMatch(doc.vehicleMatch)}
        </span>
      </p>
      {pagesRead && <p className="text-sm text-muted-foreground">{pagesRead}</p>}
      {editing ? (
        <AnalysisEditor
          data={doc.processedData}
          saving={saving}
          onCancel={() => setEditing(false)}
          onSave={(data) => {
            void onSave(doc.id, data).then(() => setEditing(false), () => undefined);
          }}
        />
      ) : sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">No details could be read from this document. Use Edit to enter them.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {sections.map((section) => (
            <section key={section.id} className="space-y-2 rounded-md bg-muted/50 p-3" aria-label={section.title}>
              <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{section.title}</h4>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {section.rows.map((row) => (
                  <div key={row.id} className="contents">
                    <dt className="text-muted-foreground">{row.label}</dt>
                    <dd
                      className={cn(
                        'min-w-0 break-words font-medium',
                        row.lowConfidence && 'rounded bg-amber-100 px-1 text-amber-950 dark:bg-amber-900/40 dark:text-amber-100',
                        row.missing && 'italic text-amber-800 dark:text-amber-200',
                      )}
                    >
                      {row.missing ? (
                        <>
                          Not found<span className="sr-only">: a {analysisBadgeLabel(doc.processedData.documentType).toLowerCase()} usually shows its {row.label.toLowerCase()}. Use Edit to add it.</span>
                        </>
                      ) : (
                        row.value
                      )}
                      {row.lowConfidence && (
                        <Badge variant="outline" className="ml-2 border-amber-500 text-amber-800 dark:text-amber-200" title="Read with low confidence">
                          Check<span className="sr-only">: {row.label} was read with low confidence</span>
                        </Badge>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
