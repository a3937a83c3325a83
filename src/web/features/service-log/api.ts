import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { PeriodName } from '@shared/api/facts';
import { PAGE_LIMITS } from '@shared/api/pagination';
import { useRefreshCarFacts } from '@/hooks/use-refresh-car-facts';
import { loadedRows, nextPageParam } from '@/lib/pages';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/** The vehicle's records a page at a time, newest first: the pages loaded so far, the total and the next page. */
export function useServiceRecords(tokenId: number) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(trpc.serviceLog.list.infiniteQueryOptions({ tokenId }, { getNextPageParam: nextPageParam }));
  return { ...query, ...loadedRows(query.data) };
}

/** What was spent on the car in a named period (vehicle-facts: the same figure on every screen). */
export function useSpend(tokenId: number | undefined, period: PeriodName) {
  const trpc = useTRPC();
  return useQuery(trpc.facts.spend.queryOptions({ tokenId, period }));
}

/** The odometer the car reported on a date (for prefilling the form); only asked for a real date. */
export function useOdometerOn(tokenId: number, date: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.serviceLog.odometerOn.queryOptions({ tokenId, date }), enabled, staleTime: 60_000 });
}

/** The owner's newest documents, to attach one to a record. */
export function useOwnerDocuments() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.documents.list.queryOptions({ limit: PAGE_LIMITS.max }), select: (page) => page.items });
}

export function useAddRecord() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.serviceLog.add.mutationOptions({
      onSuccess: async () => {
        toast.success('Record added', { description: 'The work is in the service log.' });
        await refresh();
      },
      onError: (error) => toast.error('Could not add the record', { description: error.message }),
    }),
  );
}

export function useUpdateRecord() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.serviceLog.update.mutationOptions({
      onSuccess: async () => {
        toast.success('Record saved');
        await refresh();
      },
      onError: (error) => toast.error('Could not save the record', { description: error.message }),
    }),
  );
}

export function useDeleteRecord() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.serviceLog.delete.mutationOptions({
      onSuccess: async () => {
        toast.success('Record deleted');
        await refresh();
      },
      onError: (error) => toast.error('Could not delete the record', { description: error.message }),
    }),
  );
}

export function usePreviewImport() {
  const trpc = useTRPC();
  return useMutation(trpc.serviceLog.previewImport.mutationOptions());
}

export function useImportCsv() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.serviceLog.importCsv.mutationOptions({
      onSuccess: async ({ imported, skippedDuplicates }) => {
        const skipped = skippedDuplicates ? ` ${skippedDuplicates} already in the log were skipped.` : '';
        toast.success(`Imported ${imported} ${imported === 1 ? 'record' : 'records'}`, { description: `The service log is up to date.${skipped}` });
        await refresh();
      },
      onError: (error) => toast.error('Import failed', { description: error.message }),
    }),
  );
}

/** Downloads the vehicle's log as a CSV file. */
export function useExportCsv(tokenId: number) {
  const client = useTRPCClient();
  return useCallback(async () => {
    try {
      const { filename, csv } = await client.serviceLog.exportCsv.query({ tokenId });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error('Export failed', { description: error instanceof Error ? error.message : String(error) });
    }
  }, [client, tokenId]);
}

/** Opens an uploaded document through its signed link, in a new tab. */
export function useOpenDocument() {
  const client = useTRPCClient();
  return useCallback(
    async (id: string) => {
      const tab = window.open('about:blank', '_blank');
      try {
        const { url } = await client.documents.downloadUrl.query({ id });
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.location.assign(url);
      } catch (error) {
        tab?.close();
        toast.error('Error', { description: error instanceof Error ? error.message : 'Failed to open document.' });
      }
    },
    [client],
  );
}
