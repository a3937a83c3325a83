import { useId, useState } from 'react';
import type { ProcessedData } from '@shared/documents';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import {
  applyDraft,
  createDraft,
  DOCUMENT_TYPE_LABELS,
  EXTRACTED_DOCUMENT_TYPES,
  fieldsForKind,
  isExpected,
  isLowConfidence,
  listCandidates,
  SECTION_TITLES,
  SECTIONS_BY_KIND,
  type Draft,
} from '../analysis-fields';
import type { ExtractedDocumentType } from '@shared/documents';

interface AnalysisEditorProps {
  data: ProcessedData;
  saving: boolean;
  onSave: (data: ProcessedData) => void;
  onCancel: () => void;
}

const INPUT_TYPES = { date: 'date', year: 'number', number: 'text', money: 'text', text: 'text', vin: 'text', list: 'text' } as const;

/** The owner's corrections of what was read: the fields of the document's kind (changing the kind changes them). */
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
  const kind = (EXTRACTED_DOCUMENT_TYPES as readonly string[]).includes(draft.documentType) ? (draft.documentType as ExtractedDocumentType) : data.documentType;
  const kindFields = fieldsForKind(kind);

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
      {SECTIONS_BY_KIND[kind].map((section) => (
        <fieldset key={section} className="space-y-3">
          <legend className="text-sm font-semibold">{SECTION_TITLES[section]}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {kindFields.filter((field) => field.section === section).map((field) => {
              const id = `${formId}-${field.id}`;
              const error = errors[field.id];
              const unsure = isLowConfidence(data, field) && draft[field.id] === createDraft(data)[field.id];
              const missing = isExpected(kind, field) && !(draft[field.id] ?? '').trim();
              const others = listCandidates(data, field);
              const described = [error && `${id}-error`, unsure && `${id}-hint`, missing && `${id}-missing`].filter(Boolean).join(' ') || undefined;
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
                    aria-describedby={described}
                    placeholder={field.kind === 'list' ? 'Comma-separated' : undefined}
                    className={cn((unsure || missing) && 'border-amber-500 bg-amber-50 dark:bg-amber-950/30')}
                  />
                  {unsure && (
                    <p id={`${id}-hint`} className="text-xs text-amber-800 dark:text-amber-200">
                      Read with low confidence: please check.
                    </p>
                  )}
                  {missing && (
                    <p id={`${id}-missing`} className="text-xs text-amber-800 dark:text-amber-200">
                      Not found on this document; a {DOCUMENT_TYPE_LABELS[kind].toLowerCase()} usually shows it.
                    </p>
                  )}
                  {others.length > 0 && (
                    <Select value="" onValueChange={(value) => set(field.id, value)}>
                      <SelectTrigger aria-label={`Other readings for ${field.label}`} className="h-8 w-full text-xs">
                        <SelectValue placeholder={`Other readings (${others.length})`} />
                      </SelectTrigger>
                      <SelectContent>
                        {others.map((option) => (
                          <SelectItem key={option.value} value={option.value}>
                            {option.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
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
