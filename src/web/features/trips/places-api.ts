import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '@/lib/trpc';

export function usePlaces() {
  const trpc = useTRPC();
  return useQuery(trpc.places.list.queryOptions());
}

/** Naming, changing or removing a place renames trips and charging sessions: everything place-named is refetched. */
function usePlaceChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.places.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.charging.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.trips.pathKey() });
  };
}

export function useCreatePlace() {
  const trpc = useTRPC();
  const changed = usePlaceChanged();
  return useMutation(
    trpc.places.create.mutationOptions({
      onSuccess: (place) => {
        changed();
        toast.success(`“${place.name}” saved`);
      },
      onError: (error) => toast.error('Could not save the place', { description: error.message }),
    }),
  );
}

export function useRemovePlace() {
  const trpc = useTRPC();
  const changed = usePlaceChanged();
  return useMutation(
    trpc.places.remove.mutationOptions({
      onSuccess: changed,
      onError: (error) => toast.error('Could not remove the place', { description: error.message }),
    }),
  );
}
