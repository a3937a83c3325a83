import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TripListInput } from '@shared/api/trips';
import { useTRPC } from '@/lib/trpc';

export function useTripList(input: TripListInput, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.trips.list.queryOptions(input), enabled, placeholderData: keepPreviousData, retry: false });
}

export function useTrip(id: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.trips.get.queryOptions({ id }), enabled, retry: false });
}

export function useMapTiles() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.system.settings.queryOptions(), select: (s) => s.mapTiles, staleTime: Infinity });
}

export function useDrivingSettings(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.trips.settings.queryOptions(), enabled });
}

export function useUpdateDrivingSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.trips.updateSettings.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.trips.pathKey() });
        toast.success('Driving costs saved');
      },
      onError: (error) => toast.error('Could not save the driving costs', { description: error.message }),
    }),
  );
}

/** Fetches an export on demand (CSV or GPX) and hands it to the browser as a download. */
export function useTripExport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    csv: (input: TripListInput) => queryClient.fetchQuery(trpc.trips.exportCsv.queryOptions(input)),
    gpx: (input: TripListInput & { id?: string }) => queryClient.fetchQuery(trpc.trips.exportGpx.queryOptions(input)),
  };
}
