import { useEffect, useId, useRef, useState } from 'react';
import { COMMON_CURRENCIES } from '@shared/currency';
import { SERVICE_KIND_LABELS, SERVICE_KINDS, type ServiceKind, type ServiceRecordInput } from '@shared/api/service-log';
import { kmToMiles, formatMoney, type DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useOdometerOn, useOwnerDocuments } from '../api';
import { draftToInput, sumOfParts, type RecordDraft } from '../record-form-values';

interface RecordFormProps {
  tokenId: number;
  unit: DistanceUnit;
  initial: RecordDraft;
  /** Editing a record: the odometer is not prefilled from the car. */
  editing: boolean;
  /** The record comes from an invoice: say that corrections of the document win. */
  fromDocument?: string | null;
  saving: boolean;
  onSave: (input: ServiceRecordInput) => void;
  onCancel: () => void;
}

/** Add or edit one service record; the odometer is prefilled from the car for the chosen day. */
export function RecordForm({ tokenId, unit, initial, editing, fromDocument, saving, onSave, onCancel }: RecordFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<RecordDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof RecordDraft, string>>>({});
  const odometerTouched = useRef(editing && initial.odometer !== '');
  const documents = useOwnerDocuments();
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(draft.date);
  const reading = useOdometerOn(tokenId, draft.date, validDate && !editing);
  const prefill = reading.data?.odometerKm ?? null;

  useEffect(() => {
    if (odometerTouched.current || prefill === null) return;
    setDraft((d) => ({ ...d, odometer: String(Math.round(unit === 'mi' ? kmToMiles(prefill) : prefill)) }));
  }, [prefill, unit]);

  const set = (field: keyof RecordDraft) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    if (field === 'odometer') odometerTouched.current = true;
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  };
  const split = sumOfParts(draft);

  const field = (name: keyof RecordDraft, label: string, input: React.ReactElement<{ id?: string }>, hint?: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {input}
      {hint && !errors[name] && (
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-xs text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const a11y = (name: keyof RecordDraft, hint = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined,
  });

  return (
    <form
      aria-label={editing ? 'Edit service record' : 'Add service record'}
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = draftToInput(draft, unit);
        if (!result.ok) {
          setErrors(result.errors);
          return;
        }
        setErrors({});
        onSave(result.input);
      }}
    >
      {fromDocument && (
        <p className="rounded-md bg-muted p-2 text-sm text-muted-foreground">
          Read from {fromDocument}. Correcting that document updates the date, odometer, kind, description, cost and shop here.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('date', 'Date', <Input type="date" value={draft.date} onChange={set('date')} {...a11y('date')} />)}
        {field(
          'odometer',
          `Odometer (${unit})`,
          <Input inputMode="numeric" value={draft.odometer} onChange={set('odometer')} {...a11y('odometer', !editing && prefill !== null)} />,
          !editing && prefill !== null ? 'Read from the car for this day.' : undefined,
        )}
        {field(
          'kind',
          'Kind',
          <NativeSelect value={draft.kind} onChange={set('kind')} {...a11y('kind')}>
            {SERVICE_KINDS.map((kind: ServiceKind) => (
              <option key={kind} value={kind}>
                {SERVICE_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field('shop', 'Shop', <Input value={draft.shop} onChange={set('shop')} maxLength={200} {...a11y('shop')} />)}
        <div className="sm:col-span-2">
          {field('description', 'Description', <Input value={draft.description} onChange={set('description')} maxLength={500} {...a11y('description')} />)}
        </div>
        {field('partsCost', 'Parts cost', <Input inputMode="decimal" value={draft.partsCost} onChange={set('partsCost')} {...a11y('partsCost')} />)}
        {field('laborCost', 'Labour cost', <Input inputMode="decimal" value={draft.laborCost} onChange={set('laborCost')} {...a11y('laborCost')} />)}
        {field(
          'totalCost',
          'Total cost',
          <Input
            inputMode="decimal"
            value={split !== null ? String(split) : draft.totalCost}
            readOnly={split !== null}
            onChange={set('totalCost')}
            {...a11y('totalCost', true)}
          />,
          split !== null ? `Parts plus labour: ${formatMoney(split, draft.currency)}.` : 'Or give parts and labour separately.',
        )}
        {field(
          'currency',
          'Currency',
          <NativeSelect value={draft.currency} onChange={set('currency')} {...a11y('currency')}>
            <option value="">Not set</option>
            {[...new Set([...COMMON_CURRENCIES, ...(draft.currency ? [draft.currency] : [])])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field(
          'attachedDocumentId',
          'Attached document',
          <NativeSelect value={draft.attachedDocumentId} onChange={set('attachedDocumentId')} {...a11y('attachedDocumentId')}>
            <option value="">None</option>
            {(documents.data ?? []).map((doc) => (
              <option key={doc.id} value={doc.id}>
                {doc.originalName}
              </option>
            ))}
          </NativeSelect>,
        )}
        <div className="sm:col-span-2">
          {field('notes', 'Notes', <Textarea value={draft.notes} onChange={set('notes')} maxLength={2000} rows={3} {...a11y('notes')} />)}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : editing ? 'Save changes' : 'Add record'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
