import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The signed-in owner's dashboard cards (or the demo): one query shared by the dashboard, the top bar and the chat. */
export function useDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vehicles.dashboard.queryOptions({}), enabled });
}
