import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChargingInput } from '@shared/api/charging';
import { useTRPC } from '@/lib/trpc';

export function useChargingOverview(input: ChargingInput, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.charging.overview.queryOptions(input), enabled, placeholderData: keepPreviousData, retry: false });
}

/** The vehicle's battery over the last 12 months (one point per month); cached longer, it moves slowly. */
export function useBatteryHistory(tokenId: number, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.charging.batteryHistory.queryOptions({ tokenId }), enabled, staleTime: 10 * 60_000, retry: false });
}
