import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { REMINDER_KIND_LABELS, REMINDER_KINDS, SUGGESTED_INTERVALS, type ReminderKind } from '@shared/reminders';
import { kmToMiles, type DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCreateReminder, useOwnerVehicles } from '../api';
import { kmFromInput, wholeFromInput } from '../reminder-display';

const inUnit = (km: number | null, unit: DistanceUnit) => (km === null ? '' : String(Math.round(unit === 'mi' ? kmToMiles(km) : km)));

/** Adds a reminder: a vehicle, a kind, a due date and/or odometer, and optionally a repeat interval. */
export function AddReminderForm({ unit, vehicleId, onDone }: { unit: DistanceUnit; vehicleId?: string; onDone?: () => void }) {
  const id = useId();
  const vehicles = useOwnerVehicles();
  const create = useCreateReminder();
  const [vehicle, setVehicle] = useState(vehicleId ?? '');
  const [kind, setKind] = useState<ReminderKind>('oil_change');
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [dueOdometer, setDueOdometer] = useState('');
  const [everyKm, setEveryKm] = useState(inUnit(SUGGESTED_INTERVALS.oil_change?.km ?? null, unit));
  const [everyMonths, setEveryMonths] = useState(String(SUGGESTED_INTERVALS.oil_change?.months ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const chosenVehicle = vehicle || vehicles.data?.[0]?.id || '';

  const chooseKind = (next: ReminderKind) => {
    setKind(next);
    const suggested = SUGGESTED_INTERVALS[next];
    setEveryKm(inUnit(suggested?.km ?? null, unit));
    setEveryMonths(suggested?.months ? String(suggested.months) : '');
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const km = kmFromInput(dueOdometer, unit);
    if (!dueDate && km === null) return setProblem('Give a due date, a due odometer, or both.');
    if (kind === 'custom' && !title.trim()) return setProblem('Name the custom reminder.');
    setProblem(null);
    create.mutate(
      {
        vehicleId: chosenVehicle,
        kind,
        title: title.trim() || null,
        dueDate: dueDate || null,
        dueOdometerKm: km,
        intervalKm: kmFromInput(everyKm, unit),
        intervalMonths: wholeFromInput(everyMonths),
      },
      {
        onSuccess: () => {
          setDueDate('');
          setDueOdometer('');
          setTitle('');
          onDone?.();
        },
      },
    );
  };

  return (
    <form aria-label="Add a reminder" onSubmit={submit} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
      {!vehicleId && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-vehicle`}>Vehicle</Label>
          <NativeSelect id={`${id}-vehicle`} value={chosenVehicle} onChange={(e) => setVehicle(e.target.value)} required>
            {(vehicles.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <NativeSelect id={`${id}-kind`} value={kind} onChange={(e) => chooseKind(e.target.value as ReminderKind)}>
          {REMINDER_KINDS.map((k) => (
            <option key={k} value={k}>
              {REMINDER_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {kind === 'custom' && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor={`${id}-date`}>Due date</Label>
        <Input id={`${id}-date`} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-odo`}>Due at odometer ({unit})</Label>
        <Input id={`${id}-odo`} inputMode="numeric" value={dueOdometer} onChange={(e) => setDueOdometer(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-every-km`}>Repeat every ({unit})</Label>
        <Input id={`${id}-every-km`} inputMode="numeric" value={everyKm} onChange={(e) => setEveryKm(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-every-months`}>Repeat every (months)</Label>
        <Input id={`${id}-every-months`} inputMode="numeric" value={everyMonths} onChange={(e) => setEveryMonths(e.target.value)} />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending || !chosenVehicle}>
          <Plus aria-hidden /> Add reminder
        </Button>
      </div>
    </form>
  );
}
