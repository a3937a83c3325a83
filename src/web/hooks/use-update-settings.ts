import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '@/lib/trpc';
import { useRefreshCarFacts } from './use-refresh-car-facts';

/** Saves the user's settings on the server and keeps the cached `auth.me` in step; a new time zone moves "today". */
export function useUpdateSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshCarFacts = useRefreshCarFacts();
  return useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (settings, input) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), (me) => (me ? { ...me, ...settings } : me));
        // what is due, spent or driven "today" and "this week" is counted on the owner's days
        if (input.timeZone !== undefined) void refreshCarFacts();
      },
      onError: (error) => toast.error('Could not save your settings', { description: error.message }),
    }),
  );
}
