import type { UploadedDocument } from '@shared/api/documents';
import { cn } from '@/lib/utils';

/** The first page of a document as the server drew it when reading it (only for documents that have one). */
export function DocumentPreview({ document: doc, className }: { document: Pick<UploadedDocument, 'id' | 'originalName'>; className?: string }) {
  return (
    <img
      src={`/api/documents/${doc.id}/thumbnail`}
      alt={`First page of ${doc.originalName}`}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded border bg-white object-contain object-top', className)}
    />
  );
}
