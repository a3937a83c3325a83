import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '@/lib/trpc';

/**
 * After anything that changes what is known about a car (a document, a service record, a reminder): refetches every
 * screen that shows those facts, so the dashboard, Due next, the bell, the garage, the service log, the documents and
 * Insights never disagree.
 */
export function useRefreshCarFacts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [
        trpc.facts.pathKey(),
        trpc.reminders.pathKey(),
        trpc.notifications.pathKey(),
        trpc.vehicles.dashboard.pathKey(),
        trpc.vehicles.analysis.pathKey(),
        trpc.garage.pathKey(),
        trpc.serviceLog.pathKey(),
        trpc.documents.list.pathKey(),
        trpc.insights.pathKey(),
      ].map(async (queryKey) => {
        // a first load still under way would otherwise be kept when it lands: it was asked before the change
        await queryClient.cancelQueries({ queryKey });
        await queryClient.invalidateQueries({ queryKey });
      }),
    );
  }, [trpc, queryClient]);
}
