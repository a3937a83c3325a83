import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightsInput } from '@shared/api/insights';
import { useTRPC } from '@/lib/trpc';

export function useInsights(input: InsightsInput, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.insights.overview.queryOptions(input), enabled, placeholderData: keepPreviousData, retry: false });
}
