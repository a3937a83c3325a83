import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GarageListInput } from '@shared/api/garage';
import { useTRPC } from '@/lib/trpc';

export function useGarageList(input: GarageListInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.garage.list.queryOptions(input), placeholderData: keepPreviousData });
}

export function useGarageVehicle(tokenId: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.garage.vehicle.queryOptions({ tokenId }), retry: false });
}

export function useVehicleTrend(tokenId: number, days: 7 | 30 | 90, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.garage.trend.queryOptions({ tokenId, days }), enabled, placeholderData: keepPreviousData });
}
