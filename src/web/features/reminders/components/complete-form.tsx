import { useId, useState } from 'react';
import type { ReminderView } from '@shared/api/reminders';
import { toIsoDate } from '@shared/format-date';
import { kmToMiles, type DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCompleteReminder } from '../api';
import { kmFromInput, wholeFromInput } from '../reminder-display';

/** Marks a reminder done: the date, the odometer (the car's when left blank), an optional cost, and when to repeat. */
export function CompleteForm({ reminder, unit, onDone }: { reminder: ReminderView; unit: DistanceUnit; onDone: () => void }) {
  const id = useId();
  const complete = useCompleteReminder();
  // the server's offer: the reminder's own interval, else the maker's for this car
  const interval = reminder.repeat;
  const [date, setDate] = useState(() => toIsoDate(new Date(), 'utc'));
  const [odometer, setOdometer] = useState('');
  const [cost, setCost] = useState('');
  const [everyKm, setEveryKm] = useState(interval.km ? String(Math.round(unit === 'mi' ? kmToMiles(interval.km) : interval.km)) : '');
  const [everyMonths, setEveryMonths] = useState(interval.months ? String(interval.months) : '');
  const costValue = cost.trim() === '' ? null : Number(cost.replace(/[$,\s]/g, ''));
  const costInvalid = costValue !== null && (!Number.isFinite(costValue) || costValue < 0);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (costInvalid) return;
    complete.mutate(
      {
        id: reminder.id,
        date,
        odometerKm: odometer.trim() === '' ? undefined : kmFromInput(odometer, unit),
        cost: costValue,
        intervalKm: kmFromInput(everyKm, unit),
        intervalMonths: wholeFromInput(everyMonths),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form aria-label={`Complete ${reminder.label}`} onSubmit={submit} className="mt-2 grid gap-3 rounded-md border bg-muted/40 p-3 sm:grid-cols-2">
      <div className="space-y-1">
        <Label htmlFor={`${id}-date`}>Date done</Label>
        <Input id={`${id}-date`} type="date" value={date} max={toIsoDate(new Date(), 'utc')} onChange={(e) => setDate(e.target.value)} required />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-odo`}>Odometer ({unit})</Label>
        <Input id={`${id}-odo`} inputMode="numeric" placeholder="From the car" value={odometer} onChange={(e) => setOdometer(e.target.value)} />
      </div>
      {reminder.isServiceKind && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-cost`}>Cost (optional)</Label>
          <Input id={`${id}-cost`} inputMode="decimal" placeholder="0.00" value={cost} onChange={(e) => setCost(e.target.value)} aria-invalid={costInvalid || undefined} />
          {costInvalid && <p className="text-xs text-destructive">Enter an amount like 79.50.</p>}
        </div>
      )}
      <fieldset className="space-y-1 sm:col-span-2">
        <legend className="text-sm font-medium">Repeat (whichever comes first; leave blank for once)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-km`} className="text-xs font-normal text-muted-foreground">
              Every ({unit})
            </Label>
            <Input id={`${id}-km`} inputMode="numeric" value={everyKm} onChange={(e) => setEveryKm(e.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-months`} className="text-xs font-normal text-muted-foreground">
              Every (months)
            </Label>
            <Input id={`${id}-months`} inputMode="numeric" value={everyMonths} onChange={(e) => setEveryMonths(e.target.value)} />
          </div>
        </div>
      </fieldset>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={complete.isPending}>
          Mark done
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
