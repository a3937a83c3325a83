import { useEffect, useRef } from 'react';
import { deviceTimeZone } from '@shared/time-zone';
import { useCurrentUser } from './use-current-user';
import { useUpdateSettings } from './use-update-settings';

/**
 * Tells the server this device's time zone once, for an owner who has none yet, so "today", "this week" and day
 * names are the owner's own from the first visit. A zone the owner picked in Settings is never overwritten.
 */
export function useReportTimeZone() {
  const me = useCurrentUser();
  const { mutate } = useUpdateSettings();
  const sent = useRef(false);
  const zone = deviceTimeZone();
  const needed = !!me.data && me.data.timeZone === null && zone !== null;
  useEffect(() => {
    if (!needed || sent.current || !zone) return;
    sent.current = true;
    mutate({ timeZone: zone });
  }, [needed, zone, mutate]);
}
