import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChargingInput } from '@shared/api/charging';
import { useTRPC } from '@/lib/trpc';

export function useChargingOverview(input: ChargingInput, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.charging.overview.queryOptions(input), enabled, placeholderData: keepPreviousData, retry: false });
}
