import { ChatActionSchema, type ChatAction, type ChatMessage } from '@shared/api/chat';

export interface MessageExtras {
  healthScore: number | null;
  followUpQuestions: string[];
  isError: boolean;
  isFallback: boolean;
  /** a proposal the assistant made in this answer (saved only when the owner confirms it) */
  action: ChatAction | null;
}

/** Reads the parts of an answer's free-form metadata that the bubble draws; anything malformed is ignored. */
export function readMessageExtras(message: Pick<ChatMessage, 'metadata'>): MessageExtras {
  const meta = message.metadata ?? {};
  const score = meta.healthScore;
  const questions = meta.followUpQuestions;
  return {
    healthScore: typeof score === 'number' && Number.isFinite(score) ? Math.max(0, Math.min(100, Math.round(score))) : null,
    followUpQuestions: Array.isArray(questions) ? questions.filter((q): q is string => typeof q === 'string' && q.trim() !== '') : [],
    isError: meta.error !== undefined && meta.error !== null && meta.error !== false,
    isFallback: meta.isFallback === true,
    action: ChatActionSchema.safeParse(meta.action).data ?? null,
  };
}
