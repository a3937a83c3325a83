import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { DocumentProgress, UploadedDocument } from '@shared/api/documents';
import type { ProcessedData } from '@shared/documents';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ShowMore } from '@/components/show-more';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useTRPCClient } from '@/lib/trpc';
import { useAttestDocument, useDeleteDocument, useDocumentList, useOpenDocument, useOwnerVehicles, useRefreshDocumentList, useUpdateDocument } from './api';
import { useRefreshCarFacts } from '@/hooks/use-refresh-car-facts';
import { useDocumentConflicts } from '@/hooks/use-document-facts';
import { conflictFlags } from '@shared/document-facts-text';
import { AnalysisCard } from './components/analysis-card';
import { DocumentList } from './components/document-list';
import { DropZone } from './components/drop-zone';
import { ProcessingTracker } from './components/processing-tracker';
import { UploadTarget } from './components/upload-target';
import { ActiveUploadsCard, UploadProgressCard } from './components/upload-progress-card';
import { useUploadQueue } from './hooks/use-upload-queue';
import { describeProcessingError } from './processing-error';
import { LOAD_ERROR_TOAST, processedToast } from './toasts';
import { countActiveUploads, type UploadEntry } from './upload-queue';

export interface DocumentPanelProps {
  vehicleId?: string;
  tokenId?: number;
  /** Called once per processed document, after the panel's own toast. */
  onProcessed?: (doc: UploadedDocument) => void;
}

/** Finished files stay on the progress card this long so the owner sees them reach 100%. */
const COMPLETED_LINGER_MS = 6000;

type Analysed = UploadedDocument & { processedData: ProcessedData };
const isAnalysed = (doc: UploadedDocument): doc is Analysed => doc.status === 'completed' && doc.processedData !== null;

const ALL_DOCUMENTS = {};

/** Upload, watch, list and correct vehicle documents; uploads are bound to one vehicle when its ids are given. */
export function DocumentPanel({ vehicleId, tokenId, onProcessed }: DocumentPanelProps) {
  const me = useCurrentUser();
  if (me.isPending) return <Skeleton className="h-64 w-full" />;
  if (!me.data) return <SignInToUpload />;
  return <SignedInPanel vehicleId={vehicleId} tokenId={tokenId} onProcessed={onProcessed} />;
}

function SignInToUpload() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold leading-none tracking-tight">Upload Documents</h2>
        <p className="text-sm text-muted-foreground">Sign in to upload documents; they are stored with your own vehicles.</p>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/auth/login">Sign in to upload documents</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SignedInPanel({ vehicleId, tokenId, onProcessed }: DocumentPanelProps) {
  // Uploads go to the car the owner picks (the bound one to start with) unless their VIN names another; the list shows
  // all the owner's papers, since a VIN may file one under another vehicle.
  const vehicles = useOwnerVehicles();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  useEffect(() => setPicked(undefined), [vehicleId]);
  const chosenId = picked ?? vehicleId ?? '';
  const chosen = vehicles.data?.find((v) => v.id === chosenId);
  const target = useMemo(
    () => (chosen ? { vehicleId: chosen.id, tokenId: chosen.tokenId } : picked === undefined && tokenId !== undefined ? { tokenId } : {}),
    [chosen, picked, tokenId],
  );
  const trpcClient = useTRPCClient();
  const me = useCurrentUser();
  const documents = useDocumentList(ALL_DOCUMENTS);
  const refresh = useRefreshCarFacts();
  const refreshList = useRefreshDocumentList();
  const remove = useDeleteDocument();
  const attest = useAttestDocument();
  const update = useUpdateDocument();
  const openDocument = useOpenDocument();
  const { entries, dispatch, addFiles, dismiss } = useUploadQueue(target, refreshList);
  const announced = useRef(new Set<string>());
  const onProcessedRef = useRef(onProcessed);
  useEffect(() => {
    onProcessedRef.current = onProcessed;
  }, [onProcessed]);

  const handleProgress = useCallback((event: DocumentProgress) => dispatch({ type: 'progress', event }), [dispatch]);

  const announce = useCallback(
    async (entry: UploadEntry) => {
      await refresh();
      if (entry.phase === 'error') {
        toast.error('Processing Error', { description: describeProcessingError(entry.error, entry.fileName) });
        return;
      }
      const doc = entry.documentId ? await trpcClient.documents.get.query({ id: entry.documentId }).catch(() => undefined) : undefined;
      const { title, description } = processedToast(doc?.originalName ?? entry.fileName);
      toast.success(title, { description });
      if (doc) onProcessedRef.current?.(doc);
      window.setTimeout(() => dismiss(entry.key), COMPLETED_LINGER_MS);
    },
    [refresh, trpcClient, dismiss],
  );

  // Each file is announced once when its processing ends, whether that came from the upload answer or the live progress.
  useEffect(() => {
    for (const entry of entries) {
      if (!entry.documentId || announced.current.has(entry.key)) continue;
      if (entry.phase !== 'completed' && entry.phase !== 'error') continue;
      announced.current.add(entry.key);
      void announce(entry);
    }
  }, [entries, announce]);

  useEffect(() => {
    if (documents.error) toast.error(LOAD_ERROR_TOAST.title, { description: LOAD_ERROR_TOAST.description });
  }, [documents.error]);

  const analysed = (documents.items ?? []).filter(isAnalysed);
  const conflicts = useDocumentConflicts();
  const flags = useMemo(() => conflictFlags(conflicts.data ?? [], me.data?.distanceUnit ?? 'km'), [conflicts.data, me.data?.distanceUnit]);

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="pb-3">
          <h2 className="text-base font-semibold leading-none tracking-tight">Upload Documents</h2>
          <p className="text-sm text-muted-foreground">Registrations, insurance cards, service invoices and oil-change receipts.</p>
        </CardHeader>
        <CardContent>
          <UploadTarget vehicles={vehicles.data ?? []} value={chosenId} onChange={setPicked} />
          <DropZone onFiles={addFiles} />
        </CardContent>
      </Card>

      {entries.map((entry) =>
        entry.phase === 'processing' && entry.documentId ? (
          <ProcessingTracker key={entry.key} documentId={entry.documentId} onProgress={handleProgress} />
        ) : null,
      )}
      <UploadProgressCard entries={entries} onDismiss={dismiss} />
      <ActiveUploadsCard count={countActiveUploads(entries)} />

      {documents.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          <span className="font-medium">{LOAD_ERROR_TOAST.title}:</span> {LOAD_ERROR_TOAST.description}
        </p>
      )}
      <DocumentList
        documents={documents.items}
        isLoading={documents.isPending}
        more={
          <ShowMore list={documents} noun="documents" />
        }
        deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
        onOpen={(doc, download) => void openDocument(doc.id, download)}
        onDelete={(doc) => remove.mutate({ id: doc.id })}
        attestingId={attest.isPending ? (attest.variables?.id ?? null) : null}
        onAttest={(doc) => attest.mutate({ id: doc.id })}
        flags={flags}
      />

      {analysed.length > 0 && (
        <Card>
          <CardHeader className="pb-3">
            <h2 className="text-base font-semibold leading-none tracking-tight">AI Analysis Results</h2>
          </CardHeader>
          <CardContent className="space-y-4">
            {analysed.map((doc) => (
              <AnalysisCard
                key={doc.id}
                document={doc}
                saving={update.isPending && update.variables?.id === doc.id}
                onSave={(id, processedData) => update.mutateAsync({ id, processedData })}
              />
            ))}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
