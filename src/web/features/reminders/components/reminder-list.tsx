import type { ReminderView } from '@shared/api/reminders';
import type { DistanceUnit } from '@shared/units';
import { ReminderItem } from './reminder-item';

export function ReminderList({ label, reminders, unit, showVehicle }: { label: string; reminders: ReminderView[]; unit: DistanceUnit; showVehicle?: boolean }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {reminders.map((r) => (
        <ReminderItem key={r.id} reminder={r} unit={unit} showVehicle={showVehicle} />
      ))}
    </ul>
  );
}
