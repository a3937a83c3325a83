import { BadgeCheck, Download, ExternalLink, FileText, Trash2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UploadedDocument } from '@shared/api/documents';
import { DOCUMENT_TYPES, type DocumentType } from '@shared/documents';
import { documentBadgeLabel } from '@shared/document-type';
import { formatMoment } from '@shared/format-date';
import { formatFileSize } from '@shared/units';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DocumentPreview } from './document-preview';
import { DocumentStatusIcon } from './document-status-icon';

/** How a document came to be filed under its car, in a few words. */
const HOW_FILED: Record<NonNullable<UploadedDocument['vehicleMatch']>['matchType'], string> = {
  exact: 'matched by VIN',
  partial: 'matched by the VIN’s last 8 characters',
  created: 'new car from its VIN',
  selected: 'the car you chose',
  none: 'no car',
};

const asDocumentType = (type: string): DocumentType => ((DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as DocumentType) : 'maintenance');

interface DocumentListProps {
  documents: UploadedDocument[] | undefined;
  isLoading: boolean;
  deletingId: string | null;
  onOpen: (doc: UploadedDocument, download: boolean) => void;
  onDelete: (doc: UploadedDocument) => void;
  attestingId: string | null;
  onAttest: (doc: UploadedDocument) => void;
  /** what each document is told where documents disagree, by document id */
  flags?: ReadonlyMap<string, string[]>;
  /** under the list: how much of it is shown and the next page */
  more?: ReactNode;
}

/** Only a processed document filed under a vehicle shared from DIMO can be attested, once. */
const canAttest = (doc: UploadedDocument) => doc.status === 'completed' && !doc.dimoAttested && doc.vehicleMatch !== null && doc.vehicleMatch.matchType !== 'created';

export function DocumentList({ documents, isLoading, deletingId, onOpen, onDelete, attestingId, onAttest, flags, more }: DocumentListProps) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-base font-semibold leading-none tracking-tight">Uploaded Documents</h2>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading documents">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : !documents || documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">No documents uploaded yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Uploaded Documents">
            {documents.map((doc) => (
              <li key={doc.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  {doc.hasPreview ? <DocumentPreview document={doc} className="h-16 w-12" /> : <FileText className="size-8 shrink-0 text-muted-foreground" aria-hidden />}
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium" title={doc.originalName}>
                      {doc.originalName}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatFileSize(doc.size)} · {formatMoment(doc.uploadedAt, undefined, { time: false })}
                      {doc.vehicleMatch && doc.vehicleMatch.matchType !== 'none' && (
                        <>
                          {' · '}
                          {doc.vehicleMatch.tokenId !== null ? (
                            <Link to={`/vehicles/${doc.vehicleMatch.tokenId}`} className="underline-offset-2 hover:underline">
                              {doc.vehicleMatch.name}
                            </Link>
                          ) : (
                            doc.vehicleMatch.name
                          )}
                          {` (${HOW_FILED[doc.vehicleMatch.matchType]})`}
                        </>
                      )}
                    </p>
                    <div className="mt-1 flex flex-wrap gap-1">
                      <Badge variant="secondary">{documentBadgeLabel(asDocumentType(doc.type), doc.processedData?.documentType)}</Badge>
                      {doc.dimoAttested && <Badge variant="success">Attested</Badge>}
                      {flags?.has(doc.id) && <Badge variant="warning">Disagrees with another document</Badge>}
                    </div>
                    {flags?.get(doc.id)?.map((text) => (
                      <p key={text} role="note" className="mt-1 flex items-start gap-1.5 text-xs">
                        <TriangleAlert className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden />
                        {text}
                      </p>
                    ))}
                  </div>
                  <DocumentStatusIcon status={doc.status} error={doc.error} />
                </div>
                <div className="flex shrink-0 items-center justify-end gap-1">
                  {canAttest(doc) && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Attest ${doc.originalName} to DIMO`}
                      title="Attest to DIMO"
                      disabled={attestingId === doc.id}
                      onClick={() => onAttest(doc)}
                    >
                      <BadgeCheck aria-hidden />
                    </Button>
                  )}
                  <Button type="button" variant="ghost" size="icon" aria-label={`Open ${doc.originalName}`} onClick={() => onOpen(doc, false)}>
                    <ExternalLink aria-hidden />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Download ${doc.originalName}`} onClick={() => onOpen(doc, true)}>
                    <Download aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Delete ${doc.originalName}`}
                    disabled={deletingId === doc.id}
                    onClick={() => onDelete(doc)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {!isLoading && more}
      </CardContent>
    </Card>
  );
}
