import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { intervalDistanceIn, reminderKindsFor, suggestedInterval, type SuggestedInterval } from '@shared/reminder-kinds';
import { REMINDER_KIND_LABELS, type ReminderKind } from '@shared/reminders';
import type { DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCreateReminder, useOwnerVehicles } from '../api';
import { kmFromInput, wholeFromInput } from '../reminder-display';

function intervalNote(suggested: SuggestedInterval | null): string {
  if (!suggested) return 'Leave the repeat empty for a one-off reminder.';
  return suggested.maker ? `Suggested from ${suggested.maker}'s maintenance schedule.` : "A common interval; your owner's manual may say otherwise.";
}

/**
 * Adds a reminder: a vehicle, a kind offered for its powertrain, an optional title, a due date and/or odometer, and
 * a repeat interval that starts at the maker's (or the usual) one for that kind.
 */
export function AddReminderForm({ unit, vehicleId, onDone }: { unit: DistanceUnit; vehicleId?: string; onDone?: () => void }) {
  const id = useId();
  const vehicles = useOwnerVehicles();
  const create = useCreateReminder();
  const [vehicle, setVehicle] = useState(vehicleId ?? '');
  const [pickedKind, setPickedKind] = useState<ReminderKind | null>(null);
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [dueOdometer, setDueOdometer] = useState('');
  // null: follow the suggestion for the kind and car; a string once the owner types.
  const [everyDistance, setEveryDistance] = useState<string | null>(null);
  const [everyMonths, setEveryMonths] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosenVehicle = vehicle || vehicles.data?.[0]?.id || '';
  const car = vehicles.data?.find((v) => v.id === chosenVehicle);
  const offered = reminderKindsFor(car?.type ?? 'gas');
  const kind = pickedKind && offered.includes(pickedKind) ? pickedKind : offered[0]!;
  const suggested = suggestedInterval(kind, { make: car?.make ?? null, type: car?.type ?? 'gas' });
  const distanceText = everyDistance ?? (suggested ? String(intervalDistanceIn(suggested, unit) ?? '') : '');
  const monthsText = everyMonths ?? (suggested?.months ? String(suggested.months) : '');

  const followSuggestion = () => {
    setEveryDistance(null);
    setEveryMonths(null);
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
        intervalKm: kmFromInput(distanceText, unit),
        intervalMonths: wholeFromInput(monthsText),
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
          <NativeSelect
            id={`${id}-vehicle`}
            value={chosenVehicle}
            onChange={(e) => {
              setVehicle(e.target.value);
              followSuggestion();
            }}
            required
          >
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
        <NativeSelect
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => {
            setPickedKind(e.target.value as ReminderKind);
            followSuggestion();
          }}
        >
          {offered.map((k) => (
            <option key={k} value={k}>
              {REMINDER_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-title`}>Title{kind === 'custom' ? '' : ' (optional)'}</Label>
        <Input
          id={`${id}-title`}
          maxLength={120}
          value={title}
          placeholder={kind === 'custom' ? 'What to remember' : REMINDER_KIND_LABELS[kind]}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
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
        <Input id={`${id}-every-km`} inputMode="numeric" aria-describedby={`${id}-interval-note`} value={distanceText} onChange={(e) => setEveryDistance(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-every-months`}>Repeat every (months)</Label>
        <Input id={`${id}-every-months`} inputMode="numeric" aria-describedby={`${id}-interval-note`} value={monthsText} onChange={(e) => setEveryMonths(e.target.value)} />
      </div>
      <p id={`${id}-interval-note`} className="text-sm text-muted-foreground sm:col-span-2">
        {intervalNote(suggested)}
      </p>
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
