import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '@/lib/trpc';

/** Saves the user's settings on the server and keeps the cached `auth.me` in step. */
export function useUpdateSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (settings) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), (me) => (me ? { ...me, ...settings } : me));
      },
      onError: (error) => toast.error('Could not save your settings', { description: error.message }),
    }),
  );
}
