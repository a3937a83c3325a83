import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '@/lib/trpc';

export function useChatStatus(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.chat.status.queryOptions(), enabled, refetchInterval: 60_000 });
}

export function useOwnVehicles(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vehicles.list.queryOptions(), enabled });
}

export function useConversation(tokenId: number | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.chat.conversation.queryOptions({ tokenId: tokenId ?? 0 }),
    enabled: tokenId !== null,
    // The thread on screen is the truth while chatting; refetch only when the vehicle is opened again.
    refetchOnWindowFocus: false,
  });
}

/** Marks a conversation stale after a send, without refetching it under the open thread. */
export function useConversationKey() {
  const trpc = useTRPC();
  return useCallback((tokenId: number) => trpc.chat.conversation.queryKey({ tokenId }), [trpc]);
}
