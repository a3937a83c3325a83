import { useState, type FormEvent } from 'react';
import type { ChatAction, ChatActionEdits } from '@shared/api/chat';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { chatWording } from '../chat-wording';

interface ActionCardProps {
  action: ChatAction;
  busy: boolean;
  onRespond: (choice: 'confirm' | 'cancel', edits?: ChatActionEdits) => Promise<void>;
}

/** A proposal the assistant made: Confirm saves it, Edit changes its figures first, Cancel drops it. */
export function ActionCard({ action, busy, onRespond }: ActionCardProps) {
  const t = chatWording().action;
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [values, setValues] = useState(() => initialValues(action));

  if (action.status !== 'proposed' && action.status !== 'saving') {
    const done = action.status === 'confirmed' ? t.confirmed : action.status === 'cancelled' ? t.cancelled : t.replaced;
    return <p className="mt-2 text-xs font-medium text-muted-foreground">{done}</p>;
  }

  const run = async (choice: 'confirm' | 'cancel', edits?: ChatActionEdits) => {
    setWorking(true);
    setError(null);
    try {
      await onRespond(choice, edits);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setWorking(false);
    }
  };
  const disabled = busy || working;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('confirm', toEdits(action, values));
  };
  const field = (key: keyof typeof values, label: string, type: 'date' | 'number' | 'text') => (
    <div className="grid gap-1">
      <Label htmlFor={`${action.id}-${key}`}>{label}</Label>
      <Input id={`${action.id}-${key}`} type={type} value={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} />
    </div>
  );

  return (
    <section aria-label={t.label} className="mt-3 rounded-lg border bg-muted/40 p-3">
      {editing ? (
        <form onSubmit={submit} className="grid gap-2 sm:grid-cols-2">
          {action.record && (
            <>
              {field('date', t.date, 'date')}
              {field('odometerKm', t.odometer, 'number')}
              {field('totalCost', t.cost, 'number')}
              {field('currency', t.currency, 'text')}
            </>
          )}
          {action.reminder && (action.reminder.dueOdometerKm !== null ? field('dueOdometerKm', t.dueOdometer, 'number') : field('dueDate', t.dueDate, 'date'))}
          {action.type === 'snooze_reminder' && field('until', t.until, 'date')}
          {action.completion && (
            <>
              {field('date', t.date, 'date')}
              {field('odometerKm', t.odometer, 'number')}
            </>
          )}
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" size="sm" disabled={disabled}>
              {t.save}
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={disabled} onClick={() => setEditing(false)}>
              {t.back}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={disabled} onClick={() => void run('confirm')}>
            {t.confirm}
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={disabled} onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={() => void run('cancel')}>
            {t.cancel}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-xs text-destructive">
          {t.failed} {error}
        </p>
      )}
    </section>
  );
}

type Values = Record<'date' | 'odometerKm' | 'totalCost' | 'currency' | 'dueOdometerKm' | 'dueDate' | 'until', string>;

function initialValues(a: ChatAction): Values {
  const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    date: a.record?.date ?? a.completion?.date ?? '',
    odometerKm: text(a.record?.odometerKm ?? a.completion?.odometerKm),
    totalCost: text(a.record?.totalCost),
    currency: a.record?.currency ?? '',
    dueOdometerKm: text(a.reminder?.dueOdometerKm),
    dueDate: a.reminder?.dueDate ?? '',
    until: a.until ?? '',
  };
}

/** Only what the owner changed; the server checks each value as the forms do. */
function toEdits(a: ChatAction, v: Values): ChatActionEdits {
  const num = (s: string) => (s.trim() === '' ? null : Number(s));
  const before = initialValues(a);
  const edits: ChatActionEdits = {};
  if (v.date !== before.date) edits.date = v.date;
  if (v.odometerKm !== before.odometerKm) edits.odometerKm = num(v.odometerKm);
  if (v.totalCost !== before.totalCost) edits.totalCost = num(v.totalCost);
  if (v.currency !== before.currency) edits.currency = v.currency.trim() || null;
  if (v.dueOdometerKm !== before.dueOdometerKm) edits.dueOdometerKm = num(v.dueOdometerKm);
  if (v.dueDate !== before.dueDate) edits.dueDate = v.dueDate || null;
  if (v.until !== before.until) edits.until = v.until;
  return edits;
}
