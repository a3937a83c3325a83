import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { forgetSignIn } from '@/features/auth/auth-storage';
import { useTRPC } from '@/lib/trpc';

/** The signed-in user (null when signed out, undefined while loading). */
export function useCurrentUser() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions());
}

/**
 * Signs out (ending the server session, if any), forgets every cached query and what the browser kept about the
 * owner, and returns to the landing page.
 */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: async () => {
        forgetSignIn();
        queryClient.clear();
        await navigate('/');
      },
      onError: (error) => toast.error('Sign out failed', { description: error.message }),
    }),
  );
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}

/** Ends every session of the owner (every browser, this one too); on request, the MCP access tokens and the calendar feed as well. */
export function useSignOutEverywhere() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.auth.signOutEverywhere.mutationOptions({
      onSuccess: async () => {
        forgetSignIn();
        queryClient.clear();
        await navigate('/');
      },
      onError: (error) => toast.error('Sign out failed', { description: error.message }),
    }),
  );
  return {
    signOutEverywhere: (also: { revokeMcpTokens: boolean; endCalendarFeed: boolean }) => mutation.mutate(also),
    isSigningOutEverywhere: mutation.isPending,
  };
}
