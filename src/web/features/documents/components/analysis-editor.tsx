import { useId, useState } from 'react';
import type { ProcessedData } from '@shared/documents';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { applyDraft, createDraft, DOCUMENT_TYPE_LABELS, EXTRACTED_DOCUMENT_TYPES, FIELDS, SECTION_TITLES, type Draft, type SectionId } from '../analysis-fields';

interface AnalysisEditorProps {
  data: ProcessedData;
  saving: boolean;
  onSave: (data: ProcessedData) => void;
  onCancel: () => void;
}

const INPUT_TYPES = { date: 'date', year: 'number', number: 'text', money: 'text', text: 'text', vin: 'text', list: 'text' } as const;

/** The owner's corrections of what was read; every field of the results, grouped as they are shown. */
export function AnalysisEditor({ data, saving, onSave, onCancel }: AnalysisEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => createDraft(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();

  function submit() {
    const result = applyDraft(data, draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSave(result.data);
  }

  const set = (id: string, value: string) => setDraft((d) => ({ ...d, [id]: value }));

  return (
    <form
      className="space-y-5"
      aria-label="Correct extracted data"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${formId}-type`}>Document type</Label>
        <Select value={draft.documentType} onValueChange={(v) => set('documentType', v)}>
          <SelectTrigger id={`${formId}-type`} aria-label="Document type" className="sm:w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {EXTRACTED_DOCUMENT_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {DOCUMENT_TYPE_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {(Object.keys(SECTION_TITLES) as SectionId[]).map((section) => (
        <fieldset key={section} className="space-y-3">
          <legend className="text-sm font-semibold">{SECTION_TITLES[section]}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.filter((field) => field.section === section).map((field) => {
              const id = `${formId}-${field.id}`;
              const error = errors[field.id];
              return (
                <div key={field.id} className="space-y-1">
                  <Label htmlFor={id}>{field.label}</Label>
                  <Input
                    id={id}
                    type={INPUT_TYPES[field.kind]}
                    inputMode={field.kind === 'money' || field.kind === 'number' ? 'decimal' : undefined}
                    value={draft[field.id] ?? ''}
                    onChange={(event) => set(field.id, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    placeholder={field.kind === 'list' ? 'Comma-separated' : undefined}
                  />
                  {error && (
                    <p id={`${id}-error`} className="text-xs text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm text-destructive">
          Some fields need a correction before saving.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save corrections'}
        </Button>
      </div>
    </form>
  );
}
