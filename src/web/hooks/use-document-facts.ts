import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '@/lib/trpc';
import { useRefreshCarFacts } from './use-refresh-car-facts';

/** What one vehicle's documents set, each fact from its document, with the documents that disagree. */
export function useDocumentFacts(tokenId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.facts.documents.queryOptions({ tokenId }), enabled });
}

/** Where the owner's documents disagree, on every vehicle. */
export function useDocumentConflicts({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.facts.conflicts.queryOptions(), enabled });
}

/** The owner settles a disagreement between documents: this document's value is used from now on. */
export function useChooseDocument() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.facts.chooseDocument.mutationOptions({
      onSuccess: async () => {
        toast.success('Document chosen', { description: 'Its date is used from now on.' });
        await refresh();
      },
      onError: (error) => toast.error('Could not use that document', { description: error.message }),
    }),
  );
}

