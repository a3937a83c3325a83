import { Bell } from 'lucide-react';
import type { GarageVehicle } from '@shared/api/garage';
import { formatIsoDate } from '@shared/format-date';
import type { DistanceUnit } from '@shared/units';
import { formatNextDue } from '../garage-display';

/** The vehicle's upcoming alerts (dates read from its documents) and the next item due. */
export function AlertsList({ vehicle, unit }: { vehicle: GarageVehicle; unit: DistanceUnit }) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <span className="text-muted-foreground">Next due: </span>
        {formatNextDue(vehicle.nextDue, unit)}
      </p>
      {vehicle.alerts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No upcoming reminders. Upload a registration, insurance card or service invoice and its dates become reminders.</p>
      ) : (
        <ul aria-label="Upcoming reminders" className="space-y-2">
          {vehicle.alerts.map((alert) => (
            <li key={alert.id} className="flex items-start gap-2 rounded-md bg-warning/15 px-3 py-2 text-sm">
              <Bell className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
              <span>
                {alert.alertMessage} <span className="text-muted-foreground">({formatIsoDate(alert.alertDate)})</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
