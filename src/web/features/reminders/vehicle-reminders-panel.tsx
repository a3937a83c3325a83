import type { DistanceUnit } from '@shared/units';
import { Skeleton } from '@/components/ui/skeleton';
import { useDue, useReminders } from './api';
import { DueList } from './components/due-list';

/** Everything due on one vehicle (reminders, the car's own service countdown, documents, trouble codes), for its page. */
export function VehicleRemindersPanel({ vehicleId, tokenId, unit }: { vehicleId: string; tokenId: number; unit: DistanceUnit }) {
  const due = useDue({ tokenId });
  const reminders = useReminders({ vehicleId });
  if (due.isPending || reminders.isPending) return <Skeleton className="h-32 w-full" />;
  if (due.isError) return <p role="alert" className="text-sm text-destructive">Could not load what is due: {due.error.message}</p>;
  if (due.data.length === 0) return <p className="text-sm text-muted-foreground">Nothing due on this vehicle. Upload a registration or a service invoice, or add a reminder on the Reminders page.</p>;
  return <DueList label="Due on this vehicle" items={due.data} reminders={reminders.data ?? []} unit={unit} showVehicle={false} />;
}
export default VehicleRemindersPanel;
