import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTRPC } from '@/lib/trpc';

export function useOwnVehicles(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vehicles.list.queryOptions(), enabled });
}

export function useAttestationEnvironment() {
  const trpc = useTRPC();
  return useQuery(trpc.devTools.attestationEnvironment.queryOptions());
}

export function useTestConnection() {
  const trpc = useTRPC();
  return useMutation(trpc.devTools.testConnection.mutationOptions());
}

export function useTestAttestation() {
  const trpc = useTRPC();
  return useMutation(trpc.devTools.testAttestation.mutationOptions());
}

/**
 * The MCP Test tab's access token: an hour-long read-write token asked of the server on first use and kept in memory
 * only (never in storage); a new one is asked for shortly before it runs out.
 */
export function useMcpTestToken() {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.devTools.mcpTestToken.mutationOptions());
  const cached = useRef<{ token: string; expiresAt: number } | null>(null);
  return useCallback(async () => {
    if (cached.current && cached.current.expiresAt - Date.now() > 60_000) return cached.current.token;
    const created = await mutation.mutateAsync();
    cached.current = { token: created.token, expiresAt: Date.parse(created.expiresAt) };
    return created.token;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutateAsync is stable
  }, []);
}
