import { Activity, Car, Send, Wrench, BarChart3 } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { chatWording } from '../chat-wording';

const QUICK_ICONS = [Activity, Car, Wrench, BarChart3];

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (text: string) => void;
  onQuick: (question: string) => void;
  busy: boolean;
  disabled: boolean;
  vehicleSelect: ReactNode;
}

export function ChatComposer({ value, onChange, onSubmit, onQuick, busy, disabled, vehicleSelect }: ChatComposerProps) {
  const canSend = !busy && !disabled && value.trim() !== '';
  const t = chatWording();

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSubmit(value);
  }

  return (
    <div className="border-t bg-background/95 px-3 py-3 sm:px-6">
      <form
        className="mx-auto flex max-w-3xl flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) onSubmit(value);
        }}
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-[0.65rem] font-semibold tracking-wider text-muted-foreground" aria-hidden>
            {t.selectCar}
          </span>
          <div className="min-w-0 flex-1 sm:flex-none">{vehicleSelect}</div>
        </div>
        <div className="flex items-end gap-2">
          <Textarea
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder={t.placeholder}
            aria-label={t.message}
            rows={2}
            disabled={disabled}
            className="max-h-40 min-h-12 resize-none"
          />
          <Button type="submit" size="icon" variant="ai" aria-label={t.send} disabled={!canSend} className="shrink-0">
            <Send aria-hidden />
          </Button>
        </div>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible" role="group" aria-label={t.quickQuestions}>
          {t.quickActions.map((action, index) => {
            const Icon = QUICK_ICONS[index];
            return (
              <Button
                key={action.label}
                type="button"
                size="sm"
                variant="outline"
                disabled={busy || disabled}
                onClick={() => onQuick(action.question)}
                title={action.question}
                className="shrink-0"
              >
                <Icon aria-hidden />
                {action.label}
              </Button>
            );
          })}
        </div>
      </form>
    </div>
  );
}
