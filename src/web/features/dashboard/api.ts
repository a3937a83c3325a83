import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { Dashboard } from '@shared/api/vehicles';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/** Re-fetches the dashboard bypassing the server's cache, then refreshes each vehicle's analysis and history. */
export function useRefreshDashboard() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [isRefreshing, setRefreshing] = useState(false);
  const [refreshedAt, setRefreshedAt] = useState<number | null>(null);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const dashboard: Dashboard = await client.vehicles.dashboard.query({ refresh: true });
      queryClient.setQueryData(trpc.vehicles.dashboard.queryKey({}), dashboard);
      setRefreshedAt(Date.now());
      // Analyses and charts reload in the background: the cards are fresh already.
      void queryClient.invalidateQueries({ queryKey: trpc.vehicles.analysis.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.vehicles.history.queryKey() });
    } catch (error) {
      toast.error('Refresh failed', { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setRefreshing(false);
    }
  }, [client, queryClient, trpc]);

  return { refresh, isRefreshing, refreshedAt };
}

export function useVehicleAnalysis(tokenId: number, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vehicles.analysis.queryOptions({ tokenId }), enabled });
}

export function useVehicleHistory(tokenId: number, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vehicles.history.queryOptions({ tokenId }), enabled });
}
