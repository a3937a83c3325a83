import { CircleAlert, Clock, Hourglass, Wrench } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DUE_KIND_LABELS, type DueItem, type DueUrgency } from '@shared/api/facts';
import type { ReminderView } from '@shared/api/reminders';
import { describeDueWhen } from '@shared/due-text';
import type { DistanceUnit } from '@shared/units';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { DueSources } from './due-sources';
import { ReminderItem } from './reminder-item';

export const URGENCY_LABELS: Record<DueUrgency, string> = {
  overdue: 'Overdue',
  due_soon: 'Due soon',
  upcoming: 'Upcoming',
  snoozed: 'Snoozed',
  waiting: 'Waiting',
};
const URGENCY_BADGE = { overdue: 'destructive', due_soon: 'warning', upcoming: 'secondary', snoozed: 'outline', waiting: 'outline' } as const;

/** An item the car itself reports (its service countdown, trouble codes that need a workshop). */
function CarDueItem({ item, unit, showVehicle }: { item: DueItem; unit: DistanceUnit; showVehicle: boolean }) {
  const id = useId();
  const overdue = item.urgency === 'overdue';
  const Icon = overdue ? CircleAlert : item.urgency === 'waiting' ? Hourglass : item.kind === 'workshop' ? Wrench : Clock;
  return (
    <li
      aria-labelledby={`${id}-title`}
      data-urgency={item.urgency}
      data-kind={item.kind}
      className={cn('rounded-lg border p-3', overdue && 'border-destructive/60 bg-destructive/10', item.urgency === 'due_soon' && 'border-warning/60 bg-warning/10')}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-0.5 size-5 shrink-0', overdue ? 'text-destructive' : item.urgency === 'due_soon' ? 'text-warning' : 'text-muted-foreground')} aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-title`} className={cn('font-semibold', overdue && 'text-destructive')}>
              {item.label}
              {showVehicle && <span className="font-normal text-muted-foreground"> · {item.vehicleName}</span>}
            </h3>
            <Badge variant={URGENCY_BADGE[item.urgency]}>{URGENCY_LABELS[item.urgency]}</Badge>
          </div>
          <p className={cn('text-sm', overdue ? 'text-destructive' : 'text-muted-foreground')}>
            {item.kind === 'workshop' ? item.troubleCodes.map((c) => `${c.code}: ${c.meaning}`).join('; ') : `Due ${describeDueWhen(item, unit)}`}
          </p>
          {item.waitingFor === 'service_counter_reset' && (
            <p className="text-sm text-muted-foreground">The service is recorded. This clears once the car&apos;s own service counter is reset.</p>
          )}
          <DueSources item={item} unit={unit} />
          {item.kind === 'car_service' && item.urgency !== 'waiting' && (
            <Link to={`/vehicles/${item.tokenId}?tab=service`} className="text-sm font-medium text-primary hover:underline">
              Record the service
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * What is due, from every source, in the facts' order. Items behind a reminder keep the reminder's actions
 * (complete, snooze, dismiss).
 */
export function DueList({ label, items, reminders, unit, showVehicle = true }: { label: string; items: readonly DueItem[]; reminders: readonly ReminderView[]; unit: DistanceUnit; showVehicle?: boolean }) {
  const byId = new Map(reminders.map((r) => [r.id, r]));
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => {
        const reminder = item.reminderId ? byId.get(item.reminderId) : undefined;
        return reminder ? (
          <ReminderItem key={item.key} reminder={reminder} due={item} unit={unit} showVehicle={showVehicle} />
        ) : (
          <CarDueItem key={`${item.vehicleId}:${item.key}`} item={item} unit={unit} showVehicle={showVehicle} />
        );
      })}
    </ul>
  );
}

export { DUE_KIND_LABELS };
