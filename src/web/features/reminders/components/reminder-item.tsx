import { AlarmClock, Check, CircleAlert, Clock, Wrench, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { DueItem } from '@shared/api/facts';
import type { ReminderView } from '@shared/api/reminders';
import { describeDueWhen } from '@shared/due-text';
import { formatDistance, formatMoney, type DistanceUnit } from '@shared/units';
import { formatIsoDate, toIsoDate } from '@shared/format-date';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useDismissReminder, useSnoozeReminder } from '../api';
import { snoozeChoices, STATE_BADGE, stateLabel } from '../reminder-display';
import { CompleteForm } from './complete-form';
import { DueSources } from './due-sources';

/** One reminder: what, which car, when; overdue in red; complete, snooze or dismiss while it is open. */
export function ReminderItem({ reminder: r, due, unit, showVehicle = true }: { reminder: ReminderView; due?: DueItem; unit: DistanceUnit; showVehicle?: boolean }) {
  const id = useId();
  const [completing, setCompleting] = useState(false);
  const [snoozing, setSnoozing] = useState(false);
  const snooze = useSnoozeReminder();
  const dismiss = useDismissReminder();
  const open = r.state !== 'done' && r.state !== 'dismissed';
  // the facts' view of an open reminder (merged with the car's own countdown, measured in the owner's window) leads
  const state = due && open && due.urgency !== 'waiting' ? due.urgency : r.state;
  const overdue = state === 'overdue';
  const label = due?.label ?? r.label;
  const Icon = overdue ? CircleAlert : r.state === 'snoozed' ? AlarmClock : r.state === 'done' ? Check : r.isServiceKind ? Wrench : Clock;

  return (
    <li
      aria-labelledby={`${id}-title`}
      data-urgency={state}
      className={cn(
        'rounded-lg border p-3',
        overdue && 'border-destructive/60 bg-destructive/10',
        state === 'due_soon' && 'border-warning/60 bg-warning/10',
        !open && 'opacity-80',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-0.5 size-5 shrink-0', overdue ? 'text-destructive' : state === 'due_soon' ? 'text-warning' : 'text-muted-foreground')} aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-title`} className={cn('font-semibold', overdue && 'text-destructive')}>
              {label}
              {showVehicle && <span className="font-normal text-muted-foreground"> · {r.vehicleName}</span>}
            </h3>
            <Badge variant={STATE_BADGE[state]}>{stateLabel(state)}</Badge>
          </div>
          <p className="text-sm">{r.message}</p>
          {open && <p className={cn('text-sm', overdue ? 'text-destructive' : 'text-muted-foreground')}>Due {due ? describeDueWhen(due, unit) : r.dueText}</p>}
          {due && <DueSources item={due} unit={unit} />}
          {r.state === 'snoozed' && r.snoozedUntil && <p className="text-sm text-muted-foreground">Snoozed until {formatIsoDate(r.snoozedUntil)}</p>}
          {r.maintenanceRecord && (
            <p className="text-sm text-muted-foreground">
              Done {r.maintenanceRecord.date ? formatIsoDate(r.maintenanceRecord.date) : ''}
              {r.maintenanceRecord.mileage !== null && ` at ${formatDistance(r.maintenanceRecord.mileage, unit)}`}
              {r.maintenanceRecord.cost !== null && `, ${formatMoney(r.maintenanceRecord.cost)}`} · in the service log
            </p>
          )}
          {(r.repeat.km || r.repeat.months) && open && (
            <p className="text-xs text-muted-foreground">
              Repeats every {[r.repeat.km ? formatDistance(r.repeat.km, unit) : null, r.repeat.months ? `${r.repeat.months} months` : null].filter(Boolean).join(' or ')}
            </p>
          )}
        </div>
      </div>
      {open && !completing && (
        <div className="mt-2 flex flex-wrap gap-2 pl-8">
          <Button size="sm" onClick={() => setCompleting(true)} aria-label={`Complete ${label}`}>
            <Check aria-hidden /> Complete
          </Button>
          <Button size="sm" variant="outline" onClick={() => setSnoozing((s) => !s)} aria-expanded={snoozing} aria-label={`Snooze ${label}`}>
            <AlarmClock aria-hidden /> Snooze
          </Button>
          <Button size="sm" variant="ghost" disabled={dismiss.isPending} onClick={() => dismiss.mutate({ id: r.id })} aria-label={`Dismiss ${label}`}>
            <X aria-hidden /> Dismiss
          </Button>
        </div>
      )}
      {open && snoozing && !completing && (
        <div className="mt-2 flex flex-wrap items-center gap-2 pl-8" role="group" aria-label={`Snooze ${label} for`}>
          {snoozeChoices(toIsoDate(new Date(), 'utc')).map((c) => (
            <Button key={c.label} size="sm" variant="secondary" disabled={snooze.isPending} onClick={() => snooze.mutate({ id: r.id, until: c.until }, { onSuccess: () => setSnoozing(false) })}>
              {c.label}
            </Button>
          ))}
        </div>
      )}
      {open && completing && <CompleteForm reminder={r} unit={unit} onDone={() => setCompleting(false)} />}
    </li>
  );
}
