import { AlertTriangle, Bot, User } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { ThreadMessage } from '../chat-thread';
import { chatWording } from '../chat-wording';
import { readMessageExtras } from '../message-metadata';
import { ActionCard } from './action-card';
import { HealthScoreBar } from './health-score-bar';
import type { ChatActionEdits } from '@shared/api/chat';
import { formatClock } from '@shared/format-date';

interface MessageBubbleProps {
  message: ThreadMessage;
  showQuestions: boolean;
  questionsDisabled: boolean;
  onQuestion: (question: string) => void;
  onRespond: (messageId: string, choice: 'confirm' | 'cancel', edits?: ChatActionEdits) => Promise<void>;
}

export function MessageBubble({ message, showQuestions, questionsDisabled, onQuestion, onRespond }: MessageBubbleProps) {
  const isUser = message.type === 'user';
  const t = chatWording();
  const extras = readMessageExtras(message);
  const Icon = isUser ? User : extras.isError && !extras.isFallback ? AlertTriangle : Bot;
  return (
    <li className={cn('flex gap-2 sm:gap-3', isUser && 'flex-row-reverse')} aria-label={isUser ? t.yourMessage : t.assistantMessage}>
      <span
        aria-hidden
        className={cn(
          'mt-1 flex size-8 shrink-0 items-center justify-center rounded-full',
          isUser ? 'bg-primary text-primary-foreground' : 'bg-gradient-ai text-white',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className={cn('flex min-w-0 max-w-[85%] flex-col gap-1 sm:max-w-[75%]', isUser && 'items-end')}>
        <div
          className={cn(
            'rounded-2xl px-4 py-3 text-sm leading-relaxed shadow-sm',
            isUser ? 'rounded-tr-sm bg-primary text-primary-foreground' : 'rounded-tl-sm border bg-card text-card-foreground',
            extras.isError && !extras.isFallback && 'border-destructive/50',
          )}
        >
          <p className="whitespace-pre-wrap break-words">
            {message.content}
            {message.streaming && <span aria-hidden className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-current align-text-bottom" />}
          </p>
          {extras.isFallback && <p className="mt-2 text-xs text-muted-foreground">{t.fallbackNote}</p>}
          {extras.healthScore !== null && !message.streaming && <HealthScoreBar score={extras.healthScore} />}
          {extras.action && !message.streaming && (
            <ActionCard action={extras.action} busy={questionsDisabled} onRespond={(choice, edits) => onRespond(message.id, choice, edits)} />
          )}
        </div>
        <time dateTime={message.timestamp} className="px-1 text-xs text-muted-foreground">
          {formatClock(message.timestamp)}
        </time>
        {showQuestions && extras.followUpQuestions.length > 0 && (
          <div className="mt-1 space-y-1.5">
            <p className="text-xs font-medium text-muted-foreground">{t.followUps}</p>
            <ul className="flex flex-wrap gap-2" aria-label={t.followUps}>
              {extras.followUpQuestions.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    disabled={questionsDisabled}
                    onClick={() => onQuestion(question)}
                    className="rounded-full border bg-background px-3 py-1.5 text-left text-xs transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}
