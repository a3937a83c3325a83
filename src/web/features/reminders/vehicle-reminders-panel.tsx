import type { DistanceUnit } from '@shared/units';
import { Skeleton } from '@/components/ui/skeleton';
import { useReminders } from './api';
import { ReminderList } from './components/reminder-list';
import { groupReminders } from './reminder-display';

/** One vehicle's reminders (due now, then upcoming), for its page in the garage. */
export function VehicleRemindersPanel({ vehicleId, unit }: { vehicleId: string; unit: DistanceUnit }) {
  const reminders = useReminders({ vehicleId });
  if (reminders.isPending) return <Skeleton className="h-32 w-full" />;
  if (reminders.isError) return <p role="alert" className="text-sm text-destructive">Could not load reminders: {reminders.error.message}</p>;
  const groups = groupReminders(reminders.data);
  const open = [...groups.due, ...groups.upcoming, ...groups.snoozed];
  if (open.length === 0) return <p className="text-sm text-muted-foreground">No reminders for this vehicle. Upload a registration or a service invoice, or add one on the Reminders page.</p>;
  return <ReminderList label="Reminders of this vehicle" reminders={open} unit={unit} />;
}
export default VehicleRemindersPanel;
