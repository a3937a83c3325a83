import { useMutation, useQuery } from '@tanstack/react-query';
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
