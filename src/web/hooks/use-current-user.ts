import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTRPC } from '@/lib/trpc';

/** The signed-in user (null when signed out, undefined while loading). */
export function useCurrentUser() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions());
}

/** Signs out, forgets every cached query (they belonged to the user) and returns to the landing page. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: async () => {
        try {
          localStorage.removeItem('activeVehicleTokenId');
        } catch {
          // Storage may be unavailable; nothing to clear then.
        }
        queryClient.clear();
        await navigate('/');
      },
      onError: (error) => toast.error('Sign out failed', { description: error.message }),
    }),
  );
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
