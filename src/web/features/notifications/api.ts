import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { toast } from 'sonner';
import { useTRPC } from '@/lib/trpc';

/** The owner's recent notifications and unread count. */
export function useNotificationFeed({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.notifications.feed.queryOptions({}), enabled });
}

/** Keeps the bell live: each change the server reports (from any app instance) refetches the feed and reminders. */
export function useLiveNotifications({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useSubscription(
    trpc.notifications.live.subscriptionOptions(undefined, {
      enabled,
      onData: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.notifications.feed.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.reminders.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.facts.due.pathKey() });
      },
    }),
  );
}

export function useMarkNotificationsRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.notifications.feed.queryKey() }),
      onError: (error) => toast.error('Could not mark as read', { description: error.message }),
    }),
  );
}

export function useNotificationSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.notifications.settings.queryOptions());
}

/** Saves notification settings; a form that shows its errors at its own fields passes `errorsAtField`. */
export function useUpdateNotificationSettings({ errorsAtField = false }: { errorsAtField?: boolean } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notifications.updateSettings.mutationOptions({
      onSuccess: async (settings) => {
        queryClient.setQueryData(trpc.notifications.settings.queryKey(), settings);
        await queryClient.invalidateQueries({ queryKey: trpc.reminders.pathKey() });
        toast.success('Notification settings saved');
      },
      onError: (error) => {
        if (!errorsAtField) toast.error('Could not save the settings', { description: error.message });
      },
    }),
  );
}

/** Sends a test notification to the webhook typed in the form; the form shows the answer at the field. */
export function useTestWebhook() {
  const trpc = useTRPC();
  return useMutation(trpc.notifications.testWebhook.mutationOptions());
}

export function useCalendarFeed() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notifications.settings.queryKey() });
  const create = useMutation(
    trpc.notifications.createCalendarFeed.mutationOptions({
      onSuccess: refresh,
      onError: (error) => toast.error('Could not make a calendar link', { description: error.message }),
    }),
  );
  const revoke = useMutation(
    trpc.notifications.revokeCalendarFeed.mutationOptions({
      onSuccess: async () => {
        create.reset();
        await refresh();
        toast.success('Calendar link revoked');
      },
      onError: (error) => toast.error('Could not revoke the calendar link', { description: error.message }),
    }),
  );
  return { create, revoke };
}
