import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useRefreshCarFacts } from '@/hooks/use-refresh-car-facts';
import { loadedRows, nextPageParam } from '@/lib/pages';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

export interface DocumentScope {
  vehicleId?: string;
  tokenId?: number;
}

/** The owner's documents a page at a time, newest first: the pages loaded so far, the total and the next page. */
export function useDocumentList(scope: DocumentScope) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(trpc.documents.list.infiniteQueryOptions(scope, { getNextPageParam: nextPageParam }));
  return { ...query, ...loadedRows(query.data) };
}

/** Refetches every documents list (any scope), e.g. to show a new upload as processing. */
export function useRefreshDocumentList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: trpc.documents.list.pathKey() }), [trpc, queryClient]);
}

export function useDeleteDocument() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.documents.delete.mutationOptions({
      onSuccess: async () => {
        toast.success('Document Removed', { description: 'Document has been deleted successfully.' });
        await refresh();
      },
      onError: () => toast.error('Error', { description: 'Failed to remove document.' }),
    }),
  );
}

export function useUpdateDocument() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.documents.update.mutationOptions({
      onSuccess: async (doc) => {
        toast.success('Document Updated', { description: `Your corrections to ${doc.originalName} were saved; its reminders follow them.` });
        await refresh();
      },
      onError: (error) => toast.error('Update Failed', { description: error.message || 'Failed to save your corrections.' }),
    }),
  );
}

export function useAttestDocument() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.documents.attest.mutationOptions({
      onSuccess: async (doc) => {
        toast.success('Document Attested', { description: `${doc.originalName} was attested to the DIMO network.` });
        await refresh();
      },
      onError: (error) => toast.error('Attestation Error', { description: error.message || 'Document processed but failed to create DIMO attestation.' }),
    }),
  );
}

/** Opens a stored document through its time-limited signed link (in a new tab, or as a download). */
export function useOpenDocument() {
  const trpcClient = useTRPCClient();
  return async (id: string, download: boolean) => {
    // A window opened before the await keeps the click's permission to open one.
    const tab = download ? null : window.open('about:blank', '_blank');
    try {
      const { url } = await trpcClient.documents.downloadUrl.query({ id, download });
      if (download) {
        const link = document.createElement('a');
        link.href = url;
        link.download = '';
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
      } else if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      toast.error('Error', { description: error instanceof Error && error.message ? error.message : 'Failed to open document.' });
    }
  };
}

/** The owner's vehicles, for the upload target. */
export function useOwnerVehicles() {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.list.queryOptions());
}
