import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { deviceTimeZone } from '@shared/time-zone';
import { useTRPC } from '@/lib/trpc';
import { useCurrentUser } from './use-current-user';

/**
 * Tells the server this device's time zone once, for an owner who has none yet, so "today", "this week" and day
 * names are the owner's own from the first visit. A zone the owner picked in Settings is never overwritten.
 */
export function useReportTimeZone() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const sent = useRef(false);
  const report = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (settings) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), (old) => (old ? { ...old, ...settings } : old));
        // what is due and spent "today" may have moved to another day
        void queryClient.invalidateQueries({ queryKey: trpc.facts.pathKey() });
      },
    }),
  );
  const zone = deviceTimeZone();
  const needed = !!me.data && me.data.timeZone === null && zone !== null;
  useEffect(() => {
    if (!needed || sent.current || !zone) return;
    sent.current = true;
    report.mutate({ timeZone: zone });
  }, [needed, zone, report]);
}
