import { Bot, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ChatActionEdits } from '@shared/api/chat';
import type { ThreadMessage } from '../chat-thread';
import { chatWording } from '../chat-wording';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: ThreadMessage[];
  /** Spinner text while waiting for the first words of an answer; null when not waiting. */
  waitingLabel: string | null;
  busy: boolean;
  onQuestion: (question: string) => void;
  onRespond: (messageId: string, choice: 'confirm' | 'cancel', edits?: ChatActionEdits) => Promise<void>;
}

export function MessageList({ messages, waitingLabel, busy, onQuestion, onRespond }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const t = chatWording();
  const lastAiIndex = messages.findLastIndex((m) => m.type === 'ai');
  const lastContent = messages.at(-1)?.content;

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages.length, lastContent, waitingLabel]);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-6" role="log" tabIndex={0} aria-label={t.conversation} aria-live="polite" aria-busy={busy}>
      <ol className="mx-auto flex max-w-3xl flex-col gap-4">
        {messages.map((message, index) => (
          <MessageBubble
            key={message.id}
            message={message}
            showQuestions={index === lastAiIndex && !message.streaming}
            questionsDisabled={busy}
            onQuestion={onQuestion}
            onRespond={onRespond}
          />
        ))}
        {waitingLabel && (
          <li className="flex gap-3" aria-label={t.answering}>
            <span aria-hidden className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-ai text-white">
              <Bot className="size-4" />
            </span>
            <div className="flex items-center gap-2 rounded-2xl rounded-tl-sm border bg-card px-4 py-3 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {waitingLabel}
            </div>
          </li>
        )}
      </ol>
      <div ref={endRef} />
    </div>
  );
}
