import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useRefreshCarFacts } from '@/hooks/use-refresh-car-facts';
import { useTRPC } from '@/lib/trpc';

/** The owner's reminders, measured live: overdue first. */
export function useReminders(input: { vehicleId?: string; includeClosed?: boolean } = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.reminders.list.queryOptions(input), enabled });
}

/** Everything due on the owner's vehicles (or one), from every source, most urgent first: what every due list shows. */
export function useDue(input: { tokenId?: number } = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.facts.due.queryOptions(input), enabled });
}

/** The owner's shared vehicles, for the add form. */
export function useOwnerVehicles() {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.list.queryOptions());
}

export function useCreateReminder() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.reminders.create.mutationOptions({
      onSuccess: async (r) => {
        toast.success('Reminder added', { description: `${r.label} for ${r.vehicleName}` });
        await refresh();
      },
      onError: (error) => toast.error('Could not add the reminder', { description: error.message }),
    }),
  );
}

export function useCompleteReminder() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.reminders.complete.mutationOptions({
      onSuccess: async ({ reminder, next, maintenanceRecordId }) => {
        const parts = [maintenanceRecordId ? 'Recorded in the service log.' : null, next ? `Next: ${next.dueText}.` : null].filter(Boolean);
        toast.success(`${reminder.label} done`, { description: parts.join(' ') || undefined });
        await refresh();
      },
      onError: (error) => toast.error('Could not complete the reminder', { description: error.message }),
    }),
  );
}

export function useSnoozeReminder() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.reminders.snooze.mutationOptions({
      onSuccess: async (r) => {
        toast.success('Reminder snoozed', { description: `${r.label} until ${r.snoozedUntil}` });
        await refresh();
      },
      onError: (error) => toast.error('Could not snooze the reminder', { description: error.message }),
    }),
  );
}

export function useDismissReminder() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.reminders.dismiss.mutationOptions({
      onSuccess: async (r) => {
        toast.success('Reminder dismissed', { description: r.label });
        await refresh();
      },
      onError: (error) => toast.error('Could not dismiss the reminder', { description: error.message }),
    }),
  );
}

export function useDeleteReminder() {
  const trpc = useTRPC();
  const refresh = useRefreshCarFacts();
  return useMutation(
    trpc.reminders.delete.mutationOptions({
      onSuccess: async () => {
        toast.success('Reminder deleted');
        await refresh();
      },
      onError: (error) => toast.error('Could not delete the reminder', { description: error.message }),
    }),
  );
}
