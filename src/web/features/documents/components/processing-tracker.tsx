import { useSubscription } from '@trpc/tanstack-react-query';
import { DocumentProgressSchema, type DocumentProgress } from '@shared/api/documents';
import { useTRPC } from '@/lib/trpc';

// A tracked() event arrives as { id, data }; a plain one as the progress itself.
function readProgress(raw: unknown): DocumentProgress | null {
  const direct = DocumentProgressSchema.safeParse(raw);
  if (direct.success) return direct.data;
  if (typeof raw === 'object' && raw !== null && 'data' in raw) {
    const wrapped = DocumentProgressSchema.safeParse((raw as { data: unknown }).data);
    if (wrapped.success) return wrapped.data;
  }
  return null;
}

/** Listens to one document's processing job and reports each step; renders nothing. */
export function ProcessingTracker({ documentId, onProgress }: { documentId: string; onProgress: (event: DocumentProgress) => void }) {
  const trpc = useTRPC();
  useSubscription(
    trpc.documents.progress.subscriptionOptions(
      { documentId },
      {
        onData: (raw: unknown) => {
          const event = readProgress(raw);
          if (event) onProgress(event);
        },
      },
    ),
  );
  return null;
}
